import { describe, expect, it } from 'vitest';
import { balanceView, HIDDEN_BALANCE } from './balance-display.ts';

describe('header balance', () => {
  it('shows stars when hidden, whatever the amount or its loading state', () => {
    expect(balanceView('10000.00', true)).toEqual({ kind: 'hidden', text: HIDDEN_BALANCE });
    expect(balanceView(undefined, true)).toEqual({ kind: 'hidden', text: HIDDEN_BALANCE });
    expect(HIDDEN_BALANCE).toMatch(/^\*+$/);
  });

  it('shows a loading placeholder, never a made-up number, until an amount arrives', () => {
    expect(balanceView(undefined, false)).toEqual({ kind: 'loading' });
    expect(balanceView(null, false)).toEqual({ kind: 'loading' });
  });

  it('groups the decimal string without going through a float', () => {
    expect(balanceView('10000.00', false)).toEqual({ kind: 'amount', text: '10,000.00' });
    expect(balanceView('12345678901234567.89', false)).toEqual({
      kind: 'amount',
      text: '12,345,678,901,234,567.89',
    });
    expect(balanceView('-5.5', false)).toEqual({ kind: 'amount', text: '-5.5' });
  });

  it('uses the currency scale when the currency is known', () => {
    expect(balanceView('10000', false, 'THB')).toEqual({ kind: 'amount', text: '10,000.00' });
    expect(balanceView('0.00', false, 'THB')).toEqual({ kind: 'amount', text: '0.00' });
  });
});
