import { describe, expect, it } from 'vitest';
import { createFloatStream } from '../fairness.ts';
import { evaluateStops, playSpin } from '../slots/slot-engine.ts';
import { slotMath } from '../slots/slot-math.ts';
import { validateTitle } from '../slots/slot-title.ts';
import { getSlotTitle, SLOT_TITLE_CODES, SLOT_TITLES } from '../slots/slot-titles.ts';

const CODES = [
  'house-dragon-fortune',
  'house-golden-temple',
  'house-ocean-pearls',
  'house-neon-nights',
  'house-jungle-gems',
  'house-pharaoh-gold',
  'house-sakura-wilds',
  'house-lucky-lanterns',
  'house-reef-hunter',
];

describe('the HOUSE slot titles', () => {
  it('are exactly the nine catalogue codes', () => {
    expect([...SLOT_TITLE_CODES].sort()).toEqual([...CODES].sort());
    expect(Object.keys(SLOT_TITLES).sort()).toEqual([...CODES].sort());
    expect(() => getSlotTitle('house-baccarat')).toThrow(expect.objectContaining({ code: 'UNKNOWN_GAME' }));
  });

  it.each(CODES)('%s is a valid 5×3, 25-line title with a label and emoji for every symbol', (code) => {
    const title = SLOT_TITLES[code]!;
    expect(() => validateTitle(title)).not.toThrow();
    expect(title.lines).toHaveLength(25);
    expect(title.reels).toHaveLength(5);
    expect(title.rows).toBe(3);
    for (const s of title.symbols) expect(s.label.length * s.emoji.length).toBeGreaterThan(0);
    expect(title.symbols.filter((s) => s.kind === 'wild').map((s) => s.id)).toEqual([title.wild]);
    expect(title.symbols.filter((s) => s.kind === 'scatter').map((s) => s.id)).toEqual([title.scatter]);
  });

  it.each(CODES)('%s has an exact RTP on its declared 96.00 %%', (code) => {
    const title = SLOT_TITLES[code]!;
    expect(title.declaredRtp).toBe(0.96);
    const math = slotMath(title);
    expect(Math.abs(math.rtp - title.declaredRtp)).toBeLessThan(0.0001);
    // Free spins matter but do not carry the game; the lines pay most of it.
    expect(math.freeSpinShare).toBeGreaterThan(0.05);
    expect(math.freeSpinShare).toBeLessThan(0.3);
  });

  it('the 25 lines are distinct', () => {
    const lines = SLOT_TITLES['house-dragon-fortune']!.lines.map((l) => l.join(''));
    expect(new Set(lines).size).toBe(25);
  });

  it('pays a hand-picked middle-row run on a real title', () => {
    const title = SLOT_TITLES['house-dragon-fortune']!;
    // For each reel, a stop whose middle row shows the tiger (rows show strip[stop], [stop+1], [stop+2]).
    const stopShowing = (reel: number, symbol: string, row: number) => {
      const strip = title.reels[reel]!;
      const at = strip.indexOf(symbol);
      return (at - row + strip.length) % strip.length;
    };
    const stops = [0, 1, 2].map((r) => stopShowing(r, 'tiger', 1));
    // Reels 4 and 5 show something that is neither tiger nor wild in the middle.
    for (const r of [3, 4]) stops.push(stopShowing(r, 'beads', 1));
    const spin = evaluateStops(title, stops, 1n);
    expect(spin.grid[1]!.slice(0, 3)).toEqual(['tiger', 'tiger', 'tiger']);
    expect(spin.lineWins).toContainEqual({ line: 0, symbol: 'tiger', count: 3, winMinor: 30n });
  });

  it('every title plays a spin from the fairness stream', () => {
    for (const code of CODES) {
      const round = playSpin(SLOT_TITLES[code]!, 100n, createFloatStream('server-seed', 'client', 1));
      expect(round.code).toBe(code);
      expect(round.base.grid).toHaveLength(3);
      expect(round.totalWinMinor % 4n).toBe(0n);
    }
  });
});
