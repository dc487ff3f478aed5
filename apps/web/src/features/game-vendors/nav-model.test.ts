import type { GameCategory, TGameVendorLane } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildMainNav,
  categoryVendors,
  filterLanes,
  isCurrentTarget,
  navAction,
  uniqueVendors,
  vendorHref,
  vendorPageHref,
  type TVendorCard,
} from './nav-model.ts';

const card = (vassalage: string, gameType: GameCategory, maintenance = false): TVendorCard => ({
  vassalage,
  displayName: `${vassalage} Games`,
  gameType,
  iconUrl: `/api/wps/assets/vendor/${vassalage}.svg`,
  maintenance,
});
const lane = (gameCategory: GameCategory, ...codes: string[]): TGameVendorLane => ({
  gameCategory,
  title: gameCategory,
  cards: codes.map((c) => card(c, gameCategory)),
});

describe('buildMainNav', () => {
  it('is Home, the categories with vendors in spec order, then Promotions', () => {
    const nav = buildMainNav([
      lane('ESPORTS', 'NEXUS'),
      lane('LIVE', 'A', 'B'),
      lane('RNG', 'S1'),
      lane('ELOTT', 'TCG'),
      lane('BOARD', 'HOUSE'),
    ]);
    expect(nav.map((i) => i.category)).toEqual(['HOME', 'ELOTT', 'LIVE', 'BOARD', 'RNG', 'ESPORTS', 'PROMO']);
  });

  it('hides a category without vendors and categories outside the navigation', () => {
    const nav = buildMainNav([lane('SPORTS'), lane('FISH', 'F1'), lane('COCKFIGHT', 'ROOSTER')]);
    expect(nav.map((i) => i.category)).toEqual(['HOME', 'FISH', 'PROMO']);
  });

  it('launches the only vendor of a category, navigates when there are more', () => {
    const nav = buildMainNav([lane('LOTT', 'TCG'), lane('LIVE', 'A', 'B')]);
    const lott = nav.find((i) => i.category === 'LOTT');
    const live = nav.find((i) => i.category === 'LIVE');
    expect(lott?.action).toEqual({ kind: 'launch', vendor: card('TCG', 'LOTT') });
    expect(live?.action).toEqual({ kind: 'navigate', to: '/live' });
  });

  it('always navigates for HOME, PROMO, PVP, FISH and RNG even with one vendor', () => {
    const nav = buildMainNav([lane('PVP', 'K'), lane('FISH', 'F'), lane('RNG', 'S')]);
    expect(nav.map((i) => i.action)).toEqual([
      { kind: 'navigate', to: '/' },
      { kind: 'navigate', to: '/fish' },
      { kind: 'navigate', to: '/rng' },
      { kind: 'navigate', to: '/pvp' },
      { kind: 'navigate', to: '/promotions' },
    ]);
  });
});

describe('navAction', () => {
  it('navigates to / for an empty category', () => {
    expect(navAction('SPORTS', [])).toEqual({ kind: 'navigate', to: '/sports' });
    expect(navAction('SPORTS', [card('X', 'SPORTS')])).toEqual({
      kind: 'launch',
      vendor: card('X', 'SPORTS'),
    });
  });
});

describe('vendor helpers', () => {
  const lanes = [
    lane('LIVE', 'HOUSE', 'AURORA'),
    lane('RNG', 'HOUSE', 'LUCKY7'),
    lane('PVP', 'KING'),
    lane('BOARD', 'HOUSE'),
  ];

  it('uniqueVendors keeps the first occurrence and the limit', () => {
    expect(uniqueVendors(lanes).map((c) => c.vassalage)).toEqual(['HOUSE', 'AURORA', 'LUCKY7', 'KING']);
    expect(uniqueVendors(lanes, 2)).toHaveLength(2);
  });

  it('filterLanes matches names and codes and drops empty lanes', () => {
    expect(filterLanes(lanes, 'lucky').map((l) => l.gameCategory)).toEqual(['RNG']);
    expect(filterLanes(lanes, '  ')).toHaveLength(4);
    expect(filterLanes(lanes, 'zzz')).toEqual([]);
  });

  it('categoryVendors merges the lanes of a page and filters by vendor', () => {
    expect(categoryVendors(lanes, ['PVP', 'BOARD']).map((c) => `${c.gameType}:${c.vassalage}`)).toEqual([
      'PVP:KING',
      'BOARD:HOUSE',
    ]);
    expect(categoryVendors(lanes, ['RNG'], 'LUCKY7').map((c) => c.vassalage)).toEqual(['LUCKY7']);
  });

  it('slots link to their game list, other types launch', () => {
    expect(vendorHref(card('LUCKY7', 'RNG'))).toBe('/rng?vassalage=LUCKY7');
    expect(vendorHref(card('AURORA', 'LIVE'))).toBeNull();
  });

  it('every vendor has its games page on its category page', () => {
    expect(vendorPageHref(card('LUCKY7', 'RNG'))).toBe('/rng?vassalage=LUCKY7');
    expect(vendorPageHref(card('AURORA', 'LIVE'))).toBe('/live?vassalage=AURORA');
    expect(vendorPageHref(card('SABA', 'SPORTS'))).toBe('/sports?vassalage=SABA');
    expect(vendorPageHref(card('HOUSE', 'BOARD'))).toBe('/pvp?type=BOARD&vassalage=HOUSE');
  });

  it('lights only the most specific nav target of a shared page', () => {
    const targets = ['/', '/pvp', '/pvp?type=BOARD', '/rng'];
    const at = (pathname: string, search = '') =>
      targets.filter((t) => isCurrentTarget(t, { pathname, search }, targets));
    expect(at('/pvp')).toEqual(['/pvp']);
    expect(at('/pvp', '?type=BOARD&vassalage=HOUSE')).toEqual(['/pvp?type=BOARD']);
    expect(at('/rng', '?vassalage=PGS')).toEqual(['/rng']);
    expect(at('/help')).toEqual([]);
    expect(vendorPageHref(card('A B', 'PVP'))).toBe('/pvp?vassalage=A+B');
  });
});
