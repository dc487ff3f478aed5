import { randomUUID } from 'node:crypto';
import type { TSeamlessResponse } from '@platform/contracts';
import { signSeamlessBody } from '../src/modules/seamless/index.ts';
import type { TestApp } from './test-app.ts';

export const TEST_HOUSE_SECRET = 'house-games-dev-secret-change-me';

/** Signs and sends a seamless-wallet call as a vendor would (API.md). */
export async function vendorCall(
  app: TestApp['app'],
  call: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  options: { vendor?: string; secret?: string; timestampS?: number; signature?: string } = {},
): Promise<TSeamlessResponse> {
  const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const timestampS = options.timestampS ?? Math.floor(Date.now() / 1000);
  const response = await app.inject({
    method: 'POST',
    url: `/api/seamless/${options.vendor ?? 'HOUSE'}/${call}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': String(timestampS),
      'x-signature':
        options.signature ?? signSeamlessBody(options.secret ?? TEST_HOUSE_SECRET, timestampS, raw),
    },
    payload: raw,
  });
  if (response.statusCode !== 200)
    throw new Error(`seamless ${call}: HTTP ${response.statusCode} ${response.body}`);
  return response.json() as TSeamlessResponse;
}
