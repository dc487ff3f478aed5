import { constants, createCipheriv, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

/** API.md's encrypted body: AES-256-GCM under a fresh key, the key wrapped with RSA-OAEP-SHA256. */
export function encrypt(keyId: string, publicKey: string, fields: Record<string, unknown>) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const plaintext = JSON.stringify({ ...fields, ts: Date.now(), nonce: randomBytes(12).toString('hex') });
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const key = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return { keyId, key: key.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') };
}

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: unknown };
  if (!body.success) throw new Error(`${what} failed: ${JSON.stringify(body)}`);
  return body.value as T;
}

/** A member's login through the real member API (its encrypted body), and the key it used. */
export async function memberLogin(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const publicKey = await value<{ keyId: string; publicKey: string }>(
    await request.get('/api/wps/system/publicKey'),
    'public key',
  );
  const login = await value<{ token: string }>(
    await request.post('/api/wps/session/login', {
      data: encrypt(publicKey.keyId, publicKey.publicKey, { username, password }),
    }),
    'member login',
  );
  return { token: login.token, publicKey };
}

/**
 * A demo member's session through the real member API, for specs that need a member's state
 * (a deposit to review) without driving the player site's screens.
 */
export async function memberSession(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const { token, publicKey } = await memberLogin(request, username, password);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  return {
    channels: async () =>
      value<{ id: string; name: string; kind: string }[]>(
        await request.get('/api/wps/cashier/deposit/channels', { headers }),
        'deposit channels',
      ),
    deposit: async (channelId: string, amount: string) =>
      value<{ depositId: string; payUrl: string | null }>(
        await request.post('/api/wps/cashier/deposits', {
          headers: { ...headers, 'idempotency-key': randomUUID() },
          data: { channelId, amount },
        }),
        'deposit',
      ),
    uploadProof: async (depositId: string, png: Buffer) =>
      value<{ status: string }>(
        await request.post(`/api/wps/cashier/deposits/${depositId}/proof`, {
          headers,
          multipart: { file: { name: 'slip.png', mimeType: 'image/png', buffer: png } },
        }),
        'proof upload',
      ),
    depositStatus: async (depositId: string) =>
      (
        await value<{ status: string }>(
          await request.get(`/api/wps/cashier/deposits/${depositId}`, { headers }),
          'deposit',
        )
      ).status,
    /**
     * A payment password and a bank account, so the member can withdraw; safe to repeat against the
     * same data directory (an earlier run's password and account are reused). Answers the account id.
     */
    async readyToWithdraw(paymentPassword: string) {
      const info = await value<{ paymentPasswordSet: boolean; bankAccounts: { id: string }[] }>(
        await request.get('/api/wps/cashier/withdraw/info', { headers }),
        'withdraw info',
      );
      if (!info.paymentPasswordSet) {
        await value(
          await request.put('/api/wps/cashier/paymentPassword', {
            headers,
            data: encrypt(publicKey.keyId, publicKey.publicKey, {
              loginPassword: password,
              newPaymentPassword: paymentPassword,
            }),
          }),
          'payment password',
        );
      }
      if (info.bankAccounts[0]) return info.bankAccounts[0].id;
      const account = await value<{ id: string }>(
        await request.post('/api/wps/cashier/bankAccounts', {
          headers,
          data: encrypt(publicKey.keyId, publicKey.publicKey, {
            bankName: 'Kasikornbank',
            accountName: `${username} e2e`,
            accountNumber: '123-4-56789-0',
            paymentPassword,
          }),
        }),
        'bank account',
      );
      return account.id;
    },
    withdraw: async (amount: string, bankAccountId: string, paymentPassword: string) =>
      value<{ id: string; status: string }>(
        await request.post('/api/wps/cashier/withdrawals', {
          headers: { ...headers, 'idempotency-key': randomUUID() },
          data: encrypt(publicKey.keyId, publicKey.publicKey, { amount, bankAccountId, paymentPassword }),
        }),
        'withdrawal',
      ),
    withdrawalStatus: async (id: string) =>
      (
        await value<{ status: string }>(
          await request.get(`/api/wps/cashier/withdrawals/${id}`, { headers }),
          'withdrawal',
        )
      ).status,
    /** The member's "not received" answer to a paid withdrawal, with images as proof. */
    reportNotReceived: async (id: string, pngs: Buffer[]) =>
      value<{ status: string }>(
        await request.post(`/api/wps/cashier/withdrawals/${id}/confirm`, {
          headers,
          data: {
            choice: 'NOT_RECEIVED',
            proofImages: pngs.map((png) => `data:image/png;base64,${png.toString('base64')}`),
          },
        }),
        'withdrawal confirmation',
      ),
  };
}
