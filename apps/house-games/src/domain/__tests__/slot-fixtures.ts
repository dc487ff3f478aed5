import { LINES_25, type SlotSymbol, type SlotTitle } from '../slots/slot-title.ts';

const symbol = (id: string, kind: SlotSymbol['kind']): SlotSymbol => ({ id, label: id, emoji: id, kind });

/**
 * A test title: W wild, S scatter, A–D paying symbols, E–K fillers that never pay (so hand-built
 * grids have no accidental wins). Reels are given per test.
 */
export function testTitle(reels: string[][], overrides: Partial<SlotTitle> = {}): SlotTitle {
  return {
    code: 'test-title',
    name: 'Test Title',
    symbols: [
      symbol('W', 'wild'),
      symbol('S', 'scatter'),
      ...['A', 'B', 'C', 'D'].map((id) => symbol(id, 'high')),
      ...['E', 'F', 'G', 'H', 'I', 'J', 'K'].map((id) => symbol(id, 'low')),
    ],
    reels,
    rows: 3,
    lines: LINES_25,
    paytable: {
      W: { 3: 50, 4: 200, 5: 1000 },
      A: { 3: 20, 4: 100, 5: 500 },
      B: { 3: 10, 4: 40, 5: 100 },
      C: { 3: 5, 4: 10, 5: 20 },
      D: { 3: 2, 4: 5, 5: 10 },
    },
    wild: 'W',
    scatter: 'S',
    scatterPays: { 3: 2, 4: 10, 5: 50 },
    freeSpins: { 3: 2, 4: 3, 5: 4 },
    freeSpinMultiplier: 3,
    declaredRtp: 0.96,
    ...overrides,
  };
}

/**
 * A title whose reels are exactly the columns of `rows` (3 strings of 5 space-separated symbols),
 * so stops [0,0,0,0,0] show that grid.
 */
export function gridTitle(rows: [string, string, string], overrides: Partial<SlotTitle> = {}): SlotTitle {
  const cells = rows.map((row) => row.trim().split(/\s+/));
  const reels = [0, 1, 2, 3, 4].map((r) => cells.map((row) => row[r]!));
  return testTitle(reels, overrides);
}

export const ZERO_STOPS = [0, 0, 0, 0, 0];

/** A float source that replays the given floats (then fails loudly). */
export function scripted(floats: number[]): () => number {
  let i = 0;
  return () => {
    if (i >= floats.length) throw new Error('script exhausted');
    return floats[i++]!;
  };
}

/** The float that selects `stop` on a strip of `length`: the middle of its interval. */
export const floatFor = (stop: number, length: number) => (stop + 0.5) / length;
