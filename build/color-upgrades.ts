// Tailwind writes a colour with an opacity twice: an sRGB value, then inside `@supports (color:…)`
// the same colour mixed (`bg-white/95` as `color-mix(in oklab, var(--color-white) 95%, transparent)`).
// Where that second copy is the same colour, it only costs bytes: every page inlines both (so that
// the full stylesheet, when it comes, computes nothing new and repaints nothing: see
// build/prerender-plugin.ts), and the home page must fit its 14 KiB. This runs on Tailwind's output;
// the `lab()` copies Vite's minifier (lightningcss) adds later are not seen here.
import { parse, rgb, type Rgb } from 'culori';

const UPGRADE = '@supports (color:';
/** One step of an 8-bit channel: what a hex value rounds to. */
const SAME = 1 / 255;

const rgbOf = (value: string): Rgb | undefined => {
  const colour = parse(value);
  return colour && rgb(colour);
};

const sameColour = (a: Rgb, b: Rgb) =>
  Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b), Math.abs((a.alpha ?? 1) - (b.alpha ?? 1))) <=
  SAME;

/** Each `@supports (color:…)` block: where it starts, where its body starts and where it ends. */
function* upgradeBlocks(css: string) {
  for (let at = css.indexOf(UPGRADE); at !== -1;) {
    const open = css.indexOf('{', at);
    let end = open;
    for (let depth = 0; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    yield { start: at, body: open + 1, end };
    at = css.indexOf(UPGRADE, end);
  }
}

const declarations = (block: string) =>
  block
    .split(';')
    .filter(Boolean)
    .map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)] as const);

/** The value `property` has in the last `selector{…}` rule before `before`: the sRGB copy. */
function fallback(css: string, before: number, selector: string, property: string): string | undefined {
  let at = css.lastIndexOf(`${selector}{`, before);
  // The whole selector, not the end of a longer one (`.b .a{` for `.a`).
  while (at > 0 && !'{};'.includes(css[at - 1]!)) at = css.lastIndexOf(`${selector}{`, at - 1);
  if (at === -1) return undefined;
  const body = css.slice(at + selector.length + 1, css.indexOf('}', at));
  // The last declaration of it is the one that applies.
  return declarations(body).findLast(([p]) => p === property)?.[1];
}

/**
 * `css` (minified; a theme variable is taken to have its `:root` value wherever it is read) without the
 * second copies that are the sRGB colour again: a `lab()` value, or
 * `color-mix(in oklab, X N%, transparent)` (X a colour, or a theme variable with no copy of its
 * own left), within `SAME` of the copy before it. Anything else stays as it is.
 */
export function withoutSameColorUpgrades(css: string): string {
  const theme = new Map(declarations(css.match(/:root,:host\{([^{}]*)\}/)?.[1] ?? ''));
  // Theme variables whose second copy is another colour, and stays.
  const keptVariables = new Set<string>();

  const copyOf = (value: string): Rgb | undefined => {
    const mix = value.match(/^color-mix\(in oklab,\s*(.+?)\s+([\d.]+)%,\s*transparent\)$/);
    if (!mix) return value.startsWith('lab(') ? rgbOf(value) : undefined;
    const [, colour = '', percent = ''] = mix;
    const variable = colour.match(/^var\((--[\w-]+)\)$/)?.[1];
    if (variable && keptVariables.has(variable)) return undefined;
    const base = rgbOf(variable ? (theme.get(variable) ?? '') : colour);
    return base && { ...base, alpha: (base.alpha ?? 1) * (Number(percent) / 100) };
  };

  let out = '';
  let at = 0;
  for (const block of upgradeBlocks(css)) {
    const body = css.slice(block.body, block.end);
    const rules = [...body.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
    // Nested at-rules, or anything else this does not read as flat rules: left as they are.
    if (rules.map((r) => r[0]).join('') !== body) continue;
    const kept = rules
      .map(([rule, selector = '', list = '']) => {
        const all = declarations(list);
        const stays = all.filter(([property, value]) => {
          // A property given twice in the rule: left as it is.
          if (all.filter(([p]) => p === property).length > 1) return true;
          const copy = copyOf(value);
          const srgb = rgbOf(fallback(css, block.start, selector, property) ?? '');
          const same = copy !== undefined && srgb !== undefined && sameColour(copy, srgb);
          if (!same && property.startsWith('--')) keptVariables.add(property);
          return !same;
        });
        if (stays.length === all.length) return rule;
        return stays.length ? `${selector}{${stays.map(([p, v]) => `${p}:${v}`).join(';')}}` : '';
      })
      .join('');
    out += css.slice(at, block.start) + (kept ? `${css.slice(block.start, block.body)}${kept}}` : '');
    at = block.end + 1;
  }
  return out + css.slice(at);
}
