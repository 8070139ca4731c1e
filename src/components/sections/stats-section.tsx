import { useEffect, useState, type RefObject } from 'react';
import { IconBadge } from '@/components/sections/icon-card-grid';
import type { BaseSectionProps } from '@/components/sections/types';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { STATS_COUNT_MS, STATS_THRESHOLD } from '@/config/constants';
import { stats, statsIntro } from '@/content/home';
import type { Stat } from '@/content/types';
import { decimalsOf, formatFixed } from '@/lib/format';
import { useRevealOnce } from '@/lib/use-in-view';

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The number to show, and the ref for the card. Server HTML, no JS, reduced motion, or a card
 * already on screen at hydration: the final value (useRevealOnce's `static`). Otherwise 0 until
 * the card is STATS_THRESHOLD visible, then a count-up over STATS_COUNT_MS. Nothing runs per frame
 * before that: polling the layout every frame kept the main thread busy on load.
 */
function useCountUp<T extends Element>(value: number): [RefObject<T | null>, number] {
  const [ref, phase] = useRevealOnce<T>({ threshold: STATS_THRESHOLD, startWhen: 'not-visible' });
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (phase !== 'revealed') return;
    const start = performance.now();
    let raf = requestAnimationFrame(function frame() {
      const t = Math.min(1, (performance.now() - start) / STATS_COUNT_MS);
      setProgress(t);
      if (t < 1) raf = requestAnimationFrame(frame);
    });
    return () => cancelAnimationFrame(raf);
  }, [phase]);

  if (phase === 'static' || progress >= 1) return [ref, value];
  const factor = 10 ** decimalsOf(value);
  return [ref, Math.round(value * easeOut(progress) * factor) / factor];
}

function StatCard({ stat }: { stat: Stat }) {
  const [ref, shown] = useCountUp<HTMLDivElement>(stat.value);
  const decimals = decimalsOf(stat.value);
  const final = `${formatFixed(stat.value, decimals)}${stat.suffix}`;
  return (
    <Card as="li" className="text-center">
      <div ref={ref} className="flex flex-col items-center">
        {/* Screen readers always get the final figure; the animated one is visual only. */}
        <p className="sr-only">{`${final} ${stat.label}`}</p>
        <div aria-hidden="true" className="flex flex-col items-center">
          <IconBadge name={stat.icon} />
          <p className="mt-4 text-4xl font-bold tracking-tight text-brand-700 tabular-nums sm:text-5xl">
            {formatFixed(shown, decimals)}
            {stat.suffix}
          </p>
          <p className="mt-1 text-lg font-semibold text-slate-900">{stat.label}</p>
        </div>
        <p className="mt-3 text-slate-600">{stat.description}</p>
      </div>
    </Card>
  );
}

/** Headline results; each figure counts up once when its card is half visible. */
export function StatsSection({ id = 'stats', tone = 'white' }: BaseSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <SectionHeading id={`${id}-title`} {...statsIntro} />
      <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((s) => (
          <StatCard key={s.label} stat={s} />
        ))}
      </ul>
    </Section>
  );
}
