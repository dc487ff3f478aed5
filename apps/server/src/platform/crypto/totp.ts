import { Secret, TOTP } from 'otpauth';
import type { KeyValueStore } from '../cache/key-value-store.ts';

/** Google Authenticator's TOTP (RFC 6238): SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
/** One step either side absorbs phone clock drift (RFC 6238 §5.2). */
const WINDOW = 1;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label: string, issuer: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// URI an authenticator app reads (as a QR code or typed). */
export const totpUri = (secret: string, label: string, issuer: string): string =>
  totpOf(secret, label, issuer).toString();

/**
 * Whether `code` is the secret's code now (± one step), accepted once: the step is burnt in the
 * shared store under `replayKey`, so a replay fails even on another node.
 */
export async function acceptTotpCode(options: {
  secret: string;
  code: string;
  nowMs: number;
  store: KeyValueStore;
  replayKey: string;
}): Promise<boolean> {
  const code = options.code.trim();
  if (!/^\d{6}$/.test(code)) return false;
  const delta = totpOf(options.secret, 'x', 'x').validate({
    token: code,
    timestamp: options.nowMs,
    window: WINDOW,
  });
  if (delta === null) return false;
  const step = Math.floor(options.nowMs / 1000 / PERIOD_S) + delta;
  return options.store.setIfAbsent(
    `totp-used:${options.replayKey}:${step}`,
    '1',
    (2 * WINDOW + 2) * PERIOD_S * 1000,
  );
}
