import { AppError } from '../../platform/http/app-error.ts';
import { readPositiveAmount } from './domain/amount.ts';

/** A positive amount typed by a member or an operator, or the translated AMOUNT_INVALID error. */
export function parsePositiveAmount(amount: string, currency: string): bigint {
  const read = readPositiveAmount(amount, currency);
  if (read.ok) return read.amountMinor;
  throw new AppError('AMOUNT_INVALID', { scale: read.scale });
}

/** A non-zero signed amount ("-12.50" debits): the magnitude obeys the same rules as a positive one. */
export function parseSignedAmount(amount: string, currency: string): bigint {
  const trimmed = amount.trim();
  const negative = trimmed.startsWith('-');
  const magnitude = parsePositiveAmount(negative ? trimmed.slice(1) : trimmed, currency);
  return negative ? -magnitude : magnitude;
}
