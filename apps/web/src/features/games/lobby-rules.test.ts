import type { GameCategory, TVassGameType } from '@platform/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLobbyChange,
  classificationsFor,
  filterNeedsLogin,
  gameArt,
  homeSections,
  initialLobby,
  lobbyFilters,
  mergePages,
  minBetOptions,
  nextPageParam,
  offersTrial,
  sectionSize,
  vendorChips,
} from './lobby-rules.ts';

describe('home sections', () => {
  const all = new Set<GameCategory>([
    'RNG',
    'LIVE',
    'BOARD',
    'PVP',
    'FISH',
    'SPORTS',
    'ESPORTS',
    'ELOTT',
    'LOTT',
  ]);

  it('follow the spec order and sizes for a member', () => {
    const sections = homeSections({ loggedIn: true, categories: all });
    expect(sections.map((s) => `${s.id}:${s.size}`)).toEqual([
      'recent:12',
      'hot:12',
      'favourites:12',
      'RNG:5',
      'LIVE:6',
      'BOARD:5',
      'PVP:6',
      'FISH:5',
      'SPORTS:5',
      'ESPORTS:5',
      'ELOTT:5',
      'LOTT:5',
    ]);
  });

  it('leave out recent and favourites for a visitor and categories without vendors', () => {
    const sections = homeSections({ loggedIn: false, categories: new Set(['LIVE', 'SPORTS']) });
    expect(sections.map((s) => s.id)).toEqual(['hot', 'LIVE', 'SPORTS']);
  });

  it('list vendors for game centres and games elsewhere', () => {
    const kinds = Object.fromEntries(
      homeSections({ loggedIn: true, categories: all }).map((s) => [s.id, s.kind]),
    );
    expect(kinds).toMatchObject({
      RNG: 'games',
      LIVE: 'games',
      SPORTS: 'vendors',
      ELOTT: 'vendors',
      hot: 'hot',
    });
  });

  it('sizes: live and PVP 6, sports, e-sports and the others 5', () => {
    expect([sectionSize('LIVE'), sectionSize('PVP'), sectionSize('SPORTS'), sectionSize('FISH')]).toEqual([
      6, 6, 5, 5,
    ]);
  });
});

describe('lobby changes (spec §4 game browsing)', () => {
  const busy = {
    ...initialLobby('RNG', 'PGS'),
    classify: 'SLOT',
    filter: 'HOT' as const,
    minBet: '5',
    lines: 25,
  };

  it('a category change clears every filter', () => {
    expect(applyLobbyChange(busy, { kind: 'category', gameType: 'FISH' })).toEqual(initialLobby('FISH'));
    expect(applyLobbyChange(busy, { kind: 'category', gameType: 'RNG' })).toBe(busy);
  });

  it('a vendor change resets the classification to ALL and keeps the rest', () => {
    const next = applyLobbyChange(busy, { kind: 'vendor', vassalage: 'JILI' });
    expect(next).toEqual({ ...busy, vassalage: 'JILI', classify: 'ALL' });
    expect(applyLobbyChange(busy, { kind: 'vendor', vassalage: 'PGS' })).toBe(busy);
  });

  it('every change gives other list filters, so the paged list starts again at page 1', () => {
    const changes = [
      { kind: 'category', gameType: 'LIVE' },
      { kind: 'vendor', vassalage: null },
      { kind: 'classify', classify: 'JACKPOT' },
      { kind: 'filter', filter: 'NEW' },
      { kind: 'minBet', minBet: '10' },
      { kind: 'lines', lines: 50 },
    ] as const;
    for (const change of changes) {
      const before = lobbyFilters(busy, true);
      const after = lobbyFilters(applyLobbyChange(busy, change), true);
      expect(after, change.kind).not.toEqual(before);
    }
  });

  it('builds the list filters without ALL or empty values, slot filters only where they apply', () => {
    expect(lobbyFilters(initialLobby('LIVE'), false)).toEqual({ gameType: 'LIVE', filter: 'ALL' });
    expect(lobbyFilters(busy, true)).toEqual({
      gameType: 'RNG',
      filter: 'HOT',
      vassalage: 'PGS',
      gameClassify: 'SLOT',
      minBet: '5',
      lines: 25,
    });
    expect(lobbyFilters(busy, false)).not.toHaveProperty('minBet');
  });

  it('FAV and RECENT need a member', () => {
    expect(['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'].filter((f) => filterNeedsLogin(f as never))).toEqual([
      'FAV',
      'RECENT',
    ]);
  });
});

