import { describe, expect, it } from 'vitest';
import { createBody, draftProblems, emptyDraft, percentOfBps, updateBody } from './channel-draft.ts';

describe('deposit channel draft', () => {
  const bank = {
    ...emptyDraft('BANK_TRANSFER'),
    name: ' Bank ',
    min: '300',
    max: '200000.00',
    bankName: 'KBank',
    accountName: 'Royal',
    accountNumber: '123-4',
  };

  it('accepts a complete bank channel and builds the body the API takes', () => {
    expect(draftProblems(bank)).toEqual({});
    expect(createBody(bank)).toMatchObject({
      kind: 'BANK_TRANSFER',
      name: 'Bank',
      min: '300',
      feeBps: 0,
      pspCode: null,
      bankAccount: { bankName: 'KBank', accountName: 'Royal', accountNumber: '123-4' },
    });
  });

  it('compares limits exactly and flags each bad field', () => {
    expect(draftProblems({ ...bank, min: '100.10', max: '100.09' })).toEqual({ max: 'minAboveMax' });
    expect(draftProblems({ ...bank, min: '100.10', max: '100.1' })).toEqual({});
    expect(draftProblems({ ...bank, min: '0', max: '1e5' })).toMatchObject({ min: 'amount', max: 'amount' });
    expect(draftProblems({ ...bank, feeBps: '10001', sortOrder: '-1', name: '' })).toMatchObject({
      feeBps: 'bps',
      sortOrder: 'integer',
      name: 'required',
    });
    expect(draftProblems({ ...bank, accountNumber: '12' })).toMatchObject({ bank: 'required' });
    expect(draftProblems({ ...bank, kind: 'ONLINE', pspCode: '' })).toMatchObject({ pspCode: 'required' });
  });

  it('sends only the fields of the channel’s kind', () => {
    expect(updateBody({ ...bank, kind: 'ONLINE', pspCode: 'SIMPAY' })).toMatchObject({
      bankAccount: null,
      pspCode: 'SIMPAY',
    });
    expect(updateBody(bank)).not.toHaveProperty('kind');
  });

  it('shows basis points as a percentage', () => {
    expect(percentOfBps(150)).toBe('1.5 %');
    expect(percentOfBps(0)).toBe('0 %');
  });
});
