import {
  currencyScale,
  isCurrencyCode,
  parseMoney,
  toDecimalString,
  type CurrencyCode,
} from '@platform/money';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { runIdempotent } from '../../platform/db/idempotency.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { InsufficientFundsError, type LedgerService } from '../ledger/index.ts';

/** A positive amount in the currency's scale (zero, negative, too precise or too large is refused). */
export function parsePositiveAmount(amount: string, currency: string): bigint {
  if (!isCurrencyCode(currency)) throw new AppError('AMOUNT_INVALID', { scale: 2 });
  try {
    const parsed = parseMoney(amount.trim(), currency).amountMinor;
    // A cap far above any real payment keeps sums of many amounts inside a bigint.
    if (parsed > 0n && parsed <= MAX_AMOUNT_MINOR) return parsed;
  } catch {
    // refused below with the currency's scale in the message
  }
  throw new AppError('AMOUNT_INVALID', { scale: currencyScale(currency) });
}

const MAX_AMOUNT_MINOR = 10n ** 15n;

/** A non-zero signed amount ("-12.50" debits): the magnitude obeys the same rules as a positive one. */
export function parseSignedAmount(amount: string, currency: string): bigint {
  const trimmed = amount.trim();
  const negative = trimmed.startsWith('-');
  const magnitude = parsePositiveAmount(negative ? trimmed.slice(1) : trimmed, currency);
  return negative ? -magnitude : magnitude;
}

/** Money use cases that are not a game's: operator adjustments now; deposits, withdrawals and transfers build on the same pattern. */
export function createCashierService(deps: { db: Database; ledger: LedgerService }) {
  const { ledger } = deps;

  return {
    async fundDemoMember(options: {
      merchantCode: string;
      currency: string;
      memberId: string;
      amount: string;
    }) {
      const amountMinor = parsePositiveAmount(options.amount, options.currency);
      await runIdempotent(
        deps.db,
        { scope: 'demo-seed', key: `deposit:${options.memberId}`, hash: options.amount },
        async (tx) => {
          const posted = await ledger.post(tx, {
            merchantCode: options.merchantCode,
            currency: options.currency,
            kind: 'DEPOSIT',
            memberId: options.memberId,
            reference: 'demo-seed',
            details: { reason: 'demo funding' },
            legs: [
              { account: { system: 'PSP_CLEARING' }, amountMinor: -amountMinor },
              { account: { member: options.memberId, kind: 'CASH' }, amountMinor },
            ],
          });
          return String(posted.transactionId);
        },
      );
    },

    /** Credits (positive) or debits (negative) a member against the adjustments account, inside `tx`. */
    async adjust(
      tx: Queryable,
      options: {
        merchantCode: string;
        currency: string;
        memberId: string;
        account: 'CASH' | 'BONUS';
        amount: string;
        reason: string;
        operator: string;
      },
    ) {
      const signed = parseSignedAmount(options.amount, options.currency);
      try {
        const posted = await ledger.post(tx, {
          merchantCode: options.merchantCode,
          currency: options.currency,
          kind: 'ADJUSTMENT',
          memberId: options.memberId,
          details: { reason: options.reason, operator: options.operator },
          legs: [
            { account: { member: options.memberId, kind: options.account }, amountMinor: signed },
            {
              account: { system: options.account === 'BONUS' ? 'PROMOTIONS' : 'ADJUSTMENTS' },
              amountMinor: -signed,
            },
          ],
        });
        const after = posted.memberBalances.get(`${options.memberId}:${options.account}`) ?? 0n;
        return {
          transactionId: String(posted.transactionId),
          amount: toDecimalString({ amountMinor: signed, currency: options.currency as CurrencyCode }),
          balanceAfter: toDecimalString({ amountMinor: after, currency: options.currency as CurrencyCode }),
        };
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new AppError('INSUFFICIENT_FUNDS');
        throw error;
      }
    },
  };
}

export type CashierService = ReturnType<typeof createCashierService>;
