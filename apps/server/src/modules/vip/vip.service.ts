import {
  GAME_CATEGORIES,
  MEMBER_MIN_AGE_YEARS,
  type TVipEvaluateResult,
  type TVipLevel,
  type TVipLevelInput,
  type TVipLevelsAdmin,
  type TVipLevelsUpdate,
  type TVipMembersPage,
  type TVipMembersQuery,
  type TVipOverview,
  type VipRewardKind,
} from '@platform/contracts';
import { parseMoney, toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { transactionWithRetry } from '../../platform/db/retry.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { addDays, dayStartInZone, todayInZone } from '../../platform/time-zone.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import {
  birthdayBonusDue,
  levelsReached,
  progressToNext,
  qualifiedLevel,
  reviewedLevel,
} from './domain/vip-rules.ts';
import type { MemberLevelPort, VipGrants, VipOffers } from './reward-port.ts';
import type { LevelRecord, VipRepository } from './vip.repository.ts';

export interface VipMerchant {
  code: string;
  currency: string;
  timeZone: string;
}

/** How long a member has to claim an upgrade bonus in the reward centre. */
const UPGRADE_CLAIM_DAYS = 30;
const DAY_MS = 86_400_000;

const rateText = (bps: number) => `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/**
 * VIP levels (ADR 0029 §4): thresholds over a rolling window, upgrades (on demand and by the
 * `vip.levels` job) with a once-ever upgrade bonus per level, the monthly keep-and-downgrade review
 * with the monthly bonus, the birthday bonus (21+, once a year), and the privileges other modules
 * read: rebate rates (rebates) and withdrawal limits (cashier).
 */
export function createVipService(deps: {
  db: Database;
  clock: Clock;
  repository: VipRepository;
  grants: () => VipGrants;
  /** The reward centre; null until the bonuses module offers one (the upgrade bonus is then granted). */
  offers: () => VipOffers | null;
  memberLevel: MemberLevelPort;
  /** The member's birthday (YYYY-MM-DD) from their profile, or null. */
  birthday: (merchantCode: string, memberId: string) => Promise<string | null>;
  merchant: (code: string) => Promise<VipMerchant | undefined>;
  operators: Pick<OperatorsService, 'audit'>;
}) {
  const { db, clock, repository } = deps;
  const money = (amountMinor: bigint, currency: string) =>
    toDecimalString({ amountMinor, currency: currency as CurrencyCode });

  async function merchantOrThrow(code: string): Promise<VipMerchant> {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('NOT_FOUND');
    return m;
  }

  function windowOf(m: VipMerchant, windowDays: number) {
    const today = todayInZone(clock.now(), m.timeZone);
    const sinceDay = addDays(today, -(windowDays - 1));
    return { today, sinceDay, since: dayStartInZone(sinceDay, m.timeZone) };
  }

  const nameOf = (l: LevelRecord, language: string) =>
    l.names[language] ?? l.names.EN ?? Object.values(l.names)[0] ?? l.code;

  const levelView = (l: LevelRecord, currency: string, language: string): TVipLevel => ({
    level: l.level,
    code: l.code,
    name: nameOf(l, language),
    icon: l.icon,
    color: l.color,
    depositThreshold: money(l.depositThresholdMinor, currency),
    betThreshold: money(l.betThresholdMinor, currency),
    keepBet: money(l.keepBetMinor, currency),
    upgradeBonus: money(l.upgradeBonusMinor, currency),
    monthlyBonus: money(l.monthlyBonusMinor, currency),
    birthdayBonus: money(l.birthdayBonusMinor, currency),
    // In the categories' nav order (jsonb keeps no order of its own).
    rebateRates: GAME_CATEGORIES.filter((c) => (l.rebateRatesBps[c] ?? 0) > 0).map((category) => ({
      category,
      ratePercent: rateText(l.rebateRatesBps[category]!),
    })),
    withdrawDailyCount: l.withdrawDailyCount,
    withdrawDailyAmount:
      l.withdrawDailyAmountMinor === null ? null : money(l.withdrawDailyAmountMinor, currency),
  });

  /** Pays a VIP bonus once per (member, kind, period) in `tx`: an offer for upgrades, a grant otherwise. */
  async function reward(
    tx: Queryable,
    m: VipMerchant,
    memberId: string,
    kind: VipRewardKind,
    period: string,
    level: LevelRecord,
    amountMinor: bigint,
  ): Promise<boolean> {
    if (amountMinor <= 0n) return false;
    const id = newId();
    const inserted = await repository.insertReward(tx, {
      id,
      merchantCode: m.code,
      memberId,
      kind,
      period,
      level: level.level,
      currency: m.currency,
      amountMinor,
    });
    if (!inserted) return false;
    const request = {
      merchantCode: m.code,
      memberId,
      currency: m.currency,
      source: 'VIP' as const,
      sourceRef: `${kind}:${memberId}:${period}`,
      amountMinor,
      wagering: null,
      expiresAt: null,
      titleKey: `vip.reward.${kind.toLowerCase()}`,
      titleParams: { level: level.code, period },
    };
    const offers = kind === 'UPGRADE' ? deps.offers() : null;
    if (offers) {
      await offers.offer(tx, { ...request, claimBy: new Date(clock.nowMs() + UPGRADE_CLAIM_DAYS * DAY_MS) });
    } else {
      const grant = await deps.grants().grant(tx, request);
      await repository.setRewardGrant(tx, id, grant.grantId);
    }
    return true;
  }

  /** Raises the member to `qualified` when it is above their stored level; pays each level's upgrade bonus once. */
  async function upgrade(
    m: VipMerchant,
    memberId: string,
    qualified: number,
    levels: LevelRecord[],
  ): Promise<boolean> {
    return transactionWithRetry(db, async (tx) => {
      const row = await repository.lockMember(tx, m.code, memberId);
      if (!row || qualified <= row.level) return false;
      await repository.setLevel(tx, memberId, qualified);
      for (const reached of levelsReached(row.level, qualified)) {
        const level = levels.find((l) => l.level === reached);
        if (level) await reward(tx, m, memberId, 'UPGRADE', String(reached), level, level.upgradeBonusMinor);
      }
      await deps.memberLevel.set(tx, m.code, memberId, qualified);
      return true;
    });
  }

  /** The birthday bonus of today, when it is the member's birthday, they are 21+ and their level has one. */
  async function birthdayCheck(m: VipMerchant, memberId: string, levels: LevelRecord[]): Promise<boolean> {
    const today = todayInZone(clock.now(), m.timeZone);
    const birthday = await deps.birthday(m.code, memberId);
    if (!birthday || !birthdayBonusDue(birthday, today, MEMBER_MIN_AGE_YEARS)) return false;
    return transactionWithRetry(db, async (tx) => {
      const row = await repository.lockMember(tx, m.code, memberId);
      const level = row ? levels.find((l) => l.level === row.level) : undefined;
      if (!level) return false;
      return reward(tx, m, memberId, 'BIRTHDAY', today.slice(0, 4), level, level.birthdayBonusMinor);
    });
  }

  /** Evaluates one member now: upgrade when their window qualifies, and today's birthday bonus. */
  /** The member's window activity and stored level: reads only (the VIP page's GET changes nothing). */
  async function standing(merchantCode: string, memberId: string) {
    const m = await merchantOrThrow(merchantCode);
    const levels = await repository.levels(m.code);
    const windowDays = await repository.windowDays(m.code);
    const w = windowOf(m, windowDays);
    const activity = await repository.activityOf(m.code, memberId, w.since, w.sinceDay);
    return { m, levels, windowDays, activity, level: await repository.storedLevel(m.code, memberId) };
  }

  /**
   * One member's level-up (and birthday bonus) now: what an event that can raise the level calls
   * (a credited deposit); valid bet reaches levels through the `vip.levels` job. Safe to repeat and
   * to race: each upgrade and bonus is keyed once per member.
   */
  async function evaluate(merchantCode: string, memberId: string) {
    const m = await merchantOrThrow(merchantCode);
    const levels = await repository.levels(m.code);
    if (!levels.length) return { level: await repository.storedLevel(m.code, memberId) };
    const w = windowOf(m, await repository.windowDays(m.code));
    const activity = await repository.activityOf(m.code, memberId, w.since, w.sinceDay);
    await upgrade(m, memberId, qualifiedLevel(levels, activity.depositsMinor, activity.betMinor), levels);
    await birthdayCheck(m, memberId, levels);
    return { level: await repository.storedLevel(m.code, memberId) };
  }

  async function evaluateAll(merchantCode: string): Promise<TVipEvaluateResult> {
    const m = await merchantOrThrow(merchantCode);
    const levels = await repository.levels(m.code);
    if (!levels.length) return { evaluated: 0, upgraded: 0 };
    const w = windowOf(m, await repository.windowDays(m.code));
    const rows = await repository.activity(m.code, w.since, w.sinceDay);
    let upgraded = 0;
    for (const r of rows) {
      const qualified = qualifiedLevel(levels, r.depositsMinor, r.betMinor);
      if (qualified > r.level && (await upgrade(m, r.memberId, qualified, levels))) upgraded += 1;
    }
    return { evaluated: rows.length, upgraded };
  }

  function parseAmount(text: string, currency: string): bigint {
    try {
      return parseMoney(text, currency as CurrencyCode).amountMinor;
    } catch {
      throw new AppError('AMOUNT_INVALID', { scale: 2 });
    }
  }

  const recordOf = (l: TVipLevelInput, currency: string): LevelRecord => ({
    level: l.level,
    code: l.code,
    names: l.names,
    icon: l.icon,
    color: l.color,
    depositThresholdMinor: parseAmount(l.depositThreshold, currency),
    betThresholdMinor: parseAmount(l.betThreshold, currency),
    keepBetMinor: parseAmount(l.keepBet, currency),
    upgradeBonusMinor: parseAmount(l.upgradeBonus, currency),
    monthlyBonusMinor: parseAmount(l.monthlyBonus, currency),
    birthdayBonusMinor: parseAmount(l.birthdayBonus, currency),
    rebateRatesBps: Object.fromEntries(
      Object.entries(l.rebateRatesBps).filter(([, v]) => v !== undefined),
    ) as Record<string, number>,
    withdrawDailyCount: l.withdrawDailyCount,
    withdrawDailyAmountMinor:
      l.withdrawDailyAmount === null ? null : parseAmount(l.withdrawDailyAmount, currency),
  });

  const inputOf = (l: LevelRecord, currency: string): TVipLevelInput => ({
    level: l.level,
    code: l.code,
    names: l.names,
    icon: l.icon,
    color: l.color,
    depositThreshold: money(l.depositThresholdMinor, currency),
    betThreshold: money(l.betThresholdMinor, currency),
    keepBet: money(l.keepBetMinor, currency),
    upgradeBonus: money(l.upgradeBonusMinor, currency),
    monthlyBonus: money(l.monthlyBonusMinor, currency),
    birthdayBonus: money(l.birthdayBonusMinor, currency),
    rebateRatesBps: l.rebateRatesBps,
    withdrawDailyCount: l.withdrawDailyCount,
    withdrawDailyAmount:
      l.withdrawDailyAmountMinor === null ? null : money(l.withdrawDailyAmountMinor, currency),
  });

  return {
    evaluate,
    evaluateAll,

    /** The VIP page: every level; for a member also their stored level and progress (read only). */
    async overview(merchantCode: string, language: string, memberId: string | null): Promise<TVipOverview> {
      const m = await merchantOrThrow(merchantCode);
      if (!memberId) {
        const levels = await repository.levels(m.code);
        return {
          currency: m.currency,
          windowDays: await repository.windowDays(m.code),
          levels: levels.map((l) => levelView(l, m.currency, language)),
          me: null,
        };
      }
      const e = await standing(m.code, memberId);
      const next = progressToNext(e.levels, e.level, e.activity.depositsMinor, e.activity.betMinor);
      return {
        currency: m.currency,
        windowDays: e.windowDays,
        levels: e.levels.map((l) => levelView(l, m.currency, language)),
        me: {
          level: e.level,
          deposits: money(e.activity.depositsMinor, m.currency),
          validBet: money(e.activity.betMinor, m.currency),
          next: next && {
            level: next.level,
            depositPercent: next.depositPercent,
            betPercent: next.betPercent,
            depositRemaining: money(next.depositRemainingMinor, m.currency),
            betRemaining: money(next.betRemainingMinor, m.currency),
          },
        },
      };
    },

    /** The member's level and its rebate rates (basis points per category), for the rebates module. */
    async ratesOf(merchantCode: string, memberId: string, q?: Queryable) {
      const level = await repository.storedLevel(merchantCode, memberId, q);
      const levels = await repository.levels(merchantCode, q);
      return { level, ratesBps: levels.find((l) => l.level === level)?.rebateRatesBps ?? {} };
    },

    /**
     * The cashier's check before a withdrawal: refuses (translated) when the member's level allows no
     * more withdrawals today, or not this much more (days of the merchant's time zone).
     */
    async checkWithdrawal(merchantCode: string, memberId: string, amountMinor: bigint): Promise<void> {
      const m = await merchantOrThrow(merchantCode);
      const stored = await repository.storedLevel(m.code, memberId);
      const level = (await repository.levels(m.code)).find((l) => l.level === stored);
      if (!level || (level.withdrawDailyCount === null && level.withdrawDailyAmountMinor === null)) return;
      const since = dayStartInZone(todayInZone(clock.now(), m.timeZone), m.timeZone);
      const today = await repository.withdrawalsSince(m.code, memberId, since);
      if (level.withdrawDailyCount !== null && today.count >= level.withdrawDailyCount)
        throw new AppError(
          'WITHDRAWAL_DAILY_COUNT_REACHED',
          { count: level.withdrawDailyCount },
          {
            count: level.withdrawDailyCount,
          },
        );
      if (
        level.withdrawDailyAmountMinor !== null &&
        today.amountMinor + amountMinor > level.withdrawDailyAmountMinor
      ) {
        const left = level.withdrawDailyAmountMinor - today.amountMinor;
        const remaining = money(left > 0n ? left : 0n, m.currency);
        throw new AppError('WITHDRAWAL_DAILY_AMOUNT_REACHED', { remaining }, { remaining });
      }
    },

    /** Job: upgrades of every merchant's members whose window qualifies them higher. */
    async runLevels() {
      let upgraded = 0;
      for (const m of await repository.merchants()) upgraded += (await evaluateAll(m.code)).upgraded;
      return upgraded;
    },

    /** Job: the month's keep-and-downgrade review and monthly bonus, once per (member, month). */
    async runMonthly() {
      let reviewed = 0;
      for (const m of await repository.merchants()) {
        const levels = await repository.levels(m.code);
        if (!levels.length) continue;
        const windowDays = await repository.windowDays(m.code);
        const w = windowOf(m, windowDays);
        const month = w.today.slice(0, 7);
        const lastMonthEnd = addDays(`${month}-01`, -1);
        const lastMonthStart = `${lastMonthEnd.slice(0, 7)}-01`;
        for (;;) {
          const batch = await repository.unreviewed(m.code, month, 200);
          if (!batch.length) break;
          for (const memberId of batch) {
            const activity = await repository.activityOf(m.code, memberId, w.since, w.sinceDay);
            const lastMonthBet = await repository.betBetween(m.code, memberId, lastMonthStart, lastMonthEnd);
            await transactionWithRetry(db, async (tx) => {
              const row = await repository.lockMember(tx, m.code, memberId);
              if (!row || row.reviewedMonth === month) return;
              const current = levels.find((l) => l.level === row.level);
              const next = reviewedLevel({
                current: row.level,
                qualified: qualifiedLevel(levels, activity.depositsMinor, activity.betMinor),
                lastMonthBetMinor: lastMonthBet,
                keepBetMinor: current?.keepBetMinor ?? 0n,
              });
              await repository.setLevel(tx, memberId, next, month);
              if (next !== row.level) await deps.memberLevel.set(tx, m.code, memberId, next);
              const level = levels.find((l) => l.level === next);
              if (level) await reward(tx, m, memberId, 'MONTHLY', month, level, level.monthlyBonusMinor);
            });
            reviewed += 1;
          }
        }
      }
      return reviewed;
    },

    /** Job: today's birthday bonuses (21+, once per member and year). */
    async runBirthdays() {
      let paid = 0;
      for (const m of await repository.merchants()) {
        const levels = await repository.levels(m.code);
        for (const c of await repository.birthdayCandidates(m.code))
          if (await birthdayCheck(m, c.memberId, levels)) paid += 1;
      }
      return paid;
    },

    async levelsAdmin(merchantCode: string): Promise<TVipLevelsAdmin> {
      const m = await merchantOrThrow(merchantCode);
      return {
        currency: m.currency,
        windowDays: await repository.windowDays(m.code),
        levels: (await repository.levels(m.code)).map((l) => inputOf(l, m.currency)),
      };
    },

    async updateLevels(
      actor: AuditActor,
      merchantCode: string,
      body: TVipLevelsUpdate,
    ): Promise<TVipLevelsAdmin> {
      const m = await merchantOrThrow(merchantCode);
      const records = body.levels.map((l) => recordOf(l, m.currency));
      const before = await this.levelsAdmin(m.code);
      await db.transaction(async (tx) => {
        await repository.replaceLevels(tx, m.code, body.windowDays, records);
        await deps.operators.audit(tx, actor, {
          merchantCode: m.code,
          action: 'vip.levels-updated',
          target: `vip-levels:${m.code}`,
          before: { windowDays: before.windowDays, levels: before.levels },
          after: { windowDays: body.windowDays, levels: records.map((r) => inputOf(r, m.currency)) },
        });
      });
      return this.levelsAdmin(m.code);
    },

    async members(merchantCode: string, query: TVipMembersQuery): Promise<TVipMembersPage> {
      const m = await merchantOrThrow(merchantCode);
      const [page, counts] = await Promise.all([
        repository.membersPage(m.code, query.level, query),
        repository.levelCounts(m.code),
      ]);
      return {
        list: page.list.map((r) => ({ ...r, reachedAt: r.reachedAt.toISOString() })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
        counts,
      };
    },

    /** Demo: the ladder and the demo members' levels, once (a merchant with levels is left alone). */
    async seedDemo(merchantCode: string, levels: LevelRecord[], memberLevels: Record<string, number>) {
      const m = await merchantOrThrow(merchantCode);
      if (await repository.hasLevels(m.code)) return false;
      const month = todayInZone(clock.now(), m.timeZone).slice(0, 7);
      const members = await repository.memberIds(m.code, Object.keys(memberLevels));
      await db.transaction(async (tx) => {
        await repository.replaceLevels(tx, m.code, 90, levels);
        for (const member of members) {
          const level = Math.min(memberLevels[member.username] ?? 0, levels.length - 1);
          await repository.seedMember(tx, m.code, member.id, level, month);
          await deps.memberLevel.set(tx, m.code, member.id, level);
        }
      });
      return true;
    },

    /** Operator: evaluate a merchant's members now (audited). */
    async evaluateByOperator(actor: AuditActor, merchantCode: string): Promise<TVipEvaluateResult> {
      const r = await evaluateAll(merchantCode);
      await db.transaction((tx) =>
        deps.operators.audit(tx, actor, {
          merchantCode,
          action: 'vip.evaluated',
          target: `vip-levels:${merchantCode}`,
          before: null,
          after: r,
        }),
      );
      return r;
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
