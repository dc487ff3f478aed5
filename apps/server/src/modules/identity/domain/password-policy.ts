/** With the PASSWORD_EXPIRY flag on, a password older than this must be changed at login. */
export const PASSWORD_MAX_AGE_DAYS = 90;
const DAY_MS = 86_400_000;

export function isPasswordExpired(changedAt: Date, now: Date, policyOn: boolean): boolean {
  return policyOn && now.getTime() - changedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}

/**
 * Spec §4: the default password or an expired one forces the change, except for sms and firebase
 * logins; a social login types no password either, so it does not force it.
 */
export function mustChangePasswordAtLogin(input: {
  defaultPassword: boolean;
  expired: boolean;
  loginType: 'username' | 'sms' | 'firebase' | 'social';
}): boolean {
  return input.loginType === 'username' && (input.defaultPassword || input.expired);
}
