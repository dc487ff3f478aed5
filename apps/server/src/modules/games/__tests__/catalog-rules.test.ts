import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betUnitMajor, minBetLimitUnits, stakeInCurrency } from '../domain/bet-units.ts';
import { buildVassGameTypes, toGameView, type CatalogGame } from '../domain/game-view.ts';
import { HOUSE_SLOT_TITLES, HOUSE_TITLES, houseTitleFor, stableHash } from '../domain/house-titles.ts';
import { containsPattern, normalizeSearch, searchTextOf, withoutAccents } from '../domain/search-text.ts';
import { catalogVendorsFor, displayVassalage, displayVendorName } from '../domain/vassalage.ts';
import { createLobbyCache } from '../lobby-cache.ts';

describe('houseTitleFor', () => {
  const title = (gameType: string, classification: string, gameCode = 'x-1') =>
    houseTitleFor({ gameType, classification, gameCode });

  it('maps table classifications to the house table of their kind', () => {
    for (const type of ['LIVE', 'BOARD', 'PVP']) {
      expect(title(type, 'BACCARAT')).toBe('house-baccarat');
      for (const c of ['NIUNIU', 'ZHAJINHUA', 'THREE_CARD_POKER', 'BLACKJACK', 'OTHER'])
        expect(title(type, c)).toBe('house-baccarat');
      expect(title(type, 'DRAGON_TIGER')).toBe('house-dragon-tiger');
      expect(title(type, 'SICBO')).toBe('house-sicbo');
      expect(title(type, 'FANTAN')).toBe('house-sicbo');
      expect(title(type, 'ROULETTE')).toBe('house-roulette');
      expect(title(type, 'FISH_PRAWN_CRAB')).toBe('house-fish-prawn-crab');
    }
  });

  it('maps sports, lotteries and cockfights to the nearest quick-round table', () => {
    expect(title('SPORTS', 'SPORTSBOOK')).toBe('house-baccarat');
    expect(title('ESPORTS', 'ESPORTSBOOK')).toBe('house-baccarat');
    expect(title('LOTT', 'LOTTERY')).toBe('house-sicbo');
    expect(title('ELOTT', 'KENO')).toBe('house-sicbo');
    expect(title('COCKFIGHT', 'COCKFIGHT')).toBe('house-dragon-tiger');
  });

  it('sends fish titles to the fish hunter and slot-like titles to a slot, stably by code', () => {
    expect(title('FISH', 'FISHING')).toBe('house-reef-hunter');
    expect(title('RNG', 'FISHING')).toBe('house-reef-hunter');
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.constantFrom('SLOT', 'JACKPOT', 'SCRATCH'),
        (code, c) => {
          const slot = title('RNG', c, code);
          expect(HOUSE_SLOT_TITLES).toContain(slot);
          expect(title('RNG', c, code)).toBe(slot);
        },
      ),
    );
    // A table game without a table classification falls back to a slot.
    expect(HOUSE_SLOT_TITLES).toContain(title('LIVE', 'SLOT'));
  });

  it('spreads slot codes over all eight slot titles', () => {
    const used = new Set(Array.from({ length: 400 }, (_, i) => title('RNG', 'SLOT', `game-${i}`)));
    expect(used.size).toBe(8);
    expect(HOUSE_TITLES).toHaveLength(14);
    expect(stableHash('abc')).toBe(stableHash('abc'));
  });
});

describe('bet units', () => {
  it('reads a catalog stake in the merchant currency', () => {
    expect(stakeInCurrency('1.00', 'THB')).toBe('1.00');
    expect(stakeInCurrency('0.50', 'THB')).toBe('0.50');
    expect(stakeInCurrency('10', 'THB')).toBe('10.00');
    expect(stakeInCurrency('1.00', 'VND')).toBe('1000');
    expect(stakeInCurrency('0.25', 'VND')).toBe('250');
    expect(stakeInCurrency('0.10', 'KRW')).toBe('100');
    expect(stakeInCurrency('0.20', 'USD')).toBe('0.20');
    expect(stakeInCurrency('0.05', 'JPY')).toBe('5');
    // A currency outside the money table (the platform's TLB) has two decimals and a unit of 1.
    expect(stakeInCurrency('2.50', 'TLB')).toBe('2.50');
    expect(() => stakeInCurrency('1e3', 'THB')).toThrow();
  });

  it('turns a minBet filter into the largest stake in units it admits', () => {
    expect(minBetLimitUnits('1', 'THB')).toBe('1');
    expect(minBetLimitUnits('0.50', 'THB')).toBe('0.50');
    expect(minBetLimitUnits('5000', 'VND')).toBe('5.000');
    expect(minBetLimitUnits('500', 'VND')).toBe('0.500');
    expect(minBetLimitUnits('0', 'VND')).toBe('0.000');
    expect(minBetLimitUnits('250.5', 'KRW')).toBe('0.2505');
    for (const bad of ['', '-1', '1e3', 'abc', '1.', '.5', '1.23456', '1 000']) {
      expect(minBetLimitUnits(bad, 'THB')).toBeUndefined();
    }
  });

  it('round-trips: a stake shown in a currency is admitted by a minBet of that amount, and not below', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom('THB', 'VND', 'USD', 'KRW', 'JPY', 'IDR'),
        (hundredths, currency) => {
          const unitsText = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
          const shown = stakeInCurrency(unitsText, currency);
          const limit = minBetLimitUnits(shown, currency)!;
          // Exact decimal comparison through integers (scaled by 10^6).
          const scaled = (text: string) => {
            const [w = '0', f = ''] = text.split('.');
            return BigInt(w) * 1_000_000n + BigInt(f.padEnd(6, '0').slice(0, 6));
          };
          if (betUnitMajor(currency) > 1n || currency === 'THB' || currency === 'USD')
            expect(scaled(limit)).toBe(scaled(unitsText));
          else expect(scaled(limit)).toBeGreaterThanOrEqual(scaled(unitsText) - 500_000n);
        },
      ),
    );
  });
});

