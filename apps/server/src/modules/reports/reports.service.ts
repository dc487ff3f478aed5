import {
  PROFIT_MAX_RANGE_DAYS,
  REPORT_FUNNEL_STEPS,
  REPORT_MAX_RANGE_DAYS,
  type TBreakdownPage,
  type TBreakdownQuery,
  type TDailyClose,
  type TFunnel,
  type TFunnelQuery,
  type TPersonalProfit,
  type TProfitQuery,
  type TRankingPage,
  type TRankingQuery,
  type TReportFreshness,
  type TReportRebuild,
  type TRevenueQuery,
  type TRevenueReport,
  type TRevenueRow,
  type ZBreakdownQuery,
  type ZRankingQuery,
  type ZRevenueQuery,
} from '@platform/contracts';
import { isCurrencyCode, toDecimalString, type CurrencyCode } from '@platform/money';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { addDays, dayStartInZone, todayInZone } from '../../platform/time-zone.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { isBalanced } from './domain/daily-close.ts';
import { marginOf, percentOf } from './domain/ratios.ts';
import { checkRange, daysOf, periodMasks, periodsOf, weekTermsOf } from './domain/report-days.ts';
import { playLevel } from './domain/play-levels.ts';
import type { ReportBuilder } from './report-builder.service.ts';
import { sortGroups } from './domain/breakdown-order.ts';
import type {
  BreakdownFilter,
  BreakdownRowRecord,
  DayRow,
  MonthMasks,
  PlaySums,
  ReportReadsRepository,
} from './report-reads.repository.ts';

/** What the reports need to know of a merchant. */
export interface ReportsMerchant {
  code: string;
  currency: CurrencyCode;
  timeZone: string;
}

type RevenueQuery = z.output<typeof ZRevenueQuery> & TRevenueQuery;
type BreakdownQuery = z.output<typeof ZBreakdownQuery> & TBreakdownQuery;
type RankingQuery = z.output<typeof ZRankingQuery> & TRankingQuery;

const ZERO_DAY: Omit<DayRow, 'day'> = {
  rounds: 0,
  turnoverMinor: 0n,
  payoutMinor: 0n,
  bonusMinor: 0n,
  rebateMinor: 0n,
  depositCount: 0,
  depositMinor: 0n,
  firstDepositCount: 0,
  firstDepositMinor: 0n,
  withdrawalCount: 0,
  withdrawalMinor: 0n,
  newMembers: 0,
  activeMembers: 0,
  depositingMembers: 0,
};

function addDayRows(a: Omit<DayRow, 'day'>, b: Omit<DayRow, 'day'>): Omit<DayRow, 'day'> {
  return {
    rounds: a.rounds + b.rounds,
    turnoverMinor: a.turnoverMinor + b.turnoverMinor,
    payoutMinor: a.payoutMinor + b.payoutMinor,
    bonusMinor: a.bonusMinor + b.bonusMinor,
    rebateMinor: a.rebateMinor + b.rebateMinor,
    depositCount: a.depositCount + b.depositCount,
    depositMinor: a.depositMinor + b.depositMinor,
    firstDepositCount: a.firstDepositCount + b.firstDepositCount,
    firstDepositMinor: a.firstDepositMinor + b.firstDepositMinor,
    withdrawalCount: a.withdrawalCount + b.withdrawalCount,
    withdrawalMinor: a.withdrawalMinor + b.withdrawalMinor,
    newMembers: a.newMembers + b.newMembers,
    // Distinct counts are not sums: the caller sets them for periods longer than a day.
    activeMembers: a.activeMembers + b.activeMembers,
    depositingMembers: a.depositingMembers + b.depositingMembers,
  };
}

/** A range of days of the merchant, checked: VALIDATION_FAILED names the field and changes nothing. */
function rangeOrThrow(from: string, to: string, maxDays: number) {
  const range = checkRange(from, to, maxDays);
  if (!range.ok) throw new AppError('VALIDATION_FAILED', { fields: range.field }, { maxDays: range.maxDays });
  return range;
}

