import type { AgentContractKind } from '@platform/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodAt } from '../domain/contract-periods.ts';
import {
  addFigures,
  baseOf,
  chooseRates,
  contractsEndedByLowerRate,
  payableOf,
  rateOrderBreak,
  settleTeam,
  ZERO_FIGURES,
  type AgentPeriodInput,
  type AgentSettlement,
  type DownlineContract,
  type TeamFigures,
} from '../domain/contract-settlement.ts';
import { contractStatement, statementAddsUp } from '../domain/contract-statement.ts';
import { FULL_RATE, parseRate, rateAt, tiersExcess, type Tier } from '../domain/terms.ts';

const KINDS: AgentContractKind[] = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'];
const SALARIES: AgentContractKind[] = ['dailySalary', 'hourlySalary', 'realtimeSalary'];

const rate = (text: string) => {
  const units = parseRate(text);
  if (units === null) throw new Error(`bad rate ${text}`);
  return units;
};
const tier = (
  minValidBetMinor: bigint,
  rateText: string,
  lossRateText: string | null = null,
  minActiveMembers = 0,
): Tier => ({
  minValidBetMinor,
  minActiveMembers,
  minNetLossMinor: 0n,
  rate: rate(rateText),
  lossRate: lossRateText === null ? null : rate(lossRateText),
});
const figures = (partial: Partial<TeamFigures>): TeamFigures => ({ ...ZERO_FIGURES, ...partial });
const input = (
  agentId: string,
  uplineAgentId: string | null,
  tiers: Tier[],
  teamFigures: TeamFigures,
  carryInMinor = 0n,
): AgentPeriodInput => ({
  agentId,
  uplineAgentId,
  contractId: `c-${agentId}`,
  tiers,
  figures: teamFigures,
  carryInMinor,
  adjustments: [],
});
const byAgent = (settlements: AgentSettlement[]) => new Map(settlements.map((s) => [s.agentId, s]));

