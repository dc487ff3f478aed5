import { z } from 'zod';
import { ZBotCheck, ZLoginValue, ZRegisterRequest } from './identity.ts';
import { SOCIAL_PROVIDERS } from './social-constants.ts';

/**
 * Social login (spec §1 "Login … by social providers (Google, Facebook) when enabled", §4 "Social
 * binding"): OpenID Connect authorization code flow with PKCE. A provider identity is bound to one
 * member per merchant; once bound it cannot be changed or unbound.
 */
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS);
export type TSocialProvider = z.infer<typeof ZSocialProvider>;

/** `:provider` in a path: `google` or `GOOGLE`. */
export const ZSocialProviderParams = z.object({
  provider: z
    .string()
    .max(20)
    .transform((p) => p.toUpperCase())
    .pipe(ZSocialProvider),
});
export type TSocialProviderParams = z.input<typeof ZSocialProviderParams>;

/**
 * A random value the browser keeps (session storage) from the authorize call to the callback, so a
 * callback URL planted in another browser (login CSRF) is refused.
 */
export const ZSocialBrowserKey = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
export type TSocialBrowserKey = z.input<typeof ZSocialBrowserKey>;

/** GET /api/wps/session/social/providers: the providers the login popup offers. */
export const ZSocialProvidersValue = z.object({ providers: z.array(ZSocialProvider) });
export type TSocialProvidersValue = z.infer<typeof ZSocialProvidersValue>;

/** GET /api/wps/session/social/:provider/authorize?redirectUri&browserKey. */
export const ZSocialAuthorizeQuery = z.object({
  redirectUri: z.string().trim().min(8).max(2048),
  browserKey: ZSocialBrowserKey,
});
export type TSocialAuthorizeQuery = z.infer<typeof ZSocialAuthorizeQuery>;
export const ZSocialAuthorizeValue = z.object({ url: z.string() });
export type TSocialAuthorizeValue = z.infer<typeof ZSocialAuthorizeValue>;

/** POST /api/wps/session/social/:provider/callback (E): the URL the provider sent the browser back to. */
export const ZSocialCallbackRequest = z.object({
  callbackUrl: z.string().max(8192),
  browserKey: ZSocialBrowserKey,
});
export type TSocialCallbackRequest = z.input<typeof ZSocialCallbackRequest>;

/** The provider identity is not bound yet: the member links an existing account or registers one. */
export const ZSocialBindingRequired = z.object({
  bindingRequired: z.literal(true),
  bindingTicket: z.string(),
  provider: ZSocialProvider,
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type TSocialBindingRequired = z.infer<typeof ZSocialBindingRequired>;

/** A bound identity logs in (the login value of POST /api/wps/session/login); else binding is required. */
export const ZSocialCallbackValue = z.union([ZLoginValue, ZSocialBindingRequired]);
export type TSocialCallbackValue = z.infer<typeof ZSocialCallbackValue>;

const ZBindingTicket = z.string().min(20).max(200);

/** POST /api/wps/session/social/bind (E), mode LINK: the existing account's username and password. */
export const ZSocialLinkRequest = z.object({
  bindingTicket: ZBindingTicket,
  mode: z.literal('LINK'),
  username: z.string().trim().max(64).min(1),
  password: z.string().trim().max(128).min(1),
  captcha: z.string().trim().max(16).optional(),
  captchaKey: z.string().trim().max(64).optional(),
  botCheck: ZBotCheck.optional(),
});
export type TSocialLinkRequest = z.input<typeof ZSocialLinkRequest>;

/** Mode REGISTER: the body of a username registration (same field rules), plus the ticket. */
export const ZSocialRegisterRequest = ZRegisterRequest.extend({
  bindingTicket: ZBindingTicket,
  mode: z.literal('REGISTER'),
});
export type TSocialRegisterRequest = z.input<typeof ZSocialRegisterRequest>;

export const ZSocialBindRequest = z.discriminatedUnion('mode', [ZSocialLinkRequest, ZSocialRegisterRequest]);
export type TSocialBindRequest = z.input<typeof ZSocialBindRequest>;

/** Back office: one provider of a merchant. The client secret is never returned, only whether it is set. */
export const ZSocialProviderSetting = z.object({
  provider: ZSocialProvider,
  configured: z.boolean(),
  issuerUrl: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  enabled: z.boolean(),
  /** The white-label flag (GOOGLE_LOGIN, FACEBOOK_LOGIN): the button shows only when both are on. */
  flagEnabled: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TSocialProviderSetting = z.infer<typeof ZSocialProviderSetting>;

/** PUT /api/bo/merchants/:code/social-providers: one provider; no `clientSecret` keeps the stored one. */
export const ZSocialProviderUpdate = z.object({
  provider: ZSocialProvider,
  issuerUrl: z.string().trim().url().max(500),
  clientId: z.string().trim().min(1).max(300),
  clientSecret: z.string().trim().min(1).max(500).optional(),
  enabled: z.boolean(),
});
export type TSocialProviderUpdate = z.infer<typeof ZSocialProviderUpdate>;
