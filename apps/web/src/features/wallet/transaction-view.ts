/** Which way a signed decimal amount moved the wallet: in (credit), out (debit), or not at all. */
export type AmountDirection = 'in' | 'out' | 'zero';

export function amountDirection(amount: string): AmountDirection {
  const value = amount.trim();
  if (/^-?0*(\.0*)?$/.test(value)) return 'zero';
  return value.startsWith('-') ? 'out' : 'in';
}

/** The amount with an explicit sign: `+100.00`, `-100.00`, `0.00` (what the account record shows). */
export function signedText(amount: string, formatted: string): string {
  const direction = amountDirection(amount);
  const bare = formatted.replace(/^[-−+]/, '');
  if (direction === 'in') return `+${bare}`;
  if (direction === 'out') return `−${bare}`;
  return bare;
}

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
