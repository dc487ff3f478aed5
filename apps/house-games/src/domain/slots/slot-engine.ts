/**
 * The slot engine. One compiled form per title (symbol indexes, extended strips, pay arrays and
 * scratch buffers) serves both the player-facing results (`playSpin`, `evaluateStops`, bigint money)
 * and the RTP bench (`playRoundUnits`, no allocation): the bench measures exactly the code that pays.
 *
 * Rules:
 * - Stops: one float per reel, left to right: stop = floor(float × strip length). A spin's window shows
 *   rows stop, stop+1, stop+2 of each strip (cyclic).
 * - Line wins pay left to right from the leftmost reel, only the highest win per line: the first
 *   non-wild symbol with the wilds around it, or the leading wilds alone when they pay more. Wilds
 *   never stand in for the scatter, and a scatter ends a run.
 * - Scatters pay anywhere (multiples of the total bet) and 3+ award free spins, again during free
 *   spins (retrigger). Free spins use the same reels and line bet, every win × the title's multiplier.
 *   At most MAX_FREE_SPINS_PER_ROUND free spins are played per paid spin; awards beyond are dropped.
 * - Money: every pay is a whole multiple of the line bet ("units"): line pays directly, scatter pays
 *   × the number of lines. A round's win = units × line bet, in bigint minor units.
 */
import { DomainError } from '../errors.ts';
import { randomInt, type FloatSource } from '../fairness.ts';
import { REEL_COUNT, ROW_COUNT, validateTitle, type SlotTitle } from './slot-title.ts';

export const MAX_FREE_SPINS_PER_ROUND = 500;

const GRID_CELLS = REEL_COUNT * ROW_COUNT;
/** Pay arrays are indexed by count 0..5; counts above 5 (impossible on valid strips) clamp to 5. */
const COUNT_SLOTS = REEL_COUNT + 1;

export interface CompiledSlot {
  title: SlotTitle;
  symbolIds: string[];
  wild: number;
  scatter: number;
  lineCount: number;
  stripLengths: Int32Array;
  /** Each strip followed by its first ROW_COUNT - 1 symbols, so a window never wraps. */
  strips: Int32Array[];
  /** For line l and reel r, the grid cell (row × REEL_COUNT + r) at lineCells[l × REEL_COUNT + r]. */
  lineCells: Int32Array;
  /** Line pay in units for symbol s and run length n at pays[s × COUNT_SLOTS + n]. */
  pays: Int32Array;
  /** Scatter pay in units (total-bet multiple × lines) by scatter count. */
  scatterUnits: Int32Array;
  /** Free spins awarded by scatter count. */
  awards: Int32Array;
  multiplier: number;
  // Scratch state of the last evaluated spin (the engine is synchronous, so one set per title).
  stops: Int32Array;
  grid: Int32Array;
  lineUnits: Int32Array;
  lineSymbol: Int32Array;
  lineRun: Int32Array;
  scatterCount: number;
  runSymbol: number;
  runCount: number;
}

const compiledTitles = new WeakMap<SlotTitle, CompiledSlot>();

export function compileTitle(title: SlotTitle): CompiledSlot {
  const cached = compiledTitles.get(title);
  if (cached) return cached;
  validateTitle(title);
  const symbolIds = title.symbols.map((s) => s.id);
  const index = new Map(symbolIds.map((id, i) => [id, i]));
  const at = (id: string) => index.get(id)!;
  const lineCount = title.lines.length;
  const pays = new Int32Array(symbolIds.length * COUNT_SLOTS);
  for (const [symbol, byCount] of Object.entries(title.paytable)) {
    const base = at(symbol) * COUNT_SLOTS;
    pays[base + 3] = byCount[3];
    pays[base + 4] = byCount[4];
    pays[base + 5] = byCount[5];
  }
  const scatterUnits = new Int32Array(GRID_CELLS + 1);
  const awards = new Int32Array(GRID_CELLS + 1);
  for (let count = 3; count <= GRID_CELLS; count++) {
    const key = Math.min(count, 5) as 3 | 4 | 5;
    scatterUnits[count] = title.scatterPays[key] * lineCount;
    awards[count] = title.freeSpins[key];
  }
  const lineCells = new Int32Array(lineCount * REEL_COUNT);
  title.lines.forEach((rows, l) =>
    rows.forEach((row, r) => (lineCells[l * REEL_COUNT + r] = row * REEL_COUNT + r)),
  );
  const compiled: CompiledSlot = {
    title,
    symbolIds,
    wild: at(title.wild),
    scatter: at(title.scatter),
    lineCount,
    stripLengths: Int32Array.from(title.reels.map((strip) => strip.length)),
    strips: title.reels.map((strip) =>
      Int32Array.from([...strip, ...strip.slice(0, ROW_COUNT - 1)].map((symbol) => at(symbol))),
    ),
    lineCells,
    pays,
    scatterUnits,
    awards,
    multiplier: title.freeSpinMultiplier,
    stops: new Int32Array(REEL_COUNT),
    grid: new Int32Array(GRID_CELLS),
    lineUnits: new Int32Array(lineCount),
    lineSymbol: new Int32Array(lineCount),
    lineRun: new Int32Array(lineCount),
    scatterCount: 0,
    runSymbol: -1,
    runCount: 0,
  };
  compiledTitles.set(title, compiled);
  return compiled;
}

