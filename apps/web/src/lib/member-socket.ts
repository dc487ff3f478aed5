/**
 * The member-push sockets (`/api/wps/ws/wallet`, `/api/wps/ws/inbox`; ADR 0027): browsers cannot set
 * headers on a WebSocket, and a token in the URL would end up in logs, so the token is the socket's
 * first message (`authMessage`). Pure helpers, shared by every socket the site keeps open.
 */

/** The first message of a member socket: who is listening. */
export const authMessage = (token: string) => JSON.stringify({ type: 'auth', token });

/** Close codes after which reconnecting cannot help: the token is refused, or a newer tab took the slot. */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([4401, 4409]);

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** A socket path's URL on the page's own host, `wss:` when the page is served over HTTPS. */
export function memberSocketUrl(path: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
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

/** A text frame's JSON object when its `type` is `type`, else null (other frames, bad JSON, binary). */
export function readTypedMessage(data: unknown, type: string): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object' || Array.isArray(message)) return null;
  const record = message as Record<string, unknown>;
  return record.type === type ? record : null;
}
