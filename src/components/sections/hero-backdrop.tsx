import type { CSSProperties, ReactNode } from 'react';
import type { BackdropName } from '@/content/types';

// Project-made decorative backgrounds for the hero: CSS gradients plus a small inline SVG motif.
// No images, so the slide text stays the largest contentful paint. Colours stay at or below
// brand-700 brightness so white text keeps AA contrast everywhere.

const base = 'linear-gradient(135deg, #07172d 0%, #0b2545 45%, #1a3589 100%)';
const glow = (x: string, y: string, rgba: string, size = '55%') =>
  `radial-gradient(circle at ${x} ${y}, ${rgba} 0%, transparent ${size})`;

const gradients: Record<BackdropName, string> = {
  'contact-center': [
    glow('80%', '30%', 'rgba(20,184,166,0.28)'),
    glow('15%', '85%', 'rgba(31,79,216,0.35)'),
    base,
  ].join(','),
  analytics: [glow('75%', '70%', 'rgba(59,108,246,0.35)'), glow('20%', '15%', 'rgba(13,148,136,0.25)'), base].join(','),
  cloud: [glow('70%', '20%', 'rgba(147,180,253,0.22)', '60%'), glow('10%', '70%', 'rgba(20,184,166,0.2)'), base].join(
    ',',
  ),
  code: [glow('85%', '80%', 'rgba(13,148,136,0.3)'), glow('25%', '20%', 'rgba(27,63,174,0.4)'), base].join(','),
  talent: [glow('65%', '40%', 'rgba(45,212,191,0.22)', '50%'), glow('20%', '90%', 'rgba(59,108,246,0.3)'), base].join(
    ',',
  ),
};

const stroke = { fill: 'none', stroke: '#ffffff', strokeOpacity: 0.08, strokeWidth: 1 } as const;

/** One SVG motif per backdrop; `id` prefixes pattern ids so they stay unique on the page. */
function motif(name: BackdropName, id: string): ReactNode {
  switch (name) {
    case 'contact-center':
      return (
        <>
          <defs>
            <pattern id={id} width="28" height="28" patternUnits="userSpaceOnUse">
              <circle cx="2" cy="2" r="1.2" fill="#ffffff" fillOpacity="0.09" />
            </pattern>
          </defs>
          <rect width="1200" height="600" fill={`url(#${id})`} />
          {[90, 170, 250, 330, 410].map((r) => (
            <circle key={r} cx="960" cy="300" r={r} {...stroke} strokeOpacity={Math.round(100 - r / 6) / 1000} />
          ))}
        </>
      );
    case 'analytics':
      return (
        <>
          <defs>
            <pattern id={id} width="60" height="60" patternUnits="userSpaceOnUse">
              <path d="M60 0H0V60" {...stroke} strokeOpacity={0.06} />
            </pattern>
          </defs>
          <rect width="1200" height="600" fill={`url(#${id})`} />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <rect
              key={i}
              x={760 + i * 62}
              y={470 - i * 55}
              width="36"
              height={90 + i * 55}
              rx="4"
              fill="#ffffff"
              fillOpacity="0.05"
            />
          ))}
          <polyline
            points="720,500 800,430 880,455 960,340 1040,300 1120,190 1180,150"
            {...stroke}
            strokeOpacity={0.18}
            strokeWidth={2}
          />
        </>
      );
    case 'cloud':
      return (
        <>
          <defs>
            <pattern id={id} width="36" height="36" patternUnits="userSpaceOnUse">
              <circle cx="18" cy="18" r="1" fill="#ffffff" fillOpacity="0.1" />
            </pattern>
          </defs>
          <rect width="1200" height="600" fill={`url(#${id})`} />
          <g fill="#ffffff" fillOpacity="0.045">
            <circle cx="900" cy="250" r="110" />
            <circle cx="1020" cy="210" r="130" />
            <circle cx="1120" cy="270" r="90" />
            <rect x="880" y="250" width="260" height="110" rx="55" />
          </g>
          <path d="M1010 430v-90m0 0-30 30m30-30 30 30" {...stroke} strokeOpacity={0.14} strokeWidth={3} />
        </>
      );
    case 'code':
      return (
        <>
          <defs>
            <pattern id={id} width="240" height="96" patternUnits="userSpaceOnUse">
              {[
                [0, 12, 120],
                [24, 36, 150],
                [24, 60, 90],
                [0, 84, 60],
              ].map(([x = 0, y = 0, w = 0]) => (
                <line
                  key={y}
                  x1={x}
                  y1={y}
                  x2={x + w}
                  y2={y}
                  stroke="#ffffff"
                  strokeOpacity="0.05"
                  strokeWidth="6"
                  strokeLinecap="round"
                />
              ))}
            </pattern>
          </defs>
          <rect width="1200" height="600" fill={`url(#${id})`} />
          <path
            d="M900 200l-90 100 90 100M1060 200l90 100-90 100M1010 170l-60 260"
            {...stroke}
            strokeOpacity={0.14}
            strokeWidth={6}
            strokeLinecap="round"
          />
        </>
      );
    case 'talent':
      return (
        <>
          <defs>
            <pattern id={id} width="56" height="48" patternUnits="userSpaceOnUse">
              <path d="M14 0h28l14 24-14 24H14L0 24z" {...stroke} strokeOpacity={0.06} />
            </pattern>
          </defs>
          <rect width="1200" height="600" fill={`url(#${id})`} />
          {[
            [900, 200],
            [1060, 260],
            [960, 380],
            [1120, 420],
          ].map(([cx = 0, cy = 0]) => (
            <g key={cx} {...stroke} strokeOpacity={0.14} strokeWidth={2}>
              <circle cx={cx} cy={cy - 14} r="14" />
              <path d={`M${cx - 26} ${cy + 30}a26 26 0 0 1 52 0`} />
            </g>
          ))}
        </>
      );
  }
}

interface Props {
  name: BackdropName;
  className?: string;
  style?: CSSProperties;
}

/** A full-bleed decorative background layer. Decorative only: the caller hides it from assistive tech. */
export function HeroBackdrop({ name, className = '', style }: Props) {
  return (
    <div className={`absolute inset-0 ${className}`} style={{ background: gradients[name], ...style }}>
      <svg className="absolute inset-0 size-full" viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice">
        {motif(name, `hero-bg-${name}`)}
      </svg>
    </div>
  );
}
