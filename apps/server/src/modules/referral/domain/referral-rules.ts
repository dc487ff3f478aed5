import type { ReferralReason } from '@platform/contracts';

/** What the referrer and the friend share, as found in the sign-up, logins, sessions and payout methods. */
export interface AbuseFacts {
  /** The friend's browser at sign-up, and the browsers of the referrer's sessions. */
  friendDevice: string | null;
  referrerDevices: readonly string[];
  /** The friend's sign-up and login addresses; the referrer's. */
  friendIps: readonly string[];
  referrerIps: readonly string[];
  /** Account numbers (normalised by the caller: digits only). */
  friendAccounts: readonly string[];
  referrerAccounts: readonly string[];
}

const overlap = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(b.filter(Boolean));
  return a.some((x) => x && set.has(x));
};

/** The first abuse rule that matches (device, then IP, then bank account), or null. */
export function abuseReason(f: AbuseFacts): ReferralReason | null {
  if (f.friendDevice && f.referrerDevices.includes(f.friendDevice)) return 'SAME_DEVICE';
  if (overlap(f.friendIps, f.referrerIps)) return 'SAME_IP';
  if (overlap(f.friendAccounts, f.referrerAccounts)) return 'SAME_BANK_ACCOUNT';
  return null;
}

/** A bank account number as compared: digits and letters only, upper case. */
export const normaliseAccount = (n: string) => n.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

export interface RuleTerms {
  minDepositMinor: bigint;
  minValidBetMinor: bigint;
  withinDays: number;
}

/** When the friend's window to meet the conditions ends. */
export const deadlineOf = (registeredAt: Date, withinDays: number) =>
  new Date(registeredAt.getTime() + withinDays * 86_400_000);

export type Decision =
  | { status: 'NOT_ELIGIBLE'; reason: ReferralReason }
  | { status: 'PAID' }
  | { status: 'EXPIRED' }
  | { status: 'PENDING' };

/**
 * A pending referral's decision: an abuse match earns nothing (whatever the friend did); the
 * conditions met within the window pay; the window over without them expires; else it waits.
 */
export function decide(input: {
  abuse: ReferralReason | null;
  terms: RuleTerms;
  depositMinor: bigint;
  validBetMinor: bigint;
  registeredAt: Date;
  now: Date;
}): Decision {
  if (input.abuse) return { status: 'NOT_ELIGIBLE', reason: input.abuse };
  if (
    input.depositMinor >= input.terms.minDepositMinor &&
    input.validBetMinor >= input.terms.minValidBetMinor
  )
    return { status: 'PAID' };
  if (input.now >= deadlineOf(input.registeredAt, input.terms.withinDays)) return { status: 'EXPIRED' };
  return { status: 'PENDING' };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A referral code from random bytes: 8 characters without look-alikes (0/O, 1/I). */
export function referralCodeFrom(bytes: Uint8Array): string {
  return [...bytes.slice(0, 8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** A username as the referrer's list shows it (`friend23` -> `fr***23`). */
export function maskFriend(username: string): string {
  const chars = [...username];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  if (chars.length === 5) return `${chars[0]}***${chars[4]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
