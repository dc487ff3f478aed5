import { DEPOSIT_STATUSES, type DepositChannelKind } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { depositTransition, type DepositEvent } from '../domain/deposit-flow.ts';

const EVENTS: DepositEvent[] = [
  'PSP_SUCCESS',
  'PSP_FAILED',
  'PROOF_UPLOADED',
  'APPROVE',
  'REJECT',
  'CANCEL',
  'EXPIRE',
];
const KINDS: DepositChannelKind[] = ['ONLINE', 'BANK_TRANSFER'];

describe('deposit flow', () => {
  it('credits only on the way into COMPLETED, never from it', () => {
    for (const kind of KINDS)
      for (const status of DEPOSIT_STATUSES)
        for (const event of EVENTS) {
          const t = depositTransition(kind, status, event);
          if (t.ok && t.credit) {
            expect(t.status, `${kind} ${status} ${event}`).toBe('COMPLETED');
            expect(status, `${kind} ${status} ${event}`).not.toBe('COMPLETED');
          }
        }
  });

  it('answers a repeated provider success on a completed deposit without moving money', () => {
    expect(depositTransition('ONLINE', 'COMPLETED', 'PSP_SUCCESS')).toEqual({
      ok: true,
      status: 'COMPLETED',
      credit: false,
      changed: false,
    });
  });

  it('completes a late provider success, and never lets a late failure undo a credit', () => {
    for (const status of ['FAILED', 'CANCELLED', 'EXPIRED'] as const)
      expect(depositTransition('ONLINE', status, 'PSP_SUCCESS')).toMatchObject({
        status: 'COMPLETED',
        credit: true,
      });
    expect(depositTransition('ONLINE', 'PENDING', 'PSP_FAILED')).toMatchObject({
      status: 'FAILED',
      changed: true,
    });
    expect(depositTransition('ONLINE', 'COMPLETED', 'PSP_FAILED')).toMatchObject({
      status: 'COMPLETED',
      changed: false,
    });
  });

  it('lets operators decide bank transfers only, once', () => {
    expect(depositTransition('BANK_TRANSFER', 'PENDING', 'PROOF_UPLOADED')).toMatchObject({
      status: 'PENDING_REVIEW',
    });
    expect(depositTransition('BANK_TRANSFER', 'PENDING_REVIEW', 'PROOF_UPLOADED')).toEqual({ ok: false });
    expect(depositTransition('BANK_TRANSFER', 'PENDING_REVIEW', 'APPROVE')).toMatchObject({ credit: true });
    expect(depositTransition('BANK_TRANSFER', 'COMPLETED', 'APPROVE')).toEqual({ ok: false });
    expect(depositTransition('BANK_TRANSFER', 'REJECTED', 'APPROVE')).toEqual({ ok: false });
    expect(depositTransition('BANK_TRANSFER', 'COMPLETED', 'REJECT')).toEqual({ ok: false });
    expect(depositTransition('ONLINE', 'PENDING', 'APPROVE')).toEqual({ ok: false });
    expect(depositTransition('BANK_TRANSFER', 'PENDING', 'PSP_SUCCESS')).toEqual({ ok: false });
  });

  it('lets a member cancel only what has not started moving', () => {
    expect(depositTransition('ONLINE', 'PENDING', 'CANCEL')).toMatchObject({ status: 'CANCELLED' });
    expect(depositTransition('BANK_TRANSFER', 'PENDING_REVIEW', 'CANCEL')).toEqual({ ok: false });
    expect(depositTransition('ONLINE', 'COMPLETED', 'CANCEL')).toEqual({ ok: false });
  });
});
