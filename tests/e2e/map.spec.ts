// The contact map (home page and /contact) keeps what it says in view: at every width from a small
// phone to a wide desktop, each street label, the north arrow, the office marker and the "not to
// scale" note lie whole inside the map's visible box, and none of them overlaps another or the
// address box.
import type { Locator } from '@playwright/test';
import { contactCopy } from '@/content/home';
import { expect, open, settle, test } from './fixtures';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const widths = [320, 390, 768, 1024, 1440] as const;
/** Sub-pixel rounding between layout and getBoundingClientRect. */
const EPS = 0.5;

const inside = (a: Box, b: Box) =>
  a.x >= b.x - EPS &&
  a.y >= b.y - EPS &&
  a.x + a.width <= b.x + b.width + EPS &&
  a.y + a.height <= b.y + b.height + EPS;
const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > EPS &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > EPS;
const show = (b: Box) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`;

async function box(locator: Locator, what: string): Promise<Box> {
  await expect(locator, what).toBeVisible();
  const b = await locator.boundingBox();
  expect(b, `${what} has a box`).not.toBeNull();
  return b!;
}

/** Every part of the map that must stay readable, by name, with its box on the page. */
async function mapParts(figure: Locator) {
  const labels = figure.locator('[data-map-label]');
  const names = Object.values(contactCopy.map.streets);
  await expect(labels).toHaveCount(names.length);
  const parts: { name: string; box: Box }[] = [];
  for (const name of names) {
    const label = labels.filter({ hasText: name });
    await expect(label, `the label "${name}"`).toHaveCount(1);
    await expect(label).toHaveText(name);
    parts.push({ name: `label "${name}"`, box: await box(label, name) });
  }
  for (const [name, hook] of [
    ['north arrow', '[data-map-north]'],
    ['office marker', '[data-map-marker]'],
    ['disclaimer', '[data-map-disclaimer]'],
  ] as const) {
    const part = figure.locator(hook);
    await expect(part, name).toHaveCount(1);
    parts.push({ name, box: await box(part, name) });
  }
  await expect(figure.locator('[data-map-disclaimer]')).toHaveText(contactCopy.map.disclaimer);
  return parts;
}

for (const route of ['/', '/contact']) {
  for (const width of widths) {
    test(`${route} at ${width} px: the map's labels, north arrow, marker and note are whole, apart, and clear of the address`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, route);
      const figure = page.locator('#contact figure');
      await figure.scrollIntoViewIfNeeded();
      await settle(page);

      const map = await box(figure.locator('[data-map]'), 'the map');
      expect(map.width, 'the map spans the figure').toBeGreaterThan(width * 0.8);
      const parts = await mapParts(figure);
      const address = await box(figure.locator('address'), 'the address');

      const problems: string[] = [];
      // The address is either over the map and whole, or outside it (below it on phones).
      if (overlap(address, map) && !inside(address, map))
        problems.push(`the address box ${show(address)} is cut by the map's edge ${show(map)}`);
      for (const [i, part] of parts.entries()) {
        if (!inside(part.box, map))
          problems.push(`${part.name} ${show(part.box)} is cut by the map's edge ${show(map)}`);
        if (overlap(part.box, address))
          problems.push(`${part.name} ${show(part.box)} is under the address box ${show(address)}`);
        for (const other of parts.slice(i + 1))
          if (overlap(part.box, other.box))
            problems.push(`${part.name} ${show(part.box)} overlaps ${other.name} ${show(other.box)}`);
      }
      expect(problems, `at ${width} px on ${route}:\n${problems.join('\n')}`).toEqual([]);

      // Street names stay legible: text at least 11 px across its short side, however the map scales.
      for (const part of parts.filter((p) => p.name.startsWith('label')))
        expect(Math.min(part.box.width, part.box.height), `${part.name} is legible`).toBeGreaterThanOrEqual(11);
    });
  }
}
