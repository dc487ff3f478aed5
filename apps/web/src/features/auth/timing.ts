/**
 * Timing rules of spec §4/§5/§9, as pure functions: the SMS resend countdown (expiredMinutes × 60 s,
 * default one minute) and the one-per-second throttle of captcha refreshes and SMS requests (the
 * countdown and the throttle themselves are src/hooks' useCountdown and useThrottle).
 */
export const THROTTLE_MS = 1000;
export const DEFAULT_SMS_MINUTES = 1;

export const smsCountdownSeconds = (expiredMinutes: number | undefined | null): number =>
  (expiredMinutes && expiredMinutes > 0 ? expiredMinutes : DEFAULT_SMS_MINUTES) * 60;

/**
 * Seconds left of a resend countdown the server still enforces (SMS_RESEND_TOO_SOON carries them),
 * so a reopened form resumes the countdown instead of letting the member click into a refusal.
 */
export function resendWaitSeconds(
  failure: { code?: unknown; value?: unknown } | null | undefined,
): number | null {
  if (!failure || failure.code !== 'SMS_RESEND_TOO_SOON') return null;
  const seconds = (failure.value as { seconds?: unknown } | null)?.seconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}
