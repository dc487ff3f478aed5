/**
 * The life of a withdrawal (spec §2 withdraw and withdrawal confirmation, §4 "Withdrawal
 * confirmation"), as pure transitions. Each transition names the money it moves; the service
 * posts that to the ledger in the same database transaction as the new status.
 *
 * Money: at request the amount and the guarantee move from cash to held. Rejection returns both.
 * On receipt (confirmed by the member, or automatically after the configured minutes) the amount
 * leaves to PSP clearing and the guarantee returns to cash. A forced receipt, which operators use
 * when a member's "not received" claim is unfounded, pays out the same way but forfeits the
 * guarantee to the house.
 *
 * A forced receipt or a refund settles a dispute on the operators' word alone, so one operator only
 * requests it (kept on the withdrawal, nothing moves) and a different operator approves it, which
 * moves the money (issue 18). Anyone may reject the request; a withdrawal that moves on by itself
 * meanwhile (member's answer, automatic receipt, a new payment) drops the stale request.
 */
import { basisPointsOfMinor } from '@platform/money';

export type WithdrawalStatus =
  'PENDING_REVIEW' | 'PENDING_SECOND_APPROVAL' | 'APPROVED' | 'PAID' | 'DISPUTED' | 'COMPLETED' | 'REJECTED';

export type WithdrawalAction =
  | { type: 'APPROVE'; operator: string }
  | { type: 'REJECT'; operator: string }
  | { type: 'MARK_PAID'; operator: string; paidMinor: bigint }
  | { type: 'CONFIRM_RECEIVED'; receivedMinor: bigint }
  | { type: 'REPORT_NOT_RECEIVED' }
  | { type: 'AUTO_RECEIVE' }
  | { type: 'FORCE_RECEIPT'; operator: string }
  | { type: 'REFUND'; operator: string }
  | { type: 'APPROVE_RESOLUTION'; operator: string }
  | { type: 'REJECT_RESOLUTION'; operator: string };

export type ResolutionAction = 'FORCE_RECEIPT' | 'REFUND';

/** A forced receipt or refund one operator asked for, waiting for another. */
export interface PendingResolution {
  action: ResolutionAction;
  requestedBy: string;
}

export interface WithdrawalState {
  status: WithdrawalStatus;
  amountMinor: bigint;
  guaranteeMinor: bigint;
  paidMinor: bigint;
  firstApprover: string | null;
  /** Approvals above this need a second, different operator. */
  secondApprovalAboveMinor: bigint;
  resolution?: PendingResolution | null;
}

/** Ledger effect of a transition, from the member's point of view. */
export type WithdrawalMoney =
  | { kind: 'NONE' }
  /** Held amount + guarantee go back to cash. */
  | { kind: 'RELEASE' }
  /** Held amount pays out; the guarantee returns to cash (refund) or goes to the house (forfeit). */
  | { kind: 'PAY_OUT'; guarantee: 'REFUND' | 'FORFEIT' };

export type WithdrawalRefusal =
  'WRONG_STATE' | 'SAME_APPROVER' | 'PAID_AMOUNT_INVALID' | 'RECEIVED_AMOUNT_INVALID';

/** What a transition does to the pending resolution request: set one, or drop it. */
export type ResolutionChange = { set: PendingResolution } | 'CLEAR';

export type Transition =
  | {
      ok: true;
      status: WithdrawalStatus;
      money: WithdrawalMoney;
      firstApprover?: string;
      secondApprover?: string;
      paidMinor?: bigint;
      receipt?: 'RECEIVED' | 'AUTO_RECEIVED' | 'FORCED';
      receivedMinor?: bigint;
      resolution?: ResolutionChange;
    }
  | { ok: false; refusal: WithdrawalRefusal };

const refuse = (refusal: WithdrawalRefusal): Transition => ({ ok: false, refusal });
const NONE: WithdrawalMoney = { kind: 'NONE' };

export function nextWithdrawalState(state: WithdrawalState, action: WithdrawalAction): Transition {
  const pending = state.resolution ?? null;
  switch (action.type) {
    case 'FORCE_RECEIPT':
    case 'REFUND': {
      if (pending) return refuse('WRONG_STATE');
      const effect = resolutionEffect(state, action.type);
      if (!effect.ok) return effect;
      return {
        ok: true,
        status: state.status,
        money: NONE,
        resolution: { set: { action: action.type, requestedBy: action.operator } },
      };
    }
    case 'APPROVE_RESOLUTION': {
      if (!pending) return refuse('WRONG_STATE');
      if (pending.requestedBy === action.operator) return refuse('SAME_APPROVER');
      const effect = resolutionEffect(state, pending.action);
      return effect.ok ? { ...effect, resolution: 'CLEAR' } : effect;
    }
    case 'REJECT_RESOLUTION':
      if (!pending) return refuse('WRONG_STATE');
      return { ok: true, status: state.status, money: NONE, resolution: 'CLEAR' };
  }
  const t = plainTransition(state, action);
  // The withdrawal moved on by itself: a request made for its former state no longer applies.
  if (t.ok && pending && t.status !== state.status) return { ...t, resolution: 'CLEAR' };
  return t;
}

