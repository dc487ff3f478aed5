/**
 * Who must agree to an operator's manual adjustment, as pure rules.
 *
 * One operator's word posts an adjustment only while it is small (at most the merchant's
 * second-operator threshold) and the operator's single-approved adjustments of the merchant's day
 * stay within the merchant's daily cap: many small ones must not add up to a large one nobody
 * checked (issue 18). Credits and debits both count, by their size. Anything else waits for a
 * second, different operator, and only that operator's approval moves money.
 */

export interface AdjustmentLimits {
  /** Above this size an adjustment always needs a second operator. */
  approvalAboveMinor: bigint;
  /** What one operator may post alone per merchant day, in total size. */
  dailyCapMinor: bigint;
}

export type AdjustmentRoute =
  | { kind: 'POST'; usedAfterMinor: bigint }
  | { kind: 'SECOND_OPERATOR'; reason: 'ABOVE_THRESHOLD' | 'DAILY_CAP' };

export const adjustmentSize = (signedMinor: bigint) => (signedMinor < 0n ? -signedMinor : signedMinor);

/** Where an adjustment of `signedMinor` goes, given what the operator already posted alone today. */
export function routeAdjustment(
  signedMinor: bigint,
  usedTodayMinor: bigint,
  limits: AdjustmentLimits,
): AdjustmentRoute {
  const size = adjustmentSize(signedMinor);
  if (size > limits.approvalAboveMinor) return { kind: 'SECOND_OPERATOR', reason: 'ABOVE_THRESHOLD' };
  const usedAfterMinor = usedTodayMinor + size;
  if (usedAfterMinor > limits.dailyCapMinor) return { kind: 'SECOND_OPERATOR', reason: 'DAILY_CAP' };
  return { kind: 'POST', usedAfterMinor };
}

export type AdjustmentDecisionRefusal = 'NOT_PENDING' | 'SAME_OPERATOR';

/**
 * A waiting adjustment's decision: only while it waits; approval only by another operator than
 * the one who asked. The asker may withdraw (reject) their own request, which moves nothing.
 */
export function decisionRefusal(
  pending: { status: 'PENDING' | 'APPROVED' | 'REJECTED'; requestedBy: string },
  decision: 'approve' | 'reject',
  operator: string,
): AdjustmentDecisionRefusal | null {
  if (pending.status !== 'PENDING') return 'NOT_PENDING';
  if (decision === 'approve' && pending.requestedBy === operator) return 'SAME_OPERATOR';
  return null;
}
