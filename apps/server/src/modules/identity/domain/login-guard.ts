/**
 * Credential-stuffing defence that cannot be turned into a lock-out of the victim: failures on an
 * account only ever ask for a captcha (anyone who can read it still gets in); hard refusals (429)
 * are keyed to the attacker's IP, alone and per account.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  captchaAfterAccountFailures: 3,
  captchaAfterIpFailures: 3,
  maxFailuresPerIpAndAccount: 10,
  maxFailuresPerIp: 50,
} as const;

export interface LoginFailureCounts {
  account: number;
  ip: number;
  ipAndAccount: number;
}

export type LoginGate = 'open' | 'captcha' | 'throttled';

export function loginGate(counts: LoginFailureCounts): LoginGate {
  if (
    counts.ipAndAccount >= LOGIN_LIMITS.maxFailuresPerIpAndAccount ||
    counts.ip >= LOGIN_LIMITS.maxFailuresPerIp
  )
    return 'throttled';
  if (
    counts.account >= LOGIN_LIMITS.captchaAfterAccountFailures ||
    counts.ip >= LOGIN_LIMITS.captchaAfterIpFailures
  )
    return 'captcha';
  return 'open';
}
