import { formatAmount, formatMoneyText } from '../../lib/format.ts';

/** What a hidden balance shows (spec §2 "hidden shows stars"); the same width whatever the amount. */
export const HIDDEN_BALANCE = '******';

export type BalanceView =
  { kind: 'loading' } | { kind: 'hidden'; text: string } | { kind: 'amount'; text: string };

/**
 * The header balance: `undefined` while it loads (the balance endpoint), stars when the member hid
 * it, else the decimal-string amount grouped for display (never through a float), in the
 * currency's scale and the current language when the currency is known.
 */
export function balanceView(
  amount: string | null | undefined,
  hidden: boolean,
  currency?: string,
): BalanceView {
  if (hidden) return { kind: 'hidden', text: HIDDEN_BALANCE };
  if (amount === undefined || amount === null) return { kind: 'loading' };
  return { kind: 'amount', text: currency ? formatMoneyText(amount, currency) : formatAmount(amount) };
}
