import { describe, expect, it } from 'vitest';
import { amountSign, signedAmountText } from './amount-sign.ts';

describe('amountSign', () => {
  it('reads the sign of a decimal string', () => {
    expect(amountSign('125.50')).toBe('positive');
    expect(amountSign('+0.01')).toBe('positive');
    expect(amountSign(' 3 ')).toBe('positive');
    expect(amountSign('-0.01')).toBe('negative');
    expect(amountSign('-1250')).toBe('negative');
  });

  it('counts every spelling of zero, and what is not a number, as zero', () => {
    for (const zero of ['0', '0.00', '-0', '-0.00', '+0', '.0', '']) expect(amountSign(zero)).toBe('zero');
    expect(amountSign('abc')).toBe('zero');
    expect(amountSign('1,000')).toBe('zero');
  });
});

describe('signedAmountText', () => {
  it('always shows the sign, with a real minus', () => {
    expect(signedAmountText('1250.00', '1,250.00')).toBe('+1,250.00');
    expect(signedAmountText('-40.00', '-40.00')).toBe('−40.00');
    expect(signedAmountText('-40.00', '−40.00')).toBe('−40.00');
    expect(signedAmountText('0.00', '0.00')).toBe('0.00');
  });
});