/** The money and state of a forced receipt or a refund, once a second operator approved it. */
function resolutionEffect(state: WithdrawalState, action: ResolutionAction): Transition {
  if (action === 'FORCE_RECEIPT') {
    if (state.status !== 'DISPUTED' && state.status !== 'PAID') return refuse('WRONG_STATE');
    return {
      ok: true,
      status: 'COMPLETED',
      money: { kind: 'PAY_OUT', guarantee: 'FORFEIT' },
      receipt: 'FORCED',
      receivedMinor: state.amountMinor,
    };
  }
  // The payout never reached the member: everything held goes back.
  if (state.status !== 'DISPUTED') return refuse('WRONG_STATE');
  return { ok: true, status: 'REJECTED', money: { kind: 'RELEASE' } };
}

function plainTransition(
  state: WithdrawalState,
  action: Exclude<
    WithdrawalAction,
    { type: 'FORCE_RECEIPT' | 'REFUND' | 'APPROVE_RESOLUTION' | 'REJECT_RESOLUTION' }
  >,
): Transition {
  switch (action.type) {
    case 'APPROVE': {
      if (state.status === 'PENDING_REVIEW') {
        if (state.amountMinor > state.secondApprovalAboveMinor) {
          return { ok: true, status: 'PENDING_SECOND_APPROVAL', money: NONE, firstApprover: action.operator };
        }
        return { ok: true, status: 'APPROVED', money: NONE, firstApprover: action.operator };
      }
      if (state.status === 'PENDING_SECOND_APPROVAL') {
        if (state.firstApprover === action.operator) return refuse('SAME_APPROVER');
        return { ok: true, status: 'APPROVED', money: NONE, secondApprover: action.operator };
      }
      return refuse('WRONG_STATE');
    }
    case 'REJECT':
      if (['PENDING_REVIEW', 'PENDING_SECOND_APPROVAL', 'APPROVED'].includes(state.status)) {
        return { ok: true, status: 'REJECTED', money: { kind: 'RELEASE' } };
      }
      return refuse('WRONG_STATE');
    case 'MARK_PAID': {
      // Paid again after a dispute ("fully paid"): the operator states the total now paid.
      if (state.status !== 'APPROVED' && state.status !== 'DISPUTED') return refuse('WRONG_STATE');
      if (action.paidMinor <= 0n || action.paidMinor > state.amountMinor)
        return refuse('PAID_AMOUNT_INVALID');
      if (state.status === 'DISPUTED' && action.paidMinor < state.paidMinor)
        return refuse('PAID_AMOUNT_INVALID');
      return { ok: true, status: 'PAID', money: NONE, paidMinor: action.paidMinor };
    }
    case 'CONFIRM_RECEIVED': {
      if (state.status !== 'PAID') return refuse('WRONG_STATE');
      if (action.receivedMinor <= 0n || action.receivedMinor > state.amountMinor) {
        return refuse('RECEIVED_AMOUNT_INVALID');
      }
      // Less than the full amount received: the remainder is disputed until paid in full.
      if (action.receivedMinor < state.amountMinor) {
        return { ok: true, status: 'DISPUTED', money: NONE, receivedMinor: action.receivedMinor };
      }
      return {
        ok: true,
        status: 'COMPLETED',
        money: { kind: 'PAY_OUT', guarantee: 'REFUND' },
        receipt: 'RECEIVED',
        receivedMinor: action.receivedMinor,
      };
    }
    case 'REPORT_NOT_RECEIVED':
      if (state.status !== 'PAID') return refuse('WRONG_STATE');
      return { ok: true, status: 'DISPUTED', money: NONE, receivedMinor: 0n };
    case 'AUTO_RECEIVE':
      if (state.status !== 'PAID') return refuse('WRONG_STATE');
      return {
        ok: true,
        status: 'COMPLETED',
        money: { kind: 'PAY_OUT', guarantee: 'REFUND' },
        receipt: 'AUTO_RECEIVED',
        receivedMinor: state.amountMinor,
      };
  }
}

/** The guarantee held with a withdrawal: `guaranteeBps` of the amount, rounded up to a minor unit. */
export function guaranteeFor(amountMinor: bigint, guaranteeBps: number): bigint {
  if (guaranteeBps <= 0) return 0n;
  return basisPointsOfMinor(amountMinor, guaranteeBps, 'ceil');
}

/** What must be wagered on deposits before a withdrawal: deposits × turnover, rounded down. */
export function requiredTurnover(depositedMinor: bigint, turnoverBps: number): bigint {
  return basisPointsOfMinor(depositedMinor, turnoverBps, 'down');
}

/** What is left to wager before a withdrawal: deposits × turnover, less what was bet since. */
export function remainingTurnover(depositedMinor: bigint, turnoverBps: number, wageredMinor: bigint): bigint {
  const required = requiredTurnover(depositedMinor, turnoverBps);
  return required > wageredMinor ? required - wageredMinor : 0n;
}
