import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { follow, from, type View } from '@/app/shown-pages';

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
