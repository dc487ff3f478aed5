import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { addDays, dayStartInZone, todayInZone } from '../../platform/time-zone.ts';
import { closeDays } from './domain/daily-close.ts';
import { mergeFirsts, type DepositSeen, type Firsts } from './domain/firsts.ts';
import { dayBit, daysOf } from './domain/report-days.ts';
import { PLAYER_SET_CHUNK_BITS, playerSets } from './domain/player-sets.ts';
import type { MemberFirsts, MemberLedgerDay, ReportBuildsRepository } from './report-builds.repository.ts';

export interface ReportMerchant {
  code: string;
  currency: string;
  timeZone: string;
}

/** How many days the first run builds for a merchant that has none (the demo's history fits). */
export const BOOTSTRAP_DAYS = 35;
/**
 * Late calls are read again from this far before the last run: a call is stamped when its transaction
 * starts and may commit a little later, so the tail since the watermark alone could miss it.
 */
const CORRECTION_LAG_MS = 5 * 60_000;
/** A day that numbers this many new players refreshes the ordinals' statistics (a first build). */
const ANALYZE_AFTER_ORDINALS = 1_000;

const firstsOf = (f: MemberFirsts): Firsts => ({
  firstDeposit:
    f.firstDepositTx !== null && f.firstDepositAt && f.firstDepositMinor !== null
      ? { transactionId: f.firstDepositTx, at: f.firstDepositAt, amountMinor: f.firstDepositMinor }
      : null,
  secondDeposit:
    f.secondDepositTx !== null && f.secondDepositAt
      ? { transactionId: f.secondDepositTx, at: f.secondDepositAt, amountMinor: 0n }
      : null,
  firstBetDay: f.firstBetDay,
});

const recordOf = (memberId: string, f: Firsts): MemberFirsts => ({
  memberId,
  firstDepositTx: f.firstDeposit?.transactionId ?? null,
  firstDepositAt: f.firstDeposit?.at ?? null,
  firstDepositMinor: f.firstDeposit?.amountMinor ?? null,
  secondDepositTx: f.secondDeposit?.transactionId ?? null,
  secondDepositAt: f.secondDeposit?.at ?? null,
  firstBetDay: f.firstBetDay,
});

/**
 * Keeps the summary tables: rebuilds whole days (idempotent: delete and insert in one transaction),
 * the daily close, and the job that every minute brings today, yesterday and any older day a late
 * win or rollback touched up to date.
 */
