import type { TBreakdownRow } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { readUrlFilters } from '../../lib/url-filters.ts';
import {
  breakdownBy,
  breakdownQuery,
  drillCrumbs,
  drillInto,
  drillLevel,
  drillSearch,
  DRILL_DEFAULTS,
  normalizeDrill,
  type DrillFilters,
} from './drill.ts';

const DAY = { from: '2026-11-27', to: '2026-11-27' };
const fromUrl = (search: string) =>
  normalizeDrill(readUrlFilters(new URLSearchParams(search), DRILL_DEFAULTS).filters);
const row = (over: Partial<TBreakdownRow>): TBreakdownRow => ({
  key: 'k',
  label: 'K',
  category: null,
  vendorCode: null,
  gameCode: null,
  rounds: 1,
  players: 1,
  turnover: '1.00',
  payout: '0.00',
  ggr: '1.00',
  margin: '100.00',
  ...over,
});

describe('drill state from the URL', () => {
  it('starts at the range split by category', () => {
    const f = fromUrl('range=custom&from=2026-11-27&to=2026-11-27');
    expect(drillLevel(f)).toBe('overview');
    expect(breakdownBy(f)).toBe('category');
    expect(drillCrumbs(f, DAY).map((c) => [c.kind, c.value])).toEqual([['range', '2026-11-27']]);
  });
  it('splits the range by vendor on the vendor tab', () => {
    expect(breakdownBy(fromUrl('by=vendor'))).toBe('vendor');
    expect(breakdownBy(fromUrl('by=nonsense'))).toBe('category');
  });
  it('lists a vendor’s games, then a game’s members', () => {
    const games = fromUrl(
      'from=2026-11-27&to=2026-11-27&range=custom&by=vendor&vendorCode=HOUSE&vendorLabel=House',
    );
    expect(drillLevel(games)).toBe('games');
    expect(breakdownBy(games)).toBe('game');
    const members = fromUrl(
      'range=custom&from=2026-11-27&to=2026-11-27&vendorCode=HOUSE&vendorLabel=House&gameCode=fruit&gameLabel=Fruit',
    );
    expect(drillLevel(members)).toBe('members');
    expect(breakdownBy(members)).toBe('member');
    expect(drillCrumbs(members, DAY).map((c) => [c.kind, c.value])).toEqual([
      ['range', '2026-11-27'],
      ['vendor', 'House'],
      ['game', 'Fruit'],
    ]);
  });
  it('drops what cannot be sent: an unknown category, a bad vendor code, an unknown sort', () => {
    const f = fromUrl('category=NOPE&vendorCode=a b&sort=evil&order=sideways');
    expect(f.category).toBe('');
    expect(f.vendorCode).toBe('');
    expect(f.sort).toBe('turnover');
    expect(f.order).toBe('desc');
    expect(drillLevel(f)).toBe('overview');
  });
  it('builds the endpoint query of the level', () => {
    const f = fromUrl('vendorCode=HOUSE&gameCode=fruit&sort=ggr&order=asc&currency=THB');
    expect(breakdownQuery(f, DAY, 3, 50)).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
      currency: 'THB',
      by: 'member',
      vendorCode: 'HOUSE',
      gameCode: 'fruit',
      sort: 'ggr',
      order: 'asc',
      pageNo: 3,
      pageSize: 50,
    });
  });
});

describe('drilling down', () => {
  const top: DrillFilters = fromUrl('range=custom&from=2026-11-27&to=2026-11-27&sort=ggr');
  it('goes from a category to its games, and from its game to the game’s members with its vendor', () => {
    const games = drillInto(top, row({ key: 'RNG', label: 'RNG', category: 'RNG' }))!;
    expect(games).toMatchObject({ category: 'RNG', sort: 'turnover', order: 'desc' });
    const members = drillInto(
      games,
      row({ key: 'fruit', label: 'Fruit', gameCode: 'fruit', vendorCode: 'HOUSE' }),
    )!;
    expect(members).toMatchObject({
      category: 'RNG',
      vendorCode: 'HOUSE',
      gameCode: 'fruit',
      gameLabel: 'Fruit',
    });
    expect(drillCrumbs(members, DAY).map((c) => [c.kind, c.value])).toEqual([
      ['range', '2026-11-27'],
      ['category', 'RNG'],
      ['game', 'Fruit'],
    ]);
    // The category crumb leads back to the category's games, without the game's vendor.
    expect(drillCrumbs(members, DAY)[1]!.filters).toMatchObject({
      category: 'RNG',
      vendorCode: '',
      gameCode: '',
    });
    expect(drillInto(members, row({ key: 'm1' }))).toBeNull();
  });
  it('goes from a vendor to its games by its code, keeping its name for the crumbs', () => {
    const vendorTab = { ...top, by: 'vendor' };
    const games = drillInto(vendorTab, row({ key: 'HOUSE', label: 'House games', vendorCode: 'HOUSE' }))!;
    expect(games).toMatchObject({ vendorCode: 'HOUSE', vendorLabel: 'House games', by: 'vendor' });
    const crumbs = drillCrumbs(games, DAY);
    expect(crumbs.map((c) => c.value)).toEqual(['2026-11-27', 'House games']);
    // The range crumb returns to the vendor tab of the range.
    expect(drillSearch(crumbs[0]!.filters)).toBe('?range=custom&from=2026-11-27&to=2026-11-27&by=vendor');
  });
  it('writes a URL that reads back to the same state', () => {
    const games = drillInto(top, row({ key: 'LIVE', category: 'LIVE' }))!;
    expect(fromUrl(drillSearch(games).slice(1))).toEqual(games);
    expect(drillCrumbs(games, { from: '2026-11-01', to: '2026-11-30' })[0]!.value).toBe(
      '2026-11-01 – 2026-11-30',
    );
  });
});
