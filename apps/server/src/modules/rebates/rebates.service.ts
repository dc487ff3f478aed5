import type {
  TRebateAccrued,
  TRebateCategory,
  TRebateDays,
  TRebateHistoryPage,
  TRebatePayout,
  TRebateRunResult,
} from '@platform/contracts';
import { REBATE_REALTIME_DAYS, type GameCategory } from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { requestHash, runIdempotent } from '../../platform/db/idempotency.ts';
import { transactionWithRetry } from '../../platform/db/retry.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { addDays, todayInZone } from '../../platform/time-zone.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { RewardGrants } from './reward-port.ts';
import { computeRebate, ratePercent, type CategoryRebate } from './domain/rebate-arithmetic.ts';
import type { PayoutRow, RebatesRepository } from './rebates.repository.ts';

/** The member's level rates (the VIP module's, read through its index). */
export interface RebateRates {
  ratesOf(
    merchantCode: string,
    memberId: string,
    q?: Queryable,
  ): Promise<{ level: number; ratesBps: Record<string, number> }>;
}

export interface RebateMerchant {
  code: string;
  currency: string;
  timeZone: string;
}

/** The daily job waits this long after the merchant's midnight, so the summaries hold all of yesterday. */
const SETTLE_MS = 15 * 60_000;

/**
 * Daily and real-time rebates (ADR 0029 §3). Every payout of a member runs under the member's
 * rebate row lock and pays only the valid bet above what is covered per (day, category), then
 * raises the cover in the same transaction as the grant: a bet is rebated once, whether by the
 * daily job or by a claim, and a crash leaves either everything or nothing.
 */
