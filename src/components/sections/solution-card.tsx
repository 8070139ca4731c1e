import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { IconBadge } from '@/components/sections/icon-card-grid';
import { SOLUTION_CARD_BENEFITS } from '@/config/constants';
import { paths } from '@/config/paths';
import type { Solution } from '@/content/types';

interface Props {
  solution: Solution;
  /** Link text, e.g. "Learn More". */
  ctaText: string;
}

/** One solution in the /solutions grid. Renders an <li>. */
export function SolutionCard({ solution, ctaText }: Props) {
  const id = useId();
  const titleId = `${id}-title`;
  const linkId = `${id}-link`;
  return (
    <Card as="li" className="flex flex-col">
      <IconBadge name={solution.icon} />
      <h2 id={titleId} className="mt-4 text-xl font-semibold text-slate-900">
        {solution.title}
      </h2>
      <p className="mt-3 text-slate-600">{solution.description}</p>
      <ul role="list" className="mt-5 space-y-2">
        {solution.benefits.slice(0, SOLUTION_CARD_BENEFITS).map((b) => (
          <li key={b} className="flex gap-2 text-sm text-slate-700">
            <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            <span>{b}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        {/* The accessible name is "Learn More <title>", so each link is distinct out of context. */}
        <SmartLink
          id={linkId}
          href={paths.solution(solution.slug)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {ctaText}
          <span className="sr-only">: {solution.title}</span>
          <span aria-hidden="true">→</span>
        </SmartLink>
      </div>
    </Card>
  );
}
