import type { DepositChannelKind, DepositStatus } from '@platform/contracts';

/**
 * The life of a deposit as pure transitions. Only a transition with `credit: true` moves money, and
 * only COMPLETED is reached that way, so a deposit is credited at most once whatever arrives twice.
 *
 * Online: PENDING → COMPLETED (provider SUCCESS) | FAILED (provider FAILED) | CANCELLED (member).
 * A SUCCESS that arrives after FAILED, CANCELLED or EXPIRED still completes the deposit: the provider
 * holds the member's money, so the member must get it. A late FAILED never undoes anything.
 * Bank transfer: PENDING → PENDING_REVIEW (proof uploaded) → COMPLETED (approved) | REJECTED;
 * an operator may also decide a PENDING one (money seen on the statement, no proof sent).
 */
export type DepositEvent =
  'PSP_SUCCESS' | 'PSP_FAILED' | 'PROOF_UPLOADED' | 'APPROVE' | 'REJECT' | 'CANCEL' | 'EXPIRE';

export type DepositTransition =
  { ok: true; status: DepositStatus; credit: boolean; changed: boolean } | { ok: false };

const move = (status: DepositStatus, credit = false): DepositTransition => ({
  ok: true,
  status,
  credit,
  changed: true,
});
const stay = (status: DepositStatus): DepositTransition => ({
  ok: true,
  status,
  credit: false,
  changed: false,
});
const refuse: DepositTransition = { ok: false };

const LATE_SUCCESS_FROM: readonly DepositStatus[] = ['PENDING', 'FAILED', 'CANCELLED', 'EXPIRED'];

export function depositTransition(
  kind: DepositChannelKind,
  status: DepositStatus,
  event: DepositEvent,
): DepositTransition {
  switch (event) {
    case 'PSP_SUCCESS':
      if (kind !== 'ONLINE') return refuse;
      if (status === 'COMPLETED') return stay(status);
      return LATE_SUCCESS_FROM.includes(status) ? move('COMPLETED', true) : refuse;
    case 'PSP_FAILED':
      if (kind !== 'ONLINE') return refuse;
      return status === 'PENDING' ? move('FAILED') : stay(status);
    case 'PROOF_UPLOADED':
      return kind === 'BANK_TRANSFER' && status === 'PENDING' ? move('PENDING_REVIEW') : refuse;
    case 'APPROVE':
      return kind === 'BANK_TRANSFER' && (status === 'PENDING' || status === 'PENDING_REVIEW')
        ? move('COMPLETED', true)
        : refuse;
    case 'REJECT':
      return kind === 'BANK_TRANSFER' && (status === 'PENDING' || status === 'PENDING_REVIEW')
        ? move('REJECTED')
        : refuse;
    case 'CANCEL':
      return status === 'PENDING' ? move('CANCELLED') : refuse;
    case 'EXPIRE':
      return status === 'PENDING' ? move('EXPIRED') : stay(status);
  }
}
