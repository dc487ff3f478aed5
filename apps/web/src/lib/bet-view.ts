import type { GameCategory, TBetRecord } from '@platform/contracts';

/**
 * How a round of a betting record reads, wherever one is listed: the member's own record and the
 * agent's team betting.
 */

/** The category filter of a betting record: every playable category (HOME and PROMO are not games). */
export const RECORD_CATEGORIES = [
  'ALL',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'BOARD',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
] as const satisfies readonly ('ALL' | GameCategory)[];
export type RecordCategory = (typeof RECORD_CATEGORIES)[number];

/** Badge tone of each round status: still running, settled, or refunded (rolled back). */
export const STATUS_TONE: Record<TBetRecord['status'], 'info' | 'success' | 'muted'> = {
  OPEN: 'info',
  SETTLED: 'success',
  ROLLED_BACK: 'muted',
};

/** A round id short enough for a card (vendors' round ids run long), kept whole when short. */
export function shortRound(round: string): string {
  const text = round.trim();
  return text.length <= 14 ? text : `${text.slice(0, 6)}…${text.slice(-6)}`;
}