/**
 * The pay in units of one line: the symbols at grid[cells[base]] … grid[cells[base + 4]] (reels left
 * to right), leaving the paying symbol and run length in c.runSymbol / c.runCount (-1 / 0 when
 * nothing pays). Reads only as far as the run goes. Used by the engine and by the exact RTP maths.
 */
export function evaluateLineUnits(
  c: CompiledSlot,
  grid: Int32Array,
  cells: Int32Array,
  base: number,
): number {
  const wild = c.wild;
  let wilds = 0;
  while (wilds < REEL_COUNT && grid[cells[base + wilds]!] === wild) wilds++;
  const wildUnits = c.pays[wild * COUNT_SLOTS + wilds]!;
  let symbolUnits = 0;
  let symbol = -1;
  let run = 0;
  if (wilds < REEL_COUNT) {
    symbol = grid[cells[base + wilds]!]!;
    if (symbol !== c.scatter) {
      run = wilds + 1;
      while (run < REEL_COUNT) {
        const next = grid[cells[base + run]!];
        if (next !== symbol && next !== wild) break;
        run++;
      }
      symbolUnits = c.pays[symbol * COUNT_SLOTS + run]!;
    }
  }
  if (symbolUnits > 0 && symbolUnits >= wildUnits) {
    c.runSymbol = symbol;
    c.runCount = run;
    return symbolUnits;
  }
  if (wildUnits > 0) {
    c.runSymbol = wild;
    c.runCount = wilds;
    return wildUnits;
  }
  c.runSymbol = -1;
  c.runCount = 0;
  return 0;
}

/** Fills the grid from c.stops and evaluates every line and the scatters; returns the spin's units. */
export function evaluateGridUnits(c: CompiledSlot): number {
  const grid = c.grid;
  for (let r = 0; r < REEL_COUNT; r++) {
    const strip = c.strips[r]!;
    const stop = c.stops[r]!;
    for (let row = 0; row < ROW_COUNT; row++) grid[row * REEL_COUNT + r] = strip[stop + row]!;
  }
  let units = 0;
  const cells = c.lineCells;
  for (let l = 0; l < c.lineCount; l++) {
    const lineUnits = evaluateLineUnits(c, grid, cells, l * REEL_COUNT);
    c.lineUnits[l] = lineUnits;
    c.lineSymbol[l] = c.runSymbol;
    c.lineRun[l] = c.runCount;
    units += lineUnits;
  }
  let scatters = 0;
  for (let i = 0; i < GRID_CELLS; i++) if (grid[i] === c.scatter) scatters++;
  c.scatterCount = scatters;
  return units + c.scatterUnits[scatters]!;
}

/** One float per reel, left to right: stop = randomInt(next, strip length). */
function drawStops(c: CompiledSlot, next: FloatSource) {
  for (let r = 0; r < REEL_COUNT; r++) c.stops[r] = randomInt(next, c.stripLengths[r]!);
}

/**
 * Called after each evaluated spin of a round (base first, then each free spin) with the scratch
 * state filled, the multiplier applied to it and the free spins it actually granted.
 */
export type SpinObserver = (c: CompiledSlot, multiplier: number, freeSpinsGranted: number) => void;

/**
 * Plays one paid spin and all its free spins; returns the round's win in units of the line bet.
 * The single implementation of a round: `playSpin` observes it, the RTP bench sums it.
 */
export function playRoundUnits(c: CompiledSlot, next: FloatSource, observe?: SpinObserver): number {
  drawStops(c, next);
  let total = evaluateGridUnits(c);
  let remaining = Math.min(c.awards[c.scatterCount]!, MAX_FREE_SPINS_PER_ROUND);
  observe?.(c, 1, remaining);
  let played = 0;
  while (remaining > 0) {
    remaining--;
    played++;
    drawStops(c, next);
    total += evaluateGridUnits(c) * c.multiplier;
    const granted = Math.min(c.awards[c.scatterCount]!, MAX_FREE_SPINS_PER_ROUND - played - remaining);
    remaining += granted;
    observe?.(c, c.multiplier, granted);
  }
  return total;
}

export interface SlotLineWin {
  /** 0-based index into title.lines; the win covers the first `count` reels of that line. */
  line: number;
  symbol: string;
  count: number;
  winMinor: bigint;
}

