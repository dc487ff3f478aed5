import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVendorLanes, LANE_ORDER, type VendorInCategory } from '../domain/vendor-lanes.ts';

const icon = (code: string) => `/icons/${code}.svg`;
const v = (vendorCode: string, gameType: string, maintenance = false): VendorInCategory => ({
  vendorCode,
  displayName: `${vendorCode} name`,
  gameType,
  maintenance,
});

describe('buildVendorLanes', () => {
  it('orders lanes by the navigation order, whatever the input order', () => {
    const lanes = buildVendorLanes(
      [
        v('ROOSTER', 'COCKFIGHT'),
        v('ARENA', 'SPORTS'),
        v('AURORA', 'LIVE'),
        v('TCG', 'ELOTT'),
        v('HOUSE', 'BOARD'),
      ],
      'THB',
      icon,
    );
    expect(lanes.map((l) => l.gameCategory)).toEqual(['ELOTT', 'LIVE', 'BOARD', 'SPORTS', 'COCKFIGHT']);
    expect(LANE_ORDER.slice(0, 4)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'BOARD']);
  });

  it('leaves out categories without vendors, and categories that are not lanes', () => {
    const lanes = buildVendorLanes(
      [v('AURORA', 'LIVE'), v('X', 'HOME'), v('Y', 'PROMO'), v('Z', 'nope')],
      'THB',
      icon,
    );
    expect(lanes).toEqual([
      {
        gameCategory: 'LIVE',
        title: 'LIVE',
        cards: [
          {
            vassalage: 'AURORA',
            displayName: 'AURORA name',
            gameType: 'LIVE',
            iconUrl: '/icons/AURORA.svg',
            maintenance: false,
          },
        ],
      },
    ]);
    expect(buildVendorLanes([], 'THB', icon)).toEqual([]);
  });

  it('keeps the input order of vendors inside a lane and carries their maintenance flag', () => {
    const [lane] = buildVendorLanes([v('B', 'RNG'), v('A', 'RNG', true), v('C', 'RNG')], 'THB', icon);
    expect(lane?.cards.map((c) => [c.vassalage, c.maintenance])).toEqual([
      ['B', false],
      ['A', true],
      ['C', false],
    ]);
  });

  it('puts a vendor in every category it serves', () => {
    const lanes = buildVendorLanes([v('HOUSE', 'LIVE'), v('HOUSE', 'RNG'), v('HOUSE', 'FISH')], 'THB', icon);
    expect(lanes.map((l) => [l.gameCategory, l.cards.map((c) => c.vassalage)])).toEqual([
      ['LIVE', ['HOUSE']],
      ['FISH', ['HOUSE']],
      ['RNG', ['HOUSE']],
    ]);
  });

  it('for TLB replaces BTI and TCG with 123BET, name and icon included', () => {
    const lanes = buildVendorLanes(
      [v('BTI', 'SPORTS'), v('ARENA', 'SPORTS'), v('TCG', 'LOTT'), v('TCG', 'ELOTT')],
      'TLB',
      icon,
    );
    expect(lanes.map((l) => [l.gameCategory, l.cards.map((c) => c.vassalage)])).toEqual([
      ['ELOTT', ['123BET']],
      ['LOTT', ['123BET']],
      ['SPORTS', ['123BET', 'ARENA']],
    ]);
    const card = lanes[2]?.cards[0];
    expect(card).toMatchObject({ displayName: '123BET', iconUrl: '/icons/123BET.svg', gameType: 'SPORTS' });
  });

  it('keeps BTI and TCG for every other currency', () => {
    for (const currency of ['THB', 'VND', 'USD']) {
      const lanes = buildVendorLanes([v('BTI', 'SPORTS'), v('TCG', 'LOTT')], currency, icon);
      expect(lanes.flatMap((l) => l.cards.map((c) => c.vassalage))).toEqual(['TCG', 'BTI']);
    }
  });

  it('shows 123BET once when both BTI and TCG land in the same lane', () => {
    const lanes = buildVendorLanes(
      [v('BTI', 'SPORTS'), v('TCG', 'SPORTS'), v('ARENA', 'SPORTS')],
      'TLB',
      icon,
    );
    expect(lanes).toHaveLength(1);
    expect(lanes[0]?.cards.map((c) => c.vassalage)).toEqual(['123BET', 'ARENA']);
  });

  it('dedupes a vendor listed twice in a category, keeping the first', () => {
    const lanes = buildVendorLanes([v('AURORA', 'LIVE', true), v('AURORA', 'LIVE', false)], 'THB', icon);
    expect(lanes[0]?.cards).toHaveLength(1);
    expect(lanes[0]?.cards[0]?.maintenance).toBe(true);
  });

  it('holds its invariants for any input (property)', () => {
    const category = fc.constantFrom(...LANE_ORDER, 'HOME', 'PROMO');
    const vendor = fc.record({
      vendorCode: fc.constantFrom('BTI', 'TCG', '123BET', 'HOUSE', 'AURORA', 'ARENA', 'LUCKY7'),
      displayName: fc.string({ maxLength: 10 }),
      gameType: category,
      maintenance: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(vendor, { maxLength: 40 }),
        fc.constantFrom('TLB', 'THB', 'VND'),
        (vendors, currency) => {
          const lanes = buildVendorLanes(vendors, currency, icon);
          const order = lanes.map((l) => LANE_ORDER.indexOf(l.gameCategory));
          expect(order.every((index) => index >= 0)).toBe(true);
          expect([...order].sort((a, b) => a - b)).toEqual(order);
          expect(new Set(order).size).toBe(order.length);
          for (const lane of lanes) {
            expect(lane.cards.length).toBeGreaterThan(0);
            const codes = lane.cards.map((c) => c.vassalage);
            expect(new Set(codes).size).toBe(codes.length);
            for (const card of lane.cards) {
              expect(card.gameType).toBe(lane.gameCategory);
              expect(card.iconUrl).toBe(icon(card.vassalage));
              if (currency === 'TLB') expect(['BTI', 'TCG']).not.toContain(card.vassalage);
            }
          }
          // Every lane category that some vendor serves has a lane.
          const served = new Set(
            vendors.map((x) => x.gameType).filter((t) => LANE_ORDER.includes(t as never)),
          );
          expect(lanes.map((l) => l.gameCategory).sort()).toEqual([...served].sort());
        },
      ),
    );
  });
});
