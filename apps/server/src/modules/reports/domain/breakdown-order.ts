import type { ReportSort } from '@platform/contracts';

/** A breakdown's group as the sort sees it. */
export interface SortableGroup {
  key: string;
  rounds: number;
  players: number;
  turnoverMinor: bigint;
  payoutMinor: bigint;
}

function valueOf(g: SortableGroup, sort: ReportSort): bigint {
  switch (sort) {
    case 'turnover':
      return g.turnoverMinor;
    case 'payout':
      return g.payoutMinor;
    case 'ggr':
      return g.turnoverMinor - g.payoutMinor;
    case 'winLoss':
      return g.payoutMinor - g.turnoverMinor;
    case 'rounds':
      return BigInt(g.rounds);
    case 'players':
      return BigInt(g.players);
  }
}

/** The groups in the asked order, ties by key (so pages never overlap), as the member pages sort in SQL. */
export function sortGroups<T extends SortableGroup>(
  groups: readonly T[],
  sort: ReportSort,
  descending: boolean,
): T[] {
  const sign = descending ? -1 : 1;
  return [...groups].sort((a, b) => {
    const x = valueOf(a, sort);
    const y = valueOf(b, sort);
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  });
}
