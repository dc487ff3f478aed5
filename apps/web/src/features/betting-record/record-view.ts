import type { TBetRecord } from '@platform/contracts';
import { amountSign } from '../../components/money/amount-sign.ts';

export { RECORD_CATEGORIES, shortRound, STATUS_TONE, type RecordCategory } from '../../lib/bet-view.ts';

export type NetTone = 'win' | 'loss' | 'even';

const NET_TONES = { positive: 'win', negative: 'loss', zero: 'even' } as const;

/** Whether a signed decimal amount is a win for the player, a loss, or neither. */
export const netTone = (amount: string): NetTone => NET_TONES[amountSign(amount)];

/** The stable React key of a row: rounds are per vendor. */
export const recordKey = (record: TBetRecord) => `${record.vassalage}:${record.round}`;
