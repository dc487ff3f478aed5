/** Minor units per major unit of the currencies the book takes (the platform's merchants'). */
const SCALE: Record<string, number> = { THB: 2, USD: 2, CNY: 2, KRW: 0, VND: 0, IDR: 0, MYR: 2, PHP: 2 };

export const scaleOf = (currency: string) => SCALE[currency] ?? 2;

/** Minor units → the wire's decimal string ("12.50"). */
export function fromMinor(amountMinor: bigint, currency: string): string {
  const scale = scaleOf(currency);
  const negative = amountMinor < 0n;
  const abs = negative ? -amountMinor : amountMinor;
  if (scale === 0) return `${negative ? '-' : ''}${abs}`;
  const unit = 10n ** BigInt(scale);
  return `${negative ? '-' : ''}${abs / unit}.${(abs % unit).toString().padStart(scale, '0')}`;
}

/** The wire's decimal string → minor units; null when malformed or with more decimals than the currency. */
export function toMinor(text: string, currency: string): bigint | null {
  const scale = scaleOf(currency);
  const m = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > scale) return null;
  return BigInt(m[1]!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}
