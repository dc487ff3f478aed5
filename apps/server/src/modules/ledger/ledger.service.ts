import type { Database, Queryable } from '../../platform/db/database.ts';
import { inLockOrder, postingProblem, reversalOf, type Posting } from './domain/postings.ts';
import type { BatchExtension } from './batch-extension.ts';
import type {
  LedgerPostingsRepository,
  MemberAccountKind,
  PostedTransaction,
  SystemAccountKind,
} from './ledger-postings.repository.ts';
import type { LedgerReportsRepository } from './ledger-reports.repository.ts';

export type AccountRef = { member: string; kind: MemberAccountKind } | { system: SystemAccountKind };

export interface Leg {
  account: AccountRef;
  amountMinor: bigint;
}

export interface PostRequest {
  merchantCode: string;
  currency: string;
  /** Business event: DEPOSIT, WITHDRAWAL_HOLD, BET, WIN, ROLLBACK, TRANSFER, ADJUSTMENT… */
  kind: string;
  /** The member the event belongs to, for their account record. */
  memberId: string | null;
  reference?: string | null;
  details?: Record<string, unknown>;
  legs: readonly Leg[];
}

/** One posting of a batch: a member account against a system account (see `postPairsGuarded`). */
export interface PairPostRequest {
  merchantCode: string;
  currency: string;
  kind: string;
  memberId: string;
  reference: string;
  details: Record<string, unknown>;
  member: MemberAccountKind;
  system: SystemAccountKind;
  /** Signed, never zero: what the member account moves by; the system account moves the opposite. */
  memberAmountMinor: bigint;
  /**
   * Post only if no other transaction has changed the member account since the statement began:
   * what the guard decided on, read in that same snapshot, is then still all there is (ADR 0025).
   * Otherwise the item is not posted, like one the guard refused.
   */
  onlyIfAccountUnchanged?: boolean;
}

export interface PostResult extends PostedTransaction {
  /** Cached balance after the posting per member account, keyed `${memberId}:${kind}`. */
  memberBalances: Map<string, bigint>;
}

/** A member account would go negative: nothing was posted. */
export class InsufficientFundsError extends Error {
  constructor() {
    super('insufficient funds');
  }
}

/** Postings that break a ledger rule: a programming error, never a client's. */
export class UnbalancedPostingError extends Error {}

export class AlreadyReversedError extends Error {}

const NEGATIVE_BALANCE_CONSTRAINT = 'ledger_member_balance_not_negative';
const ACCOUNT_CACHE_LIMIT = 200_000;

export function isInsufficientFunds(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return (
    error instanceof InsufficientFundsError ||
    (e?.code === '23514' && e.constraint === NEGATIVE_BALANCE_CONSTRAINT)
  );
}

