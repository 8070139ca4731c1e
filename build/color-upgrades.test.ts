import { describe, expect, it } from 'vitest';
import { withoutSameColorUpgrades } from './color-upgrades';

// Theme copies as the built stylesheet has them (lightningcss writes them; the same rules apply):
// slate-200 lies inside sRGB, red-700 outside it.
const theme =
  '@layer theme{:root,:host{--color-red-700:#bf000f;--color-slate-200:#e2e8f0;--color-white:#fff}' +
  '@supports (color:lab(0% 0 0)){:root,:host{--color-red-700:lab(40.4273% 67.2623 53.7441);' +
  '--color-slate-200:lab(91.7353% -.998765 -4.76968)}}}';
const mix = (selector: string, fallback: string, colour: string) =>
  `${selector}{border-color:${fallback}}@supports (color:color-mix(in lab, red, red)){${selector}{border-color:color-mix(in oklab, ${colour} 10%, transparent)}}`;

describe('withoutSameColorUpgrades', () => {
  it('drops a second copy that is the sRGB colour again, and keeps one that is another colour', () => {
    expect(withoutSameColorUpgrades(theme)).toBe(
      '@layer theme{:root,:host{--color-red-700:#bf000f;--color-slate-200:#e2e8f0;--color-white:#fff}' +
        '@supports (color:lab(0% 0 0)){:root,:host{--color-red-700:lab(40.4273% 67.2623 53.7441)}}}',
    );
  });

  it('drops the whole block when nothing in it is another colour', () => {
    expect(withoutSameColorUpgrades(mix('.w', '#ffffff1a', '#fff'))).toBe('.w{border-color:#ffffff1a}');
  });

  it('reads a mix with transparent as its colour at that opacity, through a theme variable unless its copy stayed', () => {
    const css = theme + mix('.w', '#ffffff1a', 'var(--color-white)') + mix('.r', '#bf000f1a', 'var(--color-red-700)');
    const out = withoutSameColorUpgrades(css);
    expect(out).not.toContain('var(--color-white) 10%');
    expect(out).toContain('.r{border-color:color-mix(in oklab, var(--color-red-700) 10%, transparent)}');
  });

  it('keeps what it cannot compare: another opacity, currentcolor, a copy with no sRGB rule before it', () => {
    const css =
      mix('.a', '#ffffff26', '#fff') +
      '::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}' +
      '@supports (color:lab(0% 0 0)){.b{color:lab(91.7353% -.998765 -4.76968)}}';
    expect(withoutSameColorUpgrades(css)).toBe(css);
  });

  it('compares with the whole selector and the last declaration, and leaves a property given twice alone', () => {
    const copy = '@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(in oklab, #fff 10%, transparent)}}';
    // `.b .a` is another rule; `.a`'s own last colour is not the copy's.
    expect(withoutSameColorUpgrades(`.a{color:#ffffff1a;color:#000}.b .a{color:#ffffff1a}${copy}`)).toContain(copy);
    const twice =
      '.a{color:#ffffff1a}@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(in oklab, #fff 10%, transparent);color:red}}';
    expect(withoutSameColorUpgrades(twice)).toBe(twice);
  });

  it('leaves a block it does not read as flat rules alone', () => {
    const css = '.a{color:#fff}@supports (color:lab(0% 0 0)){@media print{.a{color:lab(100% 0 0)}}}';
    expect(withoutSameColorUpgrades(css)).toBe(css);
  });
});
