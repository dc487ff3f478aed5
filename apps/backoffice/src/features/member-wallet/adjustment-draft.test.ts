import { describe, expect, it } from 'vitest';
import { adjustmentOf, adjustmentProblems, emptyAdjustment } from './adjustment-draft.ts';

describe('manual adjustment draft', () => {
  const draft = { ...emptyAdjustment(), amount: '+50', reason: ' goodwill credit ' };

  it('credits a positive amount and debits a negative one, in the currency’s scale', () => {
    expect(adjustmentOf(draft, 'THB')).toEqual({
      body: { amount: '50.00', account: 'CASH', reason: 'goodwill credit' },
      direction: 'credit',
      magnitude: '50.00',
    });
    expect(adjustmentOf({ ...draft, amount: '-12.5', account: 'BONUS' }, 'THB')).toMatchObject({
      body: { amount: '-12.50', account: 'BONUS' },
      direction: 'debit',
      magnitude: '12.50',
    });
  });

  it('flags the amount and the reason', () => {
    expect(adjustmentProblems(draft, 'THB')).toEqual({});
    expect(adjustmentProblems({ ...draft, amount: '0', reason: 'x' }, 'THB')).toEqual({
      amount: 'zero',
      reason: 'short',
    });
    expect(adjustmentProblems({ ...draft, amount: '1.5' }, 'VND')).toEqual({ amount: 'scale' });
    expect(adjustmentOf({ ...draft, amount: 'abc' }, 'THB')).toBeNull();
  });
});
