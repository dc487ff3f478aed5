/**
 * The shape every live-style table shares. A game deals an outcome from the fairness stream, says
 * for each bet kind what multiple of the stake that outcome returns, and describes the outcome for the
 * UI. Settlement is common: return = floor(stake × returnRatio), stake included (win 8:1 → 9/1,
 * banker 0.95:1 → 195/100, push → 1/1, half lost → 1/2, lost → 0/1).
 */
import { DomainError } from '../errors.ts';
import type { FloatSource } from '../fairness.ts';
import { assertStake, mulRatioFloor, type Ratio } from '../money.ts';
import type { Card } from './cards.ts';

export type TableGameCode =
  'house-baccarat' | 'house-dragon-tiger' | 'house-sicbo' | 'house-roulette' | 'house-fish-prawn-crab';

export interface TableBetKind {
  id: string;
  /** i18n key of the bet spot's name; `labelParams` fill its placeholders (e.g. { n: 17 }). */
  labelKey: string;
  labelParams?: Record<string, number>;
  /** English name, a fallback for a missing translation. */
  label: string;
  /** The published pay, e.g. "1:1", "0.95:1", "1:1 / 2:1 / 3:1". */
  payoutText: string;
  /** The largest return per unit staked (stake included): bounds any settlement. */
  maxReturn: Ratio;
}

export interface TableBet {
  kind: string;
  amountMinor: bigint;
}

export interface TableBetReturn {
  kind: string;
  amountMinor: bigint;
  /** Stake + win, the stake alone on a push, 0 when lost. */
  returnMinor: bigint;
}

export interface TableSettlement {
  returns: TableBetReturn[];
  totalStakeMinor: bigint;
  totalReturnMinor: bigint;
}

export type FpcSymbol = 'deer' | 'gourd' | 'rooster' | 'fish' | 'crab' | 'prawn';

export type BaccaratOutcome = { game: 'house-baccarat'; player: Card[]; banker: Card[] };
export type DragonTigerOutcome = { game: 'house-dragon-tiger'; dragon: Card; tiger: Card };
export type SicBoOutcome = { game: 'house-sicbo'; dice: number[] };
export type RouletteOutcome = { game: 'house-roulette'; number: number };
export type FishPrawnCrabOutcome = { game: 'house-fish-prawn-crab'; symbols: FpcSymbol[] };

/** What a round dealt; plain JSON (no bigint), stored in the round log as is. */
export type TableOutcome =
  BaccaratOutcome | DragonTigerOutcome | SicBoOutcome | RouletteOutcome | FishPrawnCrabOutcome;

export interface CardView {
  /** "AS", "10H", … (see cardCode). */
  code: string;
  rank: number;
  suit: Card['suit'];
}

/** What the table shows once a round is dealt. Fields not used by a game are absent. */
export interface TableOutcomeView {
  game: TableGameCode;
  /** baccarat: player, banker; dragon tiger: dragon, tiger. `total` is the baccarat point or the card rank. */
  hands?: Array<{ hand: 'player' | 'banker' | 'dragon' | 'tiger'; cards: CardView[]; total: number }>;
  /** sic bo: three faces 1–6. */
  dice?: number[];
  /** fish-prawn-crab: three symbols. */
  symbols?: FpcSymbol[];
  /** roulette pocket and its colour. */
  number?: number;
  colour?: 'red' | 'black' | 'green';
  /** sic bo dice total. */
  total?: number;
  /** Short code for the history road: player/banker/tie, dragon/tiger/tie, big/small/triple, red/black/zero, or the symbols. */
  result: string;
  /** English one-line description (logs, fallback text). */
  summary: string;
  /** Bet kinds this outcome pays more than the stake. */
  winningKinds: string[];
}

export interface TableGame<O extends TableOutcome = TableOutcome> {
  code: TableGameCode;
  name: string;
  betKinds: TableBetKind[];
  /** Deals one round, consuming floats as the game's module documents. */
  deal(next: FloatSource): O;
  /** Return per unit staked on `kind` for this outcome, stake included. */
  returnRatio(outcome: O, kind: string): Ratio;
  settle(outcome: O, bets: readonly TableBet[]): TableSettlement;
  describe(outcome: O): TableOutcomeView;
}

export const WIN = (num: number, den = 1): Ratio => ({ num: num + den, den });
export const PUSH: Ratio = { num: 1, den: 1 };
export const HALF: Ratio = { num: 1, den: 2 };
export const LOSE: Ratio = { num: 0, den: 1 };

export const ratioText = (win: Ratio) => `${win.den === 1 ? win.num : win.num / win.den}:1`;

/** A bet kind paying `win` (win-only ratio, e.g. 8:1 → { num: 8, den: 1 }). */
export function betKind(
  id: string,
  label: string,
  labelKey: string,
  win: Ratio,
  options: { labelParams?: Record<string, number>; payoutText?: string; maxWin?: Ratio } = {},
): TableBetKind {
  const max = options.maxWin ?? win;
  return {
    id,
    labelKey,
    ...(options.labelParams ? { labelParams: options.labelParams } : {}),
    label,
    payoutText: options.payoutText ?? ratioText(win),
    maxReturn: { num: max.num + max.den, den: max.den },
  };
}

/** Common settlement: validates every bet, then floor(stake × returnRatio) each. */
export function settleWith<O extends TableOutcome>(
  game: TableGame<O>,
  outcome: O,
  bets: readonly TableBet[],
): TableSettlement {
  if (outcome?.game !== game.code)
    throw new DomainError(
      'OUTCOME_MISMATCH',
      `An outcome of ${String(outcome?.game)} cannot settle ${game.code}.`,
    );
  const kinds = new Set(game.betKinds.map((k) => k.id));
  let totalStakeMinor = 0n;
  let totalReturnMinor = 0n;
  const returns = bets.map(({ kind, amountMinor }) => {
    if (!kinds.has(kind)) throw new DomainError('UNKNOWN_BET_KIND', `${game.code} has no bet ${kind}.`);
    assertStake(amountMinor);
    const returnMinor = mulRatioFloor(amountMinor, game.returnRatio(outcome, kind));
    totalStakeMinor += amountMinor;
    totalReturnMinor += returnMinor;
    return { kind, amountMinor, returnMinor };
  });
  return { returns, totalStakeMinor, totalReturnMinor };
}

/** Kinds whose return exceeds the stake for this outcome. */
export function winningKindsOf<O extends TableOutcome>(game: TableGame<O>, outcome: O): string[] {
  return game.betKinds
    .filter((k) => {
      const r = game.returnRatio(outcome, k.id);
      return r.num > r.den;
    })
    .map((k) => k.id);
}
