import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import type { PageHero as PageHeroCopy } from '@/content/types';

interface Props extends PageHeroCopy {
  children?: ReactNode;
}

/**
 * The top band of an inner page; holds the page's only h1. Left-aligned, like everything in a first
 * screen: the browser paints a page before it has all of it, and centred text moves as the rest of
 * its line arrives.
 */
export function PageHero({ eyebrow, title, description, children }: Props) {
  return (
    <section
      aria-labelledby="page-title"
      className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-16 text-white sm:py-24"
    >
      <Container>
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-200">{eyebrow}</p>}
        <h1 id="page-title" tabIndex={-1} className="max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-6 max-w-3xl text-lg text-slate-200 sm:text-xl">{description}</p>
        {children}
      </Container>
    </section>
  );
}
