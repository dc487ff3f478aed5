import type { TWithdrawal } from '@platform/contracts';
import { minorOf, parseAmount, type AmountProblem } from '../../lib/amount.ts';
import type { TWithdrawalReview } from '@platform/contracts';
import type { WithdrawalAction, WithdrawalStatus } from './api/withdrawals-api.ts';

/** The statuses an operator must act on; the queue opens on them. */
export const NEEDS_ACTION: readonly WithdrawalStatus[] = [
  'PENDING_REVIEW',
  'PENDING_SECOND_APPROVAL',
  'DISPUTED',
];

/** What each status allows (the server's withdrawal flow; it stays the judge). */
const ACTIONS: Record<WithdrawalStatus, readonly WithdrawalAction[]> = {
  PENDING_REVIEW: ['APPROVE', 'REJECT'],
  PENDING_SECOND_APPROVAL: ['APPROVE', 'REJECT'],
  APPROVED: ['MARK_PAID', 'REJECT'],
  PAID: ['FORCE_RECEIPT'],
  DISPUTED: ['MARK_PAID', 'FORCE_RECEIPT', 'REFUND'],
  COMPLETED: [],
  REJECTED: [],
};

export interface ActionChoice {
  action: WithdrawalAction;
  /** Why this operator cannot take it now, if so. */
  blocked?: 'sameApprover' | 'sameRequester';
}

const sameName = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/**
 * The actions of a withdrawal for the signed-in operator: the first approver cannot give the second
 * approval. A forced receipt or refund is only requested; while one waits, the only decisions are to
 * approve it (never by the operator who asked) or reject it.
 */
export function actionsFor(
  w: Pick<TWithdrawal, 'status' | 'firstApprover' | 'pendingResolution'>,
  operator: string,
): ActionChoice[] {
  if (w.pendingResolution) {
    const mine = sameName(w.pendingResolution.requestedBy, operator);
    return [
      mine ? { action: 'APPROVE_RESOLUTION', blocked: 'sameRequester' } : { action: 'APPROVE_RESOLUTION' },
      { action: 'REJECT_RESOLUTION' },
    ];
  }
  return ACTIONS[w.status].map((action) =>
    action === 'APPROVE' && w.status === 'PENDING_SECOND_APPROVAL' && sameName(w.firstApprover, operator)
      ? { action, blocked: 'sameApprover' }
      : { action },
  );
}

/** Rejecting, forcing a receipt and refunding are explained to the member and audited: a note is required. */
export const noteRequired = (action: WithdrawalAction) =>
  action === 'REJECT' || action === 'FORCE_RECEIPT' || action === 'REFUND';

export const NOTE_MIN = 3;

export type PaidProblem = AmountProblem | 'aboveAmount' | 'belowPaid';

/**
 * The amount an operator states as paid, empty for the full amount. It may be less than the amount
 * (a partial payment), never more; after a dispute it is the total now paid, so never below what
 * was paid before.
 */
export function paidAmountProblem(
  input: string,
  w: Pick<TWithdrawal, 'amount' | 'paid' | 'currency' | 'status'>,
): PaidProblem | null {
  if (!input.trim()) return null;
  const parsed = parseAmount(input, w.currency);
  if (!parsed.ok) return parsed.problem;
  const amount = minorOf(w.amount, w.currency);
  const paid = minorOf(w.paid, w.currency);
  if (amount !== null && parsed.minor > amount) return 'aboveAmount';
  if (w.status === 'DISPUTED' && paid !== null && parsed.minor < paid) return 'belowPaid';
  return null;
}

/** The request body of a decision, with the note trimmed and empty optional fields left out. */
export function reviewBody(action: WithdrawalAction, note: string, paidAmount: string, currency: string) {
  const text = note.trim();
  switch (action) {
    case 'APPROVE':
    case 'APPROVE_RESOLUTION':
    case 'REJECT_RESOLUTION':
      return (text ? { action, note: text } : { action }) satisfies TWithdrawalReview;
    case 'MARK_PAID': {
      const parsed = parseAmount(paidAmount, currency);
      return {
        action,
        ...(paidAmount.trim() && parsed.ok ? { paidAmount: parsed.text } : {}),
        ...(text ? { note: text } : {}),
      } satisfies TWithdrawalReview;
    }
    default:
      return { action, note: text } satisfies TWithdrawalReview;
  }
}

/** A paid withdrawal needs an operator only while a forced receipt waits for a second one. */
export const awaitsSecondOperator = (w: Pick<TWithdrawal, 'pendingResolution'>) =>
  w.pendingResolution !== null;

/** One queue from several status pages: oldest request first, as operators work through it. */
export function mergeQueue(lists: readonly (readonly TWithdrawal[])[]): TWithdrawal[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((w) => (seen.has(w.id) ? false : (seen.add(w.id), true)))
    .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.id.localeCompare(b.id));
}
