/**
 * The lottery markets this vendor sells, their result shapes and their draw calendars.
 * Pure: no clock, no I/O. Times are wall-clock times in the market's own zone; every zone used here
 * has no daylight saving (Vietnam and Thailand UTC+7, Malaysia UTC+8), so a fixed offset is exact.
 */

export type MarketCode = 'VN_NORTH' | 'VN_CENTRAL' | 'VN_SOUTH' | 'TH_GOV' | 'MY_4D' | 'ELOTT';

/** The shape of a draw's result: prize name → its numbers (each a string of digits). */
export type ResultShape = 'VN_NORTH' | 'VN_PROVINCIAL' | 'TH_GOV' | 'MY_4D';

export interface PrizeSpec {
  prize: string;
  count: number;
  digits: number;
}

/** Northern draw: 27 numbers. */
export const VN_NORTH_PRIZES: readonly PrizeSpec[] = [
  { prize: 'DB', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 2, digits: 5 },
  { prize: 'G3', count: 6, digits: 5 },
  { prize: 'G4', count: 4, digits: 4 },
  { prize: 'G5', count: 6, digits: 4 },
  { prize: 'G6', count: 3, digits: 3 },
  { prize: 'G7', count: 4, digits: 2 },
];

/** Central and southern provincial draws: 18 numbers, G8 (2 digits) … special (6 digits). */
export const VN_PROVINCIAL_PRIZES: readonly PrizeSpec[] = [
  { prize: 'G8', count: 1, digits: 2 },
  { prize: 'G7', count: 1, digits: 3 },
  { prize: 'G6', count: 3, digits: 4 },
  { prize: 'G5', count: 1, digits: 4 },
  { prize: 'G4', count: 7, digits: 5 },
  { prize: 'G3', count: 2, digits: 5 },
  { prize: 'G2', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'DB', count: 1, digits: 6 },
];

/** Thai government lottery: first prize, two 3-digit fronts, two 3-digit backs, one 2-digit back. */
export const TH_GOV_PRIZES: readonly PrizeSpec[] = [
  { prize: 'FIRST', count: 1, digits: 6 },
  { prize: 'FRONT3', count: 2, digits: 3 },
  { prize: 'BACK3', count: 2, digits: 3 },
  { prize: 'BACK2', count: 1, digits: 2 },
];

/** Malaysian 4D (Magnum-style): 1st, 2nd, 3rd, 10 special, 10 consolation. */
export const MY_4D_PRIZES: readonly PrizeSpec[] = [
  { prize: 'P1', count: 1, digits: 4 },
  { prize: 'P2', count: 1, digits: 4 },
  { prize: 'P3', count: 1, digits: 4 },
  { prize: 'SPECIAL', count: 10, digits: 4 },
  { prize: 'CONSOLATION', count: 10, digits: 4 },
];

export const PRIZES_OF: Record<ResultShape, readonly PrizeSpec[]> = {
  VN_NORTH: VN_NORTH_PRIZES,
  VN_PROVINCIAL: VN_PROVINCIAL_PRIZES,
  TH_GOV: TH_GOV_PRIZES,
  MY_4D: MY_4D_PRIZES,
};

export const SHAPE_OF: Record<MarketCode, ResultShape> = {
  VN_NORTH: 'VN_NORTH',
  VN_CENTRAL: 'VN_PROVINCIAL',
  VN_SOUTH: 'VN_PROVINCIAL',
  TH_GOV: 'TH_GOV',
  MY_4D: 'MY_4D',
  // The fast draws deal a northern-shaped result, so every Vietnamese bet type plays on them.
  ELOTT: 'VN_NORTH',
};

/** A draw's result: prize → numbers, in the order of the prize list. */
export type DrawResult = Record<string, string[]>;

export class LotteryDomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/** Checks a result against its shape: every prize present with the right count of n-digit numbers. */
export function assertResultShape(shape: ResultShape, result: DrawResult): void {
  for (const spec of PRIZES_OF[shape]) {
    const numbers = result[spec.prize];
    if (!Array.isArray(numbers) || numbers.length !== spec.count)
      throw new LotteryDomainError('RESULT_INVALID', `prize ${spec.prize} needs ${spec.count} numbers`);
    for (const n of numbers)
      if (typeof n !== 'string' || !new RegExp(`^\\d{${spec.digits}}$`).test(n))
        throw new LotteryDomainError('RESULT_INVALID', `prize ${spec.prize} needs ${spec.digits} digits`);
  }
  const known = new Set(PRIZES_OF[shape].map((p) => p.prize));
  for (const prize of Object.keys(result))
    if (!known.has(prize)) throw new LotteryDomainError('RESULT_INVALID', `unknown prize ${prize}`);
}

/** All numbers of a result in prize order. */
export const allNumbers = (shape: ResultShape, result: DrawResult): string[] =>
  PRIZES_OF[shape].flatMap((p) => result[p.prize] ?? []);
