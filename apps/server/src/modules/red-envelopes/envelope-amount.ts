import {
  currencyScale,
  isCurrencyCode,
  parseMoney,
  toDecimalString,
  type CurrencyCode,
} from '@platform/money';
import { AppError } from '../../platform/http/app-error.ts';

const MAX_AMOUNT_MINOR = 10n ** 15n;

/** A positive amount typed by an operator, or the translated AMOUNT_INVALID error. */
export function parsePositiveAmount(amount: string, currency: string): bigint {
  if (isCurrencyCode(currency)) {
    try {
      const parsed = parseMoney(amount.trim(), currency).amountMinor;
      if (parsed > 0n && parsed <= MAX_AMOUNT_MINOR) return parsed;
    } catch {
      // refused below
    }
  }
  throw new AppError('AMOUNT_INVALID', { scale: isCurrencyCode(currency) ? currencyScale(currency) : 2 });
}

export const decimal = (amountMinor: bigint, currency: string): string =>
  toDecimalString({ amountMinor, currency: currency as CurrencyCode });
