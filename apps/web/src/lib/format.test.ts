import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatDay, formatMoneyText } from './format.ts';
import { setCurrentLanguageCode } from './language.ts';

afterEach(() => setCurrentLanguageCode('TH'));

describe('formatMoneyText', () => {
  it('groups in the current language and keeps the currency scale', () => {
    setCurrentLanguageCode('EN');
    expect(formatMoneyText('10000.00', 'THB')).toBe('10,000.00');
    expect(formatMoneyText('10000', 'THB')).toBe('10,000.00');
    expect(formatMoneyText('-100.5', 'THB')).toBe('-100.50');
    setCurrentLanguageCode('VI');
    expect(formatMoneyText('1250000', 'VND')).toBe('1.250.000');
  });

  it('is exact beyond float precision', () => {
    expect(formatMoneyText('12345678901234567.89', 'THB', { locale: 'en-US' })).toBe(
      '12,345,678,901,234,567.89',
    );
  });

  it('can show the symbol or the code', () => {
    expect(formatMoneyText('5', 'THB', { locale: 'en-US', display: 'symbol' })).toBe('฿5.00');
    expect(formatMoneyText('5', 'THB', { locale: 'en-US', display: 'code' })).toMatch(/^THB\s5\.00$/);
  });

  it('falls back to plain grouping for an unknown currency or an unreadable amount', () => {
    expect(formatMoneyText('1000.5', 'XYZ')).toBe(formatAmount('1000.5'));
    expect(formatMoneyText('abc', 'THB')).toBe('abc');
  });
});

describe('formatDay', () => {
  it('shows the merchant day as it is, whatever the browser zone', () => {
    // 1 March in any zone: the day is not an instant and is never shifted by the browser's offset.
    expect(formatDay('2026-03-01', 'en-GB')).toBe('1 Mar 2026');
    expect(formatDay('2024-02-29', 'en-US')).toBe('Feb 29, 2024');
  });

  it('leaves what is not a day alone', () => {
    expect(formatDay('yesterday', 'en-GB')).toBe('yesterday');
  });
});

describe('formatCount', () => {
  it('groups whole numbers in the current language', () => {
    setCurrentLanguageCode('EN');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });
});
