import { describe, expect, it } from 'vitest';
import { classListsIn, conflictsIn, familyOf, mustFollow, restSheet } from './rest-css.ts';

const FULL =
  '@layer theme,base,utilities;@layer theme{:root,:host{--a:1px;--b:2px}}' +
  '@layer base{h1,h2{margin:0}}' +
  '@layer utilities{.m-2{margin:2px}.p-1{padding:1px}.p-2{padding:2px}.pt-3{padding-top:3px}.hover\\:p-4:hover{padding:4px}' +
  '@media (min-width:40rem){.sm\\:p-5{padding:5px}}}' +
  '@property --x{syntax:"*";inherits:false}@property --y{syntax:"*";inherits:false}';

describe('restSheet', () => {
  it('keeps what the page lacks, in the full sheet order, down to a selector and a variable', () => {
    const inline =
      '@layer theme{:root{--a:1px}}@layer base{h1{margin:0}}@layer utilities{.p-2{padding:2px}}@property --x{syntax:"*";inherits:false}';
    const rest = restSheet(FULL, inline);
    expect(rest).toContain(':root{--b:2px}');
    expect(rest).toContain(':host{--a:1px;--b:2px}');
    expect(rest).toContain('h2{margin:0}');
    expect(rest).not.toMatch(/h1[,{]/);
    expect(rest).not.toContain('.p-2{');
    expect(rest).toContain('@property --y');
    expect(rest).not.toContain('@property --x');
    const order = ['.m-2{', '.p-1{', '.pt-3{', '.hover\\:p-4:hover{', '.sm\\:p-5{'].map((s) => rest.indexOf(s));
    expect(order.every((at, i) => at > (order[i - 1] ?? -1))).toBe(true);
  });

  it('declares again in its place an inline rule it is told must follow', () => {
    const inline = '@layer utilities{.p-2{padding:2px}}';
    const rest = restSheet(FULL, inline, new Set(['@layer utilities|.p-2']));
    expect(rest.indexOf('.p-2{padding:2px}')).toBeGreaterThan(rest.indexOf('.p-1{'));
  });
});

describe('mustFollow', () => {
  const inline = '@layer utilities{.p-2{padding:2px}}';

  it('an inline rule an element shares with an earlier rest rule setting the same property', () => {
    const conflicts = conflictsIn(FULL, ['<div class="p-1 p-2"></div>'], []);
    expect([...mustFollow(conflicts, inline)]).toEqual(['@layer utilities|.p-2']);
  });

  it('none where no element carries both, or the properties or specificities differ', () => {
    const conflicts = conflictsIn(
      FULL,
      ['<div class="p-1"></div><div class="p-2 m-2"></div><div class="p-2 hover:p-4"></div>'],
      [],
    );
    expect(mustFollow(conflicts, '@layer utilities{.m-2{margin:2px}.p-2{padding:2px}}').size).toBe(0);
  });

  it('a shorthand against its longhand, and a class list from the app', () => {
    const conflicts = conflictsIn(FULL, [], ['pt-3 p-1']);
    expect([...mustFollow(conflicts, '@layer utilities{.pt-3{padding-top:3px}}')]).toEqual(['@layer utilities|.pt-3']);
  });

  it('closes over what a rule declared again now comes after', () => {
    // .p-2 must follow .p-1; declared again, it now comes after .pt-3, which must then follow it.
    const conflicts = conflictsIn(FULL, ['<div class="p-1 p-2"></div><div class="p-2 pt-3"></div>'], []);
    const inline2 = '@layer utilities{.p-2{padding:2px}.pt-3{padding-top:3px}}';
    expect([...mustFollow(conflicts, inline2)].sort()).toEqual(['@layer utilities|.p-2', '@layer utilities|.pt-3']);
  });
});

describe('familyOf', () => {
  it('puts sides, logical or physical, with their shorthand', () => {
    expect(familyOf('padding-inline')).toBe(familyOf('padding-left'));
    expect(familyOf('top')).toBe(familyOf('inset-inline'));
    expect(familyOf('width')).toBe(familyOf('inline-size'));
    expect(familyOf('border-top-left-radius')).toBe(familyOf('border-radius'));
    expect(familyOf('color')).not.toBe(familyOf('background-color'));
  });
});

describe('classListsIn', () => {
  it('reads the class strings of the app that name one of the sheet', () => {
    expect(classListsIn('x("p-1 m-2",`pt-3 ${a} p-2`,"hello world")', FULL)).toEqual(['p-1 m-2', 'pt-3', 'p-2']);
  });
});
