import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/content/types';

/** The rounded tile an icon sits in on cards. Decorative. */
export function IconBadge({ name, tone = 'brand' }: { name: IconName; tone?: 'brand' | 'accent' }) {
  const colours = tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-accent-50 text-accent-800';
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${colours}`}>
      <Icon name={name} />
    </span>
  );
}

export interface IconCardItem {
  icon?: IconName;
  title: string;
  description: string;
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

interface Props {
  items: readonly IconCardItem[];
  columns?: keyof typeof columnClasses;
  /** Level of each card's title; h3 under a section's h2 by default. */
  headingLevel?: 2 | 3;
}

/** A list of cards with an optional icon, a title and a description (values, benefits, expertise). */
export function IconCardGrid({ items, columns = 4, headingLevel = 3 }: Props) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul role="list" className={`grid gap-6 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <Card as="li" key={item.title} className="flex flex-col">
          {item.icon && (
            <div className="mb-4">
              <IconBadge name={item.icon} />
            </div>
          )}
          <H className="text-lg font-semibold text-slate-900">{item.title}</H>
          <p className="mt-2 text-slate-600">{item.description}</p>
        </Card>
      ))}
    </ul>
  );
}
