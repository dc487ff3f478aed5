import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateWagering,
  inPlacementOrder,
  weightedStake,
  type WagerGrant,
  type WagerRound,
} from '../domain/wagering.ts';

const T0 = Date.UTC(2026, 0, 1);
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH'] as const;
const GAMES = ['g1', 'g2', 'g3', 'g4'] as const;

const roundArb = fc.record({
  minute: fc.integer({ min: 0, max: 500 }),
  n: fc.integer({ min: 0, max: 1_000_000 }),
  gameCode: fc.constantFrom(...GAMES),
  category: fc.constantFrom(...CATEGORIES),
  stakeMinor: fc.bigInt({ min: 0n, max: 50_000n }),
  rolledBack: fc.boolean(),
  settled: fc.boolean(),
});

const toRounds = (
  raw: {
    minute: number;
    n: number;
    gameCode: string;
    category: string;
    stakeMinor: bigint;
    rolledBack: boolean;
    settled: boolean;
  }[],
): WagerRound[] => {
  const seen = new Set<string>();
  return raw
    .map((r) => ({
      key: `v:${r.n}`,
      placedAt: new Date(T0 + r.minute * 60_000),
      gameCode: r.gameCode,
      category: r.category,
      stakeMinor: r.stakeMinor,
      rolledBack: r.rolledBack,
      settled: r.settled,
    }))
    .filter((r) => (seen.has(r.key) ? false : (seen.add(r.key), true)));
};

const grantArb = fc.record({
  minute: fc.integer({ min: 0, max: 400 }),
  requirementMinor: fc.bigInt({ min: 1n, max: 200_000n }),
  weights: fc.record({
    RNG: fc.integer({ min: 0, max: 10_000 }),
    LIVE: fc.integer({ min: 0, max: 10_000 }),
    SPORTS: fc.integer({ min: 0, max: 10_000 }),
  }),
  excluded: fc.subarray([...GAMES], { maxLength: 2 }),
  maxBetMinor: fc.option(fc.bigInt({ min: 1n, max: 40_000n }), { nil: null }),
});

const toGrants = (
  raw: {
    minute: number;
    requirementMinor: bigint;
    weights: Record<string, number>;
    excluded: string[];
    maxBetMinor: bigint | null;
  }[],
): WagerGrant[] =>
  raw.map((g, i) => ({
    id: `g${String(i).padStart(3, '0')}`,
    createdAt: new Date(T0 + g.minute * 60_000),
    requirementMinor: g.requirementMinor,
    categoryWeightsBps: g.weights,
    excludedGameCodes: g.excluded,
    maxBetMinor: g.maxBetMinor,
  }));

const roundsArb = fc.array(roundArb, { maxLength: 60 }).map(toRounds);
const grantsArb = fc.array(grantArb, { minLength: 1, maxLength: 4 }).map(toGrants);

const byCreation = (grants: WagerGrant[]) =>
  [...grants].sort((a, b) => +a.createdAt - +b.createdAt || (a.id < b.id ? -1 : 1));

