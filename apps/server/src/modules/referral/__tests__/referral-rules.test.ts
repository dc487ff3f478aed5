import { describe, expect, it } from 'vitest';
import {
  abuseReason,
  decide,
  maskFriend,
  normaliseAccount,
  referralCodeFrom,
} from '../domain/referral-rules.ts';

const clean = {
  friendDevice: 'ua-friend',
  referrerDevices: ['ua-referrer'],
  friendIps: ['203.0.113.1'],
  referrerIps: ['198.51.100.1'],
  friendAccounts: ['111'],
  referrerAccounts: ['222'],
};

describe('referral abuse rules', () => {
  it('names the first shared device, IP or bank account', () => {
    expect(abuseReason(clean)).toBeNull();
    expect(abuseReason({ ...clean, referrerDevices: ['ua-friend'] })).toBe('SAME_DEVICE');
    expect(abuseReason({ ...clean, friendIps: ['203.0.113.1', '198.51.100.1'] })).toBe('SAME_IP');
    expect(abuseReason({ ...clean, friendAccounts: ['222'] })).toBe('SAME_BANK_ACCOUNT');
    expect(abuseReason({ ...clean, friendIps: [''], referrerIps: [''] })).toBeNull();
    expect(normaliseAccount('123-4 56789-0')).toBe('1234567890');
  });
});

describe('a pending referral’s decision', () => {
  const terms = { minDepositMinor: 50_000n, minValidBetMinor: 200_000n, withinDays: 30 };
  const registeredAt = new Date('2026-03-01T00:00:00Z');
  const base = { abuse: null, terms, registeredAt, now: new Date('2026-03-10T00:00:00Z') };

  it('pays when both conditions are met in time, waits otherwise, expires after the window', () => {
    expect(decide({ ...base, depositMinor: 50_000n, validBetMinor: 200_000n })).toEqual({ status: 'PAID' });
    expect(decide({ ...base, depositMinor: 50_000n, validBetMinor: 199_999n })).toEqual({
      status: 'PENDING',
    });
    expect(
      decide({ ...base, depositMinor: 0n, validBetMinor: 0n, now: new Date('2026-03-31T00:00:00Z') }),
    ).toEqual({ status: 'EXPIRED' });
  });

  it('never pays an abuse match, whatever the friend did', () => {
    expect(decide({ ...base, abuse: 'SAME_IP', depositMinor: 10n ** 9n, validBetMinor: 10n ** 9n })).toEqual({
      status: 'NOT_ELIGIBLE',
      reason: 'SAME_IP',
    });
  });

  it('makes 8-character codes without look-alikes, and masks friends', () => {
    const code = referralCodeFrom(new Uint8Array([0, 1, 2, 31, 32, 200, 255, 100]));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(maskFriend('friend01')).toBe('fr***01');
  });
});
