import { describe, expect, it } from 'vitest';
import { awaitsReceipt, depositTone, hasConfirmationScreen, withdrawalTone } from './status.ts';

describe('cashier statuses', () => {
  it('asks the member to act on a paid withdrawal only', () => {
    expect(withdrawalTone('PAID')).toBe('action');
    expect(awaitsReceipt({ status: 'PAID' })).toBe(true);
    expect(awaitsReceipt({ status: 'DISPUTED' })).toBe(false);
    expect(hasConfirmationScreen({ status: 'DISPUTED' })).toBe(true);
    expect(hasConfirmationScreen({ status: 'PENDING_REVIEW' })).toBe(false);
    expect(hasConfirmationScreen({ status: 'COMPLETED' })).toBe(false);
  });

  it('colours settled and failed states', () => {
    expect(withdrawalTone('COMPLETED')).toBe('success');
    expect(withdrawalTone('REJECTED')).toBe('muted');
    expect(withdrawalTone('PENDING_SECOND_APPROVAL')).toBe('pending');
    expect(depositTone('PENDING')).toBe('action');
    expect(depositTone('COMPLETED')).toBe('success');
    expect(depositTone('FAILED')).toBe('danger');
    expect(depositTone('EXPIRED')).toBe('muted');
  });
});
