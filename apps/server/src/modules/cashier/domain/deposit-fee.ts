import { basisPointsOfMinor } from '@platform/money';

/** A channel's fee schedule: basis points of the amount plus a fixed part, in minor units. */
export interface DepositFeeSchedule {
  feeBps: number;
  feeFixedMinor: bigint;
}

/**
 * The provider's fee on a deposit: fixed + amount × bps / 10 000, rounded half up to a minor unit,
 * and never more than the amount (a fee larger than the payment would make the provider owe us
 * a negative settlement, which no provider does). The house pays it, not the member.
 */
export function depositFeeMinor(amountMinor: bigint, schedule: DepositFeeSchedule): bigint {
  if (amountMinor <= 0n) return 0n;
  const proportional = basisPointsOfMinor(amountMinor, schedule.feeBps, 'half-up');
  const fee = schedule.feeFixedMinor + proportional;
  if (fee <= 0n) return 0n;
  return fee > amountMinor ? amountMinor : fee;
}

export type DepositAccount = 'MEMBER_CASH' | 'PSP_CLEARING' | 'HOUSE';

export interface DepositLeg {
  account: DepositAccount;
  amountMinor: bigint;
}

/**
 * The postings of a credited deposit: the member receives the whole amount; the provider settles
 * the amount less its fee (clearing), and the house bears the fee. Zero legs are left out because a
 * ledger entry is never zero (a fee-free deposit is two legs, a deposit eaten whole by its fee too).
 */
export function depositCreditLegs(amountMinor: bigint, feeMinor: bigint): DepositLeg[] {
  if (amountMinor <= 0n || feeMinor < 0n || feeMinor > amountMinor) {
    throw new RangeError('a deposit credits a positive amount with a fee between zero and that amount');
  }
  const legs: DepositLeg[] = [{ account: 'MEMBER_CASH', amountMinor }];
  if (amountMinor - feeMinor !== 0n)
    legs.push({ account: 'PSP_CLEARING', amountMinor: -(amountMinor - feeMinor) });
  if (feeMinor !== 0n) legs.push({ account: 'HOUSE', amountMinor: -feeMinor });
  return legs;
}

/** Why an amount is outside a channel's inclusive limits, or null when it fits. */
export function amountLimitProblem(
  amountMinor: bigint,
  limits: { minMinor: bigint; maxMinor: bigint },
): 'BELOW_MIN' | 'ABOVE_MAX' | null {
  if (amountMinor < limits.minMinor) return 'BELOW_MIN';
  if (amountMinor > limits.maxMinor) return 'ABOVE_MAX';
  return null;
}
