import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/content/types';

interface Props {
  icon?: IconName;
  title: string;
  message: string;
  /** Buttons under the message. */
  children?: ReactNode;
}

/** A single-message page body (not found, thank you); holds the page's only h1. Left-aligned, as
 * PageHero is and for the same reason. */
export function NoticePanel({ icon, title, message, children }: Props) {
  return (
    <section aria-labelledby="page-title" className="bg-slate-50 py-20 sm:py-28">
      <Container className="max-w-2xl">
        {icon && (
          <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon name={icon} className="size-8" />
          </span>
        )}
        <h1 id="page-title" tabIndex={-1} className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-6 text-lg text-slate-700">{message}</p>
        {children && <div className="mt-10 flex flex-col gap-4 sm:flex-row">{children}</div>}
      </Container>
    </section>
  );
}
