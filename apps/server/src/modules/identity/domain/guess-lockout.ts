/**
 * Secrets a member types to prove it is them (payment password, current login password, an
 * authenticator code, the new-IP second factor) can be tried only a few times in a row: then that
 * purpose locks for a cool-off, even for the right answer, and the member is told.
 */
export const GUESS_LOCKOUT = {
  maxConsecutiveFailures: 5,
  coolOffMs: 30 * 60_000,
} as const;

export const GUESS_PURPOSES = ['PAYMENT_PASSWORD', 'LOGIN_PASSWORD', 'TOTP_DISABLE', 'NEW_IP'] as const;
export type GuessPurpose = (typeof GUESS_PURPOSES)[number];

/** The counter after this attempt was reserved: attempts reserved so far, and any running lock. */
export interface ReservedAttempt {
  failures: number;
  lockedUntil: Date | null;
}

export type AttemptVerdict = { kind: 'check' } | { kind: 'locked'; minutesLeft: number };

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Whether a reserved attempt may be checked. Reservations beyond the limit are refused even
 * before the lock is written (their earlier siblings are still being checked).
 */
export function attemptVerdict(reserved: ReservedAttempt, now: Date): AttemptVerdict {
  if (reserved.lockedUntil && reserved.lockedUntil > now)
    return { kind: 'locked', minutesLeft: minutesUntil(reserved.lockedUntil, now) };
  if (reserved.failures > GUESS_LOCKOUT.maxConsecutiveFailures)
    return { kind: 'locked', minutesLeft: GUESS_LOCKOUT.coolOffMs / 60_000 };
  return { kind: 'check' };
}

/** After a wrong answer: the attempt that reaches the limit starts the lock. */
export function failureStartsLock(failures: number): boolean {
  return failures >= GUESS_LOCKOUT.maxConsecutiveFailures;
}

export const lockEndsAt = (now: Date): Date => new Date(now.getTime() + GUESS_LOCKOUT.coolOffMs);
