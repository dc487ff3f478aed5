/**
 * Odds are held as integer thousandths of decimal odds (1.955 → 1955): exact, comparable, and what a
 * bet records as its accepted price. Other formats are views of it (decimal ↔ Hong Kong ↔ Malay ↔
 * Indonesian), in thousandths too; negative Malay/Indonesian prices are rounded half away from zero to
 * the thousandth, so converting back may move the decimal price by a thousandth or two.
 */
export type OddsMilli = number;

export type OddsFormat = 'DECIMAL' | 'HONG_KONG' | 'MALAY' | 'INDONESIAN';
export const ODDS_FORMATS: readonly OddsFormat[] = ['DECIMAL', 'HONG_KONG', 'MALAY', 'INDONESIAN'];

/** The lowest price a selection can carry (1.010) and the highest (1000.000). */
export const MIN_ODDS: OddsMilli = 1010;
export const MAX_ODDS: OddsMilli = 1_000_000;

export function isValidOdds(odds: number): odds is OddsMilli {
  return Number.isInteger(odds) && odds >= MIN_ODDS && odds <= MAX_ODDS;
}

/** Integer division rounded half away from zero. */
function divRound(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}

/** Decimal thousandths to the given format's thousandths (signed for Malay and Indonesian). */
export function fromDecimal(decimal: OddsMilli, format: OddsFormat): number {
  const hk = decimal - 1000;
  switch (format) {
    case 'DECIMAL':
      return decimal;
    case 'HONG_KONG':
      return hk;
    case 'MALAY':
      // Up to even money the Hong Kong price; above it −1 / HK.
      return hk <= 1000 ? hk : -divRound(1_000_000, hk);
    case 'INDONESIAN':
      // From even money up the Hong Kong price; below it −1 / HK.
      return hk >= 1000 ? hk : -divRound(1_000_000, hk);
  }
}

/** A format's thousandths back to decimal thousandths. */
export function toDecimal(value: number, format: OddsFormat): OddsMilli {
  switch (format) {
    case 'DECIMAL':
      return value;
    case 'HONG_KONG':
      return value + 1000;
    case 'MALAY':
    case 'INDONESIAN':
      return value > 0 ? value + 1000 : 1000 + divRound(1_000_000, -value);
  }
}

/** "1.955", "-0.885": thousandths shown with three decimals (screens may trim a trailing zero). */
export function formatOdds(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** "1.955" → 1955; null when not a price with at most three decimals. */
export function parseOdds(text: string): number | null {
  const m = /^(-?)(\d{1,7})(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) return null;
  const value = Number(m[2]) * 1000 + Number((m[3] ?? '').padEnd(3, '0'));
  return m[1] === '-' ? -value : value;
}

/**
 * A price as the slip and the boards show it in the player's format: from decimal thousandths, with
 * two decimals unless the third is needed ("1.95", "1.955", "-0.885", "0.90").
 */
export function displayOdds(decimal: OddsMilli, format: OddsFormat): string {
  const text = formatOdds(fromDecimal(decimal, format));
  return text.endsWith('0') ? text.slice(0, -1) : text;
}
