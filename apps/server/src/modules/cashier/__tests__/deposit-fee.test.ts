import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountLimitProblem, depositCreditLegs, depositFeeMinor } from '../domain/deposit-fee.ts';

const amount = fc.bigInt({ min: 1n, max: 10n ** 15n });
const schedule = fc.record({
  feeBps: fc.integer({ min: 0, max: 10_000 }),
  feeFixedMinor: fc.bigInt({ min: 0n, max: 10n ** 9n }),
});

describe('deposit fee', () => {
  it('charges fixed + bps of the amount, rounded half up', () => {
    expect(depositFeeMinor(10_000n, { feeBps: 150, feeFixedMinor: 0n })).toBe(150n);
    expect(depositFeeMinor(10_000n, { feeBps: 150, feeFixedMinor: 500n })).toBe(650n);
    // 333 × 1.5 % = 4.995 → 5; 100 × 0.5 % = 0.5 → 1 (half up); 99 × 0.5 % = 0.495 → 0
    expect(depositFeeMinor(333n, { feeBps: 150, feeFixedMinor: 0n })).toBe(5n);
    expect(depositFeeMinor(100n, { feeBps: 50, feeFixedMinor: 0n })).toBe(1n);
    expect(depositFeeMinor(99n, { feeBps: 50, feeFixedMinor: 0n })).toBe(0n);
    expect(depositFeeMinor(100n, { feeBps: 0, feeFixedMinor: 1_000n })).toBe(100n);
  });

  it('is never negative and never more than the amount', () => {
    fc.assert(
      fc.property(amount, schedule, (a, s) => {
        const fee = depositFeeMinor(a, s);
        return fee >= 0n && fee <= a;
      }),
    );
  });

  it('is exact to within half a minor unit when not capped', () => {
    fc.assert(
      fc.property(amount, schedule, (a, s) => {
        const fee = depositFeeMinor(a, s);
        if (fee === a) return true; // capped
        // |fee − fixed − a × bps / 10 000| ≤ ½, in integers: |(fee − fixed) × 20 000 − 2 × a × bps| ≤ 10 000
        const error = (fee - s.feeFixedMinor) * 20_000n - 2n * a * BigInt(s.feeBps);
        return (error < 0n ? -error : error) <= 10_000n;
      }),
    );
  });

  it('never falls when the amount grows', () => {
    fc.assert(
      fc.property(amount, amount, schedule, (x, y, s) => {
        const [small, large] = x <= y ? [x, y] : [y, x];
        return depositFeeMinor(small, s) <= depositFeeMinor(large, s);
      }),
    );
  });

  it('credits the member the whole amount in balanced legs without a zero leg', () => {
    fc.assert(
      fc.property(amount, schedule, (a, s) => {
        const fee = depositFeeMinor(a, s);
        const legs = depositCreditLegs(a, fee);
        expect(legs.reduce((sum, l) => sum + l.amountMinor, 0n)).toBe(0n);
        expect(legs.every((l) => l.amountMinor !== 0n)).toBe(true);
        expect(legs.find((l) => l.account === 'MEMBER_CASH')?.amountMinor).toBe(a);
        expect(-(legs.find((l) => l.account === 'HOUSE')?.amountMinor ?? 0n)).toBe(fee);
        expect(new Set(legs.map((l) => l.account)).size).toBe(legs.length);
      }),
    );
  });

  it('refuses legs for an impossible fee', () => {
    expect(() => depositCreditLegs(100n, 101n)).toThrow(RangeError);
    expect(() => depositCreditLegs(0n, 0n)).toThrow(RangeError);
    expect(() => depositCreditLegs(100n, -1n)).toThrow(RangeError);
  });

  it('checks inclusive channel limits', () => {
    const limits = { minMinor: 10_000n, maxMinor: 5_000_000n };
    expect(amountLimitProblem(9_999n, limits)).toBe('BELOW_MIN');
    expect(amountLimitProblem(10_000n, limits)).toBeNull();
    expect(amountLimitProblem(5_000_000n, limits)).toBeNull();
    expect(amountLimitProblem(5_000_001n, limits)).toBe('ABOVE_MAX');
  });
});
