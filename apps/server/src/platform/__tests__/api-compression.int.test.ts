import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { vendorRequest } from '../../../test/vendor-client.ts';
import { COMPRESS_MIN_BYTES } from '../http/compression.ts';

const BROWSER = 'gzip, deflate, br, zstd';
// A page of the demo catalog's lobby: 48 games with their names, well over the threshold.
const GAME_LIST = '/api/wps/relay/GCSGAME_gameList?pageSize=48';

/** API answers are compressed where it pays (issue 16): large JSON yes, small answers never. */
describe('API answer compression', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a large answer with brotli to a client that takes it, and the same answer plain to one that does not', async () => {
    const br = await t.app.inject({ url: GAME_LIST, headers: { 'accept-encoding': BROWSER } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    const text = brotliDecompressSync(br.rawPayload).toString();
    expect(br.rawPayload.length).toBeLessThan(text.length / 3);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const answer = JSON.parse(text) as { success: boolean; value: { games: unknown[] } };
    expect(answer.success).toBe(true);
    expect(answer.value.games.length).toBe(48);

    const plain = await t.app.inject({ url: GAME_LIST });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(text);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
  });

  it('falls back to gzip, and honours a coding refused with q=0', async () => {
    const gz = await t.app.inject({ url: GAME_LIST, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: GAME_LIST });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const refused = await t.app.inject({
      url: GAME_LIST,
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends a cached answer compressed the same way each time', async () => {
    const first = await t.app.inject({ url: GAME_LIST, headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({ url: GAME_LIST, headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('leaves small answers alone: the health check and the seamless wallet', async () => {
    const health = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);

    const wallet = await vendorRequest(
      t.app,
      'balance',
      { user: randomUUID() },
      { headers: { 'accept-encoding': BROWSER } },
    );
    expect(wallet.json()).toMatchObject({ status: 'RS_ERROR_INVALID_TOKEN' });
    expect(wallet.headers['content-encoding']).toBeUndefined();
    expect(wallet.headers.vary).toBeUndefined();
  });
});
