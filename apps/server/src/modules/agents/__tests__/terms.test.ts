import { ZAgentTerms, type TAgentTerms } from '@platform/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_AGENTS } from '../../../demo/demo-data.ts';
import {
  describeExcess,
  formatRate,
  FULL_RATE,
  NO_TERMS,
  parseRate,
  rateAt,
  readTerms,
  termsExcess,
  writeTerms,
  type Terms,
  type TermsPoint,
  type Tier,
} from '../domain/terms.ts';

const tier = (
  minValidBetMinor: bigint,
  minActiveMembers: number,
  rate: bigint,
  lossRate: bigint | null = null,
) => ({
  minValidBetMinor,
  minActiveMembers,
  minNetLossMinor: 0n,
  rate,
  lossRate,
});
const point = (validBetMinor: bigint, activeMembers = 0, netLossMinor = 0n): TermsPoint => ({
  validBetMinor,
  activeMembers,
  netLossMinor,
});

const arbTier = (realtime: boolean): fc.Arbitrary<Tier> =>
  fc.record({
    minValidBetMinor: fc.bigInt({ min: 0n, max: 1_000_000n }),
    minActiveMembers: fc.integer({ min: 0, max: 20 }),
    minNetLossMinor: fc.bigInt({ min: 0n, max: 1_000_000n }),
    rate: fc.bigInt({ min: 0n, max: FULL_RATE }),
    lossRate: realtime ? fc.bigInt({ min: 0n, max: FULL_RATE }) : fc.constant(null),
  });
const arbTiers = (realtime = false) =>
  fc.option(fc.array(arbTier(realtime), { minLength: 1, maxLength: 5 }), { nil: null });
const arbTerms: fc.Arbitrary<Terms> = fc.record({
  dividend: arbTiers(),
  dailySalary: arbTiers(),
  hourlySalary: arbTiers(),
  realtimeSalary: arbTiers(true),
});
const arbPoint: fc.Arbitrary<TermsPoint> = fc.record({
  validBetMinor: fc.bigInt({ min: 0n, max: 1_200_000n }),
  activeMembers: fc.integer({ min: 0, max: 25 }),
  netLossMinor: fc.bigInt({ min: 0n, max: 1_200_000n }),
});
const KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;