export function createReportBuilder(deps: {
  db: Database;
  clock: Clock;
  repository: ReportBuildsRepository;
}) {
  const { db, repository } = deps;

  async function merchantOrThrow(code: string): Promise<ReportMerchant> {
    const m = (await repository.merchants()).find((x) => x.code === code);
    if (!m) throw new Error(`merchant ${code} does not exist`);
    return m;
  }

  /** One day's play, members' money and firsts: everything but the daily close. */
  async function rebuildDay(merchant: ReportMerchant, day: string) {
    const span = {
      merchantCode: merchant.code,
      day,
      start: dayStartInZone(day, merchant.timeZone),
      end: dayStartInZone(addDays(day, 1), merchant.timeZone),
    };
    await db.transaction(async (tx) => {
      await repository.lockMerchant(tx, merchant.code);
      await repository.analyzeIfGrown(tx);
      await repository.keepDayPairs(tx, merchant.code, day);
      await repository.deleteDay(tx, merchant.code, day);
      await repository.insertMemberGameDays(tx, span);
      // A pair the day gained or lost changes its next play day's previous play day (a late
      // rollback's later days): those game days count their returning players again.
      await repository.updateReturningPlayers(
        tx,
        merchant.code,
        await repository.fixNextPlays(tx, merchant.code, day),
      );
      await repository.insertMemberPlayDays(tx, merchant.code, day);
      await repository.insertGameDays(tx, merchant.code, day);

      const metrics = await repository.ledgerMetrics(tx, span);
      const bettors = new Set(await repository.membersWhoBet(tx, merchant.code, day));
      const deposits = new Map<string, DepositSeen[]>();
      for (const m of metrics) {
        if (m.metric !== 'DEPOSIT') continue;
        const list = deposits.get(m.memberId) ?? [];
        list.push({ transactionId: m.transactionId, at: m.at, amountMinor: m.amountMinor });
        deposits.set(m.memberId, list);
      }
      const members = [...new Set([...bettors, ...deposits.keys()])];
      const known = new Map(
        (await repository.firstsOf(tx, merchant.code, members)).map((f) => [f.memberId, f]),
      );
      const merged = new Map<string, Firsts>();
      for (const memberId of members) {
        const before = known.get(memberId);
        const start: Firsts = before
          ? firstsOf(before)
          : { firstDeposit: null, secondDeposit: null, firstBetDay: null };
        merged.set(
          memberId,
          mergeFirsts(start, deposits.get(memberId) ?? [], bettors.has(memberId) ? day : null),
        );
      }
      await repository.saveFirsts(
        tx,
        merchant.code,
        [...merged].map(([id, f]) => recordOf(id, f)),
      );

      const ledgerDays = new Map<string, MemberLedgerDay>();
      for (const m of metrics) {
        const key = `${m.memberId}|${m.currency}`;
        const row = ledgerDays.get(key) ?? {
          memberId: m.memberId,
          currency: m.currency,
          depositCount: 0,
          depositMinor: 0n,
          firstDeposit: false,
          firstDepositMinor: 0n,
          withdrawalCount: 0,
          withdrawalMinor: 0n,
          bonusMinor: 0n,
          rebateMinor: 0n,
        };
        if (m.metric === 'DEPOSIT') {
          row.depositCount += 1;
          row.depositMinor += m.amountMinor;
          if (merged.get(m.memberId)?.firstDeposit?.transactionId === m.transactionId) {
            row.firstDeposit = true;
            row.firstDepositMinor = m.amountMinor;
          }
        } else if (m.metric === 'WITHDRAWAL') {
          row.withdrawalCount += 1;
          row.withdrawalMinor += m.amountMinor;
        } else if (m.metric === 'BONUS') row.bonusMinor += m.amountMinor;
        else row.rebateMinor += m.amountMinor;
        ledgerDays.set(key, row);
      }
      await repository.upsertMemberLedgerDays(tx, merchant.code, day, [...ledgerDays.values()]);
      for (const grain of ['week', 'month'] as const) {
        const { period, bit } = dayBit(day, grain);
        await repository.syncMemberPeriod(tx, merchant.code, day, grain, period, bit);
        if (grain === 'week') {
          await repository.syncPlayWeek(tx, merchant.code, period);
          await repository.syncPlayWeekToDate(tx, merchant.code, period, day);
        }
      }
      const numbered = await repository.assignOrdinals(tx, merchant.code, [...bettors]);
      if (numbered >= ANALYZE_AFTER_ORDINALS) await repository.analyzeOrdinals(tx);
      const pairs = await repository.dayPairOrdinals(tx, merchant.code, day);
      await repository.insertPlayDaySets(tx, merchant.code, day, playerSets(pairs, PLAYER_SET_CHUNK_BITS));
      await repository.insertDay(tx, span, merchant.currency);
    });
  }

  /** The daily close of [from, to] in one snapshot of the ledger. */
  async function rebuildClose(merchant: ReportMerchant, from: string, to: string) {
    const days = daysOf(from, to);
    const start = dayStartInZone(from, merchant.timeZone);
    const end = dayStartInZone(addDays(to, 1), merchant.timeZone);
    await db.transaction(async (tx) => {
      await repository.snapshot(tx);
      await repository.lockMerchant(tx, merchant.code);
      const movements = await repository.closeMovements(tx, merchant.code, merchant.timeZone, start, end);
      const ledgerAtEnd = await repository.memberMoneyAt(tx, merchant.code, end);
      const openingFromBefore = await repository.closingOf(tx, merchant.code, addDays(from, -1));
      const currencies = [
        ...new Set([merchant.currency, ...ledgerAtEnd.keys(), ...movements.map((m) => m.currency)]),
      ];
      const rows = closeDays({ days, currencies, movements, ledgerAtEnd, openingFromBefore });
      await repository.replaceClose(tx, merchant.code, from, to, rows, movements);
    });
  }

  /**
   * Rebuilds the days [from, to] of a merchant now: play, money, firsts, then the daily close. Days
   * go oldest first, so a member's first deposit is found before the days after it. The bench and
   * the operator's rebuild call this.
   */
  async function rebuildDays(merchantCode: string, from: string, to: string): Promise<string[]> {
    const merchant = await merchantOrThrow(merchantCode);
    const days = daysOf(from, to);
    for (const day of days) await rebuildDay(merchant, day);
    if (days.length > 0) await rebuildClose(merchant, from, to);
    return days;
  }

  /**
   * One merchant's refresh: today and yesterday (a round of yesterday may still settle), and every
   * older day whose rounds a win or rollback written since the last run (less a safety lag) changed.
   * A merchant never built before gets its last BOOTSTRAP_DAYS days.
   */
  async function refreshMerchant(merchant: ReportMerchant) {
    const runAt = deps.clock.now();
    const today = todayInZone(runAt, merchant.timeZone);
    const yesterday = addDays(today, -1);
    const state = await repository.state(merchant.code);
    const from = state ? yesterday : addDays(today, -(BOOTSTRAP_DAYS - 1));
    const corrected = state
      ? (
          await repository.correctedDays(
            merchant.code,
            merchant.timeZone,
            new Date(state.watermark.getTime() - CORRECTION_LAG_MS),
          )
        ).filter((d) => d < from)
      : [];
    for (const day of corrected) await rebuildDay(merchant, day);
    const recent = await rebuildDays(merchant.code, from, today);
    const lastDays = [...corrected, ...recent];
    await repository.saveState(merchant.code, { refreshedAt: deps.clock.now(), watermark: runAt, lastDays });
    return { lastDays, corrected };
  }

  return {
    rebuildDays,
    rebuildDay: async (merchantCode: string, day: string) =>
      rebuildDay(await merchantOrThrow(merchantCode), day),
    refreshMerchant: async (merchantCode: string) => refreshMerchant(await merchantOrThrow(merchantCode)),

    /**
     * The job's run over every merchant. Answers the older days a late call made it rebuild, per
     * merchant, or 0 when there were none (the job runner logs anything else).
     */
    async refresh(): Promise<Record<string, string[]> | 0> {
      const corrected: Record<string, string[]> = {};
      for (const merchant of await repository.merchants()) {
        const run = await refreshMerchant(merchant);
        if (run.corrected.length > 0) corrected[merchant.code] = run.corrected;
      }
      return Object.keys(corrected).length > 0 ? corrected : 0;
    },

    async freshness(merchantCode: string) {
      const state = await repository.state(merchantCode);
      return { refreshedAt: state?.refreshedAt ?? null, lastDays: state?.lastDays ?? [] };
    },
  };
}

export type ReportBuilder = ReturnType<typeof createReportBuilder>;
