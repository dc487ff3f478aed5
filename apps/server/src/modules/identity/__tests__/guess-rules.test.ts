import { describe, expect, it } from 'vitest';
import { attemptVerdict, failureStartsLock, GUESS_LOCKOUT, lockEndsAt } from '../domain/guess-lockout.ts';
import { newIpMethods } from '../domain/new-ip-methods.ts';

const none = { totp: false, sms: false, email: false, bankName: false };

describe('new-IP second factor: only the member’s strongest kind of method', () => {
  it('offers the authenticator alone when the member has one', () => {
    expect(newIpMethods({ totp: true, sms: true, email: true, bankName: true })).toEqual(['TOTP']);
    expect(newIpMethods({ ...none, totp: true })).toEqual(['TOTP']);
  });

  it('offers the one-time codes (SMS first) without the payee name when the member has them', () => {
    expect(newIpMethods({ ...none, sms: true, email: true, bankName: true })).toEqual(['SMS', 'EMAIL']);
    expect(newIpMethods({ ...none, email: true, bankName: true })).toEqual(['EMAIL']);
    expect(newIpMethods({ ...none, sms: true })).toEqual(['SMS']);
  });

  it('falls back to the payee name only when there is nothing else, and to nothing at all', () => {
    expect(newIpMethods({ ...none, bankName: true })).toEqual(['BANK_NAME']);
    expect(newIpMethods(none)).toEqual([]);
  });
});

describe('guess lockout', () => {
  const now = new Date('2030-01-01T00:00:00Z');

  it('checks the first five reserved attempts and refuses the rest before the lock is written', () => {
    for (let n = 1; n <= GUESS_LOCKOUT.maxConsecutiveFailures; n++)
      expect(attemptVerdict({ failures: n, lockedUntil: null }, now)).toEqual({ kind: 'check' });
    expect(attemptVerdict({ failures: 6, lockedUntil: null }, now)).toEqual({
      kind: 'locked',
      minutesLeft: 30,
    });
  });

  it('refuses while locked, with the minutes left rounded up, and checks again after the cool-off', () => {
    const until = lockEndsAt(now);
    expect(until.getTime() - now.getTime()).toBe(GUESS_LOCKOUT.coolOffMs);
    const later = new Date(now.getTime() + 29 * 60_000 + 1);
    expect(attemptVerdict({ failures: 1, lockedUntil: until }, later)).toEqual({
      kind: 'locked',
      minutesLeft: 1,
    });
    expect(attemptVerdict({ failures: 1, lockedUntil: until }, until)).toEqual({ kind: 'check' });
  });

  it('starts the lock on the fifth failure in a row', () => {
    expect(failureStartsLock(4)).toBe(false);
    expect(failureStartsLock(5)).toBe(true);
  });
});