describe('agent terms', () => {
  it('reads rates as exact ten-thousandths of a percent and writes them back shortest', () => {
    expect(parseRate('12.5')).toBe(125_000n);
    expect(parseRate('100')).toBe(FULL_RATE);
    expect(parseRate('0.0005')).toBe(5n);
    expect(parseRate('100.0001')).toBeNull();
    expect(parseRate('0.00001')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(formatRate(125_000n)).toBe('12.5');
    expect(formatRate(0n)).toBe('0');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: FULL_RATE }), (units) => parseRate(formatRate(units)) === units),
    );
  });

  it('takes the highest rate among the tiers whose conditions all hold, zero when none does', () => {
    const tiers = [tier(0n, 1, 300_000n), tier(10_000_000n, 5, 400_000n)];
    expect(rateAt(tiers, point(0n, 0))).toBe(0n);
    expect(rateAt(tiers, point(0n, 1))).toBe(300_000n);
    expect(rateAt(tiers, point(10_000_000n, 4))).toBe(300_000n);
    expect(rateAt(tiers, point(10_000_000n, 5))).toBe(400_000n);
    expect(rateAt(null, point(10_000_000n, 5))).toBe(0n);
  });

  it('reads terms in the merchant currency and refuses a threshold finer than its scale', () => {
    const terms = ZAgentTerms.parse({ dailySalary: { tiers: [{ minValidBet: '100.5', rate: '0.5' }] } });
    const thb = readTerms(terms, 'THB');
    expect(thb.ok && thb.terms.dailySalary).toEqual([tier(10_050n, 0, 5_000n)]);
    expect(readTerms(terms, 'VND')).toEqual({ ok: false, field: 'terms.dailySalary.tiers.0.minValidBet' });
    expect(thb.ok && writeTerms(thb.terms, 'THB').dailySalary).toEqual({
      tiers: [{ minValidBet: '100.50', minActiveMembers: 0, minNetLoss: '0.00', rate: '0.5' }],
    });
  });

  it('never finds terms exceeding themselves, and nothing exceeds when nothing is offered', () => {
    fc.assert(
      fc.property(arbTerms, (terms) => {
        expect(termsExcess(terms, terms)).toBeNull();
        expect(termsExcess(NO_TERMS, terms)).toBeNull();
      }),
    );
  });

  it('accepted terms pay at most the creator at every point; refused ones pay more at the witness point', () => {
    fc.assert(
      fc.property(
        arbTerms,
        arbTerms,
        fc.array(arbPoint, { minLength: 1, maxLength: 20 }),
        (offered, own, points) => {
          const excess = termsExcess(offered, own);
          if (excess === null) {
            for (const p of points)
              for (const kind of KINDS)
                for (const which of ['rate', 'lossRate'] as const)
                  expect(rateAt(offered[kind], p, which)).toBeLessThanOrEqual(rateAt(own[kind], p, which));
          } else {
            expect(rateAt(offered[excess.kind], excess.at, excess.rate)).toBe(excess.offeredRate);
            expect(rateAt(own[excess.kind], excess.at, excess.rate)).toBe(excess.allowedRate);
            expect(excess.offeredRate).toBeGreaterThan(excess.allowedRate);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a sub-agent above its creator, naming the kind, the rates and the point', () => {
    const own: Terms = { ...NO_TERMS, dividend: [tier(0n, 1, 300_000n), tier(10_000_000n, 5, 400_000n)] };
    // 35 % is fine from 100,000.00 and five members, too much below that.
    const offered: Terms = { ...NO_TERMS, dividend: [tier(5_000_000n, 3, 350_000n)] };
    const excess = termsExcess(offered, own)!;
    expect(describeExcess(excess, 'THB')).toEqual({
      kind: 'dividend',
      rate: 'rate',
      offered: '35',
      allowed: '30',
      at: { validBet: '50000.00', activeMembers: 3, netLoss: '0.00' },
    });
    expect(termsExcess({ ...NO_TERMS, dividend: [tier(10_000_000n, 5, 350_000n)] }, own)).toBeNull();
    // A kind the creator does not have cannot be granted, unless at a zero rate.
    expect(termsExcess({ ...NO_TERMS, hourlySalary: [tier(0n, 0, 1n)] }, own)?.kind).toBe('hourlySalary');
    expect(termsExcess({ ...NO_TERMS, hourlySalary: [tier(0n, 0, 0n)] }, own)).toBeNull();
  });

  it('checks the real-time loss rate on its own', () => {
    const own: Terms = { ...NO_TERMS, realtimeSalary: [tier(0n, 0, 2_000n, 5_000n)] };
    const offered: Terms = { ...NO_TERMS, realtimeSalary: [tier(0n, 0, 1_000n, 6_000n)] };
    expect(termsExcess(offered, own)).toMatchObject({ kind: 'realtimeSalary', rate: 'lossRate' });
  });

  it('keeps every demo agent and link within its upline’s terms', () => {
    const read = (terms: TAgentTerms) => {
      const r = readTerms(ZAgentTerms.parse(terms), 'THB');
      if (!r.ok) throw new Error(r.field);
      return r.terms;
    };
    const byName = new Map(DEMO_AGENTS.map((a) => [a.username, read(a.terms)]));
    expect(termsExcess(byName.get('agent02')!, byName.get('agent01')!)).toBeNull();
    expect(termsExcess(byName.get('agent03')!, byName.get('agent02')!)).toBeNull();
    for (const agent of DEMO_AGENTS)
      for (const link of agent.links)
        if (link.terms) expect(termsExcess(read(link.terms), byName.get(agent.username)!)).toBeNull();
  });
});
