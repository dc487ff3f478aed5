import type { TPersonalProfit } from '@platform/contracts';
import { amountSign } from '../../components/money/amount-sign.ts';

/** A result seen from the member's side: won, lost, or even. */
export type ProfitTone = 'win' | 'loss' | 'even';

const TONES = { positive: 'win', negative: 'loss', zero: 'even' } as const;

export const profitTone = (winLoss: string): ProfitTone => TONES[amountSign(winLoss)];

export interface ProfitBar {
  /** The merchant's day, `YYYY-MM-DD`. */
  day: string;
  /** The day as the axis shows it (`27 Nov`), in the page's language. */
  label: string;
  /**
   * The bar's height. A float only for drawing: the figures the member reads (tooltip, table) are the
   * API's decimal strings, formatted without floats.
   */
  value: number;
  /** The API's decimal string, for the tooltip. */
  winLoss: string;
  rounds: number;
  tone: ProfitTone;
}

/** A day as a chart axis names it: the day and short month, no year (`27 Nov`, `27 พ.ย.`). */
export function shortDayLabel(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  try {
    return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(at);
  } catch {
    return day.slice(5);
  }
}

/** One bar per day of the answer, oldest first: above zero a day the member won, below one lost. */
export function profitBars(days: TPersonalProfit['days'], locale: string): ProfitBar[] {
  return days.map((d) => ({
    day: d.day,
    label: shortDayLabel(d.day, locale),
    value: Number(d.winLoss) || 0,
    winLoss: d.winLoss,
    rounds: d.rounds,
    tone: profitTone(d.winLoss),
  }));
}

/** Whether any day of the range has a round: none, and the page shows its empty state. */
export const hasPlay = (profit: Pick<TPersonalProfit, 'totals'>) => profit.totals.rounds > 0;
