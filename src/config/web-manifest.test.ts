import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { webManifest } from '@/config/web-manifest';

describe('webManifest', () => {
  const m = webManifest(site);
  it('names the app from the company config', () => {
    expect(m.name).toBe(site.name);
    expect(m.short_name).toBe(site.shortName);
    expect(m.short_name.length).toBeLessThanOrEqual(12);
  });
  it('has 192 and 512 px icons, each as any and as maskable', () => {
    const keys = m.icons.map((i) => `${i.sizes} ${i.purpose}`).sort();
    expect(keys).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  });
  it('has narrow and wide screenshots within the sizes browsers accept', () => {
    expect(m.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const s of m.screenshots) {
      const [w, h] = s.sizes.split('x').map(Number) as [number, number];
      expect(Math.min(w, h)).toBeGreaterThanOrEqual(320);
      expect(Math.max(w, h) / Math.min(w, h)).toBeLessThanOrEqual(2.3);
      expect(s.form_factor === 'wide' ? w > h : h > w).toBe(true);
    }
  });
});
