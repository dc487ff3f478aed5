/**
 * Design tool: retunes a slot title's reel counts until its exact RTP (slotMath) sits on the
 * declared value, then prints the new `reelCounts` to paste into slot-titles.ts.
 *
 *   npx tsx bench/rtp/tune-reels.ts house-dragon-fortune [more codes…]   (TARGET_RTP=0.96, TOLERANCE=0.00005)
 *
 * Greedy descent over ±1 changes of one symbol on one reel, then ±1 pairs (one symbol up, another
 * down) for the last hundredths. Scatter counts stay as designed (they set the free-spin frequency),
 * wilds stay off a reel that has none, every other symbol keeps 1–MAX_COUNT copies and every strip
 * MIN_LENGTH–MAX_LENGTH stops.
 */
import {
  buildTitle,
  SLOT_TITLE_DESIGNS,
  type SlotTitleDesign,
} from '../../apps/house-games/src/domain/slots/slot-titles.ts';
import { slotMath } from '../../apps/house-games/src/domain/slots/slot-math.ts';

const TARGET = Number(process.env.TARGET_RTP ?? 0.96);
const TOLERANCE = Number(process.env.TOLERANCE ?? 0.00005);
const MAX_COUNT = 9;
const MAX_WILDS = 4;
const MIN_LENGTH = 28;
const MAX_LENGTH = 50;

type Counts = SlotTitleDesign['reelCounts'];

const rtpOf = (design: SlotTitleDesign, counts: Counts) => {
  try {
    return slotMath(buildTitle({ ...design, reelCounts: counts })).rtp;
  } catch {
    return Number.NaN; // e.g. two scatters in one window after a change
  }
};

function moves(design: SlotTitleDesign, counts: Counts) {
  const wild = design.symbols.find((s) => s.kind === 'wild')!.id;
  const scatter = design.symbols.find((s) => s.kind === 'scatter')!.id;
  const out: Array<{ symbol: string; reel: number; delta: number }> = [];
  for (const s of design.symbols) {
    if (s.id === scatter) continue;
    for (let reel = 0; reel < 5; reel++) {
      const now = counts[s.id]![reel]!;
      if (s.id === wild && design.reelCounts[wild]![reel] === 0) continue;
      const max = s.id === wild ? MAX_WILDS : MAX_COUNT;
      if (now < max) out.push({ symbol: s.id, reel, delta: 1 });
      if (now > 1) out.push({ symbol: s.id, reel, delta: -1 });
    }
  }
  return out;
}

function apply(
  counts: Counts,
  changes: Array<{ symbol: string; reel: number; delta: number }>,
): Counts | null {
  const next = structuredClone(counts);
  for (const { symbol, reel, delta } of changes) next[symbol]![reel]! += delta;
  for (let reel = 0; reel < 5; reel++) {
    const length = Object.values(next).reduce((sum, perReel) => sum + perReel[reel]!, 0);
    if (length < MIN_LENGTH || length > MAX_LENGTH) return null;
  }
  return next;
}

function tune(design: SlotTitleDesign): Counts {
  let counts = structuredClone(design.reelCounts);
  let rtp = rtpOf(design, counts);
  for (let step = 0; step < 400 && Math.abs(rtp - TARGET) > TOLERANCE; step++) {
    let best: { counts: Counts; rtp: number } | null = null;
    const single = moves(design, counts);
    const candidates: Array<Array<(typeof single)[number]>> = single.map((m) => [m]);
    // Pairs only near the target, where single steps are too coarse.
    if (Math.abs(rtp - TARGET) < 0.01)
      for (const up of single.filter((m) => m.delta > 0))
        for (const down of single.filter((m) => m.delta < 0 && m.reel === up.reel))
          candidates.push([up, down]);
    for (const changes of candidates) {
      const next = apply(counts, changes);
      if (!next) continue;
      const value = rtpOf(design, next);
      if (Number.isNaN(value)) continue;
      if (!best || Math.abs(value - TARGET) < Math.abs(best.rtp - TARGET))
        best = { counts: next, rtp: value };
    }
    if (!best || Math.abs(best.rtp - TARGET) >= Math.abs(rtp - TARGET)) break;
    counts = best.counts;
    rtp = best.rtp;
    console.error(`${design.code} step ${step}: ${(rtp * 100).toFixed(4)} %`);
  }
  console.error(`${design.code}: ${(rtp * 100).toFixed(4)} % (target ${(TARGET * 100).toFixed(2)} %)`);
  return counts;
}

const codes = process.argv.slice(2);
for (const design of SLOT_TITLE_DESIGNS.filter((d) => codes.length === 0 || codes.includes(d.code))) {
  const counts = tune(design);
  const lines = Object.entries(counts).map(
    ([id, perReel]) => `      ${JSON.stringify(id)}: [${perReel.join(', ')}],`,
  );
  console.log(`// ${design.code}\n    reelCounts: {\n${lines.join('\n')}\n    },`);
}
