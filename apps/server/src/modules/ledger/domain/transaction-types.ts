import type { TransactionType } from '@platform/contracts';

/** Ledger transaction kinds grouped under the account record's type filters (spec §2 transactionHistory). */
export const KINDS_BY_TYPE: Record<Exclude<TransactionType, 'ALL'>, readonly string[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAWAL_REQUEST', 'WITHDRAWAL_PAID', 'WITHDRAWAL_REJECTED', 'WITHDRAWAL_GUARANTEE'],
  TRANSFER: ['TRANSFER', 'GAME_WALLET_OUT', 'GAME_WALLET_IN'],
  BET: ['BET', 'BET_HOLD', 'BET_CAPTURE', 'BET_VOID'],
  WIN: ['WIN'],
  REFUND: ['ROLLBACK'],
  BONUS: ['BONUS', 'BONUS_RELEASE', 'BONUS_FORFEIT', 'REBATE', 'REWARD', 'AGENT_PAY'],
  ADJUSTMENT: ['ADJUSTMENT', 'REVERSAL'],
};

/** The kinds to filter on, or null for every kind. */
export function kindsFor(type: TransactionType): readonly string[] | null {
  return type === 'ALL' ? null : KINDS_BY_TYPE[type];
}

/** The filter a kind is listed under; unknown kinds fall under ADJUSTMENT so no entry goes unseen. */
export function typeOfKind(kind: string): Exclude<TransactionType, 'ALL'> {
  for (const [type, kinds] of Object.entries(KINDS_BY_TYPE)) {
    if (kinds.includes(kind)) return type as Exclude<TransactionType, 'ALL'>;
  }
  return 'ADJUSTMENT';
}
