import { randomBytes } from 'node:crypto';
import {
  GAME_CATEGORIES,
  type TAdminReferralPage,
  type TAdminReferralRule,
  type TReferralRule,
  type TReferralSummary,
  type ZAdminReferralQuery,
  type ZReferralRuleInput,
} from '@platform/contracts';
import { currencyScale, toDecimalString, type CurrencyCode } from '@platform/money';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { todayInZone } from '../../platform/time-zone.ts';
import type { BonusGrants } from '../bonuses/index.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { amountMinor } from './domain/amounts.ts';
import {
  abuseReason,
  deadlineOf,
  decide,
  maskFriend,
  normaliseAccount,
  referralCodeFrom,
} from './domain/referral-rules.ts';
import type { ReferralRepository, RuleRow } from './referral.repository.ts';

export interface ReferralMerchant {
  code: string;
  currency: CurrencyCode;
  timeZone: string;
}

/** A reward's wagering counts every category's stake in full. */
const EVERY_CATEGORY_IN_FULL = Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 10_000]));

/** The friends a referrer's page lists (the newest). */
const FRIENDS_SHOWN = 100;
/** Pending referrals one job run decides per merchant. */
const BATCH = 500;

/**
 * The referral programme (issue 12, ADR 0029 §6): a member's code, the sign-up through it
 * (recorded in the registration's transaction), and the job that decides each pending friend once:
 * an abuse match (same device, IP or bank account as the referrer) earns nothing and says why; the
 * rule's deposit and valid bet met within the window pays the referrer through the bonuses module
 * (source REFERRAL, one reference per friend, ever).
 */
