import { parseAmount, type AmountProblem } from '../../lib/amount.ts';
import type { TManualAdjustment } from '@platform/contracts';

/** The adjustment form as typed: a signed amount (positive credits, negative debits), an account and why. */
export interface AdjustmentDraft {
  amount: string;
  account: TManualAdjustment['account'];
  reason: string;
}

export const REASON_MIN = 3;
export const REASON_MAX = 500;

export const emptyAdjustment = (): AdjustmentDraft => ({ amount: '', account: 'CASH', reason: '' });

export function adjustmentProblems(
  draft: AdjustmentDraft,
  currency: string,
): Partial<Record<'amount' | 'reason', AmountProblem | 'short'>> {
  const problems: Partial<Record<'amount' | 'reason', AmountProblem | 'short'>> = {};
  const amount = parseAmount(draft.amount, currency, { signed: true });
  if (!amount.ok) problems.amount = amount.problem;
  if (draft.reason.trim().length < REASON_MIN) problems.reason = 'short';
  return problems;
}

/** What the confirmation step states and the API takes: the canonical signed amount and its direction. */
export function adjustmentOf(
  draft: AdjustmentDraft,
  currency: string,
): { body: TManualAdjustment; direction: 'credit' | 'debit'; magnitude: string } | null {
  const amount = parseAmount(draft.amount, currency, { signed: true });
  if (!amount.ok || draft.reason.trim().length < REASON_MIN) return null;
  const debit = amount.minor < 0n;
  return {
    body: { amount: amount.text, account: draft.account, reason: draft.reason.trim() },
    direction: debit ? 'debit' : 'credit',
    magnitude: amount.text.replace(/^-/, ''),
  };
}
