import type { SectionTone } from '@/components/ui/section';

/** Props every page section accepts. */
export interface BaseSectionProps {
  /** Anchor id (e.g. "stats"); also prefixes the heading id. */
  id?: string;
  tone?: SectionTone;
}