describe('the worked examples of ADR 0024', () => {
  it('daily salary, three levels: each earns its rate on its whole team and pays its sub-agent its gross', () => {
    // Team valid bets in minor units (cents): C 200,000.37; B 500,000.37 (C + 300,000.00 of its own
    // members); A 1,000,000.37 (B + 500,000.00).
    const c = figures({ validBetMinor: 20_000_037n, activeMembers: 12 });
    const b = addFigures(c, figures({ validBetMinor: 30_000_000n, activeMembers: 20 }));
    const a = addFigures(b, figures({ validBetMinor: 50_000_000n, activeMembers: 30 }));
    const result = byAgent(
      settleTeam('dailySalary', [
        input('A', null, [tier(0n, '1'), tier(80_000_000n, '1.5')], a),
        input('B', 'A', [tier(0n, '0.8'), tier(40_000_000n, '1.2')], b),
        input('C', 'B', [tier(0n, '0.5'), tier(30_000_000n, '1')], c),
      ]),
    );
    const A = result.get('A')!;
    const B = result.get('B')!;
    const C = result.get('C')!;
    expect([A.chosen.rate, B.chosen.rate, C.chosen.rate]).toEqual([
      { tierIndex: 1, rate: rate('1.5') },
      { tierIndex: 1, rate: rate('1.2') },
      { tierIndex: 0, rate: rate('0.5') },
    ]);
    // 1.5 % of 100,000,037 = 1,500,000.555 → 1,500,000; 1.2 % of 50,000,037 → 600,000; 0.5 % of 20,000,037 → 100,000.
    expect([A.grossMinor, B.grossMinor, C.grossMinor]).toEqual([1_500_000n, 600_000n, 100_000n]);
    expect([A.payableMinor, A.passedDownMinor, A.retainedMinor]).toEqual([1_500_000n, 600_000n, 900_000n]);
    expect([B.payableMinor, B.passedDownMinor, B.retainedMinor]).toEqual([600_000n, 100_000n, 500_000n]);
    expect([C.payableMinor, C.passedDownMinor, C.retainedMinor]).toEqual([100_000n, 0n, 100_000n]);
    expect(A.retainedMinor + B.retainedMinor + C.retainedMinor).toBe(A.grossMinor);
  });

  it('dividend, three levels over two periods: a negative dividend is carried, not paid, and reduces the next', () => {
    const period1 = {
      c: figures({ netLossMinor: -4_000_000n }),
      bOwn: figures({ netLossMinor: 10_000_000n }),
      aOwn: figures({ netLossMinor: 14_000_000n }),
    };
    const tiersOf = { A: [tier(0n, '40')], B: [tier(0n, '30')], C: [tier(0n, '20')] };
    const run = (c: TeamFigures, bOwn: TeamFigures, aOwn: TeamFigures, carry: Map<string, bigint>) => {
      const b = addFigures(c, bOwn);
      const a = addFigures(b, aOwn);
      return byAgent(
        settleTeam('dividend', [
          input('A', null, tiersOf.A, a, carry.get('A') ?? 0n),
          input('B', 'A', tiersOf.B, b, carry.get('B') ?? 0n),
          input('C', 'B', tiersOf.C, c, carry.get('C') ?? 0n),
        ]),
      );
    };
    const first = run(period1.c, period1.bOwn, period1.aOwn, new Map());
    expect(first.get('A')).toMatchObject({
      grossMinor: 8_000_000n,
      payableMinor: 8_000_000n,
      retainedMinor: 6_200_000n,
    });
    expect(first.get('B')).toMatchObject({
      grossMinor: 1_800_000n,
      payableMinor: 1_800_000n,
      retainedMinor: 1_800_000n,
    });
    expect(first.get('C')).toMatchObject({
      grossMinor: -800_000n,
      payableMinor: 0n,
      carryOutMinor: -800_000n,
    });

    const carry = new Map([...first.values()].map((s) => [s.agentId, s.carryOutMinor]));
    const second = run(figures({ netLossMinor: 6_000_000n }), ZERO_FIGURES, ZERO_FIGURES, carry);
    expect(second.get('C')).toMatchObject({
      grossMinor: 1_200_000n,
      carryInMinor: -800_000n,
      amountMinor: 400_000n,
      payableMinor: 400_000n,
      carryOutMinor: 0n,
    });
    expect(second.get('B')).toMatchObject({
      payableMinor: 1_800_000n,
      passedDownMinor: 400_000n,
      retainedMinor: 1_400_000n,
    });
    expect(second.get('A')).toMatchObject({ payableMinor: 2_400_000n, retainedMinor: 600_000n });
    // Over both periods each agent got its differential share of the whole result: C 20 % of
    // (−40,000 + 60,000); B 30 % of its own members' 100,000 plus (30 − 20) % of C's 20,000.
    const total = (id: string) => first.get(id)!.retainedMinor + second.get(id)!.retainedMinor;
    expect([total('A'), total('B'), total('C')]).toEqual([6_800_000n, 3_200_000n, 400_000n]);

    // Both statements of C show the carry: out of period 1, into period 2.
    const bangkok = 'Asia/Bangkok';
    const day1 = periodAt('D', new Date('2026-11-24T05:00:00Z'), bangkok);
    const day2 = periodAt('D', new Date('2026-11-25T05:00:00Z'), bangkok);
    expect(contractStatement('dividend', day1, bangkok, first.get('C')!)).toMatchObject({
      period: { key: 'D:2026-11-24' },
      grossMinor: '-800000',
      carryInMinor: '0',
      payableMinor: '0',
      carryOutMinor: '-800000',
    });
    expect(contractStatement('dividend', day2, bangkok, second.get('C')!)).toMatchObject({
      period: { key: 'D:2026-11-25' },
      grossMinor: '1200000',
      carryInMinor: '-800000',
      amountMinor: '400000',
      payableMinor: '400000',
      carryOutMinor: '0',
    });
    // B's statement of period 1 shows C's part as nothing paid.
    expect(contractStatement('dividend', day1, bangkok, first.get('B')!).subAgents).toEqual([
      { agentId: 'C', contractId: 'c-C', grossMinor: '-800000', payableMinor: '0' },
    ]);
  });

  it('real-time salary: the won valid bet at the win rate, the lost valid bet at the loss rate', () => {
    // 10,000.00 bet in the window, 4,000.00 of it on rounds the members won; win rate 0.3 %, loss 0.8 %.
    const team = figures({ validBetMinor: 1_000_000n, wonValidBetMinor: 400_000n, activeMembers: 3 });
    const [s] = settleTeam('realtimeSalary', [input('A', null, [tier(500_000n, '0.3', '0.8')], team)]);
    expect(baseOf('realtimeSalary', team)).toEqual({ rateBaseMinor: 400_000n, lossRateBaseMinor: 600_000n });
    // 0.3 % × 400,000 + 0.8 % × 600,000 = 1,200 + 4,800.
    expect(s!.grossMinor).toBe(6_000n);
    // Below the tier's per-period bet nothing is earned.
    const small = figures({ validBetMinor: 499_999n, wonValidBetMinor: 0n });
    expect(
      settleTeam('realtimeSalary', [input('A', null, [tier(500_000n, '0.3', '0.8')], small)])[0]!.grossMinor,
    ).toBe(0n);
  });
});

