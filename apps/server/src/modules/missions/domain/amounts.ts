import { MONEY_MISSION_KINDS, type MissionKind } from '@platform/contracts';
import { currencyScale, parseMoney, type CurrencyCode } from '@platform/money';

/**
 * An operator's amount (a positive decimal in the currency's scale) in minor units, or null when it
 * is not one. `allowZero` for thresholds that may be nothing.
 */
export function positiveMinor(input: string, currency: CurrencyCode, allowZero = false): bigint | null {
  try {
    const minor = parseMoney(input.trim(), currency).amountMinor;
    return minor > 0n || (allowZero && minor === 0n) ? minor : null;
  } catch {
    return null;
  }
}

/** A mission target: money in minor units for the money kinds, a whole count (1 … 1,000,000) otherwise. */
export function missionTarget(kind: MissionKind, input: string, currency: CurrencyCode): bigint | null {
  if (MONEY_MISSION_KINDS.includes(kind)) return positiveMinor(input, currency);
  if (!/^\d{1,7}$/.test(input.trim())) return null;
  const n = BigInt(input.trim());
  return n >= 1n && n <= 1_000_000n ? n : null;
}

export const scaleOf = (currency: CurrencyCode) => currencyScale(currency);