export function createReferralService(deps: {
  db: Database;
  clock: Clock;
  repository: ReferralRepository;
  grants: () => BonusGrants;
  operators: Pick<OperatorsService, 'audit'>;
  merchant: (code: string) => Promise<ReferralMerchant | undefined>;
}) {
  const { db, clock, repository } = deps;

  const ruleView = (rule: RuleRow, currency: CurrencyCode): TReferralRule => ({
    enabled: rule.enabled,
    minDeposit: toDecimalString({ amountMinor: rule.minDepositMinor, currency }),
    minValidBet: toDecimalString({ amountMinor: rule.minValidBetMinor, currency }),
    withinDays: rule.withinDays,
    reward: toDecimalString({ amountMinor: rule.rewardMinor, currency }),
    wageringMultiple: rule.wageringMultiple,
  });

  async function codeFor(merchantCode: string, memberId: string): Promise<string> {
    const existing = await repository.codeOf(memberId);
    if (existing) return existing;
    for (let attempt = 0; attempt < 8; attempt++) {
      if (await repository.insertCode(merchantCode, memberId, referralCodeFrom(randomBytes(8))))
        return (await repository.codeOf(memberId))!;
      // A concurrent first visit made the member's code, or the draw collided with another's.
      const made = await repository.codeOf(memberId);
      if (made) return made;
    }
    throw new Error('no free referral code after 8 draws');
  }

  async function decideOne(merchant: ReferralMerchant, rule: RuleRow, id: string): Promise<string | null> {
    return db.transaction(async (tx) => {
      const referral = await repository.lockPending(tx, id);
      if (!referral) return null; // decided already, or another run holds it
      const facts = await repository.abuseFacts(referral.referrerId, referral.friendId, tx);
      const abuse = abuseReason({
        friendDevice: referral.registerDeviceId,
        referrerDevices: facts.referrerDevices,
        friendIps: [...facts.friendIps, ...(referral.registerIp ? [referral.registerIp] : [])],
        referrerIps: facts.referrerIps,
        friendAccounts: facts.friendAccounts.map(normaliseAccount),
        referrerAccounts: facts.referrerAccounts.map(normaliseAccount),
      });
      const deadline = deadlineOf(referral.registeredAt, rule.withinDays);
      const activity = abuse
        ? { depositMinor: 0n, validBetMinor: 0n }
        : await repository.friendActivity(
            merchant.code,
            referral.friendId,
            referral.registeredAt,
            deadline,
            todayInZone(referral.registeredAt, merchant.timeZone),
            todayInZone(deadline, merchant.timeZone),
            tx,
          );
      const decision = decide({
        abuse,
        terms: rule,
        depositMinor: activity.depositMinor,
        validBetMinor: activity.validBetMinor,
        registeredAt: referral.registeredAt,
        now: clock.now(),
      });
      if (decision.status === 'PENDING') return null;
      if (decision.status === 'PAID') {
        const granted = await payReferrer(tx, merchant, rule, referral.referrerId, referral.friendId);
        await repository.decide(tx, id, {
          status: 'PAID',
          reason: null,
          rewardMinor: rule.rewardMinor,
          grantId: granted.grantId,
        });
      } else {
        await repository.decide(tx, id, {
          status: decision.status,
          reason: decision.status === 'NOT_ELIGIBLE' ? decision.reason : null,
          rewardMinor: null,
          grantId: null,
        });
      }
      return decision.status;
    });
  }

  const payReferrer = (
    tx: Queryable,
    merchant: ReferralMerchant,
    rule: RuleRow,
    referrerId: string,
    friendId: string,
  ) =>
    deps.grants().grant(tx, {
      merchantCode: merchant.code,
      memberId: referrerId,
      currency: merchant.currency,
      source: 'REFERRAL',
      // Once per friend, ever: the grant's reference is the friend.
      sourceRef: `friend:${friendId}`,
      amountMinor: rule.rewardMinor,
      wagering:
        rule.wageringMultiple > 0
          ? {
              requirementMinor: rule.rewardMinor * BigInt(rule.wageringMultiple),
              categoryWeightsBps: EVERY_CATEGORY_IN_FULL,
              excludedGameCodes: [],
              maxBetMinor: null,
            }
          : null,
      expiresAt: rule.wageringMultiple > 0 ? new Date(clock.nowMs() + 14 * 86_400_000) : null,
      titleKey: 'referral.grantTitle',
    });

  return {
    codeFor,

    /** Demo seed: a referral paid as the job pays it (the demo has no friend's play to wait for). */
    async payDemo(
      tx: Queryable,
      merchant: ReferralMerchant,
      rule: RuleRow,
      id: string,
      referrerId: string,
      friendId: string,
    ) {
      const granted = await payReferrer(tx, merchant, rule, referrerId, friendId);
      await repository.decide(tx, id, {
        status: 'PAID',
        reason: null,
        rewardMinor: rule.rewardMinor,
        grantId: granted.grantId,
      });
    },

    /**
     * In the registration's transaction: records the sign-up through a referral code. An unknown
     * code, or one's own, records nothing (the code is optional and never blocks a sign-up).
     */
    async registered(
      tx: Queryable,
      member: { id: string; merchantCode: string },
      code: string,
      client: { ip: string; userAgent: string; deviceId: string | null },
    ): Promise<void> {
      const referrerId = await repository.referrerByCode(member.merchantCode, code.trim(), tx);
      if (!referrerId || referrerId === member.id) return;
      await repository.insertReferral(tx, {
        id: newId(),
        merchantCode: member.merchantCode,
        referrerId,
        friendId: member.id,
        code: code.trim(),
        registerIp: client.ip || null,
        registerDevice: client.userAgent || null,
        registerDeviceId: client.deviceId,
      });
    },

    async summary(merchant: ReferralMerchant, memberId: string): Promise<TReferralSummary> {
      const code = await codeFor(merchant.code, memberId);
      const rule = await repository.rule(merchant.code);
      const totals = await repository.referrerTotals(memberId);
      const friends = await repository.ofReferrer(memberId, FRIENDS_SHOWN);
      const money = (amountMinor: bigint) => toDecimalString({ amountMinor, currency: merchant.currency });
      return {
        code,
        currency: merchant.currency,
        rule: rule ? ruleView(rule, merchant.currency) : null,
        totals: { friends: totals.friends, paid: totals.paid, earned: money(totals.earnedMinor) },
        friends: friends.map((f) => ({
          username: maskFriend(f.friendUsername),
          registeredAt: f.registeredAt.toISOString(),
          status: f.status,
          reason: f.reason,
          deadline: deadlineOf(f.registeredAt, rule?.withinDays ?? 0).toISOString(),
          reward: f.rewardMinor === null ? null : money(f.rewardMinor),
        })),
      };
    },

    /** The job: decides every merchant's pending referrals (each once, under its row lock). */
    async evaluate(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const code of await repository.enabledMerchants()) {
        const merchant = await deps.merchant(code);
        const rule = await repository.rule(code);
        if (!merchant || !rule || !rule.enabled) continue;
        for (const id of await repository.pendingIds(code, BATCH)) {
          const status = await decideOne(merchant, rule, id);
          if (status) counts[status] = (counts[status] ?? 0) + 1;
        }
      }
      return counts;
    },

    async adminRule(merchantCode: string): Promise<TAdminReferralRule> {
      const merchant = await deps.merchant(merchantCode);
      if (!merchant) throw new AppError('NOT_FOUND');
      const rule = await repository.rule(merchant.code);
      return { currency: merchant.currency, rule: rule ? ruleView(rule, merchant.currency) : null };
    },

    async setRule(
      actor: AuditActor,
      merchantCode: string,
      input: z.output<typeof ZReferralRuleInput>,
    ): Promise<TAdminReferralRule> {
      const merchant = await deps.merchant(merchantCode);
      if (!merchant) throw new AppError('NOT_FOUND');
      const scale = currencyScale(merchant.currency);
      const minDepositMinor = amountMinor(input.minDeposit, merchant.currency, true);
      const minValidBetMinor = amountMinor(input.minValidBet, merchant.currency, true);
      const rewardMinor = amountMinor(input.reward, merchant.currency, false);
      if (minDepositMinor === null) throw new AppError('AMOUNT_INVALID', { scale }, { field: 'minDeposit' });
      if (minValidBetMinor === null)
        throw new AppError('AMOUNT_INVALID', { scale }, { field: 'minValidBet' });
      if (rewardMinor === null) throw new AppError('AMOUNT_INVALID', { scale }, { field: 'reward' });
      const rule: RuleRow = {
        merchantCode: merchant.code,
        enabled: input.enabled,
        minDepositMinor,
        minValidBetMinor,
        withinDays: input.withinDays,
        rewardMinor,
        wageringMultiple: input.wageringMultiple,
      };
      await db.transaction(async (tx) => {
        const before = await repository.rule(merchant.code, tx);
        await repository.upsertRule(tx, rule);
        await deps.operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'referral.rule-set',
          target: `referral-rule:${merchant.code}`,
          before: before ? ruleView(before, merchant.currency) : null,
          after: ruleView(rule, merchant.currency),
        });
      });
      return { currency: merchant.currency, rule: ruleView(rule, merchant.currency) };
    },

    async adminPage(
      merchantCode: string,
      query: z.output<typeof ZAdminReferralQuery>,
    ): Promise<TAdminReferralPage> {
      const merchant = await deps.merchant(merchantCode);
      if (!merchant) throw new AppError('NOT_FOUND');
      const { list, total } = await repository.page(
        merchant.code,
        query.status,
        query.pageNo,
        query.pageSize,
      );
      return {
        list: list.map((r) => ({
          id: r.id,
          referrer: r.referrerUsername,
          friend: r.friendUsername,
          code: r.code,
          registerIp: r.registerIp,
          status: r.status,
          reason: r.reason,
          reward:
            r.rewardMinor === null
              ? null
              : toDecimalString({ amountMinor: r.rewardMinor, currency: merchant.currency }),
          registeredAt: r.registeredAt.toISOString(),
          decidedAt: r.decidedAt?.toISOString() ?? null,
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
