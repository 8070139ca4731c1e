import { describe, expect, it } from 'vitest';
import { parseTarget } from './request-target.ts';

describe('parseTarget', () => {
  it('reads origin-form targets as paths on this site, even when they start with //', () => {
    expect(parseTarget('/about?x=1')?.pathname).toBe('/about');
    expect(parseTarget('//evil.example/contact')?.host).toBe('localhost');
    expect(parseTarget('//evil.example%2f..%2fcontact')?.host).toBe('localhost');
    expect(parseTarget(undefined)?.pathname).toBe('/');
  });

  it('returns null (a 400, not a throw) for every target new URL() rejects', () => {
    for (const t of ['http://[/', 'http://a:b@:99999/', '*', 'mailto:x@y.z', 'javascript:alert(1)', '', 'no-slash']) {
      expect(parseTarget(t), t).toBeNull();
    }
    for (const t of ['//[', '//%', '//a:b@/', '//:99999/']) expect(() => parseTarget(t), t).not.toThrow();
  });
});
