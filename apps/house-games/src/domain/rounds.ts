/**
 * How a round's seeds become its outcome: the one mapping the service plays and the verifier
 * recomputes. Slots: `playSpin(title, totalBet, createFloatStream(serverSeed, clientSeed, nonce))`.
 * Tables: `game.deal(createFloatStream(serverSeed, clientSeed, nonce))`.
 */
import { DomainError } from './errors.ts';
import { createFloatStream } from './fairness.ts';
import { getSlotTitle, isSlotCode } from './slots/slot-titles.ts';
import { playSpin, type SlotRoundResult } from './slots/slot-engine.ts';
import { getTableGame, isTableCode } from './tables/index.ts';
import type { TableOutcome } from './tables/table-game.ts';

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export type HouseGameKind = 'slot' | 'table';

export function houseGameKind(gameCode: string): HouseGameKind {
  if (isSlotCode(gameCode)) return 'slot';
  if (isTableCode(gameCode)) return 'table';
  throw new DomainError('UNKNOWN_GAME', `No in-house game ${gameCode}.`);
}

export function playSlotRound(gameCode: string, totalBetMinor: bigint, seeds: RoundSeeds): SlotRoundResult {
  const title = getSlotTitle(gameCode);
  return playSpin(title, totalBetMinor, createFloatStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
}

export function dealTableRound(gameCode: string, seeds: RoundSeeds): TableOutcome {
  return getTableGame(gameCode).deal(createFloatStream(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
}
