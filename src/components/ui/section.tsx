import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

export type SectionTone = 'white' | 'muted' | 'dark';
const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-brand-900 text-white',
};

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
  return (
    <section id={id} aria-labelledby={labelledBy} className={`py-16 sm:py-20 ${tones[tone]} ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}
