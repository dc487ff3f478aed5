/**
 * How bound contact details show in the security centre: enough to recognise them, not enough to
 * read them over a shoulder.
 */
const stars = (n: number) => '*'.repeat(Math.max(3, n));

/** "+66 81*****10": dialing code, first two and last two digits. */
export function maskMobile(mobile: string | null | undefined, dialingCode?: string | null): string | null {
  const digits = (mobile ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const body =
    digits.length <= 4
      ? `${digits.slice(0, 1)}${stars(digits.length - 1)}`
      : `${digits.slice(0, 2)}${stars(digits.length - 4)}${digits.slice(-2)}`;
  const code = (dialingCode ?? '').replace(/\D/g, '');
  return code ? `+${code} ${body}` : body;
}

/** "d***9@example.com": first and last character of the local part, the domain in full. */
export function maskEmail(email: string | null | undefined): string | null {
  const value = (email ?? '').trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return value ? stars(value.length) : null;
  const local = value.slice(0, at);
  const chars = Array.from(local);
  const shown = chars.length <= 2 ? `${chars[0]}***` : `${chars[0]}***${chars[chars.length - 1]}`;
  return `${shown}${value.slice(at)}`;
}

/** "D*** P***** 1*": the first letter of each word. */
export function maskName(name: string | null | undefined): string | null {
  const value = (name ?? '').trim();
  if (!value) return null;
  return value
    .split(/\s+/)
    .map((word) => {
      const chars = Array.from(word);
      return `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
    })
    .join(' ');
}

/** "JBSW Y3DP EHPK …": a TOTP secret in groups of four, easier to type into an app by hand. */
export const groupSecret = (secret: string): string =>
  secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
