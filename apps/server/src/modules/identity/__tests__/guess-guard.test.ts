import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/app-error.ts';
import { GUESS_LOCKOUT } from '../domain/guess-lockout.ts';
import { createGuessGuard } from '../guess-guard.ts';
import type { IdentityRepository } from '../identity.repository.ts';
import type { NotifyMember } from '../security-notices.ts';

/** The guess counters as `member_guess_counters` keeps them (one member, one purpose), in memory. */
function counters() {
  const row = { failures: 0, lockedUntil: null as Date | null };
  const repository = {
    async reserveGuess(_id: string, _purpose: string, now: Date) {
      if (row.lockedUntil === null) row.failures += 1;
      else if (row.lockedUntil <= now) Object.assign(row, { failures: 1, lockedUntil: null });
      return { failures: row.failures, lockedUntil: row.lockedUntil };
    },
    async releaseGuess() {
      if (row.lockedUntil === null) row.failures = Math.max(row.failures - 1, 0);
    },
    async startGuessLock(_id: string, _purpose: string, minFailures: number, lockedUntil: Date) {
      if (row.lockedUntil !== null || row.failures < minFailures) return false;
      row.lockedUntil = lockedUntil;
      return true;
    },
    async clearGuesses() {
      Object.assign(row, { failures: 0, lockedUntil: null });
    },
  };
  return { row, repository: repository as unknown as IdentityRepository };
}

const member = {
  id: 'm1',
  merchantCode: 'ROYAL',
  username: 'demo01',
  mobileNum: '810000001',
  countryDialingCode: '66',
  email: null,
};

describe('guess guard', () => {
  it('writes the lock, with its end, when the attempt that reached the limit could not be checked', async () => {
    let nowMs = Date.parse('2026-11-25T10:00:00Z');
    const clock = { now: () => new Date(nowMs), nowMs: () => nowMs };
    const { row, repository } = counters();
    const notices: string[] = [];
    const notify = (async (_m: unknown, notice: string) =>
      void notices.push(notice)) as unknown as NotifyMember;
    const guard = createGuessGuard({ repository, clock, notify });
    const wrong = async () => false;
    const busy = async (): Promise<boolean> => {
      throw new AppError('TOO_BUSY');
    };

    // Four wrong answers; the fifth, which reaches the limit, is turned away by the hashing line
    // (its attempt given back) while a sixth, past the limit, is refused by the count.
    for (let i = 0; i < 4; i++) expect(await guard.attempt(member, 'PAYMENT_PASSWORD', wrong)).toBe(false);
    const reachingLimit = guard.attempt(member, 'PAYMENT_PASSWORD', busy);
    const pastLimit = guard.attempt(member, 'PAYMENT_PASSWORD', wrong);
    await expect(reachingLimit).rejects.toMatchObject({ code: 'TOO_BUSY' });
    await expect(pastLimit).rejects.toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' });

    // The lock is written with its end, so the cool-off really ends (without it, every later
    // attempt was refused by the count alone, for ever), and the member is told once.
    expect(row.lockedUntil?.getTime()).toBe(nowMs + GUESS_LOCKOUT.coolOffMs);
    expect(notices).toEqual(['paymentPasswordLockedBody']);
    await expect(guard.attempt(member, 'PAYMENT_PASSWORD', async () => true)).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_LOCKED',
    });

    nowMs += GUESS_LOCKOUT.coolOffMs + 1;
    expect(await guard.attempt(member, 'PAYMENT_PASSWORD', async () => true)).toBe(true);
    expect(row).toEqual({ failures: 0, lockedUntil: null });
  });
});
