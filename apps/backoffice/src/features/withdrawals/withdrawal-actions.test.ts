import type { TWithdrawal } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { actionsFor, mergeQueue, noteRequired, paidAmountProblem, reviewBody } from './withdrawal-actions.ts';

const w = (over: Partial<TWithdrawal> = {}): TWithdrawal => ({
  id: 'a',
  username: 'demo17',
  amount: '500.00',
  guarantee: '0.00',
  paid: '0.00',
  received: null,
  remainder: '500.00',
  currency: 'THB',
  status: 'PENDING_REVIEW',
  receipt: null,
  bankName: 'KBank',
  accountName: 'Demo',
  accountNumber: '******7890',
  firstApprover: null,
  secondApprover: null,
  reviewNote: null,
  proofCount: 0,
  requestedAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
  completedAt: null,
  autoReceiptAt: null,
  pendingResolution: null,
  ...over,
});

describe('withdrawal actions', () => {
  it('offers what each status allows', () => {
    const names = (status: TWithdrawal['status']) => actionsFor(w({ status }), 'admin').map((c) => c.action);
    expect(names('PENDING_REVIEW')).toEqual(['APPROVE', 'REJECT']);
    expect(names('APPROVED')).toEqual(['MARK_PAID', 'REJECT']);
    expect(names('PAID')).toEqual(['FORCE_RECEIPT']);
    expect(names('DISPUTED')).toEqual(['MARK_PAID', 'FORCE_RECEIPT', 'REFUND']);
    expect(names('COMPLETED')).toEqual([]);
    expect(names('REJECTED')).toEqual([]);
  });

  it('keeps the first approver from giving the second approval', () => {
    const pending = w({ status: 'PENDING_SECOND_APPROVAL', firstApprover: 'admin' });
    expect(actionsFor(pending, 'Admin')[0]).toEqual({ action: 'APPROVE', blocked: 'sameApprover' });
    expect(actionsFor(pending, 'finance2')[0]).toEqual({ action: 'APPROVE' });
  });

  it('offers only the decision on a waiting forced receipt or refund, never to the operator who asked', () => {
    const waiting = w({
      status: 'DISPUTED',
      pendingResolution: {
        action: 'REFUND',
        requestedBy: 'admin',
        note: 'bounced',
        requestedAt: '2026-01-02',
      },
    });
    expect(actionsFor(waiting, 'Admin')).toEqual([
      { action: 'APPROVE_RESOLUTION', blocked: 'sameRequester' },
      { action: 'REJECT_RESOLUTION' },
    ]);
    expect(actionsFor(waiting, 'finance2')).toEqual([
      { action: 'APPROVE_RESOLUTION' },
      { action: 'REJECT_RESOLUTION' },
    ]);
    expect(reviewBody('APPROVE_RESOLUTION', ' ', '', 'THB')).toEqual({ action: 'APPROVE_RESOLUTION' });
  });

  it('requires a note where the member is told why', () => {
    expect(
      ['APPROVE', 'REJECT', 'MARK_PAID', 'FORCE_RECEIPT', 'REFUND'].filter((a) => noteRequired(a as never)),
    ).toEqual(['REJECT', 'FORCE_RECEIPT', 'REFUND']);
  });
});

describe('paid amount', () => {
  it('is the full amount when empty, may be partial, never more', () => {
    const approved = w({ status: 'APPROVED' });
    expect(paidAmountProblem('', approved)).toBeNull();
    expect(paidAmountProblem('200', approved)).toBeNull();
    expect(paidAmountProblem('500.01', approved)).toBe('aboveAmount');
    expect(paidAmountProblem('0', approved)).toBe('zero');
    expect(paidAmountProblem('1.234', approved)).toBe('scale');
  });
  it('after a dispute, states the total paid so far', () => {
    const disputed = w({ status: 'DISPUTED', paid: '200.00' });
    expect(paidAmountProblem('199.99', disputed)).toBe('belowPaid');
    expect(paidAmountProblem('500', disputed)).toBeNull();
  });
});

describe('review body', () => {
  it('leaves out empty optional fields and sends canonical amounts', () => {
    expect(reviewBody('APPROVE', '  ', '', 'THB')).toEqual({ action: 'APPROVE' });
    expect(reviewBody('MARK_PAID', '', '200.5', 'THB')).toEqual({
      action: 'MARK_PAID',
      paidAmount: '200.50',
    });
    expect(reviewBody('MARK_PAID', 'sent', '', 'THB')).toEqual({ action: 'MARK_PAID', note: 'sent' });
    expect(reviewBody('REFUND', ' bank bounced ', '', 'THB')).toEqual({
      action: 'REFUND',
      note: 'bank bounced',
    });
  });
});

describe('mergeQueue', () => {
  it('merges status pages oldest first, each withdrawal once', () => {
    const a = w({ id: 'a', requestedAt: '2026-01-02T00:00:00.000Z' });
    const b = w({ id: 'b', requestedAt: '2026-01-01T00:00:00.000Z' });
    expect(mergeQueue([[a], [b, a]]).map((x) => x.id)).toEqual(['b', 'a']);
  });
});