export function createRebatesService(deps: {
  db: Database;
  clock: Clock;
  repository: RebatesRepository;
  grants: () => RewardGrants;
  rates: RebateRates;
  merchant: (code: string) => Promise<RebateMerchant | undefined>;
  operators: Pick<OperatorsService, 'audit'>;
}) {
  const { db, clock, repository } = deps;
  const money = (amountMinor: bigint, currency: string) =>
    toDecimalString({ amountMinor, currency: currency as CurrencyCode });

  async function merchantOrThrow(code: string): Promise<RebateMerchant> {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('NOT_FOUND');
    return m;
  }

  const categoryView = (c: CategoryRebate, currency: string): TRebateCategory => ({
    category: c.category as GameCategory,
    validBet: money(c.validBetMinor, currency),
    ratePercent: ratePercent(c.rateBps),
    amount: money(c.amountMinor, currency),
  });

  const payoutView = (p: PayoutRow): TRebatePayout => ({
    id: p.id,
    kind: p.kind,
    day: p.day,
    windowFrom: p.windowFrom,
    windowTo: p.windowTo,
    currency: p.currency,
    validBet: money(p.turnoverMinor, p.currency),
    amount: money(p.amountMinor, p.currency),
    categories: p.details.map((d) =>
      categoryView(
        {
          category: d.category,
          validBetMinor: BigInt(d.validBetMinor),
          rateBps: d.rateBps,
          amountMinor: BigInt(d.amountMinor),
        },
        p.currency,
      ),
    ),
    createdAt: p.createdAt.toISOString(),
  });

  const realtimeWindow = (m: RebateMerchant) => {
    const to = todayInZone(clock.now(), m.timeZone);
    return { from: addDays(to, -(REBATE_REALTIME_DAYS - 1)), to };
  };

  /** Pays one member's day in its own transaction; a day already paid is a no-op. */
  async function payMemberDay(
    m: RebateMerchant,
    memberId: string,
    currency: string,
    day: string,
  ): Promise<bigint | null> {
    return transactionWithRetry(db, async (tx) => {
      await repository.lockMember(tx, m.code, memberId);
      if (await repository.dailyPaid(tx, memberId, day)) return null;
      const rates = await deps.rates.ratesOf(m.code, memberId, tx);
      const rows = await repository.turnovers(m.code, memberId, day, day, tx);
      const r = computeRebate(rows, rates.ratesBps);
      const id = newId();
      await repository.insertPayout(tx, {
        id,
        merchantCode: m.code,
        memberId,
        kind: 'DAILY',
        day,
        windowFrom: day,
        windowTo: day,
        currency,
        level: rates.level,
        turnoverMinor: r.validBetMinor,
        amountMinor: r.totalMinor,
        details: r.categories.map(detail),
        createdAt: clock.now(),
      });
      await repository.cover(tx, m.code, memberId, r.cover);
      if (r.totalMinor > 0n) {
        const grant = await deps.grants().grant(tx, {
          merchantCode: m.code,
          memberId,
          currency,
          source: 'REBATE',
          sourceRef: `DAILY:${memberId}:${day}`,
          amountMinor: r.totalMinor,
          wagering: null,
          expiresAt: null,
          titleKey: 'rebate.daily',
          titleParams: { day },
        });
        await repository.setGrant(tx, id, grant.grantId);
      }
      return r.totalMinor;
    });
  }

  const detail = (c: CategoryRebate) => ({
    category: c.category,
    validBetMinor: c.validBetMinor.toString(),
    rateBps: c.rateBps,
    amountMinor: c.amountMinor.toString(),
  });

  /** Pays a merchant's day to every member with valid bet then; idempotent per (member, day). */
  async function runDay(
    merchantCode: string,
    day: string,
  ): Promise<{ paidMembers: number; totalMinor: bigint }> {
    const m = await merchantOrThrow(merchantCode);
    let paidMembers = 0;
    let totalMinor = 0n;
    for (const { memberId, currency } of await repository.unpaidMembersOfDay(m.code, day)) {
      const paid = await payMemberDay(m, memberId, currency, day);
      if (paid !== null && paid > 0n) {
        paidMembers += 1;
        totalMinor += paid;
      }
    }
    return { paidMembers, totalMinor };
  }

  return {
    runDay,

    /** Demo: the daily rebates of the week before today (the demo's play history), once per day. */
    async seedDemo(days = 7): Promise<void> {
      for (const m of await repository.merchants()) {
        const today = todayInZone(clock.now(), m.timeZone);
        for (let back = days; back >= 1; back -= 1) {
          const day = addDays(today, -back);
          if (await repository.runFinished(m.code, day)) continue;
          await runDay(m.code, day);
          await repository.finishRun(m.code, day);
        }
      }
    },

    /** The job: yesterday of every merchant once its day has settled; a finished day is skipped. */
    async runDaily(): Promise<{ merchant: string; day: string; paidMembers: number }[] | 0> {
      const done: { merchant: string; day: string; paidMembers: number }[] = [];
      for (const m of await repository.merchants()) {
        const day = addDays(todayInZone(new Date(clock.nowMs() - SETTLE_MS), m.timeZone), -1);
        if (await repository.runFinished(m.code, day)) continue;
        const r = await runDay(m.code, day);
        await repository.finishRun(m.code, day);
        done.push({ merchant: m.code, day, paidMembers: r.paidMembers });
      }
      // Nothing to log on the runs that found every day finished.
      return done.length ? done : 0;
    },

    async accrued(member: { id: string; merchantCode: string }): Promise<TRebateAccrued> {
      const m = await merchantOrThrow(member.merchantCode);
      const w = realtimeWindow(m);
      const [rates, rows, lastClaimAt] = await Promise.all([
        deps.rates.ratesOf(m.code, member.id),
        repository.turnovers(m.code, member.id, w.from, w.to),
        repository.lastClaimAt(m.code, member.id),
      ]);
      const r = computeRebate(rows, rates.ratesBps);
      // Every category with a rate is listed (zero when nothing accrued), then any other with bets.
      const listed = new Map(r.categories.map((c) => [c.category, c]));
      for (const [category, rateBps] of Object.entries(rates.ratesBps))
        if (!listed.has(category) && rateBps > 0)
          listed.set(category, { category, validBetMinor: 0n, rateBps, amountMinor: 0n });
      return {
        currency: m.currency,
        level: rates.level,
        windowFrom: w.from,
        windowTo: w.to,
        categories: [...listed.values()]
          .sort((a, b) => (a.category < b.category ? -1 : a.category > b.category ? 1 : 0))
          .map((c) => categoryView(c, m.currency)),
        total: money(r.totalMinor, m.currency),
        lastClaimAt: lastClaimAt?.toISOString() ?? null,
      };
    },

    /**
     * The member claims what accrued (REBATE_NOTHING_TO_CLAIM when nothing did). Concurrent claims
     * wait on the member's lock; the second finds the bets covered and is refused.
     */
    async claim(member: { id: string; merchantCode: string }, key: string): Promise<TRebatePayout> {
      const m = await merchantOrThrow(member.merchantCode);
      const w = realtimeWindow(m);
      const result = await runIdempotent(
        db,
        { scope: `member:${member.id}`, key, hash: requestHash('rebate-claim', {}) },
        async (tx) => {
          await repository.lockMember(tx, m.code, member.id);
          const rates = await deps.rates.ratesOf(m.code, member.id, tx);
          const rows = await repository.turnovers(m.code, member.id, w.from, w.to, tx);
          const r = computeRebate(rows, rates.ratesBps);
          if (r.totalMinor <= 0n) throw new AppError('REBATE_NOTHING_TO_CLAIM');
          const id = newId();
          const now = clock.now();
          const row: PayoutRow = {
            id,
            memberId: member.id,
            kind: 'CLAIM',
            day: null,
            windowFrom: w.from,
            windowTo: w.to,
            currency: m.currency,
            level: rates.level,
            turnoverMinor: r.validBetMinor,
            amountMinor: r.totalMinor,
            details: r.categories.map(detail),
            createdAt: now,
          };
          await repository.insertPayout(tx, { ...row, merchantCode: m.code });
          await repository.cover(tx, m.code, member.id, r.cover);
          const grant = await deps.grants().grant(tx, {
            merchantCode: m.code,
            memberId: member.id,
            currency: m.currency,
            source: 'REBATE',
            sourceRef: `CLAIM:${id}`,
            amountMinor: r.totalMinor,
            wagering: null,
            expiresAt: null,
            titleKey: 'rebate.claim',
            titleParams: { from: w.from, to: w.to },
          });
          await repository.setGrant(tx, id, grant.grantId);
          await repository.setLastClaim(tx, member.id, now);
          return payoutView(row);
        },
      );
      return result.value;
    },

    async history(
      member: { id: string; merchantCode: string },
      page: { pageNo: number; pageSize: number },
    ): Promise<TRebateHistoryPage> {
      const { list, total } = await repository.history(member.merchantCode, member.id, page);
      return {
        list: list.map(payoutView),
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },

    async days(merchantCode: string, from: string, to: string): Promise<TRebateDays> {
      const m = await merchantOrThrow(merchantCode);
      if (from > to || addDays(from, 92) < to)
        throw new AppError('VALIDATION_FAILED', { fields: 'from, to' });
      const rows = await repository.days(m.code, from, to);
      return {
        currency: m.currency,
        list: rows.map((r) => ({
          day: r.day,
          dailyMembers: r.dailyMembers,
          dailyTotal: money(r.dailyTotal, m.currency),
          claims: r.claims,
          claimTotal: money(r.claimTotal, m.currency),
          finished: r.finished,
        })),
      };
    },

    /** An operator runs a day (not today or later): audited; paying again pays only what is unpaid. */
    async runDayByOperator(actor: AuditActor, merchantCode: string, day: string): Promise<TRebateRunResult> {
      const m = await merchantOrThrow(merchantCode);
      if (day >= todayInZone(clock.now(), m.timeZone))
        throw new AppError('VALIDATION_FAILED', { fields: 'day' });
      const r = await runDay(m.code, day);
      await repository.finishRun(m.code, day);
      const total = await repository.dayTotals(m.code, day);
      await db.transaction((tx) =>
        deps.operators.audit(tx, actor, {
          merchantCode: m.code,
          action: 'rebate.daily-run',
          target: `rebate-day:${day}`,
          before: null,
          after: { day, paidMembers: r.paidMembers, paid: money(r.totalMinor, m.currency) },
        }),
      );
      return { day, paidMembers: total.members, total: money(total.totalMinor, m.currency) };
    },
  };
}

export type RebatesService = ReturnType<typeof createRebatesService>;
