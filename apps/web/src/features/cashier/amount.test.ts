import { describe, expect, it } from 'vitest';
import { checkAmount, chipLabel, normaliseAmountInput, quickAmounts, toMinor } from './amount.ts';

describe('amount entry', () => {
  it('reads what people type into exact minor units', () => {
    expect(checkAmount('100', 'THB')).toEqual({ ok: true, amount: '100.00', minor: 10000n });
    expect(checkAmount(' 1,250.5 ', 'THB')).toEqual({ ok: true, amount: '1250.50', minor: 125050n });
    expect(checkAmount('0100', 'THB')).toEqual({ ok: true, amount: '100.00', minor: 10000n });
    expect(checkAmount('5.', 'THB')).toEqual({ ok: true, amount: '5.00', minor: 500n });
    expect(checkAmount('50000', 'VND')).toEqual({ ok: true, amount: '50000', minor: 50000n });
    // Beyond float precision, still exact.
    expect(checkAmount('90071992547409.93', 'THB')).toMatchObject({ ok: true, minor: 9007199254740993n });
    expect(normaliseAmountInput("1 000'000")).toBe('1000000');
  });

  it('names the problem of a bad amount', () => {
    expect(checkAmount('', 'THB')).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('abc', 'THB')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1e3', 'THB')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('-5', 'THB')).toEqual({ ok: false, problem: 'positive' });
    expect(checkAmount('1.234', 'THB')).toEqual({ ok: false, problem: 'scale' });
    expect(checkAmount('10.5', 'VND')).toEqual({ ok: false, problem: 'scale' });
    expect(checkAmount('0', 'THB')).toEqual({ ok: false, problem: 'positive' });
    expect(checkAmount('0.00', 'THB')).toEqual({ ok: false, problem: 'positive' });
    expect(checkAmount('10', 'XYZ')).toEqual({ ok: false, problem: 'format' });
  });

  it('checks the limits and the balance', () => {
    const limits = { min: '100.00', max: '50000.00', available: '9900.00' };
    expect(checkAmount('99.99', 'THB', limits)).toEqual({ ok: false, problem: 'min' });
    expect(checkAmount('100', 'THB', limits)).toMatchObject({ ok: true });
    expect(checkAmount('50000.01', 'THB', limits)).toEqual({ ok: false, problem: 'max' });
    expect(checkAmount('9900.01', 'THB', limits)).toEqual({ ok: false, problem: 'balance' });
    expect(checkAmount('9900', 'THB', limits)).toMatchObject({ ok: true, amount: '9900.00' });
  });
});

describe('quick amounts', () => {
  it('starts at the minimum and climbs in round steps', () => {
    expect(quickAmounts('100.00', '50000.00', 'THB')).toEqual([
      '100.00',
      '500.00',
      '1000.00',
      '5000.00',
      '10000.00',
      '50000.00',
    ]);
    expect(quickAmounts('300.00', '200000.00', 'THB')).toEqual([
      '300.00',
      '500.00',
      '1000.00',
      '5000.00',
      '10000.00',
      '50000.00',
    ]);
    expect(quickAmounts('50000', '500000000', 'VND', 4)).toEqual(['50000', '100000', '500000', '1000000']);
  });

  it('never offers more than the maximum or the cap', () => {
    expect(quickAmounts('100.00', '800.00', 'THB')).toEqual(['100.00', '500.00']);
    expect(quickAmounts('100.00', '50000.00', 'THB', 6, '1200.00')).toEqual(['100.00', '500.00', '1000.00']);
    expect(quickAmounts('100.00', '50000.00', 'THB', 6, '50.00')).toEqual([]);
  });

  it('offers the largest round amounts for transfers', () => {
    expect(quickAmounts('1.00', '10000.00', 'THB', 6, undefined, true)).toEqual([
      '50.00',
      '100.00',
      '500.00',
      '1000.00',
      '5000.00',
      '10000.00',
    ]);
    expect(quickAmounts('1.00', '80.00', 'THB', 6, undefined, true)).toEqual(['5.00', '10.00', '50.00']);
  });

  it('skips a minimum with cents, and survives bad limits', () => {
    expect(quickAmounts('0.50', '20.00', 'THB')).toEqual(['1.00', '5.00', '10.00']);
    expect(quickAmounts('x', '20.00', 'THB')).toEqual([]);
    expect(quickAmounts('1', '20', 'XYZ')).toEqual([]);
  });

  it('labels chips in whole units, in the language of the page', () => {
    expect(chipLabel('10000.00')).toBe('10,000');
    expect(chipLabel('500000')).toBe('500,000');
    expect(chipLabel('12.50')).toBe('12.5');
    expect(chipLabel('1000000', 'vi-VN')).toBe('1.000.000');
  });
});

describe('server amounts', () => {
  it('reads decimal strings into minor units, or null', () => {
    expect(toMinor('9580.00', 'THB')).toBe(958000n);
    expect(toMinor('50000', 'VND')).toBe(50000n);
    expect(toMinor('-1.50', 'THB')).toBe(-150n);
    expect(toMinor('abc', 'THB')).toBeNull();
    expect(toMinor('1.00', 'XYZ')).toBeNull();
  });
});
