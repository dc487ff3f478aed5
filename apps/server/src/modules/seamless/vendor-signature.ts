import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a vendor's X-Timestamp may be from our clock, either way (API.md). */
export const SIGNATURE_WINDOW_S = 300;

/** hex(HMAC-SHA256(secret, timestamp + "." + rawBody)): what a vendor puts in X-Signature. */
export function signSeamlessBody(secret: string, timestampS: number | string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampS}.${rawBody}`).digest('hex');
}

/** True when the signature is the body's and the timestamp is fresh. Constant-time on the signature. */
export function verifySeamlessSignature(options: {
  secret: string;
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
  nowMs: number;
}): boolean {
  const { secret, rawBody, signature, timestamp, nowMs } = options;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature))
    return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_S) return false;
  const expected = Buffer.from(signSeamlessBody(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
