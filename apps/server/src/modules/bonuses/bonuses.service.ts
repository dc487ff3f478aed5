import {
  GAME_CATEGORIES,
  type TAdminBonusGrantPage,
  type TAdminBonusGrantQuery,
  type TAdminBonusGrant,
  type TBonusDetails,
  type TBonusGrant,
  type TManualBonusRequest,
  type TRewardCenter,
  type TRewardClaimResult,
} from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { decimal, parsePositiveAmount, toAdminGrantView, toGrantView, toOfferView } from './bonus-views.ts';
import type { BonusesRepository, GrantStatus } from './bonuses.repository.ts';
import {
  GrantNotActiveError,
  GrantNotFoundError,
  type GrantsService,
  type GrantView,
} from './grants.service.ts';
import { OfferLapsedError, OfferNotFoundError, type OffersService } from './offers.service.ts';

export interface BonusMember {
  id: string;
  merchantCode: string;
  currency: string;
  /** The member's language (the request's), for game names. */
  language?: string;
}

/** Every category a game can be in (the nav's HOME and PROMO are not game categories). */
const PLAYABLE_CATEGORIES = GAME_CATEGORIES.filter((c) => c !== 'HOME' && c !== 'PROMO');
const DAY_MS = 86_400_000;

function translateClose(error: unknown): never {
  if (error instanceof GrantNotActiveError) throw new AppError('BONUS_NOT_ACTIVE');
  if (error instanceof GrantNotFoundError) throw new AppError('NOT_FOUND');
  throw error;
}

