import { ZEncryptedBody, ZReplayGuard } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { KeyValueStore } from '../cache/key-value-store.ts';
import type { Clock } from '../clock.ts';
import { decryptPayload } from '../crypto/hybrid-encryption.ts';
import { AppError } from './app-error.ts';

export const REPLAY_WINDOW_MS = 5 * 60_000;
/** Clients' clocks drift; a payload dated slightly ahead is still accepted. */
const FUTURE_SKEW_MS = 60_000;

export interface PrivateKeyLookup {
  privateKeyPem(keyId: string): Promise<string | undefined>;
}

/**
 * Routes marked `encrypted` receive API.md's hybrid-encrypted body. This hook (preValidation, so the
 * route's schema validates the plaintext) decrypts it, refuses a plaintext body, a stale `ts` and a
 * `nonce` seen before (remembered in the shared store, so across API nodes), and hands the route
 * its fields without `ts` and `nonce`.
 */
export function registerEncryptedBodies(
  app: FastifyInstance,
  keys: PrivateKeyLookup,
  store: KeyValueStore,
  clock: Clock,
) {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const envelope = ZEncryptedBody.safeParse(request.body);
    if (!envelope.success) throw new AppError('ENCRYPTION_REQUIRED');
    const privateKeyPem = await keys.privateKeyPem(envelope.data.keyId);
    if (!privateKeyPem) throw new AppError('UNKNOWN_KEY');
    let plaintext: unknown;
    try {
      plaintext = JSON.parse(decryptPayload(privateKeyPem, envelope.data));
    } catch {
      throw new AppError('DECRYPTION_FAILED');
    }
    if (typeof plaintext !== 'object' || plaintext === null || Array.isArray(plaintext)) {
      throw new AppError('DECRYPTION_FAILED');
    }
    const guard = ZReplayGuard.safeParse(plaintext);
    if (!guard.success) throw new AppError('REPLAYED');
    const ageMs = clock.nowMs() - guard.data.ts;
    if (ageMs > REPLAY_WINDOW_MS || ageMs < -FUTURE_SKEW_MS) throw new AppError('REPLAYED');
    const fresh = await store.setIfAbsent(
      `nonce:${guard.data.nonce}`,
      '1',
      REPLAY_WINDOW_MS + FUTURE_SKEW_MS,
    );
    if (!fresh) throw new AppError('REPLAYED');
    const { ts: _ts, nonce: _nonce, ...fields } = plaintext as Record<string, unknown>;
    request.body = fields;
  });
}
