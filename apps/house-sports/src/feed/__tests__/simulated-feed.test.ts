import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ODDS, MIN_ODDS, offeredSelections, PRICE_BAND, SPORTS, type Sport } from '../../domain/index.ts';
import { bandedPrices } from '../pricing.ts';
import { createSimulatedFeed, seededRandom } from '../simulated-feed.ts';
import type { EventStatus, FeedMessage } from '../sports-feed.ts';

/** A market's book (its implied probabilities summed) in thousandths, as the price band reads it. */
const bookPermille = (odds: readonly number[]) => odds.reduce((sum, o) => sum + 1_000_000 / o, 0);

/**
 * What a subscriber of the feed knows (the price board's view): every selection's last price and
 * every event's status, built only from the messages.
 */
function mirror() {
  const markets = new Map<string, { eventId: string; selections: string[] }>();
  const prices = new Map<string, number>();
  const status = new Map<string, EventStatus>();
  let goals = 0;
  const listen = (m: FeedMessage) => {
    if (m.type === 'fixture') {
      status.set(m.event.id, m.event.status);
      for (const market of m.event.markets) {
        markets.set(market.id, { eventId: m.event.id, selections: market.selections.map((s) => s.id) });
        for (const s of market.selections) prices.set(s.id, s.odds);
      }
    } else if (m.type === 'prices') for (const c of m.changes) prices.set(c.selectionId, c.odds);
    else if (m.type === 'status') status.set(m.eventId, m.status);
    else if (m.type === 'score') goals++;
  };
  /** Markets of live and upcoming events whose book is out of the band: [market, book]. */
  const outOfBand = () => {
    const out: [string, number][] = [];
    for (const [id, market] of markets) {
      const s = status.get(market.eventId);
      if (s !== 'LIVE' && s !== 'UPCOMING') continue;
      const book = bookPermille(market.selections.map((sel) => prices.get(sel)!));
      if (book < PRICE_BAND.minBookPermille || book > PRICE_BAND.maxBookPermille) out.push([id, book]);
    }
    return out;
  };
  return { listen, outOfBand, goals: () => goals };
}

describe('a market priced together', () => {
  it('adds up to a book inside the band for any chances, margin and number of selections', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1e-6, max: 1, noNaN: true }), { minLength: 2, maxLength: 17 }),
        fc.integer({ min: 0, max: 120 }),
        (chances, margin) => {
          const odds = bandedPrices(chances, margin);
          expect(odds.every((o) => Number.isInteger(o) && o >= MIN_ODDS && o <= MAX_ODDS)).toBe(true);
          const book = bookPermille(odds);
          expect(book).toBeGreaterThanOrEqual(PRICE_BAND.minBookPermille);
          expect(book).toBeLessThanOrEqual(PRICE_BAND.maxBookPermille);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps an all-but-certain favourite at 1.01 offered and caps its outsiders where the band suspends them', () => {
    const odds = bandedPrices([0.9995, 0.0004, 0.0001], 50);
    expect(odds[0]).toBe(MIN_ODDS);
    expect(bookPermille(odds)).toBeGreaterThanOrEqual(1_000);
    expect(offeredSelections(odds)).toEqual([true, false, false]);
  });
});

describe('the simulated feed’s prices', () => {
  // Each sport on its own: a run is whole matches of it (goals, kills, maps, late prices), ticked per second.
  it.each(SPORTS)(
    'keeps every %s market’s book inside the price band after every tick, through scores and late in matches',
    (sport: Sport) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 10_000 }),
          fc.integer({ min: 0, max: 2 ** 31 }),
          fc.constantFrom(0, 1),
          (slot, seed, suspendRate) => {
            // 90-second matches, a new one every minute: each run sees whole matches, scores and ends.
            let now = 1_700_000_000_000 + slot * 60_000;
            const feed = createSimulatedFeed({
              nowMs: () => now,
              sports: [sport],
              startEveryMs: 60_000,
              durationMs: 90_000,
              horizonMs: 60_000,
              keepEndedMs: 5_000,
              tickMs: 3_600_000,
              suspendRate,
              correctionRate: 0,
              random: seededRandom(`jitter-${seed}`),
            });
            const seen = mirror();
            feed.start(seen.listen);
            try {
              expect(seen.outOfBand()).toEqual([]);
              for (let second = 0; second < 180; second++) {
                now += 1_000;
                feed.tick();
                const out = seen.outOfBand();
                if (out.length > 0)
                  throw new Error(
                    `${sport} at +${second + 1}s: ${JSON.stringify(out.slice(0, 3))} out of band`,
                  );
              }
            } finally {
              feed.stop();
            }
            // The run went through live play with scores.
            expect(seen.goals()).toBeGreaterThan(0);
          },
        ),
        { numRuns: 4 },
      );
    },
    60_000,
  );
});
