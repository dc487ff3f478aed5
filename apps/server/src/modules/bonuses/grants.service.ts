import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { BonusesRepository, GrantRow, GrantStatus } from './bonuses.repository.ts';
import { allocateWagering, type GrantProgress, type WagerGrant } from './domain/wagering.ts';
import type { BonusGrants, GrantRequest, GrantResult } from './grant-request.ts';

/** Ledger kinds the bonus core posts (ADR 0029 §1, addendum in 0030). */
export const BONUS_KINDS = {
  /** PROMOTIONS → member BONUS (locked), or → CASH when there is nothing to wager. */
  grant: 'BONUS',
  /** A rebate with nothing to wager: PROMOTIONS → member CASH. */
  rebate: 'REBATE',
  /** Member BONUS → CASH once the wagering is met. */
  release: 'BONUS_RELEASE',
  /** Member BONUS → PROMOTIONS: forfeited by the member, expired, or cancelled by an operator. */
  forfeit: 'BONUS_FORFEIT',
} as const;

export type CloseStatus = Extract<GrantStatus, 'FORFEITED' | 'EXPIRED' | 'CANCELLED'>;

/** The grant is not active any more (released or ended before this request). */
export class GrantNotActiveError extends Error {
  constructor() {
    super('grant not active');
  }
}

/** A grant with wagering as the member and operators see it: the row and its live progress. */
export interface GrantView {
  grant: GrantRow;
  progress: GrantProgress | null;
}

const toWagerGrant = (g: GrantRow): WagerGrant => ({
  id: g.id,
  createdAt: g.createdAt,
  requirementMinor: g.requirementMinor,
  categoryWeightsBps: g.categoryWeightsBps,
  excludedGameCodes: g.excludedGameCodes,
  maxBetMinor: g.maxBetMinor,
  expiresAt: g.expiresAt,
});

function validateRequest(request: GrantRequest) {
  if (request.amountMinor <= 0n) throw new RangeError('a grant pays a positive amount');
  if (request.sourceRef.length === 0 || request.sourceRef.length > 200)
    throw new RangeError('a grant names its source reference (1-200 characters)');
  const w = request.wagering;
  if (w) {
    if (w.requirementMinor < 0n) throw new RangeError('a wagering requirement is not negative');
    if (w.maxBetMinor !== null && w.maxBetMinor <= 0n) throw new RangeError('a max bet is positive');
    for (const bps of Object.values(w.categoryWeightsBps))
      if (!Number.isInteger(bps) || bps! < 0 || bps! > 10_000)
        throw new RangeError('a category weight is 0-10,000 basis points');
  }
}

/**
 * The bonus core: grants (idempotent by merchant, source and reference), live wagering progress,
 * release once wagering is met, and forfeit/expiry/cancellation back to PROMOTIONS.
 */
