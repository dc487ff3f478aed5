import type { TGameAdmin } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import {
  ARTWORK_MAX_BYTES,
  artworkProblem,
  GAMES_URL_DEFAULTS,
  gamesQueryOf,
  normalizeGamesFilter,
  parseSortOrder,
  patchGameInPage,
  replaceGameInPage,
  revertOf,
  sniffImageType,
  sortOrderUpdate,
} from './game-edits.ts';
import { readUrlFilters, writeUrlFilters } from '../../lib/url-filters.ts';

const game: TGameAdmin = {
  id: '7',
  vendorCode: 'HOUSE',
  gameCode: 'house-dragon-fortune',
  gameType: 'RNG',
  gameClassify: 'SLOT',
  name: 'Dragon Fortune',
  isHot: false,
  isNew: true,
  supportTrial: true,
  maintenance: false,
  enabled: true,
  sortOrder: 5,
  minBet: '1.00',
  lines: 25,
  rtp: '96.00',
  iconUrl: '/api/wps/assets/game/7/icon.svg?v=1',
  largeIconUrl: '/api/wps/assets/game/7/large.svg?v=1',
};
const other: TGameAdmin = { ...game, id: '8', name: 'Golden Temple' };
const page = { list: [game, other], pageNo: 1, pageSize: 20, total: 2, totalPages: 1 };

describe('games filter in the URL', () => {
  const read = (params: URLSearchParams) => {
    const { filters, pageNo } = readUrlFilters(params, GAMES_URL_DEFAULTS);
    return gamesQueryOf(normalizeGamesFilter(filters), pageNo);
  };

  it('round-trips and drops defaults', () => {
    const params = writeUrlFilters(
      { search: 'dragon', vendor: 'HOUSE', gameType: 'RNG' },
      3,
      GAMES_URL_DEFAULTS,
    );
    expect(params.toString()).toBe('search=dragon&vendor=HOUSE&gameType=RNG&page=3');
    expect(read(params)).toEqual({ search: 'dragon', vendorCode: 'HOUSE', gameType: 'RNG', pageNo: 3 });
    expect(writeUrlFilters({ search: ' ', vendor: '', gameType: '' }, 1, GAMES_URL_DEFAULTS).toString()).toBe(
      '',
    );
  });

  it('ignores an unknown category and a bad page', () => {
    expect(read(new URLSearchParams('gameType=HOME&page=-4&vendor=pg'))).toEqual({
      search: '',
      vendorCode: 'PG',
      gameType: '',
      pageNo: 1,
    });
  });
});

describe('optimistic catalog edits', () => {
  it('patches one game and leaves the rest', () => {
    const patched = patchGameInPage(page, '7', { isHot: true });
    expect(patched?.list[0]).toEqual({ ...game, isHot: true });
    expect(patched?.list[1]).toBe(other);
    expect(page.list[0]!.isHot).toBe(false);
    expect(patchGameInPage(undefined, '7', { isHot: true })).toBeUndefined();
  });

  it('rolls back one change without touching another', () => {
    const first = patchGameInPage(page, '7', { isHot: true, sortOrder: 9 });
    const both = patchGameInPage(first, '8', { maintenance: true });
    const undo = revertOf(game, { isHot: true, sortOrder: 9 });
    expect(undo).toEqual({ isHot: false, sortOrder: 5 });
    const rolledBack = patchGameInPage(both, '7', undo);
    expect(rolledBack?.list).toEqual([game, { ...other, maintenance: true }]);
  });

  it('puts the server copy in place', () => {
    const saved = { ...game, isHot: true, iconUrl: '/x?v=2' };
    expect(replaceGameInPage(page, saved)?.list).toEqual([saved, other]);
  });
});

describe('sort order', () => {
  it('accepts whole numbers from 0 to one million', () => {
    expect(parseSortOrder(' 0 ')).toBe(0);
    expect(parseSortOrder('1000000')).toBe(1_000_000);
    expect(parseSortOrder('1000001')).toBeNull();
    expect(parseSortOrder('-1')).toBeNull();
    expect(parseSortOrder('1.5')).toBeNull();
    expect(parseSortOrder('')).toBeNull();
  });

  it('sends only a changed, valid value', () => {
    expect(sortOrderUpdate(game, '5')).toBeNull();
    expect(sortOrderUpdate(game, 'x')).toBeNull();
    expect(sortOrderUpdate(game, '12')).toEqual({ sortOrder: 12 });
  });
});

describe('artwork files', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
  const webp = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50);
  const gif = bytes(0x47, 0x49, 0x46, 0x38);

  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(webp)).toBe('image/webp');
    expect(sniffImageType(gif)).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('refuses other types, renamed files, empty and oversized files', () => {
    expect(artworkProblem({ type: 'image/png', size: ARTWORK_MAX_BYTES }, 'image/png')).toBeNull();
    expect(artworkProblem({ type: 'image/png', size: ARTWORK_MAX_BYTES + 1 }, 'image/png')).toBe('size');
    expect(artworkProblem({ type: 'image/gif', size: 10 }, null)).toBe('type');
    expect(artworkProblem({ type: 'image/png', size: 10 }, null)).toBe('type');
    expect(artworkProblem({ type: 'image/svg+xml', size: 10 }, 'image/png')).toBe('type');
    expect(artworkProblem({ type: 'image/png', size: 0 }, null)).toBe('empty');
  });
});
