import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  attemptVerdict,
  failureStartsLock,
  GUESS_LOCKOUT,
  lockEndsAt,
  type GuessPurpose,
} from './domain/guess-lockout.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';
import type { NotifyMember, SecurityNotice } from './security-notices.ts';

const NOTICE: Record<GuessPurpose, SecurityNotice> = {
  PAYMENT_PASSWORD: 'paymentPasswordLockedBody',
  LOGIN_PASSWORD: 'loginPasswordLockedBody',
  TOTP_DISABLE: 'totpDisableLockedBody',
  NEW_IP: 'newIpLockedBody',
};

/** The answer while a purpose is locked: the minutes left, also as Retry-After. */
export function lockedError(purpose: GuessPurpose, minutesLeft: number): AppError {
  const code = purpose === 'PAYMENT_PASSWORD' ? 'PAYMENT_PASSWORD_LOCKED' : 'VERIFICATION_LOCKED';
  return new AppError(
    code,
    { minutes: minutesLeft },
    { minutes: minutesLeft },
    {
      'Retry-After': String(minutesLeft * 60),
    },
  );
}

/**
 * Runs a secret check under the member's lockout for that purpose (domain/guess-lockout.ts). The
 * attempt is reserved in PostgreSQL before the check, so parallel guesses cannot outrun the limit.
 */
export function createGuessGuard(deps: {
  repository: IdentityRepository;
  clock: Clock;
  notify: NotifyMember;
}) {
  const { repository, clock } = deps;

  /**
   * Writes the lock (with its end) and tells the member, once: only the call that starts it does.
   * Any attempt that reached the limit may be that call: the one whose count hit it may never get
   * to, when its check could not run (a full hashing line) and its reservation was given back.
   */
  async function startLock(
    member: Pick<
      MemberRecord,
      'id' | 'merchantCode' | 'username' | 'mobileNum' | 'countryDialingCode' | 'email'
    >,
    purpose: GuessPurpose,
    now: Date,
  ): Promise<void> {
    const started = await repository.startGuessLock(
      member.id,
      purpose,
      GUESS_LOCKOUT.maxConsecutiveFailures,
      lockEndsAt(now),
    );
    if (started)
      await deps.notify(member, NOTICE[purpose], {
        attempts: GUESS_LOCKOUT.maxConsecutiveFailures,
        minutes: GUESS_LOCKOUT.coolOffMs / 60_000,
      });
  }

  return {
    /** True when `check` accepted the answer; throws the locked error while the purpose is locked. */
    async attempt(
      member: Pick<
        MemberRecord,
        'id' | 'merchantCode' | 'username' | 'mobileNum' | 'countryDialingCode' | 'email'
      >,
      purpose: GuessPurpose,
      check: () => Promise<boolean>,
    ): Promise<boolean> {
      const now = clock.now();
      const reserved = await repository.reserveGuess(member.id, purpose, now);
      const verdict = attemptVerdict(reserved, now);
      if (verdict.kind === 'locked') {
        // Past the limit with no lock written yet: write it, so it has an end (the cool-off).
        if (!reserved.lockedUntil) await startLock(member, purpose, now);
        throw lockedError(purpose, verdict.minutesLeft);
      }
      let accepted: boolean;
      try {
        accepted = await check();
      } catch (error) {
        await repository.releaseGuess(member.id, purpose);
        throw error;
      }
      if (accepted) {
        await repository.clearGuesses(member.id, purpose);
        return true;
      }
      if (failureStartsLock(reserved.failures)) await startLock(member, purpose, now);
      return false;
    },

    /** Refuses at once while the purpose is locked (no attempt is spent). */
    async assertOpen(memberId: string, purpose: GuessPurpose): Promise<void> {
      const now = clock.now();
      const until = await repository.guessLockedUntil(memberId, purpose, now);
      if (!until) return;
      const verdict = attemptVerdict({ failures: 0, lockedUntil: until }, now);
      if (verdict.kind === 'locked') throw lockedError(purpose, verdict.minutesLeft);
    },
  };
}

export type GuessGuard = ReturnType<typeof createGuessGuard>;
