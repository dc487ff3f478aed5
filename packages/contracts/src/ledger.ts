import { z } from 'zod';
import { TRANSACTION_TYPES } from './ledger-constants.ts';

// The ledger module's views: wallet balances, account records, reconciliation and system accounts.

/** `/api/wps/v2/wallets/balance`: the member's wallet in their merchant's currency. */
export const ZWalletBalance = z.object({
  /**
   * What the member can play with and withdraw now: cash. Bonus still being wagered is apart
   * (`bonus`), never part of this figure.
   */
  balance: z.string(),
  cash: z.string(),
  /** Bonus money locked until its wagering is met (ADR 0029 addendum). */
  bonus: z.string(),
  /** Stakes awaiting settlement and withdrawals under review. */
  locked: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Trial members play with demo money that is not real (spec §4 trial user). */
  demo: z.boolean(),
});
export type TWalletBalance = z.infer<typeof ZWalletBalance>;

export const ZTransactionHistoryQuery = z.object({
  type: z.enum(TRANSACTION_TYPES).default('ALL'),
  /** Inclusive dates in the merchant's time zone, `YYYY-MM-DD`. */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TTransactionHistoryQuery = z.infer<typeof ZTransactionHistoryQuery>;

export const ZTransactionRecord = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  kind: z.string(),
  /** Signed: negative leaves the wallet. */
  amount: z.string(),
  balanceAfter: z.string().nullable(),
  account: z.enum(['CASH', 'BONUS', 'HELD']),
  currency: z.string(),
  reference: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
});
export type TTransactionRecord = z.infer<typeof ZTransactionRecord>;

export const ZReconciliationReport = z.object({
  id: z.string(),
  ranAt: z.string(),
  ok: z.boolean(),
  currencies: z.array(z.object({ currency: z.string(), sum: z.string(), entries: z.number().int() })),
  mismatches: z.object({
    unbalancedTransactions: z.array(
      z.object({ transactionId: z.string(), currency: z.string(), sum: z.string() }),
    ),
    balanceMismatches: z.array(
      z.object({
        accountId: z.string(),
        owner: z.string(),
        currency: z.string(),
        cached: z.string(),
        entries: z.string(),
      }),
    ),
    negativeMemberAccounts: z.array(
      z.object({ accountId: z.string(), owner: z.string(), currency: z.string(), balance: z.string() }),
    ),
    // Reports stored before this check existed have none.
    danglingEntries: z
      .array(z.object({ entryId: z.string(), transactionId: z.string(), accountId: z.string() }))
      .default([]),
  }),
});
export type TReconciliationReport = z.infer<typeof ZReconciliationReport>;

export const ZSystemAccountBalance = z.object({
  merchantCode: z.string(),
  kind: z.string(),
  currency: z.string(),
  balance: z.string(),
});
export type TSystemAccountBalance = z.infer<typeof ZSystemAccountBalance>;
