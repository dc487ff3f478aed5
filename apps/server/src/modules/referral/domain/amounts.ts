import { parseMoney, type CurrencyCode } from '@platform/money';

/** An operator's amount in minor units (≥ 0 with `allowZero`, else > 0), or null when it is not one. */
export function amountMinor(input: string, currency: CurrencyCode, allowZero: boolean): bigint | null {
  try {
    const minor = parseMoney(input.trim(), currency).amountMinor;
    return minor > 0n || (allowZero && minor === 0n) ? minor : null;
  } catch {
    return null;
  }
}