describe('tier choice', () => {
  it('takes the highest rate among the tiers whose conditions all hold, and says which', () => {
    const tiers = [tier(0n, '1'), tier(1_000n, '2', null, 5), tier(2_000n, '1.5')];
    expect(
      chooseRates('dailySalary', tiers, figures({ validBetMinor: 5_000n, activeMembers: 4 })).rate,
    ).toEqual({
      tierIndex: 2,
      rate: rate('1.5'),
    });
    expect(
      chooseRates('dailySalary', tiers, figures({ validBetMinor: 5_000n, activeMembers: 5 })).rate,
    ).toEqual({
      tierIndex: 1,
      rate: rate('2'),
    });
    expect(chooseRates('dailySalary', [tier(1n, '1')], figures({})).rate).toEqual({
      tierIndex: null,
      rate: 0n,
    });
  });

  it('judges a dividend tier with a net-loss threshold at zero when the team won', () => {
    const tiers = [
      { ...tier(0n, '10'), minNetLossMinor: 0n },
      { ...tier(0n, '40'), minNetLossMinor: 100n },
    ];
    expect(chooseRates('dividend', tiers, figures({ netLossMinor: -5_000n })).rate.rate).toBe(rate('10'));
    expect(chooseRates('dividend', tiers, figures({ netLossMinor: 100n })).rate.rate).toBe(rate('40'));
  });

  it('reads the loss rate for real-time salary only', () => {
    const tiers = [tier(0n, '0.3', '0.8')];
    expect(chooseRates('realtimeSalary', tiers, ZERO_FIGURES).lossRate).toEqual({
      tierIndex: 0,
      rate: rate('0.8'),
    });
    expect(chooseRates('dailySalary', [tier(0n, '0.3')], ZERO_FIGURES).lossRate).toBeNull();
  });
});

describe('carry-forward', () => {
  it('pays a positive amount, carries a negative one, and never pays a negative', () => {
    expect(payableOf(500n, -200n, [])).toEqual({ amountMinor: 300n, payableMinor: 300n, carryOutMinor: 0n });
    expect(payableOf(100n, -200n, [])).toEqual({
      amountMinor: -100n,
      payableMinor: 0n,
      carryOutMinor: -100n,
    });
    expect(payableOf(-50n, 0n, [])).toEqual({ amountMinor: -50n, payableMinor: 0n, carryOutMinor: -50n });
    expect(payableOf(0n, 0n, [])).toEqual({ amountMinor: 0n, payableMinor: 0n, carryOutMinor: 0n });
    // A rolled-back round found after period n's settlement is corrected in period n + 1.
    expect(
      payableOf(500n, 0n, [{ periodKey: 'D:2026-11-24', amountMinor: -120n, reason: 'rollback' }]),
    ).toEqual({
      amountMinor: 380n,
      payableMinor: 380n,
      carryOutMinor: 0n,
    });
  });

  it('over any run of periods, pays exactly the sum of the grosses less what is still carried', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -1_000_000n, max: 1_000_000n }), { minLength: 1, maxLength: 30 }),
        (grosses) => {
          let carry = 0n;
          let paid = 0n;
          for (const gross of grosses) {
            const step = payableOf(gross, carry, []);
            expect(step.payableMinor >= 0n && step.carryOutMinor <= 0n).toBe(true);
            expect(step.payableMinor + step.carryOutMinor).toBe(gross + carry);
            paid += step.payableMinor;
            carry = step.carryOutMinor;
          }
          expect(paid + carry).toBe(grosses.reduce((a, b) => a + b, 0n));
        },
      ),
    );
  });
});