/** The member's bonus details and reward centre, and operators' grants (manual grant, cancel). */
export function createBonusesService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  repository: BonusesRepository;
  grants: GrantsService;
  offers: OffersService;
  operators: Pick<OperatorsService, 'audit'>;
  merchant: (code: string) => Promise<{ code: string; currency: string } | undefined>;
  /** The member's wallet changed (the live balance push). */
  balanceChanged: (memberId: string) => void;
  /** Game codes to names in a language (the games module's); without it, codes are shown. */
  gameNames?: (codes: readonly string[], language: string) => Promise<Map<string, string>>;
}) {
  const { db, clock, repository, grants, offers } = deps;
  /** The names of the games these grants name (excluded, or a flagged bet's), in the reader's language. */
  const gameNamesOf = async (views: readonly GrantView[], language = 'EN') => {
    const codes = views.flatMap((v) => [
      ...v.grant.excludedGameCodes,
      ...(v.progress?.flagged ?? []).map((f) => f.gameCode),
    ]);
    return codes.length > 0 && deps.gameNames ? deps.gameNames(codes, language) : new Map<string, string>();
  };

  return {
    async details(member: BonusMember): Promise<TBonusDetails> {
      const [views, balances] = await Promise.all([
        grants.memberGrants(member.id),
        deps.ledger.memberBalances(member.id, member.currency),
      ]);
      const names = await gameNamesOf(views, member.language);
      const list = views.map((v) => toGrantView(v, names));
      let remaining = 0n;
      for (const v of views)
        if (v.grant.status === 'ACTIVE') remaining += v.progress?.remainingMinor ?? v.grant.requirementMinor;
      return {
        currency: member.currency,
        locked: decimal(balances.BONUS, member.currency),
        remaining: decimal(remaining, member.currency),
        list,
      };
    },

    async forfeit(member: BonusMember, grantId: string): Promise<TBonusGrant> {
      try {
        const row = await grants.close({
          merchantCode: member.merchantCode,
          grantId,
          memberId: member.id,
          status: 'FORFEITED',
          reason: 'MEMBER_FORFEIT',
          closedBy: `member:${member.id}`,
        });
        deps.balanceChanged(member.id);
        return toGrantView({ grant: row, progress: null });
      } catch (error) {
        translateClose(error);
      }
    },

    async rewardCenter(member: BonusMember): Promise<TRewardCenter> {
      const [rows, unread] = await Promise.all([offers.list(member.id), offers.unread(member.id)]);
      const now = clock.now();
      return { unread, list: rows.map((o) => toOfferView(o, now)) };
    },

    unread: async (member: BonusMember) => ({ unread: await offers.unread(member.id) }),

    async markRead(member: BonusMember) {
      await offers.markRead(member.id);
      return { unread: 0 };
    },

    async claim(member: BonusMember, offerId: string): Promise<TRewardClaimResult> {
      try {
        const r = await offers.claim(member.id, offerId);
        if (!r.alreadyGranted) deps.balanceChanged(member.id);
        return { grantId: r.grantId, released: r.released, alreadyClaimed: r.alreadyGranted };
      } catch (error) {
        if (error instanceof OfferLapsedError) throw new AppError('REWARD_EXPIRED');
        if (error instanceof OfferNotFoundError) throw new AppError('NOT_FOUND');
        throw error;
      }
    },

    // ---- operators ----

    async list(
      merchantScope: string | null,
      query: TAdminBonusGrantQuery & { pageNo: number; pageSize: number },
    ): Promise<TAdminBonusGrantPage> {
      let memberId: string | null = null;
      if (query.username) {
        if (!merchantScope) throw new AppError('VALIDATION_FAILED', { fields: 'merchantCode' });
        const m = await repository.memberByUsername(db, merchantScope, query.username);
        if (!m) return { list: [], pageNo: query.pageNo, pageSize: query.pageSize, total: 0, totalPages: 0 };
        memberId = m.id;
      }
      const { rows, total } = await repository.listGrants(db, {
        merchantCode: merchantScope,
        memberId,
        statuses: query.status ? [query.status as GrantStatus] : null,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      // Live progress for the active grants shown, computed per member.
      const activeMembers = [...new Set(rows.filter((r) => r.status === 'ACTIVE').map((r) => r.memberId))];
      const live = new Map<string, Awaited<ReturnType<GrantsService['active']>>[number]>();
      for (const id of activeMembers) for (const v of await grants.active(id)) live.set(v.grant.id, v);
      const names = await gameNamesOf(rows.map((r) => live.get(r.id) ?? { grant: r, progress: null }));
      return {
        list: rows.map((r) =>
          toAdminGrantView(live.get(r.id) ?? { grant: r, progress: null }, r.username, names),
        ),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** An operator's manual bonus: audited in the grant's transaction; a retry of `requestId` grants nothing twice. */
    async manualGrant(actor: AuditActor, body: TManualBonusRequest): Promise<TAdminBonusGrant> {
      const merchant = await deps.merchant(body.merchantCode);
      if (!merchant) throw new AppError('MERCHANT_UNKNOWN');
      const member = await repository.memberByUsername(db, merchant.code, body.username);
      if (!member) throw new AppError('ACCOUNT_NOT_FOUND');
      const amountMinor = parsePositiveAmount(body.amount, merchant.currency);
      const maxBetMinor = body.maxBet ? parsePositiveAmount(body.maxBet, merchant.currency) : null;
      const weights =
        body.categoryWeights ?? Object.fromEntries(PLAYABLE_CATEGORIES.map((c) => [c, 10_000] as const));
      const requirementMinor = amountMinor * BigInt(body.wageringMultiple);
      const expiresAt =
        body.validDays && requirementMinor > 0n
          ? new Date(clock.now().getTime() + body.validDays * DAY_MS)
          : null;
      const grantId = await db.transaction(async (tx) => {
        const result = await grants.grants.grant(tx, {
          merchantCode: merchant.code,
          memberId: member.id,
          currency: merchant.currency,
          source: 'MANUAL',
          sourceRef: `manual:${body.requestId}`,
          amountMinor,
          wagering:
            requirementMinor > 0n
              ? {
                  requirementMinor,
                  categoryWeightsBps: weights,
                  excludedGameCodes: body.excludedGames ?? [],
                  maxBetMinor,
                }
              : null,
          expiresAt,
          titleKey: 'bonuses.names.manual',
          titleParams: { note: body.note },
        });
        if (!result.alreadyGranted)
          await deps.operators.audit(tx, actor, {
            merchantCode: merchant.code,
            action: 'bonus.grant',
            target: `member:${member.username}`,
            before: null,
            after: {
              grantId: result.grantId,
              amount: decimal(amountMinor, merchant.currency),
              requirement: decimal(requirementMinor, merchant.currency),
              expiresAt: expiresAt?.toISOString() ?? null,
              note: body.note,
            },
          });
        return result.grantId;
      });
      deps.balanceChanged(member.id);
      const row = await repository.grant(db, grantId, merchant.code);
      if (!row || row.memberId !== member.id) throw new AppError('CONFLICT');
      const live = (await grants.active(member.id)).find((v) => v.grant.id === grantId);
      return toAdminGrantView(live ?? { grant: row, progress: null }, member.username);
    },

    /** An operator cancels an active grant with a reason: BONUS → PROMOTIONS, audited in the same transaction. */
    async cancel(
      actor: AuditActor,
      assertMerchant: (merchantCode: string) => void,
      grantId: string,
      reason: string,
    ): Promise<TAdminBonusGrant> {
      const found = await repository.grantAnyMerchant(db, grantId);
      if (!found) throw new AppError('NOT_FOUND');
      assertMerchant(found.merchantCode);
      try {
        const row = await db.transaction(async (tx) => {
          const closed = await grants.close({
            merchantCode: found.merchantCode,
            grantId,
            status: 'CANCELLED',
            reason,
            closedBy: `operator:${actor.operator.username}`,
            tx,
          });
          await deps.operators.audit(tx, actor, {
            merchantCode: found.merchantCode,
            action: 'bonus.cancel',
            target: `member:${found.username}`,
            before: { grantId, status: 'ACTIVE', amount: decimal(found.amountMinor, found.currency) },
            after: { grantId, status: 'CANCELLED', reason },
          });
          return closed;
        });
        deps.balanceChanged(row.memberId);
        return toAdminGrantView({ grant: row, progress: null }, found.username);
      } catch (error) {
        translateClose(error);
      }
    },
  };
}

export type BonusesService = ReturnType<typeof createBonusesService>;
