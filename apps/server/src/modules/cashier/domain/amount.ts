import { currencyScale, isCurrencyCode, parseMoney } from '@platform/money';

/** A cap far above any real payment keeps sums of many amounts inside a bigint. */
export const MAX_AMOUNT_MINOR = 10n ** 15n;

export type AmountReading = { ok: true; amountMinor: bigint } | { ok: false; scale: number };

/**
 * A positive amount in the currency's scale. Zero, negative, too precise or too large is refused,
 * with the scale the currency allows (for the error message).
 */
export function readPositiveAmount(amount: string, currency: string): AmountReading {
  if (!isCurrencyCode(currency)) return { ok: false, scale: 2 };
  try {
    const parsed = parseMoney(amount.trim(), currency).amountMinor;
    if (parsed > 0n && parsed <= MAX_AMOUNT_MINOR) return { ok: true, amountMinor: parsed };
  } catch {
    // refused below with the currency's scale
  }
  return { ok: false, scale: currencyScale(currency) };
}