// A random forest of agents: parent[i] is an earlier agent or -1 (a top agent). Each agent's own
// members bring figures; a team is its own members plus its sub-agents' teams.
const arbOwnFigures = (signedNetLoss: boolean): fc.Arbitrary<TeamFigures> =>
  fc
    .record({
      validBetMinor: fc.bigInt({ min: 0n, max: 10_000_000n }),
      wonPercent: fc.integer({ min: 0, max: 100 }),
      activeMembers: fc.integer({ min: 0, max: 30 }),
      netLossMinor: signedNetLoss ? fc.bigInt({ min: -5_000_000n, max: 5_000_000n }) : fc.constant(0n),
      roundsCounted: fc.integer({ min: 0, max: 500 }),
    })
    .map((r) => ({
      validBetMinor: r.validBetMinor,
      wonValidBetMinor: (r.validBetMinor * BigInt(r.wonPercent)) / 100n,
      activeMembers: r.activeMembers,
      netLossMinor: r.netLossMinor,
      roundsCounted: r.roundsCounted,
      rollbacksExcluded: { count: 0, amountMinor: 0n },
    }));

const arbTier: fc.Arbitrary<Tier> = fc.record({
  minValidBetMinor: fc.bigInt({ min: 0n, max: 20_000_000n }),
  minActiveMembers: fc.integer({ min: 0, max: 40 }),
  minNetLossMinor: fc.bigInt({ min: 0n, max: 5_000_000n }),
  rate: fc.bigInt({ min: 0n, max: FULL_RATE }),
  lossRate: fc.bigInt({ min: 0n, max: FULL_RATE }),
});

/** Tiers below an upline's: each upline tier with a lower rate and higher thresholds, some dropped. */
const arbLowerTiers = (upline: readonly Tier[]): fc.Arbitrary<Tier[]> =>
  fc
    .array(
      fc.record({
        keep: fc.boolean(),
        ratePercent: fc.integer({ min: 0, max: 100 }),
        lossPercent: fc.integer({ min: 0, max: 100 }),
        moreBet: fc.bigInt({ min: 0n, max: 1_000_000n }),
        moreMembers: fc.integer({ min: 0, max: 3 }),
      }),
      { minLength: upline.length, maxLength: upline.length },
    )
    .map((changes) =>
      upline.flatMap((t, i) => {
        const c = changes[i]!;
        if (!c.keep) return [];
        return [
          {
            minValidBetMinor: t.minValidBetMinor + c.moreBet,
            minActiveMembers: t.minActiveMembers + c.moreMembers,
            minNetLossMinor: t.minNetLossMinor,
            rate: (t.rate * BigInt(c.ratePercent)) / 100n,
            lossRate: t.lossRate === null ? null : (t.lossRate * BigInt(c.lossPercent)) / 100n,
          },
        ];
      }),
    );

interface Forest {
  parents: number[];
  own: TeamFigures[];
  tiers: Tier[][];
}

/**
 * `validTerms`: every agent's tiers below its upline's (as contract validation ensures); otherwise
 * each agent's tiers are drawn freely, which only the settlement's cap keeps in order.
 */
