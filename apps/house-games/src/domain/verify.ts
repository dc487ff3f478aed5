/**
 * Recomputes a past round from its revealed seed, for the verifier page and for tests of recorded
 * rounds: checks the published hash and replays the outcome with the very code that played it.
 */
import { seedHash } from './fairness.ts';
import { dealTableRound, houseGameKind, playSlotRound } from './rounds.ts';
import type { SlotRoundResult } from './slots/slot-engine.ts';
import { getSlotTitle } from './slots/slot-titles.ts';
import { getTableGame } from './tables/index.ts';
import type { TableBet, TableOutcome, TableOutcomeView, TableSettlement } from './tables/table-game.ts';

export interface VerifyRoundInput {
  gameCode: string;
  serverSeed: string;
  /** The hash published before betting; when absent only the outcome is recomputed. */
  serverSeedHash?: string;
  clientSeed: string;
  nonce: number;
  /** Slots: the total bet of the spin (wins scale with it). Default: one minor unit per line. */
  stakeMinor?: bigint;
  /** Tables: bets to settle against the recomputed outcome. */
  bets?: readonly TableBet[];
}

interface VerifiedCommon {
  gameCode: string;
  /** SHA-256 hex of the revealed seed. */
  computedHash: string;
  /** computedHash equals the published hash (false when none was given). */
  hashMatches: boolean;
}

export type VerifyRoundResult =
  | (VerifiedCommon & { kind: 'slot'; outcome: SlotRoundResult })
  | (VerifiedCommon & {
      kind: 'table';
      outcome: TableOutcome;
      view: TableOutcomeView;
      settlement: TableSettlement | null;
    });

export function verifyRound(input: VerifyRoundInput): VerifyRoundResult {
  const computedHash = seedHash(input.serverSeed);
  const common: VerifiedCommon = {
    gameCode: input.gameCode,
    computedHash,
    hashMatches:
      input.serverSeedHash !== undefined && input.serverSeedHash.trim().toLowerCase() === computedHash,
  };
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  if (houseGameKind(input.gameCode) === 'slot') {
    const stake = input.stakeMinor ?? BigInt(getSlotTitle(input.gameCode).lines.length);
    return { ...common, kind: 'slot', outcome: playSlotRound(input.gameCode, stake, seeds) };
  }
  const game = getTableGame(input.gameCode);
  const outcome = dealTableRound(input.gameCode, seeds);
  return {
    ...common,
    kind: 'table',
    outcome,
    view: game.describe(outcome),
    settlement: input.bets && input.bets.length > 0 ? game.settle(outcome, input.bets) : null,
  };
}
