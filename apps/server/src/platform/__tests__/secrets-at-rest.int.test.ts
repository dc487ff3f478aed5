import { randomBytes } from 'node:crypto';
import type { TLoginValue, TSocialBindingRequired, TSocialProviderSetting } from '@platform/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../test/envelope.ts';
import { bearer, sendEncrypted } from '../../../test/member-client.ts';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '../../../test/oidc-test-provider.ts';
import {
  createTestApp,
  createTestDatabase,
  operatorAuth,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.ts';
import { vendorCall } from '../../../test/vendor-client.ts';
import { buildApp } from '../../app.ts';
import { createMemoryStore } from '../cache/memory-store.ts';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { generateRsaKeyPair } from '../crypto/hybrid-encryption.ts';
import { sealedPrefix, secretKeyId } from '../crypto/secret-box.ts';
import { SecretResealError } from '../crypto/secret-reseal.ts';
import { createDatabase } from '../db/database.ts';

/**
 * Issue 18, secrets at rest: a copy of the database gives away no vendor secret, social-login
 * client secret, TOTP seed or RSA private key, and SECRETS_KEY can be rotated. One database goes
 * through the life of a deployment: an older version stored everything in plaintext; the next start
 * seals it; a start with a new key and the old one as previous reseals it; the old key then goes.
 */

const REDIRECT_URI = 'http://localhost/socialCallback';
const PASSWORD = 'Demo1234';
const K1 = randomBytes(32).toString('base64');
const K2 = randomBytes(32).toString('hex');
const id1 = secretKeyId(Buffer.from(K1, 'base64'));
const id2 = secretKeyId(Buffer.from(K2, 'hex'));
const AURORA_SECRET = `aurora-${randomBytes(16).toString('hex')}`;
const VELVET_SECRET = `velvet-${randomBytes(16).toString('hex')}`;
// A fixed seed a phone app holds for demo05, written by "the older version" below.
const DEMO05_SEED = new Secret({ size: 20 }).base32;

let database: TestDatabase;
let op: TestOpenIdProvider;
let ipCounter = 20;
const freshIp = () => `198.51.100.${ipCounter++}`;
let legacyRsaKeyId: string;
let demo07Seed: string;

const start = (keys: Record<string, string>) =>
  createTestApp({ database, env: { SOCIAL_LOGIN_ALLOW_HTTP_LOOPBACK: '1', ...keys } });

/** Every secret column as a database reader sees it. */
async function storedSecrets(t: TestApp): Promise<{ column: string; id: string; stored: string }[]> {
  const { rows } = await t.db.query<{ column: string; id: string; stored: string }>(
    `SELECT 'game_vendors.secret' AS column, code AS id, secret AS stored FROM game_vendors WHERE secret IS NOT NULL
     UNION ALL
     SELECT 'social_providers.client_secret', merchant_code || '/' || provider, client_secret FROM social_providers
     UNION ALL
     SELECT 'members.totp_secret', username, totp_secret FROM members WHERE totp_secret IS NOT NULL
     UNION ALL
     SELECT 'rsa_keys.private_pem', key_id, private_pem FROM rsa_keys`,
  );
  return rows;
}

async function expectAllSealedUnder(t: TestApp, keyId: string) {
  const rows = await storedSecrets(t);
  // Three vendors (two set here, the sportsbook's from the demo seed), two providers, two members'
  // seeds, the legacy RSA key and the generated one.
  expect(rows.map((r) => r.column).sort()).toEqual([
    'game_vendors.secret',
    'game_vendors.secret',
    'game_vendors.secret',
    'members.totp_secret',
    'members.totp_secret',
    'rsa_keys.private_pem',
    'rsa_keys.private_pem',
    'social_providers.client_secret',
    'social_providers.client_secret',
  ]);
  for (const row of rows) {
    expect(row.stored.startsWith(sealedPrefix(keyId)), `${row.column} of ${row.id}`).toBe(true);
    for (const secret of [
      AURORA_SECRET,
      VELVET_SECRET,
      'sports-dev-secret',
      DEMO05_SEED,
      demo07Seed,
      op.clientSecret,
    ])
      expect(row.stored).not.toContain(secret);
    expect(row.stored).not.toContain('PRIVATE KEY');
  }
}

async function memberId(t: TestApp, username: string, merchant = 'ROYAL') {
  const { rows } = await t.db.query<{ id: string }>(
    `SELECT id FROM members WHERE merchant_code = $1 AND username = $2`,
    [merchant, username],
  );
  return rows[0]!.id;
}

/** A signed seamless call with the vendor's stored secret passes; the same call signed otherwise does not. */
async function expectVendorSigns(t: TestApp, vendor: string, secret: string) {
  const user = await memberId(t, 'demo01');
  const token = await t.modules.seamless.service.issueSession({
    vendorCode: vendor,
    memberId: user,
    merchantCode: 'ROYAL',
    gameCode: 'any-game',
  });
  const answer = await vendorCall(t.app, 'balance', { user, token }, { vendor, secret });
  expect(answer).toMatchObject({ status: 'RS_OK', currency: 'THB' });
  const forged = await vendorCall(t.app, 'balance', { user, token }, { vendor, secret: `${secret}x` });
  expect(forged.status).toBe('RS_ERROR_INVALID_SIGNATURE');
}

/**
 * A browser round trip at the OpenID provider and back: the code exchange authenticates with the
 * stored client secret (client_secret_post), so an unopened or wrong secret fails here.
 */
async function expectSocialLogin(t: TestApp, merchant: string) {
  const headers = { 'accept-language': 'en', merchant };
  const settings = expectOk<TSocialProviderSetting[]>(
    await t.app.inject({
      method: 'GET',
      url: `/api/bo/merchants/${merchant}/social-providers`,
      headers: await operatorAuth(t.app),
    }),
  );
  expect(settings.find((s) => s.provider === 'GOOGLE')).toMatchObject({
    clientSecretSet: true,
    enabled: true,
  });

  const browserKey = randomBytes(18).toString('base64url');
  const { url } = expectOk<{ url: string }>(
    await t.app.inject({
      method: 'GET',
      url: `/api/wps/session/social/google/authorize?${new URLSearchParams({ redirectUri: REDIRECT_URI, browserKey })}`,
      headers,
    }),
  );
  const callbackUrl = await op.authorizeAs(url, `sub-${randomBytes(4).toString('hex')}`);
  const value = expectOk<TSocialBindingRequired>(
    await sendEncrypted(
      t,
      'POST',
      '/api/wps/session/social/google/callback',
      { callbackUrl, browserKey },
      headers,
    ),
  );
  expect(value).toMatchObject({ bindingRequired: true, provider: 'GOOGLE' });
}

/** A password login from a new IP, completed with the member's authenticator (both requests encrypted). */
async function expectTotpLogin(t: TestApp, username: string, seed: string) {
  const away = freshIp();
  const challenged = expectError(
    await sendEncrypted(t, 'POST', '/api/wps/session/login', { username, password: PASSWORD }, {}, away),
    403,
    'VERIFICATION_REQUIRED',
  );
  const { verificationToken } = challenged.value as { verificationToken: string };
  const code = new TOTP({ secret: Secret.fromBase32(seed), digits: 6, period: 30 }).generate();
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  expectError(
    await sendEncrypted(
      t,
      'POST',
      '/api/wps/session/login/verification',
      { verificationToken, method: 'TOTP', code: wrong },
      {},
      away,
    ),
    400,
    'SMS_CODE_INVALID',
  );
  expectOk<TLoginValue>(
    await sendEncrypted(
      t,
      'POST',
      '/api/wps/session/login/verification',
      { verificationToken, method: 'TOTP', code },
      {},
      away,
    ),
  );
}

/** Everything that reads a sealed secret still works. */
async function expectEverythingWorks(t: TestApp) {
  // The key pair is the stored one, not a fresh one made because the stored one did not open.
  expect(
    expectOk<{ keyId: string }>(await t.app.inject({ method: 'GET', url: '/api/wps/system/publicKey' }))
      .keyId,
  ).toBe(legacyRsaKeyId);
  await expectVendorSigns(t, 'AURORA', AURORA_SECRET);
  await expectVendorSigns(t, 'VELVET', VELVET_SECRET);
  await expectSocialLogin(t, 'ROYAL');
  await expectSocialLogin(t, 'LOTUS');
  await expectTotpLogin(t, 'demo05', DEMO05_SEED);
  await expectTotpLogin(t, 'demo07', demo07Seed);
}

beforeAll(async () => {
  op = await startTestOpenIdProvider([REDIRECT_URI]);
  database = await createTestDatabase();
});
afterAll(async () => {
  await op?.close();
  await database?.drop();
});

describe('secrets at rest', () => {
  it('seals what an older version stored in plaintext at the next start, and seals every new secret as it is written', async () => {
    // An older version: demo data, the whitelabel flags, and its secrets stored as they were.
    const older = await start({ SECRETS_KEY: K1 });
    const admin = await operatorAuth(older.app);
    for (const merchant of ['ROYAL', 'LOTUS'])
      expectOk(
        await older.app.inject({
          method: 'PUT',
          url: `/api/bo/merchants/${merchant}/whitelabel`,
          headers: admin,
          payload: { flags: { GOOGLE_LOGIN: true } },
        }),
      );
    // The key pair this version makes for itself, then an older one stored in plaintext.
    expectOk(await older.app.inject({ method: 'GET', url: '/api/wps/system/publicKey' }));
    const legacyPair = generateRsaKeyPair(`klegacy-${randomBytes(3).toString('hex')}`);
    legacyRsaKeyId = legacyPair.keyId;
    await older.db.query(`UPDATE game_vendors SET secret = $1 WHERE code = 'AURORA'`, [AURORA_SECRET]);
    await older.db.query(
      `INSERT INTO social_providers (merchant_code, provider, issuer_url, client_id, client_secret, enabled)
       VALUES ('ROYAL', 'GOOGLE', $1, $2, $3, true)`,
      [op.issuer, op.clientId, op.clientSecret],
    );
    await older.db.query(
      `UPDATE members SET totp_secret = $1, totp_enabled = true WHERE merchant_code = 'ROYAL' AND username = 'demo05'`,
      [DEMO05_SEED],
    );
    // Newer than any key the app made, so it is the one clients encrypt to.
    await older.db.query(
      `INSERT INTO rsa_keys (key_id, public_pem, private_pem, created_at) VALUES ($1, $2, $3, now() + interval '1 minute')`,
      [legacyPair.keyId, legacyPair.publicKeyPem, legacyPair.privateKeyPem],
    );
    // demo05 and demo07 have logged in from home before: a login elsewhere asks for a second factor.
    for (const username of ['demo05', 'demo07'])
      expectOk(
        await sendEncrypted(
          older,
          'POST',
          '/api/wps/session/login',
          { username, password: PASSWORD },
          {},
          '203.0.113.5',
        ),
      );
    await older.close();

    const t = await start({ SECRETS_KEY: K1 });
    try {
      const plaintext = (await storedSecrets(t)).filter((r) => !r.stored.startsWith(sealedPrefix(id1)));
      expect(plaintext).toEqual([]);

      // Written now: each is sealed on its way into the database.
      const admin2 = await operatorAuth(t.app);
      expectOk(
        await t.app.inject({
          method: 'PUT',
          url: '/api/bo/vendors/VELVET',
          headers: admin2,
          payload: { secret: VELVET_SECRET },
        }),
      );
      expectOk(
        await t.app.inject({
          method: 'PUT',
          url: '/api/bo/merchants/LOTUS/social-providers',
          headers: admin2,
          payload: {
            provider: 'GOOGLE',
            issuerUrl: op.issuer,
            clientId: op.clientId,
            clientSecret: op.clientSecret,
            enabled: true,
          },
        }),
      );
      const session = expectOk<TLoginValue>(
        await sendEncrypted(
          t,
          'POST',
          '/api/wps/session/login',
          { username: 'demo07', password: PASSWORD },
          {},
          '203.0.113.5',
        ),
      );
      const setup = expectOk<{ secret: string }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/wps/member/security/totp/setup',
          headers: bearer(session.token),
        }),
      );
      demo07Seed = setup.secret;
      // Even while it waits for the first code, the seed rests sealed in the store.
      const held = await t.store.get(`totp-setup:${await memberId(t, 'demo07')}`);
      expect(held?.startsWith(sealedPrefix(id1))).toBe(true);
      expect(held).not.toContain(demo07Seed);
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/api/wps/member/security/totp/enable',
          headers: bearer(session.token),
          payload: {
            code: new TOTP({ secret: Secret.fromBase32(demo07Seed), digits: 6, period: 30 }).generate(),
          },
        }),
      );
      await expectAllSealedUnder(t, id1);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('works on sealed secrets after a restart (the enrolment code is burnt only in the old store)', async () => {
    const t = await start({ SECRETS_KEY: K1 });
    try {
      await expectEverythingWorks(t);
      await expectAllSealedUnder(t, id1);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('rotates: started with a new key and the old one as previous, it reseals everything under the new key', async () => {
    const t = await start({ SECRETS_KEY: K2, SECRETS_KEY_PREVIOUS: K1 });
    try {
      await expectAllSealedUnder(t, id2);
      await expectEverythingWorks(t);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('then works without the old key, and a start with only the old key stops with a clear message', async () => {
    const t = await start({ SECRETS_KEY: K2 });
    try {
      await expectAllSealedUnder(t, id2);
      await expectEverythingWorks(t);
    } finally {
      await t.close();
    }

    const db = createDatabase(database.url, 2);
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: database.url, SECRETS_KEY: K1 });
      const failed = await buildApp({
        config,
        db,
        store: createMemoryStore(systemClock),
        clock: systemClock,
      }).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(SecretResealError);
      expect((failed as Error).message).toMatch(/SECRETS_KEY_PREVIOUS/);
      expect((failed as SecretResealError).problems.join('\n')).toMatch(
        /game_vendors\.secret of AURORA: no key/,
      );
      // It changed nothing on its way out.
      const again = await start({ SECRETS_KEY: K2 });
      try {
        await expectAllSealedUnder(again, id2);
      } finally {
        await again.close();
      }
    } finally {
      await db.close();
    }
  }, 120_000);
});