describe('wagering progress (computed, not counted)', () => {
  it('never exceeds the requirement nor the sum of the weighted stakes counted', () => {
    fc.assert(
      fc.property(grantsArb, roundsArb, (grants, rounds) => {
        const progress = allocateWagering(grants, rounds);
        let weightedTotal = 0n;
        for (const r of rounds) {
          let best = 0n;
          for (const g of grants) {
            const c = weightedStake(g, r).counted;
            if (c > best) best = c;
          }
          weightedTotal += best;
        }
        let total = 0n;
        for (const p of progress) {
          const g = grants.find((x) => x.id === p.grantId)!;
          expect(p.progressMinor).toBeGreaterThanOrEqual(0n);
          expect(p.progressMinor).toBeLessThanOrEqual(g.requirementMinor);
          expect(p.progressMinor + p.remainingMinor).toBe(g.requirementMinor);
          expect(p.complete).toBe(p.remainingMinor === 0n);
          total += p.progressMinor;
        }
        expect(total).toBeLessThanOrEqual(weightedTotal);
      }),
    );
  });

  it('fills grants in order: a later grant has progress only when every earlier one is complete', () => {
    fc.assert(
      fc.property(grantsArb, roundsArb, (grants, rounds) => {
        const progress = allocateWagering(grants, rounds);
        const order = byCreation(grants).map((g) => g.id);
        expect(progress.map((p) => p.grantId)).toEqual(order);
        for (let i = 1; i < progress.length; i++) {
          if (progress[i]!.progressMinor > 0n || progress[i]!.flagged.length > 0)
            for (let j = 0; j < i; j++) expect(progress[j]!.complete).toBe(true);
        }
      }),
    );
  });

  it('never counts a rolled-back or unsettled round', () => {
    fc.assert(
      fc.property(grantsArb, roundsArb, (grants, rounds) => {
        const live = rounds.filter((r) => r.settled && !r.rolledBack);
        const spoiled = rounds.map((r) =>
          r.settled && !r.rolledBack ? r : { ...r, stakeMinor: r.stakeMinor * 3n },
        );
        // Inflating every round that must not count changes nothing.
        expect(allocateWagering(grants, spoiled)).toEqual(allocateWagering(grants, rounds));
        expect(allocateWagering(grants, live)).toEqual(allocateWagering(grants, rounds));
      }),
    );
  });

  it('is monotone: adding rounds never lowers any grant’s progress', () => {
    fc.assert(
      fc.property(grantsArb, roundsArb, roundsArb, (grants, rounds, more) => {
        const keys = new Set(rounds.map((r) => r.key));
        const extra = more.filter((r) => !keys.has(r.key));
        const before = allocateWagering(grants, rounds);
        const after = allocateWagering(grants, [...rounds, ...extra]);
        for (let i = 0; i < before.length; i++)
          expect(after[i]!.progressMinor).toBeGreaterThanOrEqual(before[i]!.progressMinor);
      }),
    );
  });

  it('counts nothing placed before a grant existed, in an excluded game, or above the max bet (flagged)', () => {
    const grant: WagerGrant = {
      id: 'a',
      createdAt: new Date(T0 + 60_000),
      requirementMinor: 100_000n,
      categoryWeightsBps: { RNG: 10_000, LIVE: 1_000 },
      excludedGameCodes: ['g2'],
      maxBetMinor: 5_000n,
    };
    const round = (key: string, minute: number, over: Partial<WagerRound> = {}): WagerRound => ({
      key,
      placedAt: new Date(T0 + minute * 60_000),
      gameCode: 'g1',
      category: 'RNG',
      stakeMinor: 1_000n,
      rolledBack: false,
      settled: true,
      ...over,
    });
    const [p] = allocateWagering(
      [grant],
      [
        round('early', 0),
        round('ok', 2),
        round('live', 3, { category: 'LIVE' }),
        round('excluded', 4, { gameCode: 'g2' }),
        round('big', 5, { stakeMinor: 6_000n }),
        round('sports', 6, { category: 'SPORTS' }),
      ],
    );
    expect(p!.progressMinor).toBe(1_100n);
    expect(p!.flagged.map((f) => f.key)).toEqual(['big']);
  });

  it('spends the round that completes a grant on it alone, and skips spent rounds after a release', () => {
    const mk = (id: string, minute: number, requirementMinor: bigint): WagerGrant => ({
      id,
      createdAt: new Date(T0 + minute * 60_000),
      requirementMinor,
      categoryWeightsBps: { RNG: 10_000 },
      excludedGameCodes: [],
      maxBetMinor: null,
    });
    const rounds: WagerRound[] = [1, 2, 3, 4].map((m) => ({
      key: `r${m}`,
      placedAt: new Date(T0 + m * 60_000),
      gameCode: 'g1',
      category: 'RNG',
      stakeMinor: 3_000n,
      rolledBack: false,
      settled: true,
    }));
    const both = allocateWagering([mk('a', 0, 5_000n), mk('b', 0, 10_000n)], rounds);
    expect(both.map((p) => p.progressMinor)).toEqual([5_000n, 6_000n]);
    expect(both[0]!.filledBy?.key).toBe('r2');
    // Once `a` is released, `b` alone computes the same progress from the rounds after r2.
    const alone = allocateWagering([mk('b', 0, 10_000n)], rounds, both[0]!.filledBy);
    expect(alone[0]!.progressMinor).toBe(6_000n);
    expect(inPlacementOrder(rounds).map((r) => r.key)).toEqual(['r1', 'r2', 'r3', 'r4']);
  });
});
