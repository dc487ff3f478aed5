import type { PillTone } from '../../components/status-pill/status-pill.tsx';
import type { DepositStatus } from './api/deposit-api.ts';
import type { Withdrawal, WithdrawalStatus } from './api/withdraw-api.ts';

/** How a status pill looks: waiting, needs the member, done, failed, or closed without money moving. */
export type StatusTone = Exclude<PillTone, 'info'>;

const WITHDRAWAL_TONES: Record<WithdrawalStatus, StatusTone> = {
  PENDING_REVIEW: 'pending',
  PENDING_SECOND_APPROVAL: 'pending',
  APPROVED: 'pending',
  PAID: 'action',
  DISPUTED: 'danger',
  COMPLETED: 'success',
  REJECTED: 'muted',
};

const DEPOSIT_TONES: Record<DepositStatus, StatusTone> = {
  PENDING: 'action',
  PENDING_REVIEW: 'pending',
  COMPLETED: 'success',
  FAILED: 'danger',
  REJECTED: 'danger',
  CANCELLED: 'muted',
  EXPIRED: 'muted',
};

export const withdrawalTone = (status: WithdrawalStatus): StatusTone => WITHDRAWAL_TONES[status];
export const depositTone = (status: DepositStatus): StatusTone => DEPOSIT_TONES[status];

/**
 * A paid withdrawal waits for the member's answer on the confirmation screen (spec §4); a disputed
 * one keeps its screen open to follow the claim.
 */
export const hasConfirmationScreen = (w: Pick<Withdrawal, 'status'>): boolean =>
  w.status === 'PAID' || w.status === 'DISPUTED';

/** Only a paid withdrawal can be answered (received, or not received with proof). */
export const awaitsReceipt = (w: Pick<Withdrawal, 'status'>): boolean => w.status === 'PAID';
