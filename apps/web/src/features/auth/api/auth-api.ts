import type {
  TCaptcha,
  TFieldRule,
  TLoginRequest,
  TLoginValue,
  TMemberInfo,
  TMobileRegisterRequest,
  TRegisterRequest,
  VerificationMethod,
} from '@platform/contracts';
import { VERIFICATION_METHODS, type RegisterRuleField } from '@platform/contracts/client';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { api, ApiError, describeApiError } from '../../../lib/api-client.ts';
import { sendEncrypted } from '../../../lib/encrypt-payload.ts';
import { session } from '../../../lib/session.ts';
import { solveBotCheck } from './bot-check.ts';

/**
 * The identity endpoints of the platform API (spec §7 "Session and member", API.md), typed with the
 * contracts. Routes marked E go through `sendEncrypted`; calls that need a bot check solve a fresh
 * ALTCHA challenge each time.
 */

export type LoginType = NonNullable<TLoginRequest['type']>;
export type LoginPayload = Omit<TLoginRequest, 'botCheck'>;
export type RegisterRules = Record<RegisterRuleField, TFieldRule>;
/** `{ expiredMinutes }` of the SMS and e-mail code requests (ZSmsCodeValue). */
export interface CodeSent {
  expiredMinutes: number;
}
/** Value of a VERIFICATION_REQUIRED answer: a login from an IP the member has not used yet. */
export interface VerificationChallenge {
  verificationToken: string;
  methods: VerificationMethod[];
}

/** Inputs are trimmed at login (spec §4). */
export const trimLogin = (p: LoginPayload): LoginPayload => ({
  ...p,
  username: p.username.trim(),
  password: p.password.trim(),
  captcha: p.captcha?.trim() || undefined,
});

/** Stores the session of a successful login (token and member info in session storage). */
export function adoptLogin(value: TLoginValue): TLoginValue {
  session.signIn(value.token, value.memberInfo);
  return value;
}

export async function login(payload: LoginPayload): Promise<TLoginValue> {
  return adoptLogin(await sendEncrypted<TLoginValue>('POST', '/api/wps/session/login', trimLogin(payload)));
}

/** The VERIFICATION_REQUIRED details of a failed login, or null for any other failure. */
export function verificationChallenge(error: unknown): VerificationChallenge | null {
  if (!(error instanceof ApiError) || error.code !== 'VERIFICATION_REQUIRED') return null;
  const value = error.value as Partial<VerificationChallenge> | null;
  if (!value || typeof value.verificationToken !== 'string' || !Array.isArray(value.methods)) return null;
  const methods = value.methods.filter((m): m is VerificationMethod =>
    (VERIFICATION_METHODS as readonly string[]).includes(m),
  );
  return methods.length ? { verificationToken: value.verificationToken, methods } : null;
}

/** New-IP second step, SMS or e-mail: sends the code for the ticket. */
export const sendLoginVerificationCode = (verificationToken: string, method: 'SMS' | 'EMAIL') =>
  api.post<CodeSent>('/api/wps/session/login/verification/code', { verificationToken, method });

/** New-IP second step: the code (SMS, e-mail, authenticator) or the bank-account name completes the login. */
export async function completeLoginVerification(input: {
  verificationToken: string;
  method: VerificationMethod;
  code: string;
}): Promise<TLoginValue> {
  const value = await sendEncrypted<TLoginValue>('POST', '/api/wps/session/login/verification', {
    ...input,
    code: input.code.trim(),
  });
  return adoptLogin(value);
}

/** Spec §4 "Free play": a trial login (type 4); any stored change-password flag goes with the old session. */
export async function freePlayLogin(): Promise<TLoginValue> {
  const value = await api.post<TLoginValue>('/api/wps/session/login/freeplay', {
    os: navigator.platform || 'web',
    platform: 'W',
    gatewayVersion: 3,
  });
  return adoptLogin(value);
}

export const logout = () => api.delete<null>('/api/wps/session/logout');

export const fetchMemberInfo = () => api.get<TMemberInfo>('/api/wps/member/info');

export const fetchCaptcha = () => api.get<TCaptcha>('/api/wps/captcha');

/** GET /api/wps/system/setting/register: the rule of every registration field (spec §3, §5). */
export const registerRulesQuery = queryOptions({
  queryKey: ['identity', 'registerRules'],
  queryFn: () => api.get<RegisterRules>('/api/wps/system/setting/register'),
  staleTime: 5 * 60_000,
});

/** Spec §4 "Register" step 3: the affiliate (invitation) code is checked before anything else. */
export const checkAffiliate = (code: string, domain = window.location.hostname) =>
  api.get<{ valid: true; agentAccount: string }>('/api/wps/agent/affiliate', { code: code.trim(), domain });

