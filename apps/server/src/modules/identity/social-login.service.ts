import {
  buildWhitelabelTree,
  checkFieldValue,
  isModuleEnabled,
  SOCIAL_DEFAULT_ISSUERS,
  SOCIAL_PROVIDER_FLAG,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type TLoginValue,
  type TSocialBindingRequired,
  type TSocialProviderSetting,
  type TSocialProviderUpdate,
  type ZSocialBindRequest,
} from '@platform/contracts';
import * as oidc from 'openid-client';
import type { z } from 'zod';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hashToken, newToken } from '../../platform/ids.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { MerchantSnapshot, SystemService } from '../system/index.ts';
import { callbackUrlFor, checkRedirectUri, isAcceptableIssuer } from './domain/social-redirect.ts';
import type { ClientContext, PendingSocialLink } from './client-context.ts';
import type { LoginService } from './login.service.ts';
import type { RegisterRulesService } from './register-rules.service.ts';
import type { RegistrationService } from './registration.service.ts';
import type { SocialLoginRepository, SocialProviderRecord } from './social-login.repository.ts';
import { ipLimitKey } from '../../platform/http/client-ip.ts';

/** State, nonce and PKCE verifier of an authorization in flight, and the binding ticket, live this long. */
const FLOW_TTL_MS = 10 * 60_000;
/** Discovery documents and keys change rarely; an edit of the provider row is seen at once (updatedAt). */
const DISCOVERY_TTL_MS = 60 * 60_000;
const PROVIDER_TIMEOUT_SECONDS = 10;
/** Each authorization keeps a state in the store: a person needs a few, a flood of them is refused. */
const AUTHORIZE_PER_IP_PER_WINDOW = 60;
/** Facebook's permissions are not OpenID's `profile`; `public_profile` (the name) comes by default. */
const SCOPES: Record<SocialProvider, string> = {
  GOOGLE: 'openid email profile',
  FACEBOOK: 'openid email',
};
/**
 * Facebook's discovery document names no token endpoint, though its code flow with PKCE exchanges
 * codes for an ID token at the Graph API's (unversioned: the oldest live version answers).
 */
const FACEBOOK_TOKEN_ENDPOINT = 'https://graph.facebook.com/oauth/access_token';

interface AuthorizationIntent {
  merchantCode: string;
  provider: SocialProvider;
  redirectUri: string;
  nonce: string;
  codeVerifier: string;
  browserKeyHash: string;
}

