// What a member's change record and profile show of contact and payout data: enough to recognise
// one's own, not enough to be useful to whoever reads over a shoulder or holds a stolen session.

const stars = (n: number) => '*'.repeat(Math.max(0, n));

/** `demo01@example.com` → `de****@example.com`; a one- or two-letter name keeps only its first. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return stars(email.length);
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}${stars(Math.max(local.length - keep, 3))}${email.slice(at)}`;
}

/** The last four digits of a number (two of a short one): `0812345678` → `******5678`. */
export function maskDigits(digits: string): string {
  const keep = digits.length > 6 ? 4 : Math.min(2, Math.max(0, digits.length - 1));
  return `${stars(digits.length - keep)}${digits.slice(digits.length - keep)}`;
}

/** A mobile with its dialing code: `+66 *****0001`. */
export const maskMobile = (national: string, dialingCode: string | null) =>
  dialingCode ? `+${dialingCode.replace(/^\+/, '')} ${maskDigits(national)}` : maskDigits(national);
