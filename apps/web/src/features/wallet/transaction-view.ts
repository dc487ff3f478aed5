import { amountSign } from '../../components/money/amount-sign.ts';

/** Which way a signed decimal amount moved the wallet: in (credit), out (debit), or not at all. */
export type AmountDirection = 'in' | 'out' | 'zero';

const DIRECTIONS = { positive: 'in', negative: 'out', zero: 'zero' } as const;

export const amountDirection = (amount: string): AmountDirection => DIRECTIONS[amountSign(amount)];

/** The icon of a movement: money in, money out, or neither. */
export const DIRECTION_ICON_TONES = { in: 'in', out: 'out', zero: 'neutral' } as const satisfies Record<
  AmountDirection,
  'in' | 'out' | 'neutral'
>;

/**
 * A short, readable reference: the server's `kind:id` references (`withdrawal:5f4e511e-…`) show
 * the first eight characters of the id in capitals, as the cashier screens show their references.
 */
export function shortReference(reference: string | null): string | null {
  if (!reference) return null;
  const id = reference.includes(':') ? reference.slice(reference.lastIndexOf(':') + 1) : reference;
  if (/^[0-9a-f-]{16,}$/i.test(id)) return id.replace(/-/g, '').slice(0, 8).toUpperCase();
  return id.slice(0, 16);
}