const arbForest = (signedNetLoss: boolean, validTerms: boolean): fc.Arbitrary<Forest> =>
  fc.integer({ min: 1, max: 7 }).chain((size) =>
    fc
      .record({
        parents: fc.tuple(
          ...Array.from({ length: size }, (_, i) =>
            i === 0 ? fc.constant(-1) : fc.integer({ min: -1, max: i - 1 }),
          ),
        ),
        own: fc.array(arbOwnFigures(signedNetLoss), { minLength: size, maxLength: size }),
        free: fc.array(fc.array(arbTier, { minLength: 0, maxLength: 4 }), {
          minLength: size,
          maxLength: size,
        }),
        seeds: fc.array(fc.integer(), { minLength: size, maxLength: size }),
      })
      .map(({ parents, own, free, seeds }) => {
        if (!validTerms) return { parents, own, tiers: free };
        // Derive each agent's tiers from its upline's, deterministically from a seed per agent.
        const tiers: Tier[][] = [];
        for (let i = 0; i < size; i++) {
          const parent = parents[i]!;
          tiers.push(
            parent < 0
              ? free[i]!
              : fc.sample(arbLowerTiers(tiers[parent]!), { numRuns: 1, seed: seeds[i]! })[0]!,
          );
        }
        return { parents, own, tiers };
      }),
  );

function teamsOf(forest: Forest): TeamFigures[] {
  const teams = forest.own.map((f) => f);
  // Children have larger indexes than their parents: fold from the bottom.
  for (let i = forest.parents.length - 1; i > 0; i--) {
    const parent = forest.parents[i]!;
    if (parent >= 0) teams[parent] = addFigures(teams[parent]!, teams[i]!);
  }
  return teams;
}

const inputsOf = (forest: Forest): AgentPeriodInput[] => {
  const teams = teamsOf(forest);
  return forest.parents.map((parent, i) =>
    input(`a${i}`, parent < 0 ? null : `a${parent}`, forest.tiers[i]!, teams[i]!),
  );
};

/** What an agent's own terms give it on its own team, without any cap: the most it may receive. */
function ownTermsGross(kind: AgentContractKind, p: AgentPeriodInput): bigint {
  const point = { ...p.figures, netLossMinor: p.figures.netLossMinor > 0n ? p.figures.netLossMinor : 0n };
  const base = baseOf(kind, p.figures);
  const exact =
    rateAt(p.tiers, point) * base.rateBaseMinor +
    rateAt(p.tiers, point, 'lossRate') * (kind === 'realtimeSalary' ? base.lossRateBaseMinor : 0n);
  const floor = exact >= 0n ? exact / FULL_RATE : -((-exact + FULL_RATE - 1n) / FULL_RATE);
  return floor;
}