export function createGrantsService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  repository: BonusesRepository;
}) {
  const { db, clock, ledger, repository } = deps;

  const grants: BonusGrants = {
    async grant(tx: Queryable, request: GrantRequest): Promise<GrantResult> {
      validateRequest(request);
      const wagering = request.wagering && request.wagering.requirementMinor > 0n ? request.wagering : null;
      const id = newId();
      const inserted = await repository.insertGrant(tx, {
        id,
        merchantCode: request.merchantCode,
        memberId: request.memberId,
        currency: request.currency,
        source: request.source,
        sourceRef: request.sourceRef,
        amountMinor: request.amountMinor,
        requirementMinor: wagering?.requirementMinor ?? 0n,
        categoryWeightsBps: (wagering?.categoryWeightsBps ?? {}) as Record<string, number>,
        excludedGameCodes: wagering?.excludedGameCodes ?? [],
        maxBetMinor: wagering?.maxBetMinor ?? null,
        expiresAt: wagering ? request.expiresAt : null,
        titleKey: request.titleKey,
        titleParams: request.titleParams ?? {},
        depositOrderId: request.depositOrderId ?? null,
        released: wagering === null,
      });
      if (!inserted) {
        // A concurrent insert of the same reference waited on the unique index and saw it commit.
        const existing = await repository.grantBySource(
          tx,
          request.merchantCode,
          request.source,
          request.sourceRef,
        );
        if (!existing) throw new Error(`bonus grant ${request.source}:${request.sourceRef} vanished`);
        return { grantId: existing.id, released: existing.requirementMinor === 0n, alreadyGranted: true };
      }
      const posted = await ledger.post(tx, {
        merchantCode: request.merchantCode,
        currency: request.currency,
        kind: wagering === null && request.source === 'REBATE' ? BONUS_KINDS.rebate : BONUS_KINDS.grant,
        memberId: request.memberId,
        reference: id,
        details: {
          source: request.source,
          sourceRef: request.sourceRef,
          grantId: id,
          reason: request.titleKey,
          ...(wagering ? { requirement: wagering.requirementMinor.toString() } : {}),
        },
        legs: [
          { account: { system: 'PROMOTIONS' }, amountMinor: -request.amountMinor },
          {
            account: { member: request.memberId, kind: wagering ? 'BONUS' : 'CASH' },
            amountMinor: request.amountMinor,
          },
        ],
      });
      await repository.setGrantTransaction(tx, id, posted.transactionId);
      return { grantId: id, released: wagering === null, alreadyGranted: false };
    },
  };

  /** Live progress of the member's active grants (outside any lock: what the member sees). */
  async function activeProgress(q: Queryable, active: readonly GrantRow[], memberId: string) {
    if (active.length === 0) return new Map<string, GrantProgress>();
    const since = active.reduce((min, g) => (g.createdAt < min ? g.createdAt : min), active[0]!.createdAt);
    const [rounds, spent] = await Promise.all([
      repository.memberRounds(q, memberId, active[0]!.merchantCode, since),
      repository.spentThrough(q, memberId),
    ]);
    const progress = allocateWagering(active.map(toWagerGrant), rounds, spent);
    return new Map(progress.map((p) => [p.grantId, p]));
  }

  async function postClose(
    tx: Queryable,
    g: GrantRow,
    status: CloseStatus,
    reason: string,
    closedBy: string,
  ) {
    const posted = await ledger.post(tx, {
      merchantCode: g.merchantCode,
      currency: g.currency,
      kind: BONUS_KINDS.forfeit,
      memberId: g.memberId,
      reference: g.id,
      details: { source: g.source, sourceRef: g.sourceRef, grantId: g.id, status, reason },
      legs: [
        { account: { member: g.memberId, kind: 'BONUS' }, amountMinor: -g.amountMinor },
        { account: { system: 'PROMOTIONS' }, amountMinor: g.amountMinor },
      ],
    });
    const closed = await repository.closeGrant(tx, g.id, {
      status,
      transactionId: posted.transactionId,
      reason,
      closedBy,
      filledBy: null,
    });
    if (!closed) throw new GrantNotActiveError();
  }

  async function postRelease(tx: Queryable, g: GrantRow, p: GrantProgress) {
    const posted = await ledger.post(tx, {
      merchantCode: g.merchantCode,
      currency: g.currency,
      kind: BONUS_KINDS.release,
      memberId: g.memberId,
      reference: g.id,
      details: { source: g.source, sourceRef: g.sourceRef, grantId: g.id, reason: g.titleKey },
      legs: [
        { account: { member: g.memberId, kind: 'BONUS' }, amountMinor: -g.amountMinor },
        { account: { member: g.memberId, kind: 'CASH' }, amountMinor: g.amountMinor },
      ],
    });
    const closed = await repository.closeGrant(tx, g.id, {
      status: 'COMPLETED',
      transactionId: posted.transactionId,
      reason: 'WAGERING_MET',
      closedBy: 'system',
      filledBy: p.filledBy,
    });
    if (!closed) throw new GrantNotActiveError();
  }

  return {
    grants,

    /** The member's active grants with their live progress, oldest first. */
    async active(memberId: string, q: Queryable = db): Promise<GrantView[]> {
      const active = await repository.activeGrants(q, memberId);
      const progress = await activeProgress(q, active, memberId);
      return active.map((grant) => ({ grant, progress: progress.get(grant.id) ?? null }));
    },

    /** Every grant with wagering the member has had (active first), with live progress for active ones. */
    async memberGrants(memberId: string, limit = 100): Promise<GrantView[]> {
      const rows = await repository.memberGrants(db, memberId, limit);
      const progress = await activeProgress(
        db,
        rows.filter((g) => g.status === 'ACTIVE').sort((a, b) => +a.createdAt - +b.createdAt),
        memberId,
      );
      return rows.map((grant) => ({ grant, progress: progress.get(grant.id) ?? null }));
    },

    /** What the member's active grants still need wagered: it blocks a withdrawal (0 = nothing). */
    async remainingTurnover(memberId: string, q: Queryable = db): Promise<bigint> {
      const active = await repository.activeGrants(q, memberId);
      const progress = await activeProgress(q, active, memberId);
      let remaining = 0n;
      for (const g of active) remaining += progress.get(g.id)?.remainingMinor ?? g.requirementMinor;
      return remaining;
    },

    /**
     * Releases the member's completed grants and expires overdue ones, in one transaction under the
     * lock of their active grants: run twice (or on two nodes), the second run finds nothing to do.
     */
    async settleMember(memberId: string): Promise<{ released: number; expired: number }> {
      return db.transaction(async (tx) => {
        const active = await repository.lockActiveGrants(tx, memberId);
        if (active.length === 0) return { released: 0, expired: 0 };
        const progress = await activeProgress(tx, active, memberId);
        const now = clock.now();
        let released = 0;
        let expired = 0;
        for (const g of active) {
          const p = progress.get(g.id);
          if (p?.complete) {
            await postRelease(tx, g, p);
            released++;
          } else if (g.expiresAt && g.expiresAt.getTime() <= now.getTime()) {
            await postClose(tx, g, 'EXPIRED', 'EXPIRED', 'system');
            expired++;
          }
        }
        return { released, expired };
      });
    },

    /**
     * Ends one active grant: the member's own forfeit, or an operator's cancellation. Money goes
     * back BONUS → PROMOTIONS with the reason. GrantNotActiveError when it had already ended.
     */
    async close(options: {
      merchantCode: string;
      grantId: string;
      memberId?: string;
      status: Extract<CloseStatus, 'FORFEITED' | 'CANCELLED'>;
      reason: string;
      closedBy: string;
      /** In the caller's transaction (an audited operator action), else one of its own. */
      tx?: Queryable;
    }): Promise<GrantRow> {
      const work = async (tx: Queryable) => {
        const grant = await repository.grant(tx, options.grantId, options.merchantCode);
        if (!grant || (options.memberId && grant.memberId !== options.memberId)) return null;
        const active = await repository.lockActiveGrants(tx, grant.memberId);
        const locked = active.find((g) => g.id === grant.id);
        if (!locked) throw new GrantNotActiveError();
        await postClose(tx, locked, options.status, options.reason, options.closedBy);
        return (await repository.grant(tx, grant.id, options.merchantCode))!;
      };
      const result = options.tx ? await work(options.tx) : await db.transaction(work);
      if (!result) throw new GrantNotFoundError();
      return result;
    },
  };
}

export class GrantNotFoundError extends Error {
  constructor() {
    super('grant not found');
  }
}

export type GrantsService = ReturnType<typeof createGrantsService>;