interface BindingTicket {
  merchantCode: string;
  provider: SocialProvider;
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

type BindInput = z.output<typeof ZSocialBindRequest>;

/** The discovered metadata as plain JSON (serverMetadata() adds helper methods). */
const serverMetadataOf = (config: oidc.Configuration): oidc.ServerMetadata =>
  JSON.parse(JSON.stringify(config.serverMetadata())) as oidc.ServerMetadata;

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

/**
 * Social login through OpenID Connect (authorization code + PKCE, state, nonce) with openid-client.
 * Google and Facebook share this one path, keyed by provider code; each merchant has its own client
 * at each provider. A bound identity logs its member in like a password login; an unbound one gets
 * a single-use binding ticket to link an existing account (password, login guard) or register one.
 */
export function createSocialLoginService(deps: {
  db: Database;
  repository: SocialLoginRepository;
  login: Pick<LoginService, 'login' | 'loginBoundMember'>;
  registration: Pick<RegistrationService, 'register'>;
  rules: Pick<RegisterRulesService, 'registerRules'>;
  store: KeyValueStore;
  clock: Clock;
  system: SystemService;
  operators: OperatorsService;
  allowHttpLoopbackIssuers: boolean;
}) {
  const {
    db,
    repository,
    login,
    registration,
    rules,
    store,
    clock,
    system,
    operators,
    allowHttpLoopbackIssuers,
  } = deps;
  const configs = new Map<string, { config: oidc.Configuration; updatedAtMs: number; loadedAtMs: number }>();

  const flagOn = (merchant: MerchantSnapshot, provider: SocialProvider) =>
    isModuleEnabled(buildWhitelabelTree(merchant.whitelabelFlags), SOCIAL_PROVIDER_FLAG[provider]);

  const usable = (row: SocialProviderRecord | undefined): row is SocialProviderRecord =>
    !!row && row.enabled && !!row.clientId && isAcceptableIssuer(row.issuerUrl, allowHttpLoopbackIssuers);

  /** The provider when its white-label flag is on and the merchant configured and enabled it. */
  async function providerOrThrow(merchant: MerchantSnapshot, provider: SocialProvider) {
    if (!flagOn(merchant, provider)) throw new AppError('FEATURE_DISABLED');
    const row = await repository.findProvider(merchant.code, provider);
    if (!usable(row)) throw new AppError('FEATURE_DISABLED');
    return row;
  }

  async function clientConfig(row: SocialProviderRecord): Promise<oidc.Configuration> {
    const key = `${row.merchantCode}:${row.provider}`;
    const hit = configs.get(key);
    if (
      hit &&
      hit.updatedAtMs === row.updatedAt.getTime() &&
      clock.nowMs() - hit.loadedAtMs < DISCOVERY_TTL_MS
    )
      return hit.config;
    const auth = oidc.ClientSecretPost(row.clientSecret);
    let config: oidc.Configuration;
    try {
      config = await oidc.discovery(new URL(row.issuerUrl), row.clientId, row.clientSecret, auth, {
        // Reached only for a loopback issuer with SOCIAL_LOGIN_ALLOW_HTTP_LOOPBACK on (isAcceptableIssuer).
        execute: new URL(row.issuerUrl).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      });
    } catch {
      throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE', { provider: SOCIAL_PROVIDER_NAMES[row.provider] });
    }
    if (row.provider === 'FACEBOOK' && !config.serverMetadata().token_endpoint) {
      config = new oidc.Configuration(
        { ...serverMetadataOf(config), token_endpoint: FACEBOOK_TOKEN_ENDPOINT },
        row.clientId,
        row.clientSecret,
        auth,
      );
      config.timeout = PROVIDER_TIMEOUT_SECONDS;
    }
    if (configs.size > 1_000) configs.clear();
    configs.set(key, { config, updatedAtMs: row.updatedAt.getTime(), loadedAtMs: clock.nowMs() });
    return config;
  }

  /** The provider refused (bad code, state, nonce, signature…) or could not be reached. */
  function providerError(error: unknown, provider: SocialProvider): AppError {
    if (error instanceof AppError) return error;
    const refused =
      error instanceof oidc.AuthorizationResponseError ||
      error instanceof oidc.ResponseBodyError ||
      error instanceof oidc.WWWAuthenticateChallengeError ||
      error instanceof oidc.ClientError;
    return new AppError(refused ? 'SOCIAL_LOGIN_FAILED' : 'SOCIAL_PROVIDER_UNAVAILABLE', {
      provider: SOCIAL_PROVIDER_NAMES[provider],
    });
  }

  /** A verified provider e-mail fills the registration's e-mail when the merchant's rule takes it. */
  async function registrationEmail(merchantCode: string, ticket: BindingTicket): Promise<string | undefined> {
    if (!ticket.email || !ticket.emailVerified) return undefined;
    const registerRules = await rules.registerRules(merchantCode);
    if (!registerRules.email.enabled || checkFieldValue(registerRules.email, ticket.email)) return undefined;
    return ticket.email;
  }

  function settingOf(
    merchant: MerchantSnapshot,
    provider: SocialProvider,
    row: SocialProviderRecord | undefined,
  ): TSocialProviderSetting {
    return {
      provider,
      configured: !!row,
      issuerUrl: row?.issuerUrl ?? SOCIAL_DEFAULT_ISSUERS[provider],
      clientId: row?.clientId ?? '',
      clientSecretSet: !!row?.clientSecret,
      enabled: row?.enabled ?? false,
      flagEnabled: flagOn(merchant, provider),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** Back office: both providers of a merchant, configured or not; secrets are never returned. */
  async function providerSettings(merchantCode: string): Promise<TSocialProviderSetting[]> {
    const merchant = await system.merchantOrThrow(merchantCode);
    const rows = await repository.listProviders(merchant.code);
    return SOCIAL_PROVIDERS.map((p) =>
      settingOf(
        merchant,
        p,
        rows.find((r) => r.provider === p),
      ),
    );
  }

  return {
    /** The providers the login popup offers: flag on, configured and enabled. */
    async availableProviders(merchant: MerchantSnapshot): Promise<SocialProvider[]> {
      const flagged = SOCIAL_PROVIDERS.filter((p) => flagOn(merchant, p));
      if (!flagged.length) return [];
      const rows = await repository.listProviders(merchant.code);
      return flagged.filter((p) => usable(rows.find((r) => r.provider === p)));
    },

    /** Step 1: the provider's authorization URL; state, nonce and PKCE verifier kept for one callback. */
    async authorize(
      merchant: MerchantSnapshot,
      provider: SocialProvider,
      input: { redirectUri: string; browserKey: string },
      requestHost: string,
      client: ClientContext,
    ): Promise<{ url: string }> {
      const row = await providerOrThrow(merchant, provider);
      if (
        (await store.increment(`social-authorize-ip:${ipLimitKey(client.ip)}`, FLOW_TTL_MS)) >
        AUTHORIZE_PER_IP_PER_WINDOW
      ) {
        const seconds = Math.ceil(FLOW_TTL_MS / 1000);
        throw new AppError('RATE_LIMITED', { seconds }, null, { 'Retry-After': String(seconds) });
      }
      const redirect = checkRedirectUri(input.redirectUri, [
        ...merchant.domains.map((d) => d.domain),
        requestHost,
      ]);
      if (!redirect) throw new AppError('VALIDATION_FAILED', { fields: 'redirectUri' });
      const config = await clientConfig(row);
      const state = oidc.randomState();
      const intent: AuthorizationIntent = {
        merchantCode: merchant.code,
        provider,
        redirectUri: redirect.href,
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        browserKeyHash: hashToken(input.browserKey),
      };
      await store.set(`social-state:${state}`, JSON.stringify(intent), FLOW_TTL_MS);
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: intent.redirectUri,
        scope: SCOPES[provider],
        state,
        nonce: intent.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(intent.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href };
    },

    /**
     * Step 2: the URL the provider sent the browser back to. The state is single use and must come
     * back to the browser that asked for it; openid-client exchanges the code (PKCE) and checks the
     * ID token's signature, issuer, audience, expiry and nonce.
     */
    async callback(
      merchant: MerchantSnapshot,
      provider: SocialProvider,
      input: { callbackUrl: string; browserKey: string },
      client: ClientContext,
    ): Promise<TLoginValue | TSocialBindingRequired> {
      const row = await providerOrThrow(merchant, provider);
      const failed = () => new AppError('SOCIAL_LOGIN_FAILED', { provider: SOCIAL_PROVIDER_NAMES[provider] });
      let state: string | null;
      try {
        state = new URL(input.callbackUrl).searchParams.get('state');
      } catch {
        throw failed();
      }
      if (!state || state.length > 256) throw failed();
      const raw = await store.get(`social-state:${state}`);
      // The first callback claims the state; a replayed or concurrent one finds it taken.
      if (!raw || !(await store.setIfAbsent(`social-state-used:${state}`, '1', FLOW_TTL_MS))) throw failed();
      await store.delete(`social-state:${state}`);
      const intent = JSON.parse(raw) as AuthorizationIntent;
      if (
        intent.merchantCode !== merchant.code ||
        intent.provider !== provider ||
        intent.browserKeyHash !== hashToken(input.browserKey)
      )
        throw failed();
      const current = callbackUrlFor(intent.redirectUri, input.callbackUrl);
      if (!current) throw failed();

      const config = await clientConfig(row);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: intent.codeVerifier,
          expectedNonce: intent.nonce,
          expectedState: state,
          idTokenExpected: true,
        });
      } catch (error) {
        throw providerError(error, provider);
      }
      const claims = tokens.claims();
      if (!claims?.sub) throw failed();
      let email = text(claims.email, 254);
      let emailVerified = claims.email_verified === true;
      let name = text(claims.name, 100);
      // Providers that keep profile claims out of the ID token hand them out at the userinfo endpoint.
      if ((!email || !name) && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
        try {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          if (!email) {
            email = text(info.email, 254);
            emailVerified = info.email_verified === true;
          }
          name ??= text(info.name, 100);
        } catch {
          // The profile only fills the binding form; the ID token already proved who this is.
        }
      }

      const link = await repository.findLink(merchant.code, provider, claims.iss, claims.sub);
      if (link) return login.loginBoundMember(merchant, link.memberId, client);
      const bindingTicket = newToken();
      const ticket: BindingTicket = {
        merchantCode: merchant.code,
        provider,
        issuer: claims.iss,
        subject: claims.sub,
        email,
        emailVerified,
      };
      await store.set(`social-ticket:${bindingTicket}`, JSON.stringify(ticket), FLOW_TTL_MS);
      return { bindingRequired: true, bindingTicket, provider, email, name };
    },

    /**
     * Step 3 (spec §4 "Social binding"): link an existing account (its password, under the login
     * guard) or register a new one (the registration rules); either way bound for good and logged in.
     */
    async bind(merchant: MerchantSnapshot, input: BindInput, client: ClientContext): Promise<TLoginValue> {
      const raw = await store.get(`social-ticket:${input.bindingTicket}`);
      const ticket = raw ? (JSON.parse(raw) as BindingTicket) : undefined;
      if (!ticket || ticket.merchantCode !== merchant.code) throw new AppError('SOCIAL_TICKET_INVALID');
      // Switching the provider off stops the bindings in flight too.
      await providerOrThrow(merchant, ticket.provider);
      const socialLink: PendingSocialLink = {
        provider: ticket.provider,
        issuer: ticket.issuer,
        subject: ticket.subject,
        email: ticket.email,
      };
      let value: TLoginValue;
      if (input.mode === 'LINK') {
        value = await login.login(
          merchant,
          {
            type: 'username',
            username: input.username,
            password: input.password,
            captcha: input.captcha,
            captchaKey: input.captchaKey,
            botCheck: input.botCheck,
          },
          client,
          { socialLink },
        );
      } else {
        const { bindingTicket: _ticket, mode: _mode, ...fields } = input;
        value = await registration.register(
          merchant,
          { ...fields, email: fields.email || (await registrationEmail(merchant.code, ticket)) },
          'username',
          client,
          { registerMethod: `SOCIAL_${ticket.provider}`, socialLink },
        );
      }
      // Used once: a replay finds no ticket.
      await store.delete(`social-ticket:${input.bindingTicket}`);
      return value;
    },

    providerSettings,

    async saveProviderSetting(
      actor: AuditActor,
      merchantCode: string,
      update: TSocialProviderUpdate,
    ): Promise<TSocialProviderSetting[]> {
      const merchant = await system.merchantOrThrow(merchantCode);
      if (!isAcceptableIssuer(update.issuerUrl, allowHttpLoopbackIssuers))
        throw new AppError('VALIDATION_FAILED', { fields: 'issuerUrl' });
      const before = await repository.findProvider(merchant.code, update.provider);
      if (!before?.clientSecret && !update.clientSecret)
        throw new AppError('VALIDATION_FAILED', { fields: 'clientSecret' });
      const redacted = (r: { issuerUrl: string; clientId: string; enabled: boolean }) => ({
        issuerUrl: r.issuerUrl,
        clientId: r.clientId,
        enabled: r.enabled,
      });
      await db.transaction(async (tx) => {
        await repository.saveProvider(tx, {
          merchantCode: merchant.code,
          provider: update.provider,
          issuerUrl: update.issuerUrl,
          clientId: update.clientId,
          clientSecret: update.clientSecret ?? null,
          enabled: update.enabled,
        });
        await operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'system.social-provider.update',
          target: `merchant:${merchant.code}:${update.provider}`,
          before: before ? redacted(before) : null,
          // The secret itself never reaches the audit trail, only that it changed.
          after: { ...redacted(update), clientSecretChanged: !!update.clientSecret },
        });
      });
      return providerSettings(merchant.code);
    },
  };
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
