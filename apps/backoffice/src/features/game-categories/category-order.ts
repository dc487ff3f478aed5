/** The fields of a vendor in a category lane that ordering needs. */
export interface OrderedVendor {
  vendorCode: string;
  sortOrder: number;
}

/** Gap between renumbered positions, so that a later manual value can slot between two vendors. */
export const SORT_STEP = 10;

/** Vendors in the order the lobby shows them: sort order, then code (the server's tie-break). */
export function inLaneOrder<T extends OrderedVendor>(vendors: readonly T[]): T[] {
  return [...vendors].sort(
    (a, b) =>
      a.sortOrder - b.sortOrder || (a.vendorCode < b.vendorCode ? -1 : a.vendorCode > b.vendorCode ? 1 : 0),
  );
}

/**
 * The lane after moving one vendor a step up (-1) or down (+1), every position renumbered
 * 10, 20, 30 … Renumbering matters: seeded lanes often share one sort order, where swapping two
 * equal values would change nothing. A move past either end leaves the lane as it was.
 */
export function moveVendor<T extends OrderedVendor>(
  vendors: readonly T[],
  vendorCode: string,
  step: -1 | 1,
): T[] {
  const ordered = inLaneOrder(vendors);
  const from = ordered.findIndex((v) => v.vendorCode === vendorCode);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ordered.length) return ordered;
  const moved = [...ordered];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved.map((v, i) => ({ ...v, sortOrder: (i + 1) * SORT_STEP }));
}

/** The sort-order updates that turn `before` into `after`: only the vendors whose value changed. */
export function orderChanges(
  before: readonly OrderedVendor[],
  after: readonly OrderedVendor[],
): { vendorCode: string; sortOrder: number }[] {
  const old = new Map(before.map((v) => [v.vendorCode, v.sortOrder]));
  return after
    .filter((v) => old.get(v.vendorCode) !== v.sortOrder)
    .map((v) => ({ vendorCode: v.vendorCode, sortOrder: v.sortOrder }));
}

/** A change to some vendors of one lane, each with the fields it sets. */
export type LaneEdit<P> = { vendorCode: string; patch: P }[];

/** The lanes with some vendors of one category changed; other lanes and vendors are kept as they are. */
export function patchLane<L extends { gameType: string; vendors: OrderedVendor[] }>(
  lanes: L[] | undefined,
  gameType: string,
  edit: LaneEdit<Partial<L['vendors'][number]>>,
): L[] | undefined {
  if (!lanes) return lanes;
  const byCode = new Map(edit.map((e) => [e.vendorCode, e.patch]));
  return lanes.map((lane) =>
    lane.gameType !== gameType
      ? lane
      : {
          ...lane,
          vendors: lane.vendors.map((v) => {
            const patch = byCode.get(v.vendorCode);
            return patch ? { ...v, ...patch } : v;
          }),
        },
  );
}

/** The edit that puts back what `edit` overwrites in `vendors`, for a rollback. */
export function revertEdit<V extends OrderedVendor>(
  vendors: readonly V[],
  edit: LaneEdit<Partial<V>>,
): LaneEdit<Partial<V>> {
  return edit.map(({ vendorCode, patch }) => {
    const before = vendors.find((v) => v.vendorCode === vendorCode);
    const revert: Partial<V> = {};
    if (before) {
      for (const key of Object.keys(patch) as (keyof V)[]) revert[key] = before[key];
    }
    return { vendorCode, patch: revert };
  });
}