export function createLedgerService(deps: {
  db: Database;
  postings: LedgerPostingsRepository;
  reports: LedgerReportsRepository;
}) {
  const { db, postings: repository, reports } = deps;
  // Account ids never change once created, so a process-wide cache saves a round trip per posting.
  // Accounts are created on the pool (autocommit), never inside a caller's transaction that could roll back.
  const accountIds = new Map<string, bigint>();

  async function accountId(
    merchantCode: string,
    currency: string,
    ref: AccountRef,
    tx?: Queryable,
  ): Promise<bigint> {
    const key =
      'member' in ref
        ? `m:${ref.member}:${ref.kind}:${currency}`
        : `s:${merchantCode}:${ref.system}:${currency}`;
    const cached = accountIds.get(key);
    if (cached !== undefined) return cached;
    if (tx) {
      // Inside a caller's transaction, a second pool connection must not be needed: a burst of such
      // transactions (many claims at once) would hold every connection while each waits for one
      // more. An existing account is read on the transaction's own connection; a missing one is
      // created there too and is cached only once it is read committed, since the caller's
      // transaction may still roll back.
      const ledgerRef = 'member' in ref ? { memberId: ref.member, kind: ref.kind } : { system: ref.system };
      const existing = await repository.existingAccountId(tx, merchantCode, ledgerRef, currency);
      if (existing !== null) {
        if (accountIds.size >= ACCOUNT_CACHE_LIMIT) accountIds.clear();
        accountIds.set(key, existing);
        return existing;
      }
      return 'member' in ref
        ? repository.memberAccountId(tx, merchantCode, ref.member, ref.kind, currency)
        : repository.systemAccountId(tx, merchantCode, ref.system, currency);
    }
    const id =
      'member' in ref
        ? await repository.memberAccountId(db, merchantCode, ref.member, ref.kind, currency)
        : await repository.systemAccountId(db, merchantCode, ref.system, currency);
    if (accountIds.size >= ACCOUNT_CACHE_LIMIT) accountIds.clear();
    accountIds.set(key, id);
    return id;
  }

  /**
   * The accounts of many members in one statement (a draw's winners, most never seen by this
   * process): one query per batch instead of two per member (bench/lottery).
   */
  async function cacheMemberAccounts(
    refs: readonly { merchantCode: string; memberId: string; kind: MemberAccountKind; currency: string }[],
  ) {
    const missing = new Map<string, (typeof refs)[number]>();
    for (const r of refs) {
      const key = `m:${r.memberId}:${r.kind}:${r.currency}`;
      if (!accountIds.has(key)) missing.set(key, r);
    }
    if (missing.size === 0) return;
    const ids = await repository.memberAccountIds(db, [...missing.values()]);
    if (accountIds.size + ids.length >= ACCOUNT_CACHE_LIMIT) accountIds.clear();
    [...missing.keys()].forEach((key, i) => accountIds.set(key, ids[i]!));
  }

  async function postings(request: PostRequest, tx?: Queryable) {
    const resolved = await Promise.all(
      request.legs.map(async (leg) => ({
        leg,
        posting: {
          accountId: await accountId(request.merchantCode, request.currency, leg.account, tx),
          currency: request.currency,
          amountMinor: leg.amountMinor,
        } satisfies Posting,
      })),
    );
    const problem = postingProblem(resolved.map((r) => r.posting));
    if (problem) throw new UnbalancedPostingError(`${request.kind}: ${problem}`);
    return resolved;
  }

  async function postResolved(
    tx: Queryable,
    request: PostRequest,
    resolved: { leg: Leg; posting: Posting }[],
    reversesId: bigint | null,
  ): Promise<PostResult> {
    const ordered = inLockOrder(resolved.map((r) => r.posting));
    const memberLegs = resolved.filter((r) => 'member' in r.leg.account);
    if (memberLegs.length > 1)
      await repository.lockAccounts(
        tx,
        ordered.map((p) => p.accountId),
      );
    let posted: PostedTransaction;
    try {
      posted = await repository.post(tx, {
        merchantCode: request.merchantCode,
        kind: request.kind,
        memberId: request.memberId,
        reference: request.reference ?? null,
        reversesId,
        details: request.details ?? {},
        postings: ordered,
      });
    } catch (error) {
      if (isInsufficientFunds(error)) throw new InsufficientFundsError();
      throw error;
    }
    const memberBalances = new Map<string, bigint>();
    for (const r of memberLegs) {
      const ref = r.leg.account as { member: string; kind: MemberAccountKind };
      const balance = posted.balancesAfter.get(r.posting.accountId);
      if (balance !== undefined) memberBalances.set(`${ref.member}:${ref.kind}`, balance);
    }
    return { ...posted, memberBalances };
  }

  return {
    accountId,

    /**
     * Locks a member's account until the caller's transaction ends, before the caller reads what it
     * decides a posting on: postings to that account by others (a batch on another node included,
     * which posts only onto an account unchanged since its own reads) wait or step aside (ADR 0025).
     */
    async lockMemberAccount(
      tx: Queryable,
      merchantCode: string,
      currency: string,
      account: { member: string; kind: MemberAccountKind },
    ): Promise<void> {
      await repository.lockAccounts(tx, [await accountId(merchantCode, currency, account, tx)]);
    },

    /**
     * Posts one balanced ledger transaction inside the caller's database transaction. Throws
     * InsufficientFundsError (the caller's transaction is then aborted) when a member account
     * would go negative.
     */
    async post(tx: Queryable, request: PostRequest): Promise<PostResult> {
      return postResolved(tx, request, await postings(request, tx), null);
    },

    /**
     * For hot paths (bets and wins): many postings in one statement, one round trip and one commit,
     * each guarded and recorded by the caller (see batch-extension.ts). No explicit transaction. Answers
     * per item the member's balance after, or null when the item was not posted (its guard refused,
     * or the member could not afford it); an error posts nothing of the batch.
     */
    async postPairsGuarded(
      q: Queryable,
      requests: readonly PairPostRequest[],
      extension: BatchExtension,
    ): Promise<({ transactionId: bigint; balanceAfterMinor: bigint } | null)[]> {
      await cacheMemberAccounts(requests.map((r) => ({ ...r, kind: r.member })));
      const items = await Promise.all(
        requests.map(async (r) => ({
          merchantCode: r.merchantCode,
          kind: r.kind,
          memberId: r.memberId,
          reference: r.reference,
          details: r.details,
          memberAccountId: await accountId(r.merchantCode, r.currency, {
            member: r.memberId,
            kind: r.member,
          }),
          systemAccountId: await accountId(r.merchantCode, r.currency, { system: r.system }),
          currency: r.currency,
          memberAmountMinor: r.memberAmountMinor,
          onlyIfAccountUnchanged: r.onlyIfAccountUnchanged ?? false,
        })),
      );
      return repository.postPairsGuarded(q, items, extension);
    },

    /** Reverses a transaction with its exact opposite; a transaction is reversed at most once. */
    async reverse(tx: Queryable, transactionId: bigint, kind: string, details: Record<string, unknown> = {}) {
      const rows = await repository.transactionPostings(tx, transactionId);
      if (rows.length === 0) throw new Error(`ledger transaction ${transactionId} does not exist`);
      if (await repository.isReversed(tx, transactionId)) throw new AlreadyReversedError();
      const first = rows[0]!;
      const reversed = reversalOf(rows.map((r) => r.posting));
      const ordered = inLockOrder(reversed);
      await repository.lockAccounts(
        tx,
        ordered.map((p) => p.accountId),
      );
      try {
        return await repository.post(tx, {
          merchantCode: first.merchantCode,
          kind,
          memberId: first.memberId,
          reference: first.reference,
          reversesId: transactionId,
          details,
          postings: ordered,
        });
      } catch (error) {
        if (isInsufficientFunds(error)) throw new InsufficientFundsError();
        if ((error as { code?: string }).code === '23505') throw new AlreadyReversedError();
        throw error;
      }
    },

    /** The member's cached balances per account kind, in the currency given (zero when never used). */
    /** Pass the caller's transaction when inside one: a second pool connection there can starve the pool. */
    async memberBalances(
      memberId: string,
      currency: string,
      q: Queryable = db,
    ): Promise<Record<MemberAccountKind, bigint>> {
      const accounts = await repository.memberAccounts(q, memberId);
      const balances: Record<MemberAccountKind, bigint> = { CASH: 0n, BONUS: 0n, HELD: 0n };
      for (const a of accounts) {
        if (a.currency === currency && a.kind in balances)
          balances[a.kind as MemberAccountKind] = a.balanceMinor ?? 0n;
      }
      return balances;
    },

    /**
     * Turnover facts since an instant: what was deposited through the cashier (demo funding and
     * adjustments excluded) and what was staked net of refunded stakes.
     */
    async turnoverSince(memberId: string, currency: string, since: Date) {
      const flows = await reports.memberCashFlows(db, memberId, currency, since);
      let depositedMinor = 0n;
      let wageredMinor = 0n;
      for (const f of flows) {
        if (f.kind === 'DEPOSIT' && f.cashierDeposit) depositedMinor += f.totalMinor;
        if (f.kind === 'BET') wageredMinor -= f.totalMinor;
        if (f.kind === 'ROLLBACK') wageredMinor -= f.totalMinor;
      }
      return { depositedMinor, wageredMinor: wageredMinor > 0n ? wageredMinor : 0n };
    },

    history: reports.history.bind(null, db),
    systemBalances: (merchantCode: string | null) => reports.systemBalances(db, merchantCode),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
