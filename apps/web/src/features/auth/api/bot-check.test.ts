import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { decodeBotCheck, encodeBotCheck, solveBotCheck } from './bot-check.ts';

const HMAC_KEY = 'bot-check-test-key';

async function challenge(maxNumber: number, number?: number) {
  const made = await createChallenge({ hmacKey: HMAC_KEY, maxNumber, number });
  return { enabled: true, ...made, maxnumber: made.maxnumber ?? maxNumber };
}

describe('bot check payload', () => {
  it('encodes exactly the five fields the server verifies, as base64 JSON', () => {
    const payload = encodeBotCheck({
      algorithm: 'SHA-256',
      challenge: 'abc',
      number: 42,
      salt: 's?expires=1',
      signature: 'sig',
      // extra fields of the challenge must not leak into the payload
      ...({ maxnumber: 10, enabled: true } as object),
    });
    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: 'SHA-256',
      challenge: 'abc',
      number: 42,
      salt: 's?expires=1',
      signature: 'sig',
    });
    expect(decodeBotCheck(payload).number).toBe(42);
  });

  it('solves a real ALTCHA challenge into a payload the server-side check accepts', async () => {
    const payload = await solveBotCheck(() => challenge(2_000));
    expect(payload).toBeTypeOf('string');
    expect(await verifySolution(payload!, HMAC_KEY)).toBe(true);
    expect(await verifySolution(payload!, 'another-key')).toBe(false);
  });

  it('fetches and solves a fresh challenge for every call', async () => {
    let fetched = 0;
    const fetcher = () => {
      fetched += 1;
      return challenge(500);
    };
    const [a, b] = [await solveBotCheck(fetcher), await solveBotCheck(fetcher)];
    expect(fetched).toBe(2);
    expect(a).not.toBe(b);
  });

  it('leaves the field out when the brand has the check switched off', async () => {
    const off = { enabled: false, algorithm: '', challenge: '', salt: '', signature: '', maxnumber: 0 };
    await expect(solveBotCheck(async () => off)).resolves.toBeUndefined();
  });

  it('fails with BOT_CHECK_FAILED when the answer lies outside the advertised range', async () => {
    const made = await challenge(1_000, 900);
    const error = await solveBotCheck(async () => ({ ...made, maxnumber: 10 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('BOT_CHECK_FAILED');
  });
});
