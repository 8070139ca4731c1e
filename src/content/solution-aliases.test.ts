import { describe, expect, it } from 'vitest';
import { slides } from '@/content/home';
import { solutionAliases } from '@/content/solution-aliases';
import { solutionSlugs } from '@/content/solutions';

describe('solution slug aliases', () => {
  it('maps the hero short slugs to their detail pages', () => {
    expect(solutionAliases).toEqual({ 'amazon-connect': 'amazon-connect-ai', 'custom-dev': 'custom-development' });
  });
  it('points only at real slugs and never shadows one', () => {
    for (const [from, to] of Object.entries(solutionAliases)) {
      expect(solutionSlugs).toContain(to);
      expect(solutionSlugs).not.toContain(from);
    }
  });
  it('lets every hero "Learn More" reach a detail page', () => {
    for (const s of slides) {
      const slug = s.secondaryCta.href.replace('/solutions/', '');
      expect(solutionSlugs).toContain(solutionAliases[slug] ?? slug);
    }
  });
});