/** Fields the client adds to every registration (spec §7 "Registration body"). */
export type RegisterInput = Omit<
  TRegisterRequest,
  'botCheck' | 'registerUrl' | 'domain' | 'registerMethod' | 'login'
>;
export type MobileRegisterInput = Omit<
  TMobileRegisterRequest,
  'botCheck' | 'registerUrl' | 'domain' | 'registerMethod' | 'login'
>;

/** Spec §7: register and mobile register (E, PUT), after a fresh bot check; the answer is a login. */
export async function register(
  input: RegisterInput | MobileRegisterInput,
  variant: 'username' | 'mobile',
): Promise<TLoginValue> {
  const body = {
    ...input,
    registerUrl: window.location.href,
    domain: window.location.hostname,
    registerMethod: 'WEB' as const,
    login: true,
    botCheck: await solveBotCheck(),
  };
  const value = await sendEncrypted<TLoginValue>(
    'PUT',
    variant === 'mobile' ? '/api/wps/member/register/mobile' : '/api/wps/member/register',
    body,
  );
  return adoptLogin(value);
}

/** Codes for SMS login and reset by phone (spec §3 "SMS code request"). */
export const requestLoginSms = async (mobileNum: string, countryDialingCode: string) =>
  api.post<CodeSent>('/api/wps/verification/sms/noLogin', {
    mobileNum,
    countryDialingCode,
    botCheck: await solveBotCheck(),
  });

/** Codes for mobile registration; this route names the number `mobileNo` (spec §7 "Common"). */
export const requestRegisterSms = async (mobileNo: string, countryDialingCode: string) =>
  api.post<CodeSent>('/api/wps/verification/sms/register', {
    mobileNo,
    countryDialingCode,
    botCheck: await solveBotCheck(),
  });

/** POST /api/wps/member/password (T, E). The member's other sessions end; this one stays. */
export const changePassword = (input: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}) => sendEncrypted<null>('POST', '/api/wps/member/password', input);

/** Forgot by e-mail: always answers success; a temporary password is mailed when both match. */
export const forgotByEmail = (input: { username: string; email: string }) =>
  api.post<null>('/api/wps/member/password/email', {
    username: input.username.trim(),
    email: input.email.trim(),
  });

/** Reset by phone (E): the SMS code proves the number; the answer is a login. */
export async function resetByPhone(input: {
  newPassword: string;
  confirmNewPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}): Promise<TLoginValue> {
  return adoptLogin(await sendEncrypted<TLoginValue>('POST', '/api/wps/member/password/verification', input));
}

export const useLoginMutation = () => useMutation({ mutationFn: login });
export const useFreePlayMutation = () => useMutation({ mutationFn: freePlayLogin });

/** The text to show for a failed call: the envelope's translated message, else a generic one. */
export const errorText = (error: unknown, t: TFunction): string => describeApiError(error, (key) => t(key));

export const errorCode = (error: unknown): string | null => (error instanceof ApiError ? error.code : null);

/** True when a failed login asks for the captcha (API.md: `value: { captcha: true }`). */
export function wantsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID') return true;
  const value = error.value as { captcha?: unknown } | null;
  return !!value && value.captcha === true;
}

/** The details of a FIELD_INVALID answer (`{ field, reason, patternId, min, max }`). */
export function fieldInvalid(
  error: unknown,
): { field: string; reason?: string; patternId?: number; min?: number; max?: number } | null {
  if (!(error instanceof ApiError) || error.code !== 'FIELD_INVALID') return null;
  const value = error.value as { field?: unknown } | null;
  return value && typeof value.field === 'string'
    ? (value as { field: string; reason?: string; patternId?: number; min?: number; max?: number })
    : null;
}

/**
 * Spec §4 "Login": a default or expired password opens the change-password popup, except after an
 * SMS or social login (the server already reports neither for those).
 */
export function mustChangePassword(
  value: Pick<TLoginValue, 'defaultPassword' | 'passwordExpired'>,
  type: LoginType | 'verification' | 'freeplay' | 'register' | 'reset' | 'social',
): boolean {
  if (type === 'sms' || type === 'freeplay' || type === 'reset' || type === 'social') return false;
  return value.defaultPassword || value.passwordExpired;
}

/**
 * Spec §4 "a token in the query string or session storage at start-up logs in": the stored token is
 * checked against the server and the member info refreshed; a token the server refuses (401) is
 * dropped, unless another login replaced it meanwhile. Other failures keep the session.
 */
export async function verifyStoredSession(): Promise<TMemberInfo | null> {
  if (!session.token()) return null;
  const signature = session.signature();
  try {
    const info = await fetchMemberInfo();
    if (session.signature() === signature) session.setUserInfo(info);
    return info;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) session.dropIfUnchanged(signature);
    return null;
  }
}
