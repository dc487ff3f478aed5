import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  guaranteeFor,
  nextWithdrawalState,
  remainingTurnover,
  type WithdrawalAction,
  type WithdrawalState,
} from '../domain/withdrawal-flow.ts';

const operators = fc.constantFrom('ops1', 'ops2', 'ops3');
const action: fc.Arbitrary<WithdrawalAction> = fc.oneof(
  operators.map((operator) => ({ type: 'APPROVE' as const, operator })),
  operators.map((operator) => ({ type: 'REJECT' as const, operator })),
  fc.tuple(operators, fc.bigInt({ min: -5n, max: 12_000n })).map(([operator, paidMinor]) => ({
    type: 'MARK_PAID' as const,
    operator,
    paidMinor,
  })),
  fc
    .bigInt({ min: -5n, max: 12_000n })
    .map((receivedMinor) => ({ type: 'CONFIRM_RECEIVED' as const, receivedMinor })),
  fc.constant({ type: 'REPORT_NOT_RECEIVED' as const }),
  fc.constant({ type: 'AUTO_RECEIVE' as const }),
  operators.map((operator) => ({ type: 'FORCE_RECEIPT' as const, operator })),
  operators.map((operator) => ({ type: 'REFUND' as const, operator })),
  operators.map((operator) => ({ type: 'APPROVE_RESOLUTION' as const, operator })),
  operators.map((operator) => ({ type: 'REJECT_RESOLUTION' as const, operator })),
);

describe('withdrawal flow', () => {
  it('moves the held money out exactly once, whatever the order of actions', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000n }),
        fc.integer({ min: 0, max: 500 }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.array(action, { maxLength: 30 }),
        (amountMinor, bps, secondAbove, actions) => {
          const guaranteeMinor = guaranteeFor(amountMinor, bps);
          // A model of the four balances the flow touches: total is conserved by every step.
          const money = { cash: 0n, held: amountMinor + guaranteeMinor, clearing: 0n, house: 0n };
          let state: WithdrawalState = {
            status: 'PENDING_REVIEW',
            amountMinor,
            guaranteeMinor,
            paidMinor: 0n,
            firstApprover: null,
            secondApprovalAboveMinor: secondAbove,
          };
          let payouts = 0;
          for (const a of actions) {
            const t = nextWithdrawalState(state, a);
            if (!t.ok) continue;
            if (t.money.kind === 'RELEASE') {
              money.cash += money.held;
              money.held = 0n;
            } else if (t.money.kind === 'PAY_OUT') {
              payouts += 1;
              money.held -= amountMinor;
              money.clearing += amountMinor;
              money.held -= guaranteeMinor;
              if (t.money.guarantee === 'REFUND') money.cash += guaranteeMinor;
              else money.house += guaranteeMinor;
            }
            // Only a second, different operator's approval applies a forced receipt or a refund.
            if (a.type === 'FORCE_RECEIPT' || a.type === 'REFUND') expect(t.money.kind).toBe('NONE');
            if (a.type === 'APPROVE_RESOLUTION') expect(a.operator).not.toBe(state.resolution?.requestedBy);
            state = {
              ...state,
              status: t.status,
              paidMinor: t.paidMinor ?? state.paidMinor,
              firstApprover: t.firstApprover ?? state.firstApprover,
              resolution:
                t.resolution === undefined
                  ? state.resolution
                  : t.resolution === 'CLEAR'
                    ? null
                    : t.resolution.set,
            };
            expect(money.held >= 0n).toBe(true);
          }
          expect(payouts).toBeLessThanOrEqual(1);
          expect(money.cash + money.held + money.clearing + money.house).toBe(amountMinor + guaranteeMinor);
          if (state.status === 'COMPLETED' || state.status === 'REJECTED') expect(money.held).toBe(0n);
          else expect(money.held).toBe(amountMinor + guaranteeMinor);
          if (state.status === 'REJECTED') expect(money.cash).toBe(amountMinor + guaranteeMinor);
        },
      ),
    );
  });

  it('needs two different operators above the threshold', () => {
    const base: WithdrawalState = {
      status: 'PENDING_REVIEW',
      amountMinor: 5_000n,
      guaranteeMinor: 0n,
      paidMinor: 0n,
      firstApprover: null,
      secondApprovalAboveMinor: 1_000n,
    };
    const first = nextWithdrawalState(base, { type: 'APPROVE', operator: 'ops1' });
    expect(first).toMatchObject({ ok: true, status: 'PENDING_SECOND_APPROVAL' });
    const pending = { ...base, status: 'PENDING_SECOND_APPROVAL' as const, firstApprover: 'ops1' };
    expect(nextWithdrawalState(pending, { type: 'APPROVE', operator: 'ops1' })).toEqual({
      ok: false,
      refusal: 'SAME_APPROVER',
    });
    expect(nextWithdrawalState(pending, { type: 'APPROVE', operator: 'ops2' })).toMatchObject({
      status: 'APPROVED',
    });
    expect(
      nextWithdrawalState({ ...base, amountMinor: 1_000n }, { type: 'APPROVE', operator: 'ops1' }),
    ).toMatchObject({
      status: 'APPROVED',
    });
  });

  it('forfeits the guarantee only on a forced receipt', () => {
    const paid: WithdrawalState = {
      status: 'PAID',
      amountMinor: 100n,
      guaranteeMinor: 1n,
      paidMinor: 100n,
      firstApprover: 'ops1',
      secondApprovalAboveMinor: 1_000n,
    };
    expect(nextWithdrawalState(paid, { type: 'CONFIRM_RECEIVED', receivedMinor: 100n })).toMatchObject({
      money: { kind: 'PAY_OUT', guarantee: 'REFUND' },
    });
    expect(nextWithdrawalState(paid, { type: 'AUTO_RECEIVE' })).toMatchObject({
      money: { kind: 'PAY_OUT', guarantee: 'REFUND' },
      receipt: 'AUTO_RECEIVED',
    });
    expect(
      nextWithdrawalState(
        { ...paid, status: 'DISPUTED', resolution: { action: 'FORCE_RECEIPT', requestedBy: 'ops1' } },
        { type: 'APPROVE_RESOLUTION', operator: 'ops2' },
      ),
    ).toMatchObject({
      money: { kind: 'PAY_OUT', guarantee: 'FORFEIT' },
      receipt: 'FORCED',
      resolution: 'CLEAR',
    });
    expect(nextWithdrawalState(paid, { type: 'CONFIRM_RECEIVED', receivedMinor: 60n })).toMatchObject({
      status: 'DISPUTED',
      money: { kind: 'NONE' },
    });
  });
});

