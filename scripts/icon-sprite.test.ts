import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../src/content/types';
import { buildSprite, spritePath } from './icon-sprite';

describe('icon sprite', () => {
  it('is up to date with iconNames (run `npm run icons` if not)', () => {
    expect(readFileSync(spritePath, 'utf8')).toBe(buildSprite());
  });
  it('has one symbol per name', () => {
    const ids = [...buildSprite().matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...iconNames]);
  });
});
