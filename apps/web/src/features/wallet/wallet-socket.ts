import type { TWalletBalance } from '@platform/contracts';

/**
 * `/api/wps/ws/wallet`: browsers cannot set headers on a WebSocket, and a token in the URL would end
 * up in logs, so the token is the socket's first message (`authMessage`).
 */
export const WALLET_SOCKET_PATH = '/api/wps/ws/wallet';

/** The first message of the wallet socket: who is listening. */
export const authMessage = (token: string) => JSON.stringify({ type: 'auth', token });

/** Close codes after which reconnecting cannot help: the token is refused, or a newer tab took the slot. */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([4401, 4409]);

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** The socket URL on the page's own host, `wss:` when the page is served over HTTPS. */
export function walletSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${WALLET_SOCKET_PATH}`;
}

/**
 * Wait before reconnect attempt `attempt` (0-based): exponential from 1 s, capped at 30 s, with
 * ±20 % jitter so that many pages dropped by one server restart do not all return at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, Math.min(attempt, 10)));
  const jitter = 0.8 + random() * 0.4;
  return Math.round(Math.min(MAX_DELAY_MS, base * jitter));
}

const BALANCE_FIELDS = ['balance', 'cash', 'bonus', 'locked', 'currency', 'currencySymbol'] as const;

/** The balance of a `{ type: 'balance', value }` message, or null for anything else. */
export function parseBalanceMessage(data: unknown): TWalletBalance | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const { type, value } = message as { type?: unknown; value?: unknown };
  if (type !== 'balance' || !value || typeof value !== 'object') return null;
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
