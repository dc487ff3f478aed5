import type {
  SocialProvider,
  TLoginValue,
  TSocialBindingRequired,
  TSocialCallbackValue,
  TSocialProvidersValue,
} from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { randomNonce, sendEncrypted } from '../../../lib/encrypt-payload.ts';
import { readSession, SESSION_KEYS, writeSession } from '../../../lib/storage-keys.ts';
import { adoptLogin } from './auth-api.ts';
import { solveBotCheck } from './bot-check.ts';

/**
 * Social login (spec §1, §4 "Social binding"): the button asks the server for the provider's
 * authorization URL and leaves for it; the provider sends the browser back to /socialCallback, which
 * hands the whole URL to the server. A random browser key, kept in this tab's session storage from
 * the button to the callback, proves the callback comes back to the browser that started it.
 */

/** The page the providers send the browser back to (registered as the redirect URI at each provider). */
export const SOCIAL_CALLBACK_PATH = '/socialCallback';

export interface SocialFlow {
  provider: SocialProvider;
  browserKey: string;
}

export const socialRedirectUri = (origin: string) => `${origin}${SOCIAL_CALLBACK_PATH}`;

/** The login popup's buttons: providers whose flag is on and that the merchant configured. */
export const socialProvidersQuery = queryOptions({
  queryKey: ['identity', 'socialProviders'],
  queryFn: () => api.get<TSocialProvidersValue>('/api/wps/session/social/providers'),
  staleTime: 60_000,
});

export function readSocialFlow(raw: string | null): SocialFlow | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SocialFlow>;
    return (parsed.provider === 'GOOGLE' || parsed.provider === 'FACEBOOK') &&
      typeof parsed.browserKey === 'string'
      ? { provider: parsed.provider, browserKey: parsed.browserKey }
      : null;
  } catch {
    return null;
  }
}

/** Step 1: the provider's sign-in page, to leave for (`window.location.assign`). */
export async function startSocialLogin(provider: SocialProvider): Promise<string> {
  const flow: SocialFlow = { provider, browserKey: randomNonce(24) };
  writeSession(SESSION_KEYS.socialLogin, JSON.stringify(flow));
  const { url } = await api.get<{ url: string }>(
    `/api/wps/session/social/${provider.toLowerCase()}/authorize`,
    { redirectUri: socialRedirectUri(window.location.origin), browserKey: flow.browserKey },
  );
  // Only ever leave for a web page (never a javascript: or data: URL).
  if (!/^https?:\/\//i.test(url)) throw new Error('unexpected authorization URL');
  return url;
}

export const isBindingRequired = (value: TSocialCallbackValue): value is TSocialBindingRequired =>
  'bindingRequired' in value && value.bindingRequired === true;

/**
 * Step 2, on /socialCallback: the provider's answer goes to the server once (the flow is forgotten
 * first, so a reload cannot replay it). A bound identity comes back logged in.
 */
export async function completeSocialLogin(callbackUrl: string): Promise<TSocialCallbackValue> {
  const flow = readSocialFlow(readSession(SESSION_KEYS.socialLogin));
  writeSession(SESSION_KEYS.socialLogin, null);
  if (!flow) throw new MissingSocialFlowError();
  const value = await sendEncrypted<TSocialCallbackValue>(
    'POST',
    `/api/wps/session/social/${flow.provider.toLowerCase()}/callback`,
    { callbackUrl, browserKey: flow.browserKey },
  );
  if (!isBindingRequired(value)) adoptLogin(value);
  return value;
}

/** The callback page was opened without a social login started in this tab. */
export class MissingSocialFlowError extends Error {
  constructor() {
    super('no social login in progress');
  }
}

/** Step 3 (spec §4 "Social binding"): link an existing account with its password. Permanent. */
export async function linkSocialAccount(input: {
  bindingTicket: string;
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
}): Promise<TLoginValue> {
  const value = await sendEncrypted<TLoginValue>('POST', '/api/wps/session/social/bind', {
    ...input,
    mode: 'LINK',
    username: input.username.trim(),
    password: input.password.trim(),
    captcha: input.captcha?.trim() || undefined,
  });
  return adoptLogin(value);
}

/** …or register a new account (the registration rules apply, with a fresh bot check). Permanent. */
export async function registerSocialAccount(input: {
  bindingTicket: string;
  username: string;
  password: string;
  confirmPassword: string;
  captcha?: string;
  captchaKey?: string;
}): Promise<TLoginValue> {
  const value = await sendEncrypted<TLoginValue>('POST', '/api/wps/session/social/bind', {
    ...input,
    mode: 'REGISTER',
    username: input.username.trim(),
    captcha: input.captcha?.trim() || undefined,
    registerUrl: window.location.href.split('?')[0],
    domain: window.location.hostname,
    botCheck: await solveBotCheck(),
  });
  return adoptLogin(value);
}
