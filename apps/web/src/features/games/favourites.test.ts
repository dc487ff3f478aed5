import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyConfirmed,
  nextFavouriteList,
  resolveFavourite,
  visibleFavourites,
  withOverride,
  withoutOverride,
} from './favourites.ts';

const game = (nodeId: string, favourite = false) => ({ nodeId, favourite });

describe('resolveFavourite', () => {
  it('prefers the local change, then the server ids, then the game flag', () => {
    const ids = new Set(['a']);
    expect(resolveFavourite(game('a'), ids, new Map())).toBe(true);
    expect(resolveFavourite(game('a'), ids, new Map([['a', false]]))).toBe(false);
    expect(resolveFavourite(game('b'), ids, new Map([['b', true]]))).toBe(true);
    expect(resolveFavourite(game('b', true), ids, new Map())).toBe(false);
    expect(resolveFavourite(game('b', true), undefined, new Map())).toBe(true);
  });
});

describe('optimistic overrides', () => {
  it('adds and drops a local change without touching the previous map', () => {
    const empty = new Map<string, boolean>();
    const one = withOverride(empty, 'a', true);
    expect(empty.size).toBe(0);
    expect(one.get('a')).toBe(true);
    expect(withoutOverride(one, 'a').size).toBe(0);
    expect(withoutOverride(one, 'zz')).toBe(one);
  });

  it('a refused change shows the server state again; a confirmed one keeps the new state', () => {
    const ids = ['a'];
    const local = withOverride(new Map(), 'b', true);
    expect(resolveFavourite(game('b'), new Set(ids), local)).toBe(true);
    // refused: the override goes and the server still says no
    expect(resolveFavourite(game('b'), new Set(ids), withoutOverride(local, 'b'))).toBe(false);
    // confirmed: the ids now hold it
    expect(
      resolveFavourite(game('b'), new Set(applyConfirmed(ids, 'b', true)), withoutOverride(local, 'b')),
    ).toBe(true);
  });

  it('applyConfirmed puts an added id first, once, and removes a removed one', () => {
    expect(applyConfirmed(['a', 'b'], 'b', true)).toEqual(['b', 'a']);
    expect(applyConfirmed(['a', 'b'], 'c', true)).toEqual(['c', 'a', 'b']);
    expect(applyConfirmed(['a', 'b'], 'a', false)).toEqual(['b']);
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), fc.boolean(), (ids, id, on) => {
        const next = applyConfirmed(ids, id, on);
        expect(next.includes(id)).toBe(on);
        expect(new Set(next).size).toBe(next.length);
      }),
    );
  });
});

describe('favourite list', () => {
  it('hides games removed locally and marks the rest as favourites', () => {
    const list = [game('a'), game('b', true), game('c')];
    const shown = visibleFavourites(list, new Map([['b', false]]));
    expect(shown.map((g) => g.nodeId)).toEqual(['a', 'c']);
    expect(shown.every((g) => g.favourite)).toBe(true);
  });

  it('replaces its content with the first page and appends later pages once', () => {
    const first = nextFavouriteList([game('x')], { content: [game('a'), game('b')], pageNum: 1 });
    expect(first.map((g) => g.nodeId)).toEqual(['a', 'b']);
    const more = nextFavouriteList(first, { content: [game('b'), game('c')], pageNum: 2 });
    expect(more.map((g) => g.nodeId)).toEqual(['a', 'b', 'c']);
  });
});
