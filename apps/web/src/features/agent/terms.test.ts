import type { TAgentTerms } from '@platform/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLANK_TIER,
  EMPTY_TERMS,
  grantableKinds,
  highestRate,
  ownTiers,
  rateUnits,
  termsFromDraft,
  termsHighlights,
  termsValid,
  tierProblems,
} from './terms.ts';

const own: TAgentTerms = {
  dividend: {
    tiers: [
      { minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '20' },
      { minValidBet: '100000', minActiveMembers: 5, minNetLoss: '1000', rate: '35.5' },
    ],
  },
  dailySalary: { tiers: [{ minValidBet: '10000', minActiveMembers: 3, minNetLoss: '0', rate: '0.8' }] },
  hourlySalary: null,
  realtimeSalary: {
    tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '0.2', lossRate: '0.3' }],
  },
};

describe('sub-agent terms', () => {
  it('compares rates as exact decimals', () => {
    expect(rateUnits('35.5')).toBe(355_000);
    expect(rateUnits('0.0001')).toBe(1);
    expect(rateUnits('100')).toBe(1_000_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (a, b) => {
        const text = (units: number) =>
          `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
        expect(Math.sign(rateUnits(text(a)) - rateUnits(text(b)))).toBe(Math.sign(a - b));
      }),
    );
  });

  it('offers only the kinds the agent holds, up to its highest rate', () => {
    expect(grantableKinds(own)).toEqual(['dividend', 'dailySalary', 'realtimeSalary']);
    expect(grantableKinds(undefined)).toEqual([]);
    expect(highestRate(own, 'dividend')).toBe('35.5');
    expect(highestRate(own, 'realtimeSalary', 'lossRate')).toBe('0.3');
    expect(highestRate(own, 'hourlySalary')).toBe('0');
    expect(ownTiers(own, 'realtimeSalary')[0]).toMatchObject({
      rate: '0.2',
      lossRate: '0.3',
      minActiveMembers: '0',
    });
  });

  it('flags malformed figures and a rate above the agent’s own', () => {
    expect(tierProblems({ ...BLANK_TIER, rate: '' }, 'dailySalary', own)).toEqual({ rate: 'required' });
    expect(tierProblems({ ...BLANK_TIER, rate: '0.81' }, 'dailySalary', own)).toEqual({ rate: 'aboveOwn' });
    expect(tierProblems({ ...BLANK_TIER, rate: '0.8' }, 'dailySalary', own)).toEqual({});
    expect(
      tierProblems(
        { ...BLANK_TIER, rate: '1.5%', minValidBet: '-1', minActiveMembers: '2.5' },
        'dividend',
        own,
      ),
    ).toEqual({ rate: 'rate', minValidBet: 'amount', minActiveMembers: 'count' });
    // A real-time tier needs its loss rate too.
    expect(tierProblems({ ...BLANK_TIER, rate: '0.1' }, 'realtimeSalary', own)).toEqual({
      lossRate: 'required',
    });
  });

  it('sends nothing when no kind is granted, and each granted kind with its own fields', () => {
    expect(termsFromDraft(EMPTY_TERMS)).toBeUndefined();
    const draft = {
      ...EMPTY_TERMS,
      dailySalary: [
        { ...BLANK_TIER, minValidBet: ' 5000 ', minActiveMembers: '2', minNetLoss: '9', rate: '0.5' },
      ],
      realtimeSalary: [{ ...BLANK_TIER, rate: '0.1', lossRate: '0.2' }],
    };
    expect(termsValid(draft, own)).toBe(true);
    expect(termsFromDraft(draft)).toEqual({
      dividend: null,
      dailySalary: { tiers: [{ minValidBet: '5000', minActiveMembers: 2, minNetLoss: '0', rate: '0.5' }] },
      hourlySalary: null,
      realtimeSalary: {
        tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '0.1', lossRate: '0.2' }],
      },
    });
    expect(termsValid({ ...EMPTY_TERMS, dividend: [] }, own)).toBe(false);
  });

  it('sums a link’s terms up as each kind’s highest rate', () => {
    expect(termsHighlights(own)).toEqual([
      { kind: 'dividend', rate: '35.5' },
      { kind: 'dailySalary', rate: '0.8' },
      { kind: 'realtimeSalary', rate: '0.2' },
    ]);
    expect(termsHighlights(null)).toEqual([]);
  });
});