describe('123BET substitution', () => {
  it('shows BTI and TCG as 123BET only for TLB', () => {
    expect(displayVassalage('BTI', 'TLB')).toBe('123BET');
    expect(displayVassalage('TCG', 'TLB')).toBe('123BET');
    expect(displayVassalage('ARENA', 'TLB')).toBe('ARENA');
    expect(displayVassalage('BTI', 'THB')).toBe('BTI');
    expect(displayVendorName('TCG', 'TCG Lotto', 'TLB')).toBe('123BET');
    expect(displayVendorName('TCG', 'TCG Lotto', 'VND')).toBe('TCG Lotto');
  });

  it('selects the catalog vendors behind a vassalage filter', () => {
    expect(catalogVendorsFor('123BET', 'TLB')).toEqual(['BTI', 'TCG']);
    expect(catalogVendorsFor('BTI', 'TLB')).toEqual([]);
    expect(catalogVendorsFor('TCG', 'TLB')).toEqual([]);
    expect(catalogVendorsFor('AURORA', 'TLB')).toEqual(['AURORA']);
    expect(catalogVendorsFor('BTI', 'THB')).toEqual(['BTI']);
    expect(catalogVendorsFor('123BET', 'THB')).toEqual(['123BET']);
  });
});

describe('name search text', () => {
  it('normalizes case, width of spaces and composition', () => {
    expect(normalizeSearch('  Golden   DRAGON ')).toBe('golden dragon');
    expect(normalizeSearch('Ro\u0302\u0300ng')).toBe('rồng');
    expect(withoutAccents('rồng vàng đỏ')).toBe('rong vang do');
    // Scripts without Latin accents are left alone (Hangul stays composed).
    expect(withoutAccents('황금 용')).toBe('황금 용');
    expect(withoutAccents('มังกรทองคำ')).toBe('มังกรทองคำ');
  });

  it('keeps every name, the unaccented form once, and the code when asked', () => {
    const text = searchTextOf(
      ['Golden Dragon', 'มังกรทองคำ', 'Rồng Vàng', '황금 용', '黄金龙'],
      'golden-dragon',
    );
    expect(text.split(' | ')).toEqual([
      'golden dragon',
      'มังกรทองคำ',
      'rồng vàng',
      'rong vang',
      '황금 용',
      '黄金龙',
      'golden-dragon',
    ]);
    expect(searchTextOf(['A', 'a'])).toBe('a');
  });

  it('makes a LIKE pattern that takes wildcards literally', () => {
    expect(containsPattern('Dragon')).toBe('%dragon%');
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
    expect(containsPattern('   ')).toBeUndefined();
    expect(containsPattern(undefined)).toBeUndefined();
  });
});

