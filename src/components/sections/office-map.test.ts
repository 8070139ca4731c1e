// The HTML over the contact map is placed in the drawing's units: these check that each street name
// still sits on its street, and the marker on the office, in public/images/office-map.svg.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactCopy } from '@/content/home';
import { office, streets } from './office-map';

const svg = readFileSync(new URL('../../../public/images/office-map.svg', import.meta.url), 'utf8');

/** Attributes of the element with this id in the drawing. */
function element(id: string): Record<string, string> {
  const tag = new RegExp(`<\\w+\\s[^>]*\\bid="${id}"[^>]*>`).exec(svg)?.[0];
  if (!tag) throw new Error(`no element with id="${id}" in office-map.svg`);
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

type Point = readonly [number, number];

/** Points along a path of the form "M x y C x1 y1 x2 y2 x y" (one cubic Bézier), as the streets are drawn. */
function sample(d: string): Point[] {
  const n = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  expect(d, 'one cubic Bézier segment').toMatch(/^M\s*[-\d.]+\s+[-\d.]+\s*C(\s*[-\d.]+){6}\s*$/);
  const [x0, y0, x1, y1, x2, y2, x3, y3] = n as [number, number, number, number, number, number, number, number];
  return Array.from({ length: 2001 }, (_, i) => {
    const t = i / 2000;
    const u = 1 - t;
    const at = (a: number, b: number, c: number, e: number) =>
      u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * e;
    return [at(x0, x1, x2, x3), at(y0, y1, y2, y3)] as const;
  });
}

const distance = (p: Point, points: Point[]) => Math.min(...points.map(([x, y]) => Math.hypot(x - p[0], y - p[1])));

describe('office map', () => {
  it('names every street the copy lists, and no other', () => {
    expect(Object.keys(streets).sort()).toEqual(Object.keys(contactCopy.map.streets).sort());
  });

  for (const [key, { x, y }] of Object.entries(streets)) {
    it(`puts "${contactCopy.map.streets[key as keyof typeof streets]}" on its street`, () => {
      const path = element(`street-${key}`);
      const halfWidth = Number(path['stroke-width']) / 2;
      expect(distance([x, y], sample(path.d!))).toBeLessThanOrEqual(halfWidth);
    });
  }

  it('puts the marker on the office block', () => {
    const block = element('office');
    const [bx, by, bw, bh] = ['x', 'y', 'width', 'height'].map((a) => Number(block[a]));
    expect(office.x).toBeGreaterThanOrEqual(bx!);
    expect(office.x).toBeLessThanOrEqual(bx! + bw!);
    expect(office.y).toBeGreaterThanOrEqual(by!);
    expect(office.y).toBeLessThanOrEqual(by! + bh!);
  });
});
