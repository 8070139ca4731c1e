// The web app manifest, built from the company config (vite-plugin-pwa writes it at build time).
import type { SiteConfig } from './site-schema.ts';

export const THEME_COLOR = '#0b2545';
export const BACKGROUND_COLOR = '#ffffff';

export function webManifest(site: SiteConfig) {
  return {
    id: '/',
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    lang: 'en-US',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/home-narrow.jpg',
        sizes: '390x844',
        type: 'image/jpeg',
        form_factor: 'narrow' as const,
        label: `${site.name} home page on a phone`,
      },
      {
        src: '/screenshots/home-wide.jpg',
        sizes: '1280x800',
        type: 'image/jpeg',
        form_factor: 'wide' as const,
        label: `${site.name} home page on a desktop`,
      },
    ],
  };
}
