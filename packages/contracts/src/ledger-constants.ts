// Plain constants of the ledger views, apart from the zod schemas in ledger.ts (see client.ts).

/** Account record (`transactionHistory`) type filters: each groups ledger transaction kinds. */
export const TRANSACTION_TYPES = [
  'ALL',
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'BET',
  'WIN',
  'REFUND',
  'BONUS',
  'ADJUSTMENT',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
