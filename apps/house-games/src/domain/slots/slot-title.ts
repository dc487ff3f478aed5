/**
 * What a slot title is: its symbols, reel strips, pay lines and pay table. Everything here is data;
 * `slot-engine.ts` plays it and `slot-math.ts` computes its exact return to player.
 */
import { DomainError } from '../errors.ts';

export type SlotSymbolKind = 'wild' | 'scatter' | 'high' | 'low';

/** One symbol of a title; the UI shows `emoji` with `label` as its accessible name. */
export interface SlotSymbol {
  id: string;
  label: string;
  emoji: string;
  kind: SlotSymbolKind;
}

/** A pay (or award) for 3, 4 and 5 of a kind. */
export interface PaysByCount {
  3: number;
  4: number;
  5: number;
}

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

export interface SlotTitle {
  code: string;
  name: string;
  symbols: SlotSymbol[];
  /** One strip per reel, top to bottom, cyclic. A stop s shows rows s, s+1, s+2 (mod length). */
  reels: string[][];
  rows: 3;
  /** Pay lines: for each reel left to right, the row (0 = top) the line crosses. */
  lines: number[][];
  /** Line pays in multiples of the line bet, for runs from the leftmost reel. Includes the wild. */
  paytable: Record<string, PaysByCount>;
  /** Substitutes for every symbol but the scatter; a run of wilds alone pays the wild's own line. */
  wild: string;
  /** Pays anywhere on the grid in multiples of the total bet, and triggers free spins. */
  scatter: string;
  scatterPays: PaysByCount;
  /** Free spins awarded for 3, 4, 5 scatters, in the base game and again (retrigger) in free spins. */
  freeSpins: PaysByCount;
  /** Every win during free spins is multiplied by this. */
  freeSpinMultiplier: number;
  /** Declared return to player, e.g. 0.96. */
  declaredRtp: number;
}

/**
 * The classic 25 lines of a 5×3 video slot (rows: 0 top, 1 middle, 2 bottom). Titles with more lines
 * would append further distinct patterns.
 */
export const LINES_25: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];

/**
 * Lays out a reel strip from symbol counts so that copies of each symbol are spread evenly
 * (smooth weighted round-robin, deterministic): the design is the counts, the order only looks
 * natural and keeps two scatters out of one visible window.
 */
export function spreadStrip(counts: Array<[symbol: string, count: number]>): string[] {
  const live = counts.filter(([, count]) => count > 0);
  const total = live.reduce((sum, [, count]) => sum + count, 0);
  const current = live.map(() => 0);
  const strip: string[] = [];
  for (let step = 0; step < total; step++) {
    let best = 0;
    for (let i = 0; i < live.length; i++) {
      current[i]! += live[i]![1];
      if (current[i]! > current[best]!) best = i;
    }
    current[best]! -= total;
    strip.push(live[best]![0]);
  }
  return strip;
}

/** Checks a title's data once at load: a malformed title must never reach a player. */
export function validateTitle(title: SlotTitle): void {
  const fail = (why: string) => {
    throw new DomainError('INVALID_TITLE', `Slot title ${title.code} is malformed: ${why}`);
  };
  const ids = new Set(title.symbols.map((s) => s.id));
  if (ids.size !== title.symbols.length) fail('duplicate symbol ids');
  if (!ids.has(title.wild) || !ids.has(title.scatter) || title.wild === title.scatter) fail('wild/scatter');
  if (title.reels.length !== REEL_COUNT) fail(`needs ${REEL_COUNT} reels`);
  for (const strip of title.reels) {
    if (strip.length < ROW_COUNT) fail('a strip is shorter than the window');
    for (const symbol of strip) if (!ids.has(symbol)) fail(`unknown symbol ${symbol} on a strip`);
    for (let stop = 0; stop < strip.length; stop++) {
      let scatters = 0;
      for (let row = 0; row < ROW_COUNT; row++)
        if (strip[(stop + row) % strip.length] === title.scatter) scatters++;
      if (scatters > 1) fail('two scatters fit in one window of a reel');
    }
  }
  if (title.lines.length < 25) fail('fewer than 25 lines');
  const patterns = new Set(title.lines.map((line) => line.join('')));
  if (patterns.size !== title.lines.length) fail('duplicate lines');
  for (const line of title.lines)
    if (
      line.length !== REEL_COUNT ||
      line.some((row) => !Number.isInteger(row) || row < 0 || row >= ROW_COUNT)
    )
      fail('a line leaves the grid');
  for (const [symbol, pays] of Object.entries(title.paytable)) {
    if (!ids.has(symbol) || symbol === title.scatter) fail(`pay table entry ${symbol}`);
    for (const n of [pays[3], pays[4], pays[5]])
      if (!Number.isSafeInteger(n) || n < 0) fail('pays are whole');
  }
  for (const table of [title.scatterPays, title.freeSpins])
    for (const n of [table[3], table[4], table[5]])
      if (!Number.isSafeInteger(n) || n < 0) fail('scatter table');
  if (!Number.isSafeInteger(title.freeSpinMultiplier) || title.freeSpinMultiplier < 1) fail('multiplier');
}
