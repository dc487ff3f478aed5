import type { TTransactionHistoryQuery, TTransactionRecord, TWalletBalance } from '@platform/contracts';
import { getCurrency, toCurrencyCode, toDecimalString } from '@platform/money';
import { addDays, dayStartInZone, todayInZone } from '../../platform/time-zone.ts';
import { kindsFor, typeOfKind } from './domain/transaction-types.ts';
import type { LedgerService } from './ledger.service.ts';

/** How far back the account record reaches when no start date is given (the spec's longest shortcut). */
const DEFAULT_RANGE_DAYS = 30;

/** One line of text for an account record entry: vendor, game, round, reason or counterparty. */
export function describeTransaction(kind: string, details: Record<string, unknown>): string {
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

  return {
    async balance(memberId: string, currencyText: string, demo: boolean): Promise<TWalletBalance> {
      const currency = toCurrencyCode(currencyText);
      const decimal = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
      const b = await service.memberBalances(memberId, currency);
      return {
        // Locked bonus is neither playable nor withdrawable until released: the balance is cash alone.
        balance: decimal(b.CASH),
        cash: decimal(b.CASH),
        bonus: decimal(b.BONUS),
        locked: decimal(b.HELD),
        currency,
        currencySymbol: getCurrency(currency).symbol,
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
        amount: toDecimalString({ amountMinor: r.amountMinor, currency: r.currency }),
        balanceAfter:
          r.balanceAfterMinor === null
            ? null
            : toDecimalString({ amountMinor: r.balanceAfterMinor, currency: r.currency }),
        account: r.accountKind as TTransactionRecord['account'],
        currency: r.currency,
        reference: r.reference,
        description: describeTransaction(r.kind, r.details),
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
