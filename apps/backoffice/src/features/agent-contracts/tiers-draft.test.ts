import { describe, expect, it } from 'vitest';
import { draftsOf, emptyTier, rateRange, tierProblems, tiersOf, tiersValid } from './tiers-draft.ts';

describe('offer tiers draft', () => {
  it('accepts a good row and needs a rate', () => {
    expect(tierProblems([{ ...emptyTier(), rate: '1.5' }], 'THB', false)).toEqual([{}]);
    expect(tierProblems([emptyTier()], 'THB', false)).toEqual([{ rate: 'rate' }]);
    expect(tiersValid([], 'THB', false)).toBe(false);
  });

  it('checks amounts against the currency scale and rates against 0–100 %', () => {
    const row = { ...emptyTier(), minValidBet: '10.505', minNetLoss: '-1', rate: '100.5' };
    expect(tierProblems([row], 'THB', false)).toEqual([
      { minValidBet: 'scale', minNetLoss: 'amount', rate: 'rate' },
    ]);
    // VND has no minor unit: a decimal is too precise.
    expect(tierProblems([{ ...emptyTier(), minValidBet: '1000.5', rate: '1' }], 'VND', false)).toEqual([
      { minValidBet: 'scale' },
    ]);
    expect(tierProblems([{ ...emptyTier(), minActiveMembers: '2.5', rate: '1' }], 'THB', false)).toEqual([
      { minActiveMembers: 'count' },
    ]);
  });

  it('asks a loss rate of real-time salary tiers only, and sends it only there', () => {
    const row = { ...emptyTier(), minValidBet: '5000', minActiveMembers: '3', rate: '0.3' };
    expect(tierProblems([row], 'THB', true)).toEqual([{ lossRate: 'rate' }]);
    expect(tiersOf([{ ...row, lossRate: ' 0.8 ' }], true)).toEqual([
      { minValidBet: '5000', minActiveMembers: 3, minNetLoss: '0', rate: '0.3', lossRate: '0.8' },
    ]);
    expect(tiersOf([{ ...row, lossRate: '0.8' }], false)).toEqual([
      { minValidBet: '5000', minActiveMembers: 3, minNetLoss: '0', rate: '0.3' },
    ]);
  });

  it('finds the lowest and highest rate exactly', () => {
    expect(rateRange(['1.5', '0.25', '10', '9.9999'])).toEqual({ low: '0.25', high: '10' });
    expect(rateRange([])).toBeNull();
  });
});

describe('draftsOf: stored tiers back as rows', () => {
  it('round-trips through tiersOf for both tier shapes', () => {
    const term = [{ minValidBet: '1000.00', minActiveMembers: 3, minNetLoss: '0.00', rate: '0.5' }];
    expect(tiersOf(draftsOf(term), false)).toEqual(term);
    const realtime = [
      { minValidBet: '0.00', minActiveMembers: 0, minNetLoss: '0.00', rate: '1', lossRate: '2' },
    ];
    expect(tiersOf(draftsOf(realtime), true)).toEqual(realtime);
    expect(draftsOf(term)[0]!.lossRate).toBe('');
  });
});
