import { Card } from '@/components/ui/card';

export interface KeyFigure {
  /** Display value as text, e.g. "15+", "95%". */
  value: string;
  label: string;
}

/** Headline numbers as a list of cards (About page). Values are plain text: no count-up. */
export function KeyFigures({ items }: { items: readonly KeyFigure[] }) {
  return (
    <ul role="list" className="grid grid-cols-2 gap-4 sm:gap-6">
      {items.map((f) => (
        <Card as="li" key={f.label} className="text-center">
          <p className="text-4xl font-bold tracking-tight text-brand-700">{f.value}</p>
          <p className="mt-2 font-medium text-slate-700">{f.label}</p>
        </Card>
      ))}
    </ul>
  );
}
