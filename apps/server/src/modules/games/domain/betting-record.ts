import type { TBetRecord } from '@platform/contracts';

/** What the ledger of vendor calls says about one round of one member. */
export interface RoundFacts {
  /** Sum of all BET amounts, rolled back or not, and of those still standing. */
  stakeAllMinor: bigint;
  stakeLiveMinor: bigint;
  betsLive: number;
  winMinor: bigint;
  wins: number;
}

export interface RoundFigures {
  status: TBetRecord['status'];
  /** The stake shown: the standing bets, or the original stake of a fully refunded round. */
  stakeMinor: bigint;
  winMinor: bigint;
  /** What the round did to the wallet: a refunded round's stake came back, so it counts as zero. */
  countedStakeMinor: bigint;
  netMinor: bigint;
}

/**
 * A round is ROLLED_BACK when every bet was refunded, OPEN while it has bets and no win yet (a loss
 * is reported as a zero win, so a settled losing round is not OPEN), SETTLED otherwise.
 */
export function roundFigures(r: RoundFacts): RoundFigures {
  if (r.betsLive === 0) {
    return {
      status: 'ROLLED_BACK',
      stakeMinor: r.stakeAllMinor,
      winMinor: r.winMinor,
      countedStakeMinor: 0n,
      netMinor: r.winMinor,
    };
  }
  return {
    status: r.wins === 0 ? 'OPEN' : 'SETTLED',
    stakeMinor: r.stakeLiveMinor,
    winMinor: r.winMinor,
    countedStakeMinor: r.stakeLiveMinor,
    netMinor: r.winMinor - r.stakeLiveMinor,
  };
}
