/**
 * The posting rules of the double-entry ledger, free of I/O so they can be property-tested.
 *
 * A ledger transaction is a set of postings (account, signed amount in minor units, currency).
 * It is valid when it has at least two postings, no zero amount, and its amounts sum to zero in
 * every currency. Member accounts hold a cached balance that may never go negative; system
 * accounts (house, PSP clearing, …) may, and carry no cached balance so that no bet waits on
 * their row lock (ADR 0009).
 */

export interface Posting {
  readonly accountId: bigint;
  readonly currency: string;
  readonly amountMinor: bigint;
}

export type PostingProblem =
  'TOO_FEW_POSTINGS' | 'ZERO_AMOUNT' | 'UNBALANCED' | 'DUPLICATE_ACCOUNT' | 'OUT_OF_RANGE';

const INT64_MAX = 2n ** 63n - 1n;

/** Why a set of postings cannot be one ledger transaction, or null when it can. */
export function postingProblem(postings: readonly Posting[]): PostingProblem | null {
  if (postings.length < 2) return 'TOO_FEW_POSTINGS';
  const sums = new Map<string, bigint>();
  const seen = new Set<bigint>();
  for (const p of postings) {
    if (p.amountMinor === 0n) return 'ZERO_AMOUNT';
    if (p.amountMinor > INT64_MAX || p.amountMinor < -INT64_MAX) return 'OUT_OF_RANGE';
    // One account appears once: a transaction that debits and credits the same account is a no-op
    // that would only hide intent, and one row per account keeps lock order and balances simple.
    if (seen.has(p.accountId)) return 'DUPLICATE_ACCOUNT';
    seen.add(p.accountId);
    sums.set(p.currency, (sums.get(p.currency) ?? 0n) + p.amountMinor);
  }
  for (const total of sums.values()) if (total !== 0n) return 'UNBALANCED';
  return null;
}

/** Postings in ascending account order: every writer locks rows in this order, so two never deadlock. */
export function inLockOrder<T extends { accountId: bigint }>(postings: readonly T[]): T[] {
  return [...postings].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
}

/** The same postings with every sign flipped: the reversing transaction of a correction. */
export function reversalOf(postings: readonly Posting[]): Posting[] {
  return postings.map((p) => ({ ...p, amountMinor: -p.amountMinor }));
}

export interface CachedBalance {
  readonly accountId: bigint;
  readonly balanceMinor: bigint;
}

/**
 * Applies postings to the cached balances of the accounts that keep one. Returns the new balances,
 * or the first account that would go negative.
 */
export function applyToBalances(
  balances: readonly CachedBalance[],
  postings: readonly Posting[],
): { ok: true; balances: CachedBalance[] } | { ok: false; accountId: bigint; shortMinor: bigint } {
  const next: CachedBalance[] = [];
  for (const balance of balances) {
    const delta = postings
      .filter((p) => p.accountId === balance.accountId)
      .reduce((total, p) => total + p.amountMinor, 0n);
    const after = balance.balanceMinor + delta;
    if (after < 0n) return { ok: false, accountId: balance.accountId, shortMinor: -after };
    next.push({ accountId: balance.accountId, balanceMinor: after });
  }
  return { ok: true, balances: next };
}

/** A transfer of `amountMinor` from one account to another, as its two postings. */
export function transferPostings(
  fromAccountId: bigint,
  toAccountId: bigint,
  currency: string,
  amountMinor: bigint,
): Posting[] {
  return [
    { accountId: fromAccountId, currency, amountMinor: -amountMinor },
    { accountId: toAccountId, currency, amountMinor },
  ];
}
