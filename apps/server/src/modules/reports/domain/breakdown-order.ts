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

/** A group with bounds of its distinct players over a range: the most of one day and the sum of its days. */
export interface BoundedGroup {
  key: string;
  /** The most players of one of its days: the range has at least these. */
  leastPlayers: number;
  /** Its days' players summed: the range has at most these. */
  mostPlayers: number;
}

/**
 * The groups that may be among the first `count` sorted by players (descending: the most first),
 * from bounds alone: a group whose most is below the `count`-th largest least has at least `count`
 * groups surely ahead of it (ascending: whose least is above the `count`-th smallest most). Only
 * these need their exact players, and sorting them alone gives the first `count` of all the groups.
 */
export function playerCandidates<T extends BoundedGroup>(
  groups: readonly T[],
  count: number,
  descending: boolean,
): T[] {
  if (groups.length <= count) return [...groups];
  if (descending) {
    const threshold = groups.map((g) => g.leastPlayers).sort((a, b) => b - a)[count - 1]!;
    return groups.filter((g) => g.mostPlayers >= threshold);
  }
  const threshold = groups.map((g) => g.mostPlayers).sort((a, b) => a - b)[count - 1]!;
  return groups.filter((g) => g.leastPlayers <= threshold);
}