describe('game views', () => {
  const game: CatalogGame = {
    id: '42',
    vendorCode: 'BTI',
    vendorName: 'BTi Sports',
    gameCode: 'football',
    gameType: 'SPORTS',
    classification: 'SPORTSBOOK',
    displayName: 'ฟุตบอล',
    minBetUnits: '10.00',
    lines: null,
    rtp: null,
    isHot: true,
    isNew: false,
    supportTrial: false,
    maintenance: false,
    artVersion: 3,
  };

  it('puts a row on the wire: spec flags, money in currency, versioned art, substitution', () => {
    expect(toGameView(game, 'THB', true)).toEqual({
      nodeId: '42',
      nodeName: 'ฟุตบอล',
      vassalage: 'BTI',
      vendorName: 'BTi Sports',
      gameCode: 'football',
      gameType: 'SPORTS',
      gameClassify: 'SPORTSBOOK',
      displayName: 'ฟุตบอล',
      gameName: 'ฟุตบอล',
      isGame: 'GAME',
      isHot: 1,
      isNew: 0,
      supportPlay: 1,
      iconUrl: {
        showIcon: '/api/wps/assets/game/42/icon?v=3',
        lagerIcon: '/api/wps/assets/game/42/large?v=3',
      },
      minBet: '10.00',
      lines: null,
      rtp: null,
      maintenance: false,
      favourite: true,
    });
    expect(toGameView({ ...game, supportTrial: true }, 'VND')).toMatchObject({
      supportPlay: 0,
      minBet: '10000',
    });
    expect(toGameView(game, 'TLB')).toMatchObject({ vassalage: '123BET', vendorName: '123BET' });
  });

  it('groups vendors and classifications per category in navigation order, merging 123BET', () => {
    const count = (gameType: string, vendorCode: string, classification: string, games: number) => ({
      gameType,
      vendorCode,
      vendorName: `${vendorCode} name`,
      classification,
      games,
    });
    const counts = [
      count('RNG', 'B', 'SLOT', 5),
      count('RNG', 'B', 'FISHING', 1),
      count('RNG', 'A', 'SLOT', 2),
      count('SPORTS', 'BTI', 'SPORTSBOOK', 3),
      count('SPORTS', 'TCG', 'SPORTSBOOK', 4),
      count('LIVE', 'A', 'ZZZ', 1),
      count('LIVE', 'A', 'BACCARAT', 1),
      count('HOME', 'A', 'SLOT', 1),
    ];
    const types = buildVassGameTypes(counts, 'THB');
    expect(types.map((t) => t.gameType)).toEqual(['LIVE', 'SPORTS', 'RNG']);
    const rng = types.find((t) => t.gameType === 'RNG')!;
    expect(rng.cards).toEqual([
      { vassalage: 'B', displayName: 'B name', gameCount: 6 },
      { vassalage: 'A', displayName: 'A name', gameCount: 2 },
    ]);
    expect(rng.gameClassify).toEqual([
      { code: 'SLOT', vendors: ['B', 'A'] },
      { code: 'FISHING', vendors: ['B'] },
    ]);
    // Known classifications first, unknown ones last.
    expect(types[0]!.gameClassify.map((c) => c.code)).toEqual(['BACCARAT', 'ZZZ']);
    const tlb = buildVassGameTypes(counts, 'TLB').find((t) => t.gameType === 'SPORTS')!;
    expect(tlb.cards).toEqual([{ vassalage: '123BET', displayName: '123BET', gameCount: 7 }]);
    expect(tlb.gameClassify).toEqual([{ code: 'SPORTSBOOK', vendors: ['123BET'] }]);
  });
});

describe('lobby cache', () => {
  it('expires entries after their time to live and drops the least recently used first', () => {
    let now = 0;
    const cache = createLobbyCache<number>({ maxEntries: 2, ttlMs: 100, nowMs: () => now });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
    now = 99;
    expect(cache.get('a')).toBe(1);
    // Time to live plus at most 25 % (spread by key).
    now = 126;
    expect(cache.get('a')).toBeUndefined();
    cache.set('d', 4, 500);
    now = 126 + 499;
    expect(cache.get('d')).toBe(4);
    cache.clear();
    expect(cache.get('d')).toBeUndefined();
  });

  it('shares one load between concurrent misses, then serves stale answers while refreshing', async () => {
    let now = 0;
    let loads = 0;
    const cache = createLobbyCache<number>({ maxEntries: 10, ttlMs: 100, staleMs: 1000, nowMs: () => now });
    const loader = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('k', loader), cache.getOrLoad('k', loader)])).toEqual([1, 1]);
    expect(loads).toBe(1);
    now = 150; // stale: answered at once, refreshed behind
    expect(await cache.getOrLoad('k', loader)).toBe(1);
    await Promise.resolve();
    expect(await cache.getOrLoad('k', loader)).toBe(2);
    expect(loads).toBe(2);
    now = 5000; // past the stale window: waits for a fresh load
    expect(await cache.getOrLoad('k', loader)).toBe(3);
  });

  it('refreshes only a few stale answers at once', async () => {
    let now = 0;
    const cache = createLobbyCache<string>({
      maxEntries: 10,
      ttlMs: 10,
      staleMs: 1000,
      maxRefreshing: 1,
      nowMs: () => now,
    });
    cache.set('a', 'a0');
    cache.set('b', 'b0');
    now = 100;
    let release: () => void = () => undefined;
    const calls: string[] = [];
    const slow = (key: string) => () => {
      calls.push(key);
      return new Promise<string>((r) => (release = () => r(`${key}1`)));
    };
    expect(await cache.getOrLoad('a', slow('a'))).toBe('a0');
    expect(await cache.getOrLoad('b', slow('b'))).toBe('b0');
    expect(calls).toEqual(['a']);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.getOrLoad('a', slow('a'))).toBe('a1');
  });

  it('does not keep an answer loaded across a clear, and forgets failed loads', async () => {
    const cache = createLobbyCache<string>({ maxEntries: 10, ttlMs: 100, nowMs: () => 0 });
    let release: (v: string) => void = () => undefined;
    const slow = cache.getOrLoad('k', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(cache.get('k')).toBeUndefined();
    await expect(cache.getOrLoad('e', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrLoad('e', async () => 'back')).toBe('back');
  });
});
