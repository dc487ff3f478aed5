import type { TWalletBalance } from '@platform/contracts';
import { readTypedMessage } from '../../lib/member-socket.ts';

/** The wallet's member-push socket (`lib/member-socket.ts`, `hooks/use-member-socket.ts`). */
export const WALLET_SOCKET_PATH = '/api/wps/ws/wallet';

const BALANCE_FIELDS = ['balance', 'cash', 'bonus', 'locked', 'currency', 'currencySymbol'] as const;

/** The balance of a `{ type: 'balance', value }` message, or null for anything else. */
export function parseBalanceMessage(data: unknown): TWalletBalance | null {
  const value = readTypedMessage(data, 'balance')?.value;
  if (!value || typeof value !== 'object') return null;
  const balance = value as Record<string, unknown>;
  if (!BALANCE_FIELDS.every((field) => typeof balance[field] === 'string')) return null;
  if (typeof balance.demo !== 'boolean') return null;
  return {
    balance: balance.balance as string,
    cash: balance.cash as string,
    bonus: balance.bonus as string,
    locked: balance.locked as string,
    currency: balance.currency as string,
    currencySymbol: balance.currencySymbol as string,
    demo: balance.demo,
  };
}
