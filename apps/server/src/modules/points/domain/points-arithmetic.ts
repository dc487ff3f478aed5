import type { BetPointType, EarningPointType, GameCategory } from '@platform/contracts';

/**
 * The points arithmetic (ADR 0029 §8): whole points only, no floats. Valid bet and deposits earn
 * `points` per whole `unitMinor`; conversion to cash goes in whole conversion units.
 */

/** Which points type a game category's valid bet earns (spec §3 "Points types"); null: none. */
export function pointTypeOfCategory(category: string): BetPointType | null {
  switch (category as GameCategory) {
    case 'LIVE':
      return 'LIVE';
    case 'LOTT':
    case 'ELOTT':
      return 'LOTTERY';
    case 'BOARD':
    case 'PVP':
      return 'CARD';
    case 'RNG':
    case 'FISH':
      return 'SLOTS';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'SPORTS';
    default:
      return null;
  }
}

export interface Ratio {
  type: EarningPointType;
  unitMinor: bigint;
  points: number;
}

/** The points a day's whole basis earns: `points` for each whole unit (a part unit earns nothing yet). */
export function pointsDue(basisMinor: bigint, ratio: Pick<Ratio, 'unitMinor' | 'points'>): bigint {
  if (basisMinor <= 0n || ratio.unitMinor <= 0n || ratio.points <= 0) return 0n;
  return (basisMinor / ratio.unitMinor) * BigInt(ratio.points);
}

/**
 * What a job run credits for one (member, day, type): the day's points due on its whole basis less
 * what earlier runs credited. Never negative: a basis that shrinks (a bet rolled back) keeps what was
 * credited, and the next growth credits only what goes beyond it.
 */
export function earningIncrement(due: bigint, credited: bigint): bigint {
  return due > credited ? due - credited : 0n;
}

export interface ConversionRate {
  convertPoints: number;
  convertAmountMinor: bigint;
  convertMinPoints: number;
}

export type ConversionQuote =
  | { ok: true; amountMinor: bigint; units: bigint }
  | { ok: false; reason: 'BELOW_MINIMUM' | 'NOT_WHOLE_UNITS' };

/** Cash for `points`: a whole number of conversion units, at least the minimum. */
export function conversionQuote(points: bigint, rate: ConversionRate): ConversionQuote {
  const step = BigInt(rate.convertPoints);
  if (points < BigInt(rate.convertMinPoints) || points <= 0n) return { ok: false, reason: 'BELOW_MINIMUM' };
  if (points % step !== 0n) return { ok: false, reason: 'NOT_WHOLE_UNITS' };
  const units = points / step;
  return { ok: true, units, amountMinor: units * rate.convertAmountMinor };
}

/** What a whole balance converts to now (whole units only). */
export function cashValueOf(balance: bigint, rate: ConversionRate): bigint {
  if (balance <= 0n) return 0n;
  return (balance / BigInt(rate.convertPoints)) * rate.convertAmountMinor;
}

/** A name in the wanted language, else the merchant's default, else any. */
export function nameIn(names: Record<string, string>, language: string, fallback: string): string {
  return names[language] ?? names[fallback] ?? names.EN ?? Object.values(names)[0] ?? '';
}
