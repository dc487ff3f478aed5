import { describe, expect, it } from 'vitest';
import { MAX_ODDS, MIN_ODDS } from '../odds.ts';
import { offeredSelections, PRICE_BAND } from '../price-band.ts';

describe('the sane price band', () => {
  it('offers a market whose prices add up to a book with a margin', () => {
    expect(offeredSelections([2000, 3400, 3800])).toEqual([true, true, true]);
    expect(offeredSelections([1900, 1950])).toEqual([true, true]);
    // The band's edges are in: 50.00 exactly, a book of exactly 1.000 and of 1.300.
    expect(offeredSelections([50_000, 1020])).toEqual([true, true]);
    expect(offeredSelections([2000, 2000])).toEqual([true, true]);
    expect(offeredSelections([1539, 1539])).toEqual([true, true]);
    expect(offeredSelections([1538, 1538])).toEqual([false, false]);
  });

  it('suspends a price above 50.00 and keeps its market’s sane prices', () => {
    // A correct-score market: the long shots go, the rest stays.
    expect(offeredSelections([7_000, 6_500, 9_000, 60_000, 120_000, 1_700])).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
  });

  it('suspends a whole market run away late in a match: 1.01 against 1000.00 pays more than certainty', () => {
    expect(offeredSelections([MIN_ODDS, MAX_ODDS])).toEqual([false, false]);
    expect(offeredSelections([1020, 991_950])).toEqual([false, false]);
    // 3–0 in the 73rd minute: the home win at 1.04 is a price (the book still adds up), 206.16 is not.
    expect(offeredSelections([1040, 25_910, 206_160])).toEqual([true, true, false]);
    // A book under 1.000 by a hair is out too (a sure profit for the player).
    expect(offeredSelections([2010, 2010])).toEqual([false, false]);
  });

  it('suspends a market whose prices add up to more than the highest margin (stale sides)', () => {
    expect(offeredSelections([1290, 1840])).toEqual([false, false]);
    expect(offeredSelections([1500, 1500])).toEqual([false, false]);
  });

  it('never offers a price of 1.00 or less, nor a broken number', () => {
    expect(offeredSelections([1000, 30_000])).toEqual([false, false]);
    expect(offeredSelections([Number.NaN, 1900])).toEqual([false, false]);
  });

  it('judges a single price by the highest price alone, and follows a configured band', () => {
    expect(offeredSelections([45_000])).toEqual([true]);
    expect(offeredSelections([55_000])).toEqual([false]);
    const strict = { ...PRICE_BAND, maxOdds: 10_000, maxBookPermille: 1_100 };
    expect(offeredSelections([12_000, 1_080], strict)).toEqual([false, true]);
    expect(offeredSelections([1_700, 1_700], strict)).toEqual([false, false]);
    expect(offeredSelections([1_900, 1_950], strict)).toEqual([true, true]);
  });
});
