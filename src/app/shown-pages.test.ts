import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { aheadAt, follow, from, serves, type View } from '@/app/shown-pages';

const view = (id: number, pathname: string, hash = '', bandsAfterHeading = true): View => ({
  id,
  at: {
    location: { pathname, search: '', hash, state: null, key: `${id}${hash}` } as Location,
    navigationType: 'PUSH' as never,
  },
  bandsAfterHeading,
});

describe('the pages shown', () => {
  it('adds a page changed to, after those left', () => {
    const home = view(0, '/', '', false);
    const about = view(1, '/about');
    expect(follow([home], about)).toEqual([home, about]);
  });

  it('moves the current page to a new hash or query, keeping how it rendered its bands', () => {
    const about = view(1, '/about');
    const next = follow([view(0, '/'), about], view(1, '/about', '#team', false));
    expect(next.map((v) => v.id)).toEqual([0, 1]);
    expect(next[1]).toEqual({ ...about, at: view(1, '/about', '#team').at });
  });

  it('unmounts the pages before one, never that one or a later', () => {
    const views = [view(0, '/'), view(1, '/about'), view(2, '/careers')];
    expect(from(views, 2).map((v) => v.id)).toEqual([2]);
    expect(from(views, 1).map((v) => v.id)).toEqual([1, 2]);
  });

  it('a change still loading, applied after an unmount, does not bring the unmounted page back', () => {
    // React applies a transition's update again, on commit, to the state an urgent update left.
    const start = [view(0, '/'), view(1, '/about')];
    const solutions = view(2, '/solutions');
    const unmounted = from(start, 1);
    expect(follow(unmounted, solutions).map((v) => v.at.location.pathname)).toEqual(['/about', '/solutions']);
  });
});

describe('a page rendered ahead', () => {
  // (Only kept, never used, by these functions.)
  const home = () => ({}) as HTMLElement;
  const pushed = (pathname: string, extra: Partial<Location> = {}) => ({
    location: { pathname, search: '', hash: '', state: null, key: 'k', ...extra } as Location,
    navigationType: 'PUSH' as never,
  });

  it('is shown after the pages shown meanwhile, and those before it are unmounted, not those after', () => {
    // Numbered when prepared, then two other pages were shown before the visitor followed it.
    const about = aheadAt(1, '/about', home());
    const views = follow([view(0, '/'), view(2, '/careers'), view(3, '/contact')], about);
    expect(views.map((v) => v.id)).toEqual([0, 2, 3, 1]);
    expect(from(views, 1)).toEqual([about]);
  });

  it('serves a link followed to its path, and nothing else', () => {
    const about = aheadAt(4, '/about', home());
    expect(serves(about, pushed('/about'))).toBe(true);
    expect(serves(undefined, pushed('/about'))).toBe(false);
    expect(serves(about, pushed('/careers'))).toBe(false);
    expect(serves(about, pushed('/about', { hash: '#team' }))).toBe(false);
    expect(serves(about, pushed('/about', { search: '?q=1' }))).toBe(false);
    expect(serves(about, pushed('/about', { state: { from: '/' } }))).toBe(false);
    expect(serves(about, { ...pushed('/about'), navigationType: 'POP' as never })).toBe(false);
  });
});
