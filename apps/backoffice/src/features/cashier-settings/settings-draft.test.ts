import { describe, expect, it } from 'vitest';
import {
  changedFields,
  draftOf,
  percentOfBps,
  settingsBody,
  settingsProblems,
  timesOfBps,
} from './settings-draft.ts';

const saved = {
  withdrawalMin: '100.00',
  withdrawalMax: '50000.00',
  secondApprovalAbove: '20000.00',
  autoReceiptMinutes: 30,
  guaranteeBps: 0,
  turnoverBps: 10000,
  transferMin: '1.00',
  adjustmentApprovalAbove: '100000.00',
  adjustmentDailyCap: '500000.00',
};

describe('cashier settings draft', () => {
  it('round-trips the saved settings unchanged', () => {
    const draft = draftOf(saved);
    expect(settingsProblems(draft, 'THB')).toEqual({});
    expect(settingsBody(draft, 'THB')).toEqual(saved);
    expect(changedFields(saved, draft, 'THB')).toEqual([]);
  });

  it('sees the same amount written differently as unchanged, and reports real changes', () => {
    const draft = { ...draftOf(saved), withdrawalMin: '100', guaranteeBps: '150' };
    expect(changedFields(saved, draft, 'THB')).toEqual(['guaranteeBps']);
    expect(settingsBody({ ...draft, withdrawalMin: '150.5' }, 'THB').withdrawalMin).toBe('150.50');
  });

  it('flags each bad field', () => {
    const draft = {
      ...draftOf(saved),
      withdrawalMin: '600',
      withdrawalMax: '500',
      transferMin: '0',
      secondApprovalAbove: '1.234',
      autoReceiptMinutes: '0',
      guaranteeBps: '2.5',
      turnoverBps: '1000001',
    };
    expect(settingsProblems(draft, 'THB')).toEqual({
      withdrawalMax: 'minAboveMax',
      transferMin: 'zero',
      secondApprovalAbove: 'scale',
      autoReceiptMinutes: 'range',
      guaranteeBps: 'integer',
      turnoverBps: 'range',
    });
  });

  it('shows basis points as a share and as a multiple', () => {
    expect(percentOfBps(150)).toBe('1.5 %');
    expect(timesOfBps(10_000)).toBe('1 ×');
    expect(timesOfBps(25_000)).toBe('2.5 ×');
  });
});
