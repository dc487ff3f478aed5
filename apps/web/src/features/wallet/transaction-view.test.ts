import { describe, expect, it } from 'vitest';
import { amountDirection, signedText } from './transaction-view.ts';

describe('account record amounts', () => {
  it('tells credits from debits', () => {
    expect(amountDirection('100.00')).toBe('in');
    expect(amountDirection('-100.00')).toBe('out');
    expect(amountDirection('0.00')).toBe('zero');
    expect(amountDirection('-0.00')).toBe('zero');
    expect(amountDirection('0')).toBe('zero');
    expect(amountDirection('0.01')).toBe('in');
  });

  it('shows the sign explicitly', () => {
    expect(signedText('100.00', '100.00')).toBe('+100.00');
    expect(signedText('-1250.00', '-1,250.00')).toBe('−1,250.00');
    expect(signedText('0.00', '0.00')).toBe('0.00');
  });
});
