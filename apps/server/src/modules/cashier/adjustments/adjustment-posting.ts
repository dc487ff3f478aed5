import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { Queryable } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { InsufficientFundsError, type LedgerService } from '../../ledger/index.ts';
import { parseSignedAmount } from '../amount-input.ts';

/** Posts an approved adjustment to the ledger. */
export function createAdjustmentPosting(ledger: LedgerService) {
  return {
    /** Credits (positive) or debits (negative) a member against the adjustments account, inside `tx`. */
    async post(
      tx: Queryable,
      options: {
        merchantCode: string;
        currency: CurrencyCode;
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
          amount: toDecimalString({ amountMinor: signed, currency: options.currency }),
          balanceAfter: toDecimalString({ amountMinor: after, currency: options.currency }),
        };
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new AppError('INSUFFICIENT_FUNDS');
        throw error;
      }
    },
  };
}

export type AdjustmentPosting = ReturnType<typeof createAdjustmentPosting>;
