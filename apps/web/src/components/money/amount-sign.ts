/** Whether a signed decimal amount is above, below or at zero; what is not a number counts as zero. */
export type AmountSign = 'positive' | 'negative' | 'zero';

export function amountSign(amount: string): AmountSign {
  const value = amount.trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(value) || !/[1-9]/.test(value)) return 'zero';
  return value.startsWith('-') ? 'negative' : 'positive';
}

/**
 * A formatted amount with its sign always shown: `+1,250.00`, `−40.00` (a real minus, not a hyphen),
 * and zero bare. `amount` is the raw decimal, `formatted` what the locale made of it.
 */
export function signedAmountText(amount: string, formatted: string): string {
  const bare = formatted.replace(/^[-−+]/, '');
  const sign = amountSign(amount);
  return sign === 'positive' ? `+${bare}` : sign === 'negative' ? `−${bare}` : bare;
}
