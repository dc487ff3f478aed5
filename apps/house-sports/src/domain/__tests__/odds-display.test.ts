import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayOdds, MAX_ODDS, MIN_ODDS, ODDS_FORMATS, parseOdds, toDecimal } from '../index.ts';

const decimal = fc.integer({ min: MIN_ODDS, max: MAX_ODDS });
/** What the screen shows, back to the format's thousandths. */
const shown = (d: number, f: (typeof ODDS_FORMATS)[number]) => parseOdds(displayOdds(d, f))!;

describe('odds as the screens show them', () => {
  it('matches the books for the usual prices', () => {
    expect(displayOdds(1950, 'DECIMAL')).toBe('1.95');
    expect(displayOdds(1955, 'DECIMAL')).toBe('1.955');
    expect(displayOdds(1950, 'HONG_KONG')).toBe('0.95');
    expect(displayOdds(1950, 'MALAY')).toBe('0.95');
    expect(displayOdds(1950, 'INDONESIAN')).toBe('-1.053');
    expect(displayOdds(2500, 'MALAY')).toBe('-0.667');
    expect(displayOdds(2500, 'INDONESIAN')).toBe('1.50');
    expect(displayOdds(2000, 'MALAY')).toBe('1.00');
    expect(displayOdds(2000, 'INDONESIAN')).toBe('1.00');
  });

  it('decimal and Hong Kong are exact and one apart', () => {
    fc.assert(
      fc.property(decimal, (d) => {
        expect(shown(d, 'DECIMAL')).toBe(d);
        expect(shown(d, 'HONG_KONG')).toBe(d - 1000);
      }),
    );
  });

  it('Malay stays within −1..1 and Indonesian outside it, with the sign telling favourite from outsider', () => {
    fc.assert(
      fc.property(decimal, (d) => {
        const malay = shown(d, 'MALAY');
        const indo = shown(d, 'INDONESIAN');
        expect(Math.abs(malay)).toBeLessThanOrEqual(1000);
        expect(Math.abs(indo)).toBeGreaterThanOrEqual(1000);
        // Odds-on (below even money) is positive in Malay and negative in Indonesian, and the reverse above.
        if (d < 2000) expect([malay > 0, indo < 0]).toEqual([true, true]);
        if (d > 2000) expect([malay < 0, indo > 0]).toEqual([true, true]);
      }),
    );
  });

  it('every format converts back to the decimal price within the rounding of a thousandth', () => {
    // Prices a board shows (up to 50.00); beyond, −1/HK in thousandths is too coarse to say more.
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_ODDS, max: 50_000 }),
        fc.constantFrom(...ODDS_FORMATS),
        (d, format) => {
          const back = toDecimal(shown(d, format), format);
          // A format that shows 1/x (Malay above even money, Indonesian below) rounds x to m ± 0.0005,
          // m = min(HK, 1/HK); turned back, 1/m moves by at most 0.0005 / (m (m − 0.0005)), plus the
          // last thousandth's rounding. (The first bound, HK²/2, left out the second-order term: at
          // 19.349 Malay −0.054 reads back as 19.519, 169.5 thousandths off against 169 allowed.)
          const hk = (d - 1000) / 1000;
          const m = Math.min(hk, 1 / hk);
          const tolerance = Math.ceil((1000 * 0.0005) / (m * (m - 0.0005))) + 1;
          expect(Math.abs(back - d)).toBeLessThanOrEqual(tolerance);
        },
      ),
      { examples: [[19_349, 'MALAY']] },
    );
  });

  it('a higher decimal price never shows lower in the same format within one side of even money', () => {
    fc.assert(
      fc.property(decimal, decimal, fc.constantFrom(...ODDS_FORMATS), (a, b, format) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        if (lo <= 2000 !== hi <= 2000) return;
        expect(shown(hi, format)).toBeGreaterThanOrEqual(shown(lo, format));
      }),
    );
  });
});