describe('forced receipts and refunds', () => {
  const disputed: WithdrawalState = {
    status: 'DISPUTED',
    amountMinor: 100n,
    guaranteeMinor: 1n,
    paidMinor: 100n,
    firstApprover: 'ops1',
    secondApprovalAboveMinor: 1_000n,
    resolution: null,
  };

  it('are only requested by one operator and applied by another', () => {
    for (const type of ['FORCE_RECEIPT', 'REFUND'] as const) {
      const asked = nextWithdrawalState(disputed, { type, operator: 'ops1' });
      expect(asked).toEqual({
        ok: true,
        status: 'DISPUTED',
        money: { kind: 'NONE' },
        resolution: { set: { action: type, requestedBy: 'ops1' } },
      });
      const waiting = { ...disputed, resolution: { action: type, requestedBy: 'ops1' } };
      expect(nextWithdrawalState(waiting, { type: 'APPROVE_RESOLUTION', operator: 'ops1' })).toEqual({
        ok: false,
        refusal: 'SAME_APPROVER',
      });
      // A second request cannot replace the first one while it waits.
      expect(nextWithdrawalState(waiting, { type: 'REFUND', operator: 'ops2' })).toMatchObject({ ok: false });
      const applied = nextWithdrawalState(waiting, { type: 'APPROVE_RESOLUTION', operator: 'ops2' });
      expect(applied).toMatchObject(
        type === 'REFUND'
          ? { ok: true, status: 'REJECTED', money: { kind: 'RELEASE' }, resolution: 'CLEAR' }
          : { ok: true, status: 'COMPLETED', money: { kind: 'PAY_OUT', guarantee: 'FORFEIT' } },
      );
      expect(nextWithdrawalState(waiting, { type: 'REJECT_RESOLUTION', operator: 'ops1' })).toEqual({
        ok: true,
        status: 'DISPUTED',
        money: { kind: 'NONE' },
        resolution: 'CLEAR',
      });
    }
  });

  it('refuses a request the status does not allow, and an approval with nothing pending', () => {
    expect(
      nextWithdrawalState({ ...disputed, status: 'PAID' }, { type: 'REFUND', operator: 'ops1' }),
    ).toEqual({
      ok: false,
      refusal: 'WRONG_STATE',
    });
    expect(nextWithdrawalState(disputed, { type: 'APPROVE_RESOLUTION', operator: 'ops2' })).toEqual({
      ok: false,
      refusal: 'WRONG_STATE',
    });
  });

  it('drops a waiting request when the withdrawal moves on by itself', () => {
    const waiting: WithdrawalState = {
      ...disputed,
      status: 'PAID',
      resolution: { action: 'FORCE_RECEIPT', requestedBy: 'ops1' },
    };
    expect(nextWithdrawalState(waiting, { type: 'AUTO_RECEIVE' })).toMatchObject({
      status: 'COMPLETED',
      money: { kind: 'PAY_OUT', guarantee: 'REFUND' },
      resolution: 'CLEAR',
    });
  });
});

describe('guaranteeFor and remainingTurnover', () => {
  it('rounds the guarantee up and never exceeds the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bps) => {
          const g = guaranteeFor(amount, bps);
          expect(g >= 0n && g <= amount).toBe(true);
          expect(g * 10_000n >= amount * BigInt(bps)).toBe(true);
          if (bps > 0) expect((g - 1n) * 10_000n < amount * BigInt(bps)).toBe(true);
        },
      ),
    );
  });

  it('is zero once enough was wagered, and shrinks as more is', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        (deposited, bps, wagered, more) => {
          const r = remainingTurnover(deposited, bps, wagered);
          expect(r >= 0n).toBe(true);
          expect(remainingTurnover(deposited, bps, wagered + more) <= r).toBe(true);
          if (wagered * 10_000n >= deposited * BigInt(bps)) expect(r).toBe(0n);
        },
      ),
    );
  });
});
