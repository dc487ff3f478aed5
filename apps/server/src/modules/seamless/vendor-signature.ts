import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a vendor's X-Timestamp may be from our clock, either way (API.md). */
export const SIGNATURE_WINDOW_S = 300;

/**
 * hex(HMAC-SHA256(secret, timestamp + "." + METHOD + "." + path + "." + rawBody)): what a vendor puts
 * in X-Signature. The method and the path (as sent, without the query) are signed with the body, so
 * a body signed for /bet cannot be replayed to /win or /rollback, or to another vendor's path
 * (ADR 0017).
 */
export function signSeamlessRequest(
  secret: string,
  timestampS: number | string,
  method: string,
  path: string,
  rawBody: string,
): string {
  return createHmac('sha256', secret)
    .update(`${timestampS}.${method.toUpperCase()}.${path}.${rawBody}`)
    .digest('hex');
}

/** True when the signature is this request's and the timestamp is fresh. Constant-time on the signature. */
export function verifySeamlessSignature(options: {
  secret: string;
  method: string;
  path: string;
  rawBody: string;
  signature: string | undefined;
  timestamp: string | undefined;
  nowMs: number;
}): boolean {
  const { secret, method, path, rawBody, signature, timestamp, nowMs } = options;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature))
    return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_S) return false;
  const expected = Buffer.from(signSeamlessRequest(secret, timestamp, method, path, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
