import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, type CurrencyCode } from './currencies.ts';
import { toDecimalString } from './decimal-string.ts';
import { UnknownCurrencyError } from './errors.ts';
import { formatMoney, type CurrencyDisplay } from './format-money.ts';
import { money } from './money.ts';
import { parseMoney } from './parse-money.ts';
import { moneyIn } from './test-arbitraries.ts';

/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each<[bigint, CurrencyCode, string, CurrencyDisplay, string]>([
    [125000n, 'THB', 'en-US', 'symbol', '฿1,250.00'],
    [125000n, 'THB', 'en-US', 'code', 'THB 1,250.00'],
    [125000n, 'THB', 'en-US', 'none', '1,250.00'],
    [125000n, 'THB', 'th-TH', 'symbol', '฿1,250.00'],
    [-310n, 'USD', 'en-US', 'symbol', '-$3.10'],
    [5n, 'USD', 'en-US', 'symbol', '$0.05'],
    [125050n, 'EUR', 'de-DE', 'symbol', '1.250,50 €'],
    [1250n, 'VND', 'en-US', 'symbol', '₫1,250'],
    [1250000n, 'VND', 'vi-VN', 'symbol', '1.250.000 ₫'],
    [1250n, 'JPY', 'ja-JP', 'symbol', '￥1,250'],
    [50000n, 'KRW', 'ko-KR', 'none', '50,000'],
    [125000n, 'IDR', 'en-US', 'symbol', 'Rp 1,250.00'],
    [125000n, 'USDT', 'en-US', 'symbol', 'USDT 1,250.00'],
    [125050n, 'USDT', 'de-DE', 'code', '1.250,50 USDT'],
    [-5n, 'USDT', 'en-US', 'none', '-0.05'],
    [2n ** 63n - 1n, 'USD', 'en-US', 'symbol', '$92,233,720,368,547,758.07'],
    [-(2n ** 63n), 'THB', 'en-US', 'none', '-92,233,720,368,547,758.08'],
  ])('%s %s in %s (%s) → %j', (amount, currency, locale, display, expected) => {
    expect(plain(formatMoney(money(amount, currency), locale, { display }))).toBe(expected);
  });

  it('shows the symbol by default', () => {
    expect(formatMoney(money(100n, 'USD'), 'en-US')).toBe('$1.00');
  });

  it('uses the currency scale even where Intl would use another one', () => {
    // CLDR shows IDR without decimals by default; the platform carries two minor digits.
    expect(plain(formatMoney(money(1n, 'IDR'), 'id-ID', { display: 'code' }))).toBe('IDR 0,01');
  });

  it.each(CURRENCY_CODES)('formats %s exactly, with no float in between', (currency) => {
    fc.assert(
      fc.property(moneyIn(currency), (m) => {
        const formatted = formatMoney(m, 'en-US', { display: 'none' });
        expect(formatted.replaceAll(',', '')).toBe(toDecimalString(m));
        expect(parseMoney(formatted.replaceAll(',', ''), currency)).toEqual(m);
      }),
    );
  });

  it.each(CURRENCY_CODES)('shows the %s code with display "code" in any locale', (currency) => {
    for (const locale of ['en-US', 'th-TH', 'vi-VN', 'de-DE', 'zh-CN']) {
      expect(formatMoney(money(-12345n, currency), locale, { display: 'code' })).toContain(currency);
    }
  });

  it('refuses an unknown currency', () => {
    expect(() => formatMoney({ amountMinor: 1n, currency: 'XYZ' as CurrencyCode }, 'en-US')).toThrow(
      UnknownCurrencyError,
    );
  });
});
