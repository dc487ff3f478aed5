import { describe, expect, it } from 'vitest';
import { inLaneOrder, moveVendor, orderChanges, patchLane, revertEdit } from './category-order.ts';

const lane = [
  { vendorCode: 'PG', sortOrder: 20, gameCount: 120 },
  { vendorCode: 'HOUSE', sortOrder: 10, gameCount: 8 },
  { vendorCode: 'JILI', sortOrder: 30, gameCount: 300 },
];

describe('category lane order', () => {
  it('orders by sort order, then by code', () => {
    expect(inLaneOrder(lane).map((v) => v.vendorCode)).toEqual(['HOUSE', 'PG', 'JILI']);
    const tied = lane.map((v) => ({ ...v, sortOrder: 0 }));
    expect(inLaneOrder(tied).map((v) => v.vendorCode)).toEqual(['HOUSE', 'JILI', 'PG']);
  });

  it('moves a vendor one step and renumbers, keeping other fields', () => {
    const moved = moveVendor(lane, 'JILI', -1);
    expect(moved).toEqual([
      { vendorCode: 'HOUSE', sortOrder: 10, gameCount: 8 },
      { vendorCode: 'JILI', sortOrder: 20, gameCount: 300 },
      { vendorCode: 'PG', sortOrder: 30, gameCount: 120 },
    ]);
    expect(orderChanges(lane, moved)).toEqual([
      { vendorCode: 'JILI', sortOrder: 20 },
      { vendorCode: 'PG', sortOrder: 30 },
    ]);
  });

  it('swaps vendors that shared one sort order', () => {
    const tied = lane.map((v) => ({ ...v, sortOrder: 0 }));
    const moved = moveVendor(tied, 'PG', -1);
    expect(moved.map((v) => [v.vendorCode, v.sortOrder])).toEqual([
      ['HOUSE', 10],
      ['PG', 20],
      ['JILI', 30],
    ]);
    expect(orderChanges(tied, moved)).toHaveLength(3);
  });

  it('leaves the lane alone at either end or for an unknown vendor', () => {
    expect(moveVendor(lane, 'HOUSE', -1)).toEqual(inLaneOrder(lane));
    expect(moveVendor(lane, 'JILI', 1)).toEqual(inLaneOrder(lane));
    expect(moveVendor(lane, 'NOPE', 1)).toEqual(inLaneOrder(lane));
    expect(orderChanges(lane, moveVendor(lane, 'HOUSE', -1))).toEqual([]);
  });
});

describe('optimistic lane edits', () => {
  const lanes = [
    { gameType: 'RNG', vendors: lane.map((v) => ({ ...v, maintenance: false })) },
    { gameType: 'LIVE', vendors: [{ vendorCode: 'PG', sortOrder: 0, gameCount: 4, maintenance: false }] },
  ];

  it('changes only the named vendors of the named lane', () => {
    const next = patchLane(lanes, 'RNG', [{ vendorCode: 'PG', patch: { maintenance: true } }]);
    expect(next?.[0]?.vendors.find((v) => v.vendorCode === 'PG')?.maintenance).toBe(true);
    expect(next?.[0]?.vendors.filter((v) => v.maintenance)).toHaveLength(1);
    expect(next?.[1]).toBe(lanes[1]);
    expect(patchLane(undefined, 'RNG', [])).toBeUndefined();
  });

  it('rolls a move back to the sort orders it replaced', () => {
    const vendors = lanes[0]!.vendors;
    const edit = orderChanges(vendors, moveVendor(vendors, 'JILI', -1)).map(({ vendorCode, sortOrder }) => ({
      vendorCode,
      patch: { sortOrder },
    }));
    const undo = revertEdit(vendors, edit);
    expect(undo).toEqual([
      { vendorCode: 'JILI', patch: { sortOrder: 30 } },
      { vendorCode: 'PG', patch: { sortOrder: 20 } },
    ]);
    const moved = patchLane(lanes, 'RNG', edit);
    expect(patchLane(moved, 'RNG', undo)).toEqual(lanes);
  });
});
