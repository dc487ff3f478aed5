import { describe, expect, it } from 'vitest';
import { addAmounts, fromMinor, magnitude, minorOf, parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it('reads amounts exactly in the currency’s scale', () => {
    expect(parseAmount('50', 'THB')).toEqual({ ok: true, minor: 5000n, text: '50.00' });
    expect(parseAmount(' 50.5 ', 'THB')).toEqual({ ok: true, minor: 5050n, text: '50.50' });
    expect(parseAmount('50000', 'VND')).toEqual({ ok: true, minor: 50000n, text: '50000' });
  });
  it('names what is wrong', () => {
    expect(parseAmount('50.505', 'THB')).toEqual({ ok: false, problem: 'scale' });
    expect(parseAmount('1.5', 'VND')).toEqual({ ok: false, problem: 'scale' });
    expect(parseAmount('1e5', 'THB')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1,000', 'THB')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('', 'THB')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('0.00', 'THB')).toEqual({ ok: false, problem: 'zero' });
    expect(parseAmount('-5', 'THB')).toEqual({ ok: false, problem: 'negative' });
  });
  it('takes a sign when asked to', () => {
    expect(parseAmount('+50', 'THB', { signed: true })).toEqual({ ok: true, minor: 5000n, text: '50.00' });
    expect(parseAmount('-12.3', 'THB', { signed: true })).toEqual({
      ok: true,
      minor: -1230n,
      text: '-12.30',
    });
    expect(parseAmount('-0', 'THB', { signed: true })).toEqual({ ok: false, problem: 'zero' });
    expect(parseAmount('+-5', 'THB', { signed: true })).toEqual({ ok: false, problem: 'format' });
  });
  it('still checks the shape of a currency outside the table', () => {
    expect(parseAmount('10.5', 'XYZ')).toMatchObject({ ok: true, minor: 1_050_000_000n });
    expect(parseAmount('-1', 'XYZ', { signed: true })).toMatchObject({ ok: true, minor: -100_000_000n });
    expect(parseAmount('abc', 'XYZ')).toEqual({ ok: false, problem: 'format' });
  });
});

describe('minorOf and magnitude', () => {
  it('reads server amounts and drops signs', () => {
    expect(minorOf('1250.00', 'THB')).toBe(125000n);
    expect(minorOf('oops', 'THB')).toBeNull();
    expect(magnitude('-50.00')).toBe('50.00');
    expect(magnitude('+50.00')).toBe('50.00');
  });
});

describe('addAmounts', () => {
  it('adds exactly in minor units', () => {
    expect(addAmounts('10000.00', '-25.50', 'THB')).toBe('9974.50');
    expect(addAmounts('0.10', '0.20', 'THB')).toBe('0.30');
    expect(addAmounts('x', '1.00', 'THB')).toBeNull();
  });
});

describe('fromMinor', () => {
  it('reads minor units in the currency’s scale', () => {
    expect(fromMinor('-1234', 'THB')).toBe('-12.34');
    expect(fromMinor('0', 'THB')).toBe('0.00');
    expect(fromMinor('1234', 'VND')).toBe('1234');
    expect(fromMinor('12.5', 'THB')).toBe('12.5');
  });
});
