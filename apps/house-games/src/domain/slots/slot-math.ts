/**
 * Exact return to player of a slot title, from its strips alone (no simulation):
 * - every reel stop is equally likely, so the symbol any one row shows on reel r follows the symbol
 *   frequencies of strip r; a line's expected pay is the sum over all symbol 5-tuples of the product
 *   of those frequencies × the engine's own line evaluation. Lines are correlated but expectation is
 *   linear, so the line part of the RTP is that one expectation (each line costs one line bet);
 * - the scatter count is the sum of independent per-reel window counts (convolution);
 * - with a = expected free spins awarded per spin and m the multiplier, a paid spin plays on average
 *   a / (1 − a) free spins (branching process), so RTP = v × (1 + m·a / (1 − a)) where v is the RTP
 *   of a single spin. The MAX_FREE_SPINS_PER_ROUND cap is ignored (its effect is below 1e-12 here).
 */
import { compileTitle, evaluateLineUnits } from './slot-engine.ts';
import { REEL_COUNT, ROW_COUNT, type SlotTitle } from './slot-title.ts';

export interface SlotMath {
  /** Expected return of one spin's lines, in total bets. */
  lineRtp: number;
  /** Expected scatter pay of one spin, in total bets. */
  scatterRtp: number;
  /** Probability that one spin awards free spins. */
  freeSpinTriggerProbability: number;
  /** Expected free spins awarded per spin (a). */
  freeSpinsPerSpin: number;
  /** Expected free spins per paid spin, retriggers included: a / (1 − a). */
  freeSpinsPerPaidSpin: number;
  /** Share of the RTP paid during free spins. */
  freeSpinShare: number;
  /** Probability that a single spin's lines pay anything. */
  lineHitProbability: number;
  rtp: number;
}

export function slotMath(title: SlotTitle): SlotMath {
  const c = compileTitle(title);
  const symbolCount = c.symbolIds.length;
  // frequencies[r][s]: share of strip r showing symbol s, listed sparsely for the enumeration.
  const present = c.strips.map((strip, r) => {
    const length = c.stripLengths[r]!;
    const counts = new Float64Array(symbolCount);
    for (let i = 0; i < length; i++) counts[strip[i]!]! += 1;
    const list: Array<[symbol: number, p: number]> = [];
    counts.forEach((count, s) => count > 0 && list.push([s, count / length]));
    return list;
  });

  let lineRtp = 0;
  let lineHit = 0;
  // One line over a 5-cell grid: cell r holds reel r's symbol.
  const line = new Int32Array(REEL_COUNT);
  const cells = Int32Array.from({ length: REEL_COUNT }, (_, r) => r);
  const walk = (reel: number, probability: number) => {
    if (reel === REEL_COUNT) {
      const units = evaluateLineUnits(c, line, cells, 0);
      lineRtp += probability * units;
      if (units > 0) lineHit += probability;
      return;
    }
    for (const [symbol, p] of present[reel]!) {
      line[reel] = symbol;
      walk(reel + 1, probability * p);
    }
  };
  walk(0, 1);

  // P(count of scatters = k) over the grid: per-reel window distributions, convolved.
  let distribution = [1];
  c.strips.forEach((strip, r) => {
    const length = c.stripLengths[r]!;
    const perReel = new Array<number>(ROW_COUNT + 1).fill(0);
    for (let stop = 0; stop < length; stop++) {
      let k = 0;
      for (let row = 0; row < ROW_COUNT; row++) if (strip[stop + row] === c.scatter) k++;
      perReel[k]! += 1 / length;
    }
    const next = new Array<number>(distribution.length + ROW_COUNT).fill(0);
    distribution.forEach((p, i) => perReel.forEach((q, k) => (next[i + k]! += p * q)));
    distribution = next;
  });
  let scatterUnits = 0;
  let freeSpinsPerSpin = 0;
  let trigger = 0;
  distribution.forEach((p, k) => {
    scatterUnits += p * c.scatterUnits[k]!;
    freeSpinsPerSpin += p * c.awards[k]!;
    if (c.awards[k]! > 0) trigger += p;
  });
  const scatterRtp = scatterUnits / c.lineCount;
  const single = lineRtp + scatterRtp;
  const freeSpinsPerPaidSpin = freeSpinsPerSpin / (1 - freeSpinsPerSpin);
  const rtp = single * (1 + c.multiplier * freeSpinsPerPaidSpin);
  return {
    lineRtp,
    scatterRtp,
    freeSpinTriggerProbability: trigger,
    freeSpinsPerSpin,
    freeSpinsPerPaidSpin,
    freeSpinShare: (rtp - single) / rtp,
    lineHitProbability: lineHit,
    rtp,
  };
}
