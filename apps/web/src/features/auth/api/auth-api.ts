import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { api, ApiError, describeApiError } from '../../../lib/api-client.ts';
import { sendEncrypted } from '../../../lib/encrypt-payload.ts';
import { session, type UserInfo } from '../../../lib/session.ts';

export type LoginType = 'username' | 'sms';

export interface LoginPayload {
  username: string;
  password: string;
  type: LoginType;
  countryDialingCode?: string;
  captcha?: string;
  captchaKey?: string;
}

/** Spec §3 "Login response value": token, firstTimeLogin, passwordExpired, member info, captcha flag. */
export interface LoginValue {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  memberInfo?: UserInfo;
  member?: UserInfo;
  userInfo?: UserInfo;
  captcha?: boolean;
}

export interface RegisterPayload {
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
}

export interface CaptchaValue {
  captchaKey: string;
  image: string;
}

/** Inputs are trimmed at login (spec §4). */
export const trimLogin = (p: LoginPayload): LoginPayload => ({
  ...p,
  username: p.username.trim(),
  password: p.password.trim(),
});

function memberOf(value: LoginValue): UserInfo | null {
  return value.memberInfo ?? value.member ?? value.userInfo ?? null;
}

/** Stores the session of a successful login and loads the member info if the answer lacked it. */
async function adoptLogin(value: LoginValue): Promise<LoginValue & { user: UserInfo | null }> {
  let user = memberOf(value);
  session.signIn(value.token, user);
  if (!user) {
    try {
      user = await api.get<UserInfo>('/api/wps/member/info');
      session.setUserInfo(user);
    } catch {
      /* member info arrives with the identity module; the token alone is enough for the guards */
    }
  }
  return { ...value, user };
}

export async function login(payload: LoginPayload) {
  const value = await sendEncrypted<LoginValue>('POST', '/api/wps/session/login', { ...trimLogin(payload) });
  return adoptLogin(value);
}

export async function freePlayLogin() {
  const value = await api.post<LoginValue>('/api/wps/session/login/freeplay', {
    os: navigator.platform || 'web',
    platform: 'W',
    gatewayVersion: 3,
  });
  return adoptLogin(value);
}

/** Spec §7: register (E, PUT) and mobile register (E, PUT); the body carries registerUrl, domain, registerMethod WEB. */
export async function register(payload: RegisterPayload, mobile: boolean) {
  const url = new URL(window.location.href);
  const body = {
    ...payload,
    username: payload.username.trim(),
    registerUrl: window.location.href,
    domain: window.location.hostname,
    affiliateCode: url.searchParams.get('affiliateCode') ?? url.searchParams.get('a') ?? undefined,
    referralCode: url.searchParams.get('referralCode') ?? url.searchParams.get('r') ?? undefined,
    registerMethod: 'WEB',
    login: true,
  };
  const value = await sendEncrypted<Partial<LoginValue> | null>(
    'PUT',
    mobile ? '/api/wps/member/register/mobile' : '/api/wps/member/register',
    body,
  );
  if (value?.token) return adoptLogin(value as LoginValue);
  return { user: null, token: null };
}

export const fetchCaptcha = () => api.get<CaptchaValue>('/api/wps/captcha');

export const requestLoginSms = (mobileNum: string, countryDialingCode: string) =>
  api.post<{ expiredMinutes?: number }>('/api/wps/verification/sms/noLogin', {
    mobileNum,
    countryDialingCode,
  });

export const requestRegisterSms = (mobileNo: string, countryDialingCode: string) =>
  api.post<{ expiredMinutes?: number }>('/api/wps/verification/sms/register', {
    mobileNo,
    countryDialingCode,
  });

export const useLoginMutation = () => useMutation({ mutationFn: login });
export const useFreePlayMutation = () => useMutation({ mutationFn: freePlayLogin });
export const useRegisterMutation = () =>
  useMutation({
    mutationFn: ({ payload, mobile }: { payload: RegisterPayload; mobile: boolean }) =>
      register(payload, mobile),
  });

/** The text to show for a failed call: the envelope's translated message, else a generic one. */
export const errorText = (error: unknown, t: TFunction): string => describeApiError(error, (key) => t(key));

/** True when a failed login asks for the captcha (API.md: `value: { captcha: true }`). */
export function wantsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'CAPTCHA_REQUIRED') return true;
  const value = error.value as { captcha?: unknown } | null;
  return !!value && value.captcha === true;
}
