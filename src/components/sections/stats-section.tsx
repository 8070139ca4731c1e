import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { IconBadge } from '@/components/sections/icon-card-grid';
import type { BaseSectionProps } from '@/components/sections/types';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { STATS_COUNT_MS, STATS_THRESHOLD } from '@/config/constants';
import { stats, statsIntro } from '@/content/home';
import type { Stat } from '@/content/types';
import { decimalsOf, formatFixed } from '@/lib/format';
import { prefersReducedMotion } from '@/lib/motion';
import { measureVisibility, RATIO_EPSILON } from '@/lib/use-in-view';

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The number to show. Server HTML, no JS, reduced motion, or a card already on screen at hydration:
 * the final value. Otherwise 0 (set in the hydration commit), then a count-up over STATS_COUNT_MS
 * that starts when IntersectionObserver reports the card at least STATS_THRESHOLD visible. Nothing
 * runs per frame until then: polling the layout every frame kept the main thread busy on load.
 */
function useCountUp(ref: RefObject<HTMLElement | null>, value: number): number {
  const [shown, setShown] = useState(value);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const first = measureVisibility(el);
    if (first.ratio >= STATS_THRESHOLD - RATIO_EPSILON || first.passed) return;
    setShown(0);

    const decimals = decimalsOf(value);
    const factor = 10 ** decimals;
    let start = -1;
    let raf = 0;
    function frame() {
      const t = Math.min(1, (performance.now() - start) / STATS_COUNT_MS);
      setShown(t >= 1 ? value : Math.round(value * easeOut(t) * factor) / factor);
      raf = t < 1 ? requestAnimationFrame(frame) : 0;
    }
    const io = new IntersectionObserver(
      (entries) => {
        const e = entries[entries.length - 1];
        if (!e?.isIntersecting || e.intersectionRatio < STATS_THRESHOLD - RATIO_EPSILON) return;
        io.disconnect();
        start = performance.now();
        raf = requestAnimationFrame(frame);
      },
      { threshold: STATS_THRESHOLD },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      cancelAnimationFrame(raf);
    };
  }, [ref, value]);

  return shown;
}

function StatCard({ stat }: { stat: Stat }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useCountUp(ref, stat.value);
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
