import type { TTransactionHistoryQuery, TTransactionRecord, TWalletBalance } from '@platform/contracts';
import { getCurrency, toDecimalString, type CurrencyCode } from '@platform/money';
import { addDays, dayStartInZone, todayInZone } from '../../platform/time-zone.ts';
import { kindsFor, typeOfKind } from './domain/transaction-types.ts';
import type { LedgerService } from './ledger.service.ts';

/** How far back the account record reaches when no start date is given (the spec's longest shortcut). */
const DEFAULT_RANGE_DAYS = 30;

function describe(kind: string, details: Record<string, unknown>): string {
  const parts = [
    details.vendor,
    details.game,
    details.round ? `#${String(details.round)}` : undefined,
    details.reason,
    details.counterparty,
  ]
    .filter((p) => typeof p === 'string' && p.length > 0)
    .map(String);
  return parts.length > 0 ? parts.join(' · ') : kind;
}

/** The wallet as members and operators see it: decimal strings in the member's currency. */
export function createWalletViews(deps: { service: LedgerService }) {
  const { service } = deps;
  const decimal = (amountMinor: bigint, currency: string) =>
    toDecimalString({ amountMinor, currency: currency as CurrencyCode });

  return {
    async balance(memberId: string, currency: string, demo: boolean): Promise<TWalletBalance> {
      const b = await service.memberBalances(memberId, currency);
      return {
        balance: decimal(b.CASH + b.BONUS, currency),
        cash: decimal(b.CASH, currency),
        bonus: decimal(b.BONUS, currency),
        locked: decimal(b.HELD, currency),
        currency,
        currencySymbol: getCurrency(currency as CurrencyCode).symbol,
        demo,
      };
    },

    async records(options: {
      memberId: string;
      query: TTransactionHistoryQuery;
      timeZone: string;
      now: Date;
    }) {
      const { query, timeZone } = options;
      const today = todayInZone(options.now, timeZone);
      const endDay = query.endDate ?? today;
      const startDay = query.startDate ?? addDays(endDay, -(DEFAULT_RANGE_DAYS - 1));
      const { rows, total } = await service.history({
        memberId: options.memberId,
        kinds: kindsFor(query.type),
        from: dayStartInZone(startDay, timeZone),
        to: dayStartInZone(addDays(endDay, 1), timeZone),
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const list: TTransactionRecord[] = rows.map((r) => ({
        id: String(r.transactionId),
        type: typeOfKind(r.kind),
        kind: r.kind,
        amount: decimal(r.amountMinor, r.currency),
        balanceAfter: r.balanceAfterMinor === null ? null : decimal(r.balanceAfterMinor, r.currency),
        account: r.accountKind as TTransactionRecord['account'],
        currency: r.currency,
        reference: r.reference,
        description: describe(r.kind, r.details),
        createdAt: r.createdAt.toISOString(),
      }));
      return {
        list,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },
  };
}

export type WalletViews = ReturnType<typeof createWalletViews>;