describe('the differential model: properties over random agent trees', () => {
  const arbKind = fc.constantFrom(...KINDS);

  it("pays out, in total over a top agent's tree, exactly what the merchant pays the top, never more than its rate on its team", () => {
    fc.assert(
      fc.property(
        arbKind.chain((kind) => fc.tuple(fc.constant(kind), arbForest(kind === 'dividend', true))),
        ([kind, forest]) => {
          const inputs = inputsOf(forest);
          const result = settleTeam(kind, inputs);
          const byId = byAgent(result);
          for (const root of inputs.filter((p) => p.uplineAgentId === null)) {
            const top = byId.get(root.agentId)!;
            // Everyone in the top's tree (the top included).
            const inTree = new Set([root.agentId]);
            for (const s of result)
              if (s.uplineAgentId !== null && inTree.has(s.uplineAgentId)) inTree.add(s.agentId);
            const retained = result
              .filter((s) => inTree.has(s.agentId))
              .reduce((t, s) => t + s.retainedMinor, 0n);
            expect(retained).toBe(top.payableMinor);
            const ceiling = ownTermsGross(kind, root);
            expect(top.payableMinor).toBeLessThanOrEqual(ceiling > 0n ? ceiling : 0n);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pays no agent more than its own terms give it on its own team, even with unordered terms', () => {
    fc.assert(
      fc.property(
        arbKind.chain((kind) => fc.tuple(fc.constant(kind), arbForest(kind === 'dividend', false))),
        ([kind, forest]) => {
          const inputs = inputsOf(forest);
          const byId = byAgent(settleTeam(kind, inputs));
          for (const p of inputs) {
            const s = byId.get(p.agentId)!;
            const ceiling = ownTermsGross(kind, p);
            // A cap lowers the rate: on a positive base it lowers the gross (on a negative one, the debt).
            if (baseOf(kind, p.figures).rateBaseMinor >= 0n)
              expect(s.grossMinor).toBeLessThanOrEqual(ceiling);
            expect(s.payableMinor).toBeLessThanOrEqual(ceiling > 0n ? ceiling : 0n);
            expect(s.payableMinor).toBeGreaterThanOrEqual(0n);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never leaves a salary agent with a negative net, and keeps applied rates non-increasing down every chain', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SALARIES).chain((kind) => fc.tuple(fc.constant(kind), arbForest(false, false))),
        ([kind, forest]) => {
          const result = settleTeam(kind, inputsOf(forest));
          const byId = byAgent(result);
          for (const s of result) {
            expect(s.retainedMinor).toBeGreaterThanOrEqual(0n);
            if (s.uplineAgentId === null) continue;
            const up = byId.get(s.uplineAgentId)!;
            expect(s.applied.rate).toBeLessThanOrEqual(up.applied.rate);
            expect(s.applied.lossRate).toBeLessThanOrEqual(up.applied.lossRate);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('caps nothing when the terms are ordered and the figures reach tiers by volume alone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SALARIES).chain((kind) => fc.tuple(fc.constant(kind), arbForest(false, true))),
        ([kind, forest]) => {
          const noLossThreshold = {
            ...forest,
            tiers: forest.tiers.map((ts) => ts.map((t) => ({ ...t, minNetLossMinor: 0n }))),
          };
          for (const s of settleTeam(kind, inputsOf(noLossThreshold))) expect(s.cappedByUpline).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('states every settlement so that its lines add up and it survives JSON unchanged', () => {
    fc.assert(
      fc.property(
        arbKind.chain((kind) => fc.tuple(fc.constant(kind), arbForest(kind === 'dividend', false))),
        fc.bigInt({ min: -2_000_000n, max: 0n }),
        ([kind, forest], carryIn) => {
          const inputs = inputsOf(forest).map((p, i) =>
            i === 0
              ? {
                  ...p,
                  carryInMinor: carryIn,
                  adjustments: [{ periodKey: 'D:2026-11-23', amountMinor: -7n, reason: 'rollback' }],
                }
              : p,
          );
          const period = periodAt('D', new Date('2026-11-25T05:00:00Z'), 'Asia/Bangkok');
          for (const s of settleTeam(kind, inputs)) {
            const statement = contractStatement(kind, period, 'Asia/Bangkok', s);
            expect(statementAddsUp(statement)).toBe(true);
            expect(JSON.parse(JSON.stringify(statement))).toEqual(statement);
            expect(BigInt(statement.payableMinor)).toBe(s.payableMinor);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('settleTeam refuses inputs that are not a tree', () => {
  it('names a missing upline, a repeated agent and a cycle', () => {
    expect(() => settleTeam('dailySalary', [input('B', 'A', [], ZERO_FIGURES)])).toThrow(/upline A/);
    expect(() =>
      settleTeam('dailySalary', [input('A', null, [], ZERO_FIGURES), input('A', null, [], ZERO_FIGURES)]),
    ).toThrow(/twice/);
    expect(() =>
      settleTeam('dailySalary', [input('A', 'B', [], ZERO_FIGURES), input('B', 'A', [], ZERO_FIGURES)]),
    ).toThrow(/cycle/);
  });
});

describe('the statement', () => {
  it("shows the inputs, the tier, the rate, the sub-agents' parts, the carry and the amount", () => {
    const c = figures({
      validBetMinor: 20_000_037n,
      activeMembers: 12,
      roundsCounted: 340,
      rollbacksExcluded: { count: 2, amountMinor: 15_000n },
    });
    const b = addFigures(c, figures({ validBetMinor: 30_000_000n, activeMembers: 20, roundsCounted: 500 }));
    const [, B] = settleTeam('dailySalary', [
      input('A', null, [tier(0n, '1.5')], b),
      input('B', 'A', [tier(0n, '0.8'), tier(40_000_000n, '1.2')], b),
      input('C', 'B', [tier(0n, '0.5')], c),
    ]);
    const period = periodAt('D', new Date('2026-11-24T05:00:00Z'), 'Asia/Bangkok');
    const statement = contractStatement('dailySalary', period, 'Asia/Bangkok', B!);
    expect(statement).toEqual({
      version: 1,
      contractId: 'c-B',
      kind: 'dailySalary',
      period: {
        key: 'D:2026-11-24',
        startAt: '2026-11-23T17:00:00.000Z',
        endAt: '2026-11-24T17:00:00.000Z',
        timeZone: 'Asia/Bangkok',
      },
      payeeAgentId: 'B',
      payerAgentId: 'A',
      inputs: {
        validBetMinor: '50000037',
        wonValidBetMinor: '0',
        lostValidBetMinor: '50000037',
        netLossMinor: '0',
        activeMembers: 32,
        roundsCounted: 840,
        rollbacksExcluded: { count: 2, amountMinor: '15000' },
      },
      tier: { index: 1, rate: '1.2' },
      lossTier: null,
      applied: { rate: '1.2', lossRate: null, cappedByUpline: false },
      grossMinor: '600000',
      carryInMinor: '0',
      adjustments: [],
      amountMinor: '600000',
      payableMinor: '600000',
      carryOutMinor: '0',
      subAgents: [{ agentId: 'C', contractId: 'c-C', grossMinor: '100000', payableMinor: '100000' }],
      passedDownMinor: '100000',
      retainedMinor: '500000',
      lines: [
        { item: 'rateBase', amountMinor: '50000037', rate: '1.2' },
        { item: 'gross', amountMinor: '600000' },
        { item: 'carryIn', amountMinor: '0' },
        { item: 'amount', amountMinor: '600000' },
        { item: 'payable', amountMinor: '600000' },
        { item: 'carryOut', amountMinor: '0' },
        { item: 'subAgent', amountMinor: '100000', ref: 'C' },
        { item: 'passedDown', amountMinor: '100000' },
        { item: 'retained', amountMinor: '500000' },
      ],
    });
  });

  it('shows a cap by the upline: chosen tier rate and applied rate differ', () => {
    // B reaches its 40 % tier on a net-loss threshold its upline's team (which lost elsewhere) does not.
    const bTeam = figures({ netLossMinor: 1_000_000n });
    const aTeam = addFigures(bTeam, figures({ netLossMinor: -900_000n }));
    const lossTier = (min: bigint, r: string): Tier => ({ ...tier(0n, r), minNetLossMinor: min });
    const [, B] = settleTeam('dividend', [
      input('A', null, [lossTier(0n, '20'), lossTier(500_000n, '45')], aTeam),
      input('B', 'A', [lossTier(0n, '10'), lossTier(500_000n, '40')], bTeam),
    ]);
    const statement = contractStatement(
      'dividend',
      periodAt('W', new Date('2026-11-24T05:00:00Z'), 'UTC'),
      'UTC',
      B!,
    );
    expect(statement.tier).toEqual({ index: 1, rate: '40' });
    expect(statement.applied).toEqual({ rate: '20', lossRate: null, cappedByUpline: true });
    expect(statement.grossMinor).toBe('200000');
  });
});

describe("rateOrderBreak: a downline's rate never exceeds its upline's", () => {
  it('names the first level that breaks it, with a witness point', () => {
    const chain = [
      { agentId: 'A', tiers: [tier(0n, '1'), tier(1_000n, '2')] },
      { agentId: 'B', tiers: [tier(0n, '1'), tier(2_000n, '1.8')] },
      { agentId: 'C', tiers: [tier(500n, '1.5')] }, // 1.5 % from 500, where B pays only 1 %
      { agentId: 'D', tiers: [tier(0n, '3')] },
    ];
    const broken = rateOrderBreak('dailySalary', chain);
    expect(broken).toMatchObject({ level: 2, uplineAgentId: 'B', agentId: 'C' });
    expect(broken?.excess).toMatchObject({
      offeredRate: rate('1.5'),
      allowedRate: rate('1'),
      at: { validBetMinor: 500n },
    });
    expect(rateOrderBreak('dailySalary', chain.slice(0, 2))).toBeNull();
  });

  it('checks the loss rate of real-time salary too', () => {
    const chain = [
      { agentId: 'A', tiers: [tier(0n, '0.5', '0.5')] },
      { agentId: 'B', tiers: [tier(0n, '0.4', '0.6')] },
    ];
    expect(rateOrderBreak('realtimeSalary', chain)).toMatchObject({ level: 1, excess: { rate: 'lossRate' } });
  });

  it('accepts every chain derived by lowering rates and raising thresholds, and finds a raised level', () => {
    fc.assert(
      fc.property(arbForest(false, true), fc.nat(), (forest, pick) => {
        // The chain from agent 0 down to the last agent whose ancestors are all in the forest.
        const chain: { agentId: string; tiers: Tier[] }[] = [];
        let i = forest.parents.length - 1;
        while (i >= 0) {
          chain.unshift({ agentId: `a${i}`, tiers: forest.tiers[i]! });
          i = forest.parents[i]!;
        }
        expect(rateOrderBreak('realtimeSalary', chain)).toBeNull();
        if (chain.length < 2) return;
        const level = 1 + (pick % (chain.length - 1));
        const upRate = rateAt(chain[level - 1]!.tiers, {
          validBetMinor: 10n ** 12n,
          activeMembers: 1_000,
          netLossMinor: 10n ** 12n,
        });
        if (upRate >= FULL_RATE) return;
        const raised = chain.map((link, j) =>
          j === level
            ? { ...link, tiers: [...link.tiers, { ...tier(0n, '0'), rate: upRate + 1n, lossRate: 0n }] }
            : link,
        );
        expect(rateOrderBreak('realtimeSalary', raised)?.level).toBe(level);
      }),
      { numRuns: 200 },
    );
  });
});

describe('contractsEndedByLowerRate: an accepted lower rate ends the higher-rate contracts below', () => {
  const contract = (contractId: string, depth: number, tiers: Tier[]): DownlineContract => ({
    contractId,
    payerAgentId: 'x',
    payeeAgentId: contractId,
    depth,
    tiers,
  });

  it('ends those that would pay more than the new rate somewhere, deepest first', () => {
    const accepted = [tier(0n, '25')];
    const ended = contractsEndedByLowerRate('dividend', accepted, [
      contract('b', 1, [tier(0n, '30')]),
      contract('c', 1, [tier(0n, '25')]),
      contract('d', 2, [tier(0n, '28')]),
      contract('e', 2, [tier(0n, '20'), tier(1_000_000n, '26')]),
      contract('f', 3, [tier(0n, '10')]),
    ]);
    expect(ended.map((e) => e.contract.contractId)).toEqual(['d', 'e', 'b']);
    expect(ended[1]!.excess).toMatchObject({ offeredRate: rate('26'), allowedRate: rate('25') });
  });

  it('ends exactly the contracts the new tiers do not cover, leaving an ordered branch', () => {
    fc.assert(
      fc.property(
        fc.array(arbTier, { minLength: 0, maxLength: 3 }),
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 4 }), fc.array(arbTier, { minLength: 0, maxLength: 3 })),
          { maxLength: 8 },
        ),
        (accepted, below) => {
          const downline = below.map(([depth, tiers], i) => contract(`k${i}`, depth, tiers));
          const ended = contractsEndedByLowerRate('realtimeSalary', accepted, downline);
          const endedIds = new Set(ended.map((e) => e.contract.contractId));
          for (const c of downline)
            expect(endedIds.has(c.contractId)).toBe(
              tiersExcess('realtimeSalary', c.tiers, accepted) !== null,
            );
          for (let j = 1; j < ended.length; j++)
            expect(ended[j - 1]!.contract.depth).toBeGreaterThanOrEqual(ended[j]!.contract.depth);
        },
      ),
    );
  });
});
