import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { IconBadge } from '@/components/sections/icon-card-grid';
import type { IconName, Industry } from '@/content/types';

export interface IndustryLabels {
  challenges: string;
  solutions: string;
  benefits: string;
}

function LabelledList({ title, items, icon }: { title: string; items: readonly string[]; icon: IconName }) {
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-700">{title}</h3>
      <ul role="list" className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-700">
            <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One sector on /industries. Renders an <li>; its title is an h2. */
export function IndustryCard({ industry, labels }: { industry: Industry; labels: IndustryLabels }) {
  return (
    <Card as="li">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <IconBadge name={industry.icon} />
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{industry.title}</h2>
          <p className="mt-2 max-w-3xl text-slate-600">{industry.description}</p>
        </div>
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-3">
        <LabelledList title={labels.challenges} items={industry.challenges} icon="target" />
        <LabelledList title={labels.solutions} items={industry.solutions} icon="lightbulb" />
        <LabelledList title={labels.benefits} items={industry.benefits} icon="check-circle" />
      </div>
    </Card>
  );
}
