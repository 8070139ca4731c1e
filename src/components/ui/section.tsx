import { createContext, use, useDeferredValue, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';

export type SectionTone = 'white' | 'muted' | 'dark';
const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-brand-900 text-white',
};

/**
 * True for a page the app shows after a tap (src/app/site-router.tsx), not opened at an anchor:
 * its bands render a moment after its first screen, so the tap's own task renders the heading
 * and little else (a page's bands were most of that task on the slow phone).
 */
export const BandsAfterHeading = createContext(false);

/**
 * True while the page is rendered ahead of the tap, hidden (src/app/page-views.tsx): its bands wait
 * until it is shown, then come a moment after its first screen as on any page change. Shown whole,
 * a page had all of it styled and laid out in the tap's task, which a pointer's release forces
 * (traced at 4x CPU: 40-55 ms, against 6 ms for the first screen; docs/performance.md).
 */
export const HiddenAhead = createContext(false);

interface Props {
  id?: string;
  /** id of the heading that names this region. */
  labelledBy: string;
  tone?: SectionTone;
  className?: string;
  children: ReactNode;
}

/** A page band: a named region with consistent spacing. */
export function Section({ id, labelledBy, tone = 'white', className = '', children }: Props) {
  // (The prerender and hydration render it whole, and once: the context is false there, and with
  // no initial value React defers nothing.) Until then it fills the screen, so no band or footer
  // below it shows up for a frame.
  const whole = useDeferredValue(!use(HiddenAhead), use(BandsAfterHeading) ? false : undefined);
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      aria-busy={whole ? undefined : true}
      className={`py-16 sm:py-20 ${tones[tone]} ${className}${whole ? '' : ' min-h-screen'}`}
    >
      <Container>{whole ? children : null}</Container>
    </section>
  );
}
