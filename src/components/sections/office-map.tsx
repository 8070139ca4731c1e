import type { CSSProperties } from 'react';
import { formatAddress, site } from '@/config/site';
import { contactCopy } from '@/content/home';
import { Icon } from '@/components/ui/icon';

/** Size of the drawing (public/images/office-map.svg's viewBox): every point below is in its units. */
const VIEW = { w: 960, h: 400 } as const;

type Street = keyof typeof contactCopy.map.streets;

/**
 * Where each street name sits, in drawing units: on its street (public/images/office-map.svg draws
 * it as the path with id `street-<key>`; office-map.test.ts checks that each point is on it).
 * `vertical` names run down north-south streets. A name is centred on its point, except a `slide`
 * one: that is anchored by its west end (horizontal) or its south end (vertical) and slides along
 * its street to stay 0.75rem inside the box when the crop would cut it.
 *
 * Chosen so that, with every box shape the map takes (286 × 286 on a 320 px phone up to
 * 1214 × 400 on a wide desktop), no name leaves the box, meets another, the marker, the north
 * arrow or the note, or goes under the address; tests/e2e/map.spec.ts checks that at 320, 390,
 * 768, 1024 and 1440 px. Westside Pkwy runs behind the address box on wide screens, so its name
 * keeps to the south end.
 */
export const streets: Record<Street, { x: number; y: number; vertical?: true; slide?: true }> = {
  ga400: { x: 351, y: 250, vertical: true },
  northPoint: { x: 430, y: 290, vertical: true },
  westside: { x: 637, y: 380, vertical: true, slide: true },
  haynesBridge: { x: 170, y: 183.5, slide: true },
  mansell: { x: 535, y: 323 },
  encore: { x: 540, y: 130 },
};

/** The office (the marker's tip): the block with id `office` in the drawing, on North Point Parkway. */
export const office = { x: 470, y: 250 } as const;

/**
 * The drawing is cropped like `object-cover`, centred: it is scaled by --s (px per drawing unit,
 * the larger of the two fits) about the box's centre. These place a drawing point on the box.
 */
const offset = (d: number) => `calc(50% ${d < 0 ? '-' : '+'} ${Math.abs(d)}*var(--s))`;
const left = (x: number) => offset(x - VIEW.w / 2);
const top = (y: number) => offset(y - VIEW.h / 2);

/** Position and anchoring of a street name (see `streets`). */
function place({ x, y, vertical, slide }: (typeof streets)[Street]): CSSProperties {
  const style: CSSProperties = vertical ? { writingMode: 'vertical-rl' } : {};
  if (!slide) return { ...style, left: left(x), top: top(y), translate: '-50% -50%' };
  return vertical
    ? { ...style, left: left(x), top: `min(100% - .75rem, ${top(y)})`, translate: '-50% -100%' }
    : { ...style, left: `max(.75rem, ${left(x)})`, top: top(y), translate: '0 -50%' };
}

// Positions and one-off properties go in style attributes and the look mostly in utilities the page
// already uses: this markup and its share of the stylesheet count towards the home page's 14 KiB.
const chip = 'absolute whitespace-nowrap rounded bg-white/95 px-1.5 py-0.5 leading-none shadow-sm';

/**
 * The contact map: the site's own drawing of the streets around the office, with the street names,
 * marker, north arrow and "not to scale" note as HTML over it, so they keep their size and stay in
 * view whatever the box's shape (an SVG shown by <img> only scales and crops as a whole), and the
 * address: over the map beside the marker from 640 px up, below the map on phones, where the box
 * is too narrow to hold both.
 */
export function OfficeMap({ height }: { height: number }) {
  return (
    // Container queries: the map's height follows this width (cqw), and the labels' positions
    // follow the map box's size (the box is a size container).
    <div className="relative" style={{ containerType: 'inline-size' }}>
      <div
        data-map=""
        className="relative overflow-hidden"
        // `height` (400 px) tall, but never taller than wide: on phones a 400 px tall box showed
        // under 300 drawing units across, too few to hold GA 400, North Point and Westside with
        // their names; a square box shows 400 units, all three, and leaves less to scroll.
        style={{ height: `min(${height}px,100cqw)`, containerType: 'size' }}
      >
        <img
          src="/images/office-map.svg"
          alt={contactCopy.map.alt}
          width={VIEW.w}
          height={VIEW.h}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
        {/* The image's alt text already names these streets: the overlay is for sighted readers. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 text-xs font-semibold text-slate-700"
          style={{ '--s': `max(100cqw/${VIEW.w},100cqh/${VIEW.h})` } as CSSProperties}
        >
          {(Object.keys(streets) as Street[]).map((k) => (
            // px/py are logical (padding-inline/-block): they turn with a vertical name.
            <span key={k} data-map-label="" className={chip} style={place(streets[k])}>
              {contactCopy.map.streets[k]}
            </span>
          ))}
          <span
            data-map-marker=""
            className="absolute"
            style={{ left: left(office.x), top: top(office.y), translate: '-50% -100%' }}
          >
            <Icon name="map-pin" className="size-8 fill-accent-300 text-brand-900" />
          </span>
          <div
            data-map-north=""
            className={`${chip} flex flex-col items-center font-bold`}
            style={{ right: '0.75rem', top: '0.75rem' }}
          >
            <span
              className="block"
              style={{
                width: 12,
                height: 20,
                background: 'currentColor',
                clipPath: 'polygon(50% 0,100% 100%,50% 75%,0 100%)',
              }}
            />
            {contactCopy.map.north}
          </div>
        </div>
        <p data-map-disclaimer="" className={`${chip} left-3 text-xs text-slate-600`} style={{ top: '0.75rem' }}>
          {contactCopy.map.disclaimer}
        </p>
      </div>
      {/* Over the map beside the marker from 640 px up; on phones, below the map (static). */}
      <address className="absolute left-1/2 right-4 top-1/2 ml-3 max-w-md -translate-y-1/2 rounded-lg border border-brand-900 bg-white/95 px-3 py-2 text-sm not-italic text-slate-700 shadow-sm max-sm:static max-sm:m-4 max-sm:translate-y-0">
        <strong className="block text-brand-900">{site.name}</strong>
        {formatAddress(site.headquarters)}
      </address>
    </div>
  );
}
