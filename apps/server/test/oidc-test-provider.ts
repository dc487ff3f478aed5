import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID provider (the `oidc-provider` package) on a random loopback port, for social login
 * tests: it issues real RS256-signed ID tokens, checks PKCE, and answers discovery, token and
 * userinfo. Its login and consent screens are replaced by one handler that signs in whoever the test
 * named with `signInAs`, so a browser round trip is plain HTTP with a cookie jar (`authorizeAs`).
 */
export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Follows the authorization URL as a browser would, signed in as `subject`; returns the final redirect. */
  authorizeAs(authorizationUrl: string, subject: string): Promise<string>;
  close(): Promise<void>;
}

export const claimsOf = (subject: string) => ({
  sub: subject,
  email: `${subject}@mail.example`,
  email_verified: true,
  name: `Player ${subject}`,
});

export async function startTestOpenIdProvider(redirectUris: string[]): Promise<TestOpenIdProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'royal-web';
  const clientSecret = 'royal-web-secret-for-tests-only';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let pendingSubject: string | undefined;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => claimsOf(id) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    // Explicit lifetimes (seconds), which also keeps the provider's default-TTL notices out of the log.
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  } as Configuration;
  const provider = new Provider(issuer, configuration);

  // Login and consent in one step: the subject the test named, every scope asked for.
  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const accountId = pendingSubject;
    if (!accountId) throw new Error('no subject to sign in: call authorizeAs');
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    } else {
      void handle(req, res);
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    async authorizeAs(authorizationUrl, subject) {
      pendingSubject = subject;
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        // Anything outside the provider is the redirect back to the site: the browser stops there.
        if (!url.startsWith(issuer)) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const at = pair.indexOf('=');
          const name = pair.slice(0, at).trim();
          const value = pair.slice(at + 1).trim();
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`provider stopped at ${url}: ${response.status} ${await response.text()}`);
        url = new URL(location, url).href;
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
