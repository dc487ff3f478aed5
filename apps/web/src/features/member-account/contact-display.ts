/**
 * How the contact data shows: the server sends e-mail and mobile already masked (a stolen session
 * sees no more than that); the mobile gains its dialing code when the masked number came without.
 */
export function mobileDisplay(masked: string | null | undefined, dialingCode?: string | null): string | null {
  const value = masked?.trim();
  if (!value) return null;
  if (value.startsWith('+')) return value;
  const code = (dialingCode ?? '').replace(/\D/g, '');
  return code ? `+${code} ${value}` : value;
}

export const emailDisplay = (masked: string | null | undefined): string | null => masked?.trim() || null;

/**
 * A payout method's number as the list shows it: stars grouped as the bank writes them, so the
 * last digits stand apart (`******5678` → `•••• 5678`).
 */
export function accountNumberDisplay(masked: string): string {
  const value = masked.replace(/\s+/g, '');
  const shown = /[0-9A-Za-z]+$/.exec(value)?.[0] ?? '';
  if (!shown || shown === value) return value;
  return `•••• ${shown}`;
}

/** A dialing code as the country list writes it (`+66`), or null when there is none. */
export function dialCodeOf(code: string | null | undefined): string | null {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits ? `+${digits}` : null;
}

/** The server's rules for a new address: a national mobile of 6 to 15 digits; an e-mail up to 120 characters. */
const MOBILE = /^[0-9]{6,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactTargetProblem = 'required' | 'mobile' | 'email';

export function contactTargetProblem(
  channel: 'mobile' | 'email',
  value: string,
): ContactTargetProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  if (channel === 'mobile') return MOBILE.test(trimmed) ? null : 'mobile';
  return trimmed.length <= 120 && EMAIL.test(trimmed) ? null : 'email';
}
