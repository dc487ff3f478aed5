import type { TBettingRecordQuery, TBettingRecordResponse } from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import { addDays, dayStartInZone, todayInZone } from '../../platform/time-zone.ts';
import type { BettingRecordRepository } from './betting-record.repository.ts';
import { roundFigures } from './domain/betting-record.ts';
import { localName, pageCount } from './domain/game-activity.ts';
import { displayVassalage } from './domain/vassalage.ts';

/** How far back the record reaches without a start date (as the account record does). */
const DEFAULT_RANGE_DAYS = 30;

export function createBettingRecordService(deps: { repository: BettingRecordRepository; clock: Clock }) {
  const { repository, clock } = deps;

  return {
    /**
     * The betting record (`personalHistoryCopy`): one row per round, dates cut in the merchant's time
     * zone, the summary over the whole filter. Trial players never bet real money: their record is empty.
     */
    async record(options: {
      member: { id: string; type: number };
      merchant: { code: string; currency: CurrencyCode; timeZone: string };
      query: TBettingRecordQuery;
      language: string;
    }): Promise<TBettingRecordResponse> {
      const { query, merchant } = options;
      const currency = merchant.currency;
      const decimal = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
      const empty = (): TBettingRecordResponse => ({
        list: [],
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: 0,
        totalPages: 0,
        summary: { stake: decimal(0n), win: decimal(0n), net: decimal(0n) },
      });
      if (options.member.type === 4) return empty();
      const endDay = query.endDate ?? todayInZone(clock.now(), merchant.timeZone);
      const startDay = query.startDate ?? addDays(endDay, -(DEFAULT_RANGE_DAYS - 1));
      if (startDay > endDay) return empty();
      const page = await repository.rounds({
        memberId: options.member.id,
        merchantCode: merchant.code,
        from: dayStartInZone(startDay, merchant.timeZone),
        to: dayStartInZone(addDays(endDay, 1), merchant.timeZone),
        gameType: query.gameType === 'ALL' ? undefined : query.gameType,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: page.rows.map((r) => {
          const figures = roundFigures(r);
          return {
            round: r.round,
            vassalage: displayVassalage(r.vendorCode, merchant.currency),
            gameCode: r.gameCode,
            // Calls naming a code the catalog does not know still show, under that code.
            gameName:
              r.name === null ? r.gameCode : localName({ name: r.name, names: r.names }, options.language),
            gameType: r.gameType ?? 'RNG',
            stake: decimal(figures.stakeMinor),
            win: decimal(figures.winMinor),
            net: decimal(figures.netMinor),
            currency: merchant.currency,
            status: figures.status,
            betTime: r.betTime.toISOString(),
            settleTime: r.settleTime?.toISOString() ?? null,
          };
        }),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: page.total,
        totalPages: pageCount(page.total, query.pageSize),
        summary: {
          stake: decimal(page.stakeMinor),
          win: decimal(page.winMinor),
          net: decimal(page.winMinor - page.stakeMinor),
        },
      };
    },
  };
}

export type BettingRecordService = ReturnType<typeof createBettingRecordService>;