function currencyOf(merchant: ReportsMerchant, asked: string | undefined): CurrencyCode {
  if (asked === undefined) return merchant.currency;
  if (!isCurrencyCode(asked)) throw new AppError('VALIDATION_FAILED', { fields: 'currency' });
  return asked;
}

/**
 * The operator reports, read from the summary tables the builder keeps, and the member's own profit,
 * read live. Amounts are bigint minor units until they leave as decimal strings of the currency.
 */
export function createReportsService(deps: {
  db: Database;
  clock: Clock;
  reads: ReportReadsRepository;
  builder: ReportBuilder;
  operators: OperatorsService;
  merchant: (code: string) => Promise<ReportsMerchant | undefined>;
}) {
  const { reads } = deps;

  async function merchantOrThrow(code: string): Promise<ReportsMerchant> {
    const merchant = await deps.merchant(code);
    if (!merchant) throw new AppError('NOT_FOUND');
    return merchant;
  }

  /**
   * Distinct players over the range within a breakdown's filters, other than one game's (the
   * breakdown's groups then hold that game's alone): every member who bet (no filter), or the
   * category's, vendor's or both's from the player sets.
   */
  async function filterPlayersOf(filter: BreakdownFilter, months: MonthMasks): Promise<number> {
    if (filter.gameCode !== null) return 0;
    if (filter.category === null && filter.vendorCode === null) return reads.allPlayers(filter, months);
    const level = playLevel(null, filter);
    if (level === 'G') return 0;
    const counted = await reads.setPlayers(filter, level, level === 'C' ? 'category' : 'vendor');
    return [...counted.values()].reduce((a, b) => a + b, 0);
  }

  const decimalIn = (currency: CurrencyCode) => (amountMinor: bigint) =>
    toDecimalString({ amountMinor, currency });

  function playView(sums: PlaySums, decimal: (m: bigint) => string) {
    const ggr = sums.turnoverMinor - sums.payoutMinor;
    return {
      rounds: sums.rounds,
      players: sums.players,
      turnover: decimal(sums.turnoverMinor),
      payout: decimal(sums.payoutMinor),
      ggr: decimal(ggr),
      margin: marginOf(ggr, sums.turnoverMinor),
    };
  }

  function revenueRow(period: string, d: Omit<DayRow, 'day'>, decimal: (m: bigint) => string): TRevenueRow {
    const ggr = d.turnoverMinor - d.payoutMinor;
    return {
      period,
      rounds: d.rounds,
      turnover: decimal(d.turnoverMinor),
      payout: decimal(d.payoutMinor),
      ggr: decimal(ggr),
      bonus: decimal(d.bonusMinor),
      rebate: decimal(d.rebateMinor),
      ngr: decimal(ggr - d.bonusMinor - d.rebateMinor),
      deposits: { count: d.depositCount, amount: decimal(d.depositMinor) },
      firstDeposits: { count: d.firstDepositCount, amount: decimal(d.firstDepositMinor) },
      withdrawals: { count: d.withdrawalCount, amount: decimal(d.withdrawalMinor) },
      newMembers: d.newMembers,
      activeMembers: d.activeMembers,
      depositingMembers: d.depositingMembers,
    };
  }

  return {
    /** Revenue per day, week (from Monday) or month of the range, and the range's totals. */
    async revenue(merchantCode: string, query: RevenueQuery): Promise<TRevenueReport> {
      const merchant = await merchantOrThrow(merchantCode);
      const range = rangeOrThrow(query.from, query.to, REPORT_MAX_RANGE_DAYS);
      const currency = currencyOf(merchant, query.currency);
      const decimal = decimalIn(currency);
      const filter = { merchantCode: merchant.code, currency, from: range.from, to: range.to };
      const periods = periodsOf(range.from, range.to, query.grain);
      const days = daysOf(range.from, range.to);
      const [dayRows, byPeriod, total, freshness] = await Promise.all([
        reads.days(filter),
        query.grain === 'day'
          ? Promise.resolve(null)
          : reads.periodMembers(filter, query.grain, periodMasks(days, query.grain)),
        reads.rangeMembers(filter, periodMasks(days, 'month')),
        deps.builder.freshness(merchant.code),
      ]);
      const byDay = new Map(dayRows.map((d) => [d.day, d]));
      const rows = periods.map(({ period, days: periodDays }) => {
        const sums = periodDays.reduce((acc, d) => addDayRows(acc, byDay.get(d) ?? ZERO_DAY), ZERO_DAY);
        if (byPeriod) {
          // Months are keyed by their first day in the bitmaps, named `YYYY-MM` in the report.
          const counted = byPeriod.get(query.grain === 'month' ? `${period}-01` : period);
          sums.activeMembers = counted?.active ?? 0;
          sums.depositingMembers = counted?.depositing ?? 0;
        }
        return revenueRow(period, sums, decimal);
      });
      const all = days.reduce((acc, d) => addDayRows(acc, byDay.get(d) ?? ZERO_DAY), ZERO_DAY);
      all.activeMembers = total.active;
      all.depositingMembers = total.depositing;
      return {
        currency,
        timeZone: merchant.timeZone,
        grain: query.grain,
        rows,
        totals: revenueRow('total', all, decimal),
        refreshedAt: freshness.refreshedAt?.toISOString() ?? null,
      };
    },

    /** The range split by category, vendor, game or member, within the filters of the level above. */
    async breakdown(merchantCode: string, query: BreakdownQuery): Promise<TBreakdownPage> {
      const merchant = await merchantOrThrow(merchantCode);
      const range = rangeOrThrow(query.from, query.to, REPORT_MAX_RANGE_DAYS);
      const currency = currencyOf(merchant, query.currency);
      const decimal = decimalIn(currency);
      const filter = {
        merchantCode: merchant.code,
        currency,
        from: range.from,
        to: range.to,
        category: query.category ?? null,
        vendorCode: query.vendorCode?.toUpperCase() ?? null,
        gameCode: query.gameCode ?? null,
      };
      const offset = (query.pageNo - 1) * query.pageSize;
      const descending = query.order === 'desc';
      const months = periodMasks(daysOf(range.from, range.to), 'month');
      let page: { rows: BreakdownRowRecord[]; total: number; totals: PlaySums };
      if (query.by === 'member') {
        page = await reads.memberBreakdown({
          ...filter,
          sort: query.sort,
          descending,
          limit: query.pageSize,
          offset,
          split: weekTermsOf(range.from, range.to),
        });
      } else {
        const by = query.by;
        const level = playLevel(by, filter);
        const [sums, filterPlayers] = await Promise.all([
          reads.groupSums(filter, by),
          filterPlayersOf(filter, months),
        ]);
        const groups = sums.map((g) => ({ ...g, players: 0 }));
        // A game code without its vendor may name games of several vendors: counted from its members.
        const anyVendorsGame = filter.gameCode !== null && filter.vendorCode === null;
        let totalPlayers = filterPlayers;
        if (anyVendorsGame) {
          const grouped = by === 'game' ? null : await reads.gameCodePlayers(filter, by);
          if (grouped) for (const g of groups) g.players = grouped.get(g.key) ?? 0;
          else for (const g of groups) g.players = g.gamePlayers;
          totalPlayers = (await reads.gameCodePlayers(filter, null)).get('') ?? 0;
        } else if (level !== 'G') {
          // Categories and vendors: every group's players from the days' player sets (a few rows each).
          const players = await reads.setPlayers(filter, level, by === 'category' ? 'category' : 'vendor');
          for (const g of groups) g.players = players.get(g.key) ?? 0;
        } else {
          // Each group is one game (a game breakdown, or any filtered to a game): its distinct players
          // over the range came with its sums, from the game days' returning players.
          for (const g of groups) g.players = g.gamePlayers;
        }
        // A game's (and its vendor's) filter: its one group's players.
        if (filter.gameCode !== null && !anyVendorsGame)
          totalPlayers = groups.reduce((t, g) => t + g.gamePlayers, 0);
        const rows = sortGroups(groups, query.sort, descending).slice(offset, offset + query.pageSize);
        page = {
          rows,
          total: groups.length,
          totals: groups.reduce(
            (t, g) => ({
              rounds: t.rounds + g.rounds,
              players: t.players,
              turnoverMinor: t.turnoverMinor + g.turnoverMinor,
              payoutMinor: t.payoutMinor + g.payoutMinor,
            }),
            { rounds: 0, players: totalPlayers, turnoverMinor: 0n, payoutMinor: 0n },
          ),
        };
      }
      return {
        list: page.rows.map((r) => ({
          key: r.key,
          label: r.label,
          category: r.category,
          vendorCode: r.vendorCode,
          gameCode: r.gameCode,
          ...playView(r, decimal),
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
        currency,
        totals: playView(page.totals, decimal),
      };
    },

    /** Member or agent (whole team) win/loss rankings, winners or losers first. */
    async rankings(merchantCode: string, query: RankingQuery): Promise<TRankingPage> {
      const merchant = await merchantOrThrow(merchantCode);
      const range = rangeOrThrow(query.from, query.to, REPORT_MAX_RANGE_DAYS);
      const currency = currencyOf(merchant, query.currency);
      const decimal = decimalIn(currency);
      const offset = (query.pageNo - 1) * query.pageSize;
      const page = await reads.rankings({
        merchantCode: merchant.code,
        currency,
        from: range.from,
        to: range.to,
        kind: query.kind,
        side: query.side,
        limit: query.pageSize,
        offset,
        split: weekTermsOf(range.from, range.to),
      });
      return {
        list: page.rows.map((r, i) => ({
          rank: offset + i + 1,
          id: r.id,
          account: r.account,
          players: r.players,
          rounds: r.rounds,
          turnover: decimal(r.turnoverMinor),
          payout: decimal(r.payoutMinor),
          winLoss: decimal(r.payoutMinor - r.turnoverMinor),
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
        currency,
      };
    },

    /** Members registered in the range and how many of them deposited, bet, and deposited again. */
    async funnel(merchantCode: string, query: TFunnelQuery): Promise<TFunnel> {
      const merchant = await merchantOrThrow(merchantCode);
      const range = rangeOrThrow(query.from, query.to, REPORT_MAX_RANGE_DAYS);
      const counts = await reads.funnel(
        merchant.code,
        dayStartInZone(range.from, merchant.timeZone),
        dayStartInZone(addDays(range.to, 1), merchant.timeZone),
      );
      const byStep = {
        REGISTERED: counts.registered,
        FIRST_DEPOSIT: counts.firstDeposit,
        FIRST_BET: counts.firstBet,
        SECOND_DEPOSIT: counts.secondDeposit,
      } as const;
      return {
        steps: REPORT_FUNNEL_STEPS.map((step) => ({
          step,
          members: byStep[step],
          ofRegistered: percentOf(BigInt(byStep[step]), BigInt(counts.registered)),
        })),
      };
    },

    /** The daily close of the range's built days: members' money, its movements, and whether it balances. */
    async dailyClose(
      merchantCode: string,
      query: { from: string; to: string; currency?: string | undefined },
    ): Promise<TDailyClose> {
      const merchant = await merchantOrThrow(merchantCode);
      const range = rangeOrThrow(query.from, query.to, REPORT_MAX_RANGE_DAYS);
      const currency = currencyOf(merchant, query.currency);
      const decimal = decimalIn(currency);
      const stored = await reads.closeDays({
        merchantCode: merchant.code,
        currency,
        from: range.from,
        to: range.to,
      });
      const byDay = new Map(stored.days.map((d) => [d.day, d]));
      return {
        currency,
        rows: stored.days
          .filter((d) => d.day >= range.from)
          .map((d) => {
            const movements = stored.movements.filter((m) => m.day === d.day);
            const moved = movements.reduce((total, m) => total + m.amountMinor, 0n);
            return {
              day: d.day,
              opening: decimal(d.openingMinor),
              movements: movements.map((m) => ({
                kind: m.kind,
                amount: decimal(m.amountMinor),
                count: m.count,
              })),
              closing: decimal(d.closingMinor),
              balanced: isBalanced(d, moved, byDay.get(addDays(d.day, -1))?.closingMinor),
            };
          }),
      };
    },

    async freshness(merchantCode: string): Promise<TReportFreshness> {
      await merchantOrThrow(merchantCode);
      const f = await deps.builder.freshness(merchantCode);
      return { refreshedAt: f.refreshedAt?.toISOString() ?? null, lastDays: f.lastDays };
    },

    /**
     * Rebuilds the days now (days after today are not there to build: the range stops at today), and
     * writes who asked to the audit log.
     */
    async rebuild(actor: AuditActor, merchantCode: string, body: TReportRebuild): Promise<TReportFreshness> {
      const merchant = await merchantOrThrow(merchantCode);
      const range = rangeOrThrow(body.from, body.to, REPORT_MAX_RANGE_DAYS);
      const today = todayInZone(deps.clock.now(), merchant.timeZone);
      if (range.from > today) throw new AppError('VALIDATION_FAILED', { fields: 'from' });
      const to = range.to > today ? today : range.to;
      const days = await deps.builder.rebuildDays(merchant.code, range.from, to);
      await deps.db.transaction((tx) =>
        deps.operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'reports.rebuild',
          target: `reports:${merchant.code}`,
          before: null,
          after: { from: range.from, to, days: days.length },
        }),
      );
      const f = await deps.builder.freshness(merchant.code);
      return { refreshedAt: f.refreshedAt?.toISOString() ?? null, lastDays: days };
    },

    /**
     * personalProfit: the member's own win/loss per day (every day of the range) and per category.
     * Read live from the member's own vendor calls (their member index, at most 90 days of one
     * member), not from the summaries: a member checks a round they just played, and the summaries
     * lag by up to a minute.
     */
    async personalProfit(
      member: { id: string; type: number },
      merchant: ReportsMerchant,
      query: TProfitQuery,
    ): Promise<TPersonalProfit> {
      const range = rangeOrThrow(query.from, query.to, PROFIT_MAX_RANGE_DAYS);
      const decimal = decimalIn(merchant.currency);
      // Trial players never bet real money: their profit is all zeros.
      const rows =
        member.type === 4
          ? []
          : await reads.memberProfit({
              memberId: member.id,
              merchantCode: merchant.code,
              start: dayStartInZone(range.from, merchant.timeZone),
              end: dayStartInZone(addDays(range.to, 1), merchant.timeZone),
              timeZone: merchant.timeZone,
            });
      type Sums = { rounds: number; turnoverMinor: bigint; payoutMinor: bigint };
      const zero = (): Sums => ({ rounds: 0, turnoverMinor: 0n, payoutMinor: 0n });
      const add = (into: Sums, r: Sums) => {
        into.rounds += r.rounds;
        into.turnoverMinor += r.turnoverMinor;
        into.payoutMinor += r.payoutMinor;
      };
      const view = (s: Sums) => ({
        rounds: s.rounds,
        turnover: decimal(s.turnoverMinor),
        payout: decimal(s.payoutMinor),
        winLoss: decimal(s.payoutMinor - s.turnoverMinor),
      });
      const totals = zero();
      const byDay = new Map(daysOf(range.from, range.to).map((d) => [d, zero()]));
      const byCategory = new Map<string, Sums>();
      for (const r of rows) {
        add(totals, r);
        const day = byDay.get(r.day);
        if (day) add(day, r);
        const category = byCategory.get(r.category) ?? zero();
        add(category, r);
        byCategory.set(r.category, category);
      }
      return {
        currency: merchant.currency,
        timeZone: merchant.timeZone,
        totals: view(totals),
        days: [...byDay].map(([day, s]) => ({ day, ...view(s) })),
        categories: [...byCategory]
          .sort(([a, x], [b, y]) =>
            x.turnoverMinor === y.turnoverMinor
              ? a.localeCompare(b)
              : x.turnoverMinor > y.turnoverMinor
                ? -1
                : 1,
          )
          .map(([category, s]) => ({ category, ...view(s) })),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