describe('paging', () => {
  it('loads more while pages remain', () => {
    expect(nextPageParam({ pageNo: 1, totalPages: 3 })).toBe(2);
    expect(nextPageParam({ pageNo: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageParam({ pageNo: 1, totalPages: 0 })).toBeUndefined();
  });

  it('merges pages in order and keeps a repeated game once', () => {
    const g = (nodeId: string) => ({ nodeId });
    expect(
      mergePages([
        [g('a'), g('b')],
        [g('b'), g('c')],
      ]).map((x) => x.nodeId),
    ).toEqual(['a', 'b', 'c']);
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ maxLength: 2 }).map(g))), (pages) => {
        const merged = mergePages(pages);
        expect(new Set(merged.map((x) => x.nodeId)).size).toBe(merged.length);
        expect(new Set(merged.map((x) => x.nodeId))).toEqual(new Set(pages.flat().map((x) => x.nodeId)));
      }),
    );
  });
});

describe('filters data', () => {
  const types: TVassGameType[] = [
    {
      gameType: 'PVP',
      title: 'PVP',
      cards: [{ vassalage: 'KING', displayName: 'King', gameCount: 4 }],
      gameClassify: [
        { code: 'NIUNIU', vendors: ['KING'] },
        { code: 'POKER', vendors: ['KING', 'HOUSE'] },
      ],
    },
    {
      gameType: 'BOARD',
      title: 'BOARD',
      cards: [
        { vassalage: 'HOUSE', displayName: 'House', gameCount: 2 },
        { vassalage: 'KING', displayName: 'King', gameCount: 1 },
      ],
      gameClassify: [
        { code: 'FISH_PRAWN_CRAB', vendors: ['HOUSE'] },
        { code: 'BACCARAT', vendors: ['KING'] },
      ],
    },
  ];

  it('classifications: all of the page, or the chosen vendor only, in the contract order', () => {
    expect(classificationsFor(types, null)).toEqual(['BACCARAT', 'NIUNIU', 'FISH_PRAWN_CRAB', 'POKER']);
    expect(classificationsFor(types, 'HOUSE')).toEqual(['FISH_PRAWN_CRAB', 'POKER']);
    expect(classificationsFor(types, 'NOPE')).toEqual([]);
  });

  it('vendor chips list each vendor once with its games counted over the page', () => {
    expect(vendorChips(types)).toEqual([
      { vassalage: 'KING', displayName: 'King', gameCount: 5 },
      { vassalage: 'HOUSE', displayName: 'House', gameCount: 2 },
    ]);
    expect(types[0]?.cards[0]?.gameCount).toBe(4);
  });

  it('minimum-bet choices scale for thousand-unit currencies', () => {
    expect(minBetOptions('THB')).toEqual(['1', '5', '10', '50', '100']);
    expect(minBetOptions('VND')).toEqual(['1000', '5000', '10000', '50000', '100000']);
    expect(minBetOptions('JPY')[0]).toBe('100');
  });
});

describe('game tile rules', () => {
  it('a free trial is offered when supportPlay is 0 (spec quirk), never for a vendor entry', () => {
    expect(offersTrial({ supportPlay: 0, isGame: 'GAME' })).toBe(true);
    expect(offersTrial({ supportPlay: 1, isGame: 'GAME' })).toBe(false);
    expect(offersTrial({ supportPlay: 0, isGame: 'VASSALAGE' })).toBe(false);
  });

  it('wide tiles take the large icon, square ones the small, each falling back to the other', () => {
    const icons = { iconUrl: { showIcon: '/s.svg', lagerIcon: '/l.svg' } };
    expect(gameArt(icons, 'wide')).toBe('/l.svg');
    expect(gameArt(icons, 'square')).toBe('/s.svg');
    expect(gameArt({ iconUrl: { showIcon: '/s.svg', lagerIcon: '' } }, 'wide')).toBe('/s.svg');
  });
});
