import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertResultShape,
  bettingState,
  checkLiability,
  dealResult,
  elottDrawsBetween,
  realDrawsOn,
  seedHash,
  verifyDraw,
  type ResultShape,
} from '../index.ts';

describe('ELOTT fairness', () => {
  it('deals a well-formed result that the verifier recomputes from the revealed seed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ResultShape>('VN_NORTH', 'VN_PROVINCIAL', 'TH_GOV', 'MY_4D'),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 30 }),
        (shape, seed, drawId) => {
          const result = dealResult(shape, seed, drawId);
          assertResultShape(shape, result);
          const verified = verifyDraw({
            shape,
            drawId,
            serverSeed: seed,
            serverSeedHash: seedHash(seed),
            result,
          });
          expect(verified.verified).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses another seed, another draw, or an altered result', () => {
    const result = dealResult('VN_NORTH', 'seed-a', 'ELOTT1-202611271200');
    expect(
      verifyDraw({
        shape: 'VN_NORTH',
        drawId: 'ELOTT1-202611271200',
        serverSeed: 'seed-b',
        serverSeedHash: seedHash('seed-a'),
        result,
      }).verified,
    ).toBe(false);
    expect(
      verifyDraw({
        shape: 'VN_NORTH',
        drawId: 'ELOTT1-202611271201',
        serverSeed: 'seed-a',
        serverSeedHash: seedHash('seed-a'),
        result,
      }).verified,
    ).toBe(false);
    const altered = { ...result, DB: ['00000'] };
    expect(
      verifyDraw({
        shape: 'VN_NORTH',
        drawId: 'ELOTT1-202611271200',
        serverSeed: 'seed-a',
        serverSeedHash: seedHash('seed-a'),
        result: altered,
      }).resultMatches,
    ).toBe(false);
  });

  it('is the published algorithm (pinned vector)', () => {
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const a = dealResult('VN_NORTH', 'abc', 'd1');
    expect(dealResult('VN_NORTH', 'abc', 'd1')).toEqual(a);
    expect(Object.values(a).flat()).toHaveLength(27);
  });
});

describe('schedule', () => {
  it('Friday 2026-11-27: north 18:15, central 17:15 (Gia Lai, Ninh Thuận), south 16:15 (Vĩnh Long, Bình Dương, Trà Vinh) in Vietnam', () => {
    const draws = realDrawsOn('2026-11-27');
    const north = draws.find((d) => d.market === 'VN_NORTH')!;
    expect(new Date(north.drawAtMs).toISOString()).toBe('2026-11-27T11:15:00.000Z');
    expect(new Date(north.closesAtMs).toISOString()).toBe('2026-11-27T11:00:00.000Z');
    expect(north.provinceName).toBe('Hải Phòng');
    expect(draws.filter((d) => d.market === 'VN_CENTRAL').map((d) => d.provinceCode)).toEqual(['GL', 'NT']);
    expect(draws.filter((d) => d.market === 'VN_SOUTH').map((d) => d.provinceCode)).toEqual([
      'VL',
      'BD',
      'TV',
    ]);
    expect(new Date(draws.find((d) => d.market === 'VN_SOUTH')!.drawAtMs).toISOString()).toBe(
      '2026-11-27T09:15:00.000Z',
    );
    expect(draws.some((d) => d.market === 'TH_GOV')).toBe(false);
  });
  it('Thai on the 1st and 16th at 16:00 Bangkok; 4D on Wed, Sat, Sun 19:00 Kuala Lumpur', () => {
    const thai = realDrawsOn('2026-12-01').find((d) => d.market === 'TH_GOV')!;
    expect(new Date(thai.drawAtMs).toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(realDrawsOn('2026-12-16').some((d) => d.market === 'TH_GOV')).toBe(true);
    const my = realDrawsOn('2026-11-28').find((d) => d.market === 'MY_4D')!;
    expect(new Date(my.drawAtMs).toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(realDrawsOn('2026-11-27').some((d) => d.market === 'MY_4D')).toBe(false);
  });
  it('ELOTT draws every 1, 3 and 5 minutes, closing 5 s before', () => {
    const from = Date.parse('2026-11-27T12:00:00Z');
    expect(elottDrawsBetween(1, from, from + 10 * 60_000)).toHaveLength(10);
    expect(elottDrawsBetween(3, from, from + 15 * 60_000)).toHaveLength(5);
    const five = elottDrawsBetween(5, from, from + 5 * 60_000)[0]!;
    expect(five.drawId).toBe('ELOTT5-202611271200');
    expect(bettingState(five, five.closesAtMs - 1)).toBe('OPEN');
    expect(bettingState(five, five.closesAtMs)).toBe('CLOSED');
  });
});

describe('liability', () => {
  it('refuses a ticket that would take a number over the limit and says what is left', () => {
    expect(checkLiability(900n, 100n, 1_000n)).toEqual({ ok: true });
    expect(checkLiability(950n, 100n, 1_000n)).toEqual({ ok: false, availableMinor: 50n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (current, add, limit) => {
          const verdict = checkLiability(current, add, limit);
          expect(verdict.ok).toBe(current + add <= limit);
        },
      ),
    );
  });
});