export interface SpinEvaluation {
  stops: number[];
  /** grid[row][reel] symbol ids, 3 rows × 5 reels. */
  grid: string[][];
  lineWins: SlotLineWin[];
  scatter: { count: number; winMinor: bigint; freeSpinsAwarded: number };
  /** 1 in the base game, the title's multiplier in free spins (already applied to the wins). */
  multiplier: number;
  totalWinMinor: bigint;
}

export interface SlotRoundResult {
  code: string;
  lineBetMinor: bigint;
  totalBetMinor: bigint;
  /** Stops of the paid spin (free spins carry their own). */
  stops: number[];
  base: SpinEvaluation;
  freeSpins: SpinEvaluation[];
  freeSpinsAwarded: number;
  totalWinMinor: bigint;
}

function snapshot(
  c: CompiledSlot,
  lineBetMinor: bigint,
  multiplier: number,
  granted: number,
): SpinEvaluation {
  const factor = lineBetMinor * BigInt(multiplier);
  const grid = Array.from({ length: ROW_COUNT }, (_, row) =>
    Array.from({ length: REEL_COUNT }, (_, r) => c.symbolIds[c.grid[row * REEL_COUNT + r]!]!),
  );
  const lineWins: SlotLineWin[] = [];
  let units = 0;
  for (let l = 0; l < c.lineCount; l++) {
    const lineUnits = c.lineUnits[l]!;
    if (lineUnits === 0) continue;
    units += lineUnits;
    lineWins.push({
      line: l,
      symbol: c.symbolIds[c.lineSymbol[l]!]!,
      count: c.lineRun[l]!,
      winMinor: BigInt(lineUnits) * factor,
    });
  }
  const scatterUnits = c.scatterUnits[c.scatterCount]!;
  units += scatterUnits;
  return {
    stops: Array.from(c.stops),
    grid,
    lineWins,
    scatter: { count: c.scatterCount, winMinor: BigInt(scatterUnits) * factor, freeSpinsAwarded: granted },
    multiplier,
    totalWinMinor: BigInt(units) * factor,
  };
}

/** The line bet of a total bet; refuses a total that is not a positive multiple of the line count. */
export function lineBetOf(title: SlotTitle, totalBetMinor: bigint): bigint {
  if (typeof totalBetMinor !== 'bigint' || totalBetMinor <= 0n)
    throw new DomainError('INVALID_BET', 'The total bet must be a positive whole number of minor units.');
  const lines = BigInt(title.lines.length);
  if (totalBetMinor % lines !== 0n)
    throw new DomainError(
      'BET_NOT_DIVISIBLE',
      `The total bet of ${title.code} must be a multiple of its ${title.lines.length} lines.`,
    );
  return totalBetMinor / lines;
}

/** Evaluates one spin on the given stops (hand-built stops in tests, recorded stops in the verifier). */
export function evaluateStops(
  title: SlotTitle,
  stops: readonly number[],
  lineBetMinor: bigint,
  multiplier = 1,
): SpinEvaluation {
  const c = compileTitle(title);
  if (typeof lineBetMinor !== 'bigint' || lineBetMinor < 0n)
    throw new DomainError('INVALID_BET', 'The line bet must be a non-negative whole number of minor units.');
  if (stops.length !== REEL_COUNT)
    throw new DomainError('INVALID_COUNT', `A spin needs ${REEL_COUNT} stops.`);
  stops.forEach((stop, r) => {
    if (!Number.isSafeInteger(stop) || stop < 0 || stop >= c.stripLengths[r]!)
      throw new DomainError('INVALID_COUNT', `Stop ${stop} is off reel ${r + 1}.`);
    c.stops[r] = stop;
  });
  evaluateGridUnits(c);
  return snapshot(c, lineBetMinor, multiplier, c.awards[c.scatterCount]!);
}

/** One paid spin with all its free spins played out, drawing stops from `next`. */
export function playSpin(title: SlotTitle, totalBetMinor: bigint, next: FloatSource): SlotRoundResult {
  const lineBetMinor = lineBetOf(title, totalBetMinor);
  const c = compileTitle(title);
  const spins: SpinEvaluation[] = [];
  const units = playRoundUnits(c, next, (compiled, multiplier, granted) =>
    spins.push(snapshot(compiled, lineBetMinor, multiplier, granted)),
  );
  const [base, ...freeSpins] = spins;
  return {
    code: title.code,
    lineBetMinor,
    totalBetMinor,
    stops: base!.stops,
    base: base!,
    freeSpins,
    freeSpinsAwarded: spins.reduce((sum, spin) => sum + spin.scatter.freeSpinsAwarded, 0),
    totalWinMinor: BigInt(units) * lineBetMinor,
  };
}
