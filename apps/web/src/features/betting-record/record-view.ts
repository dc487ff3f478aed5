import type { GameCategory, TBetRecord } from '@platform/contracts';
import { amountSign } from '../../components/money/amount-sign.ts';

/** The category filter of the betting record: every playable category (HOME and PROMO are not games). */
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

export type NetTone = 'win' | 'loss' | 'even';

const NET_TONES = { positive: 'win', negative: 'loss', zero: 'even' } as const;

/** Whether a signed decimal amount is a win for the player, a loss, or neither. */
export const netTone = (amount: string): NetTone => NET_TONES[amountSign(amount)];

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

/** The stable React key of a row: rounds are per vendor. */
export const recordKey = (record: TBetRecord) => `${record.vassalage}:${record.round}`;
