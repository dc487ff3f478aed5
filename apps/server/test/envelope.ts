import { ERROR_CODES, ZErrorEnvelope, type ErrorCode } from '@platform/contracts';
import { expect } from 'vitest';

/** What `app.inject` answers (the part the assertions read). */
export interface InjectedResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): unknown;
}

/** Stack frames, file paths and SQL must never reach a client. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\bat [\w.<>]+ \(/, // "at fn (file:line:col)"
  /node_modules/,
  /\.ts:\d+:\d+/,
  /\bFST_[A-Z_]+/,
  /\b(SELECT|INSERT|UPDATE|DELETE)\b[\s\S]*\b(FROM|INTO|SET|WHERE)\b/,
  /syntax error at or near/i,
  /\bpg_|relation "\w+"/,
];

export function expectNoLeak(body: string) {
  for (const pattern of LEAK_PATTERNS) expect(body, `response leaks ${pattern}`).not.toMatch(pattern);
}

/** A JSON success envelope; returns its value. */
export function expectOk<T = unknown>(res: InjectedResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json() as { success: boolean; code: string; message: string; value: T };
  expect(body).toMatchObject({ success: true, code: 'OK' });
  expect(typeof body.message).toBe('string');
  expect(body).toHaveProperty('value');
  return body.value;
}

/** A JSON error envelope with this status and code (and message, when given); returns the envelope. */
export function expectError(
  res: InjectedResponse,
  status: number,
  code: ErrorCode,
  message?: string,
): { success: false; code: ErrorCode; message: string; value: Record<string, unknown> | null } {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const parsed = ZErrorEnvelope.safeParse(res.json());
  expect(parsed.success, `not an error envelope: ${res.body}`).toBe(true);
  const body = parsed.data as {
    success: false;
    code: ErrorCode;
    message: string;
    value: Record<string, unknown> | null;
  };
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  if (message !== undefined) expect(body.message).toBe(message);
  expectNoLeak(res.body);
  return body;
}

/** Any 4xx error envelope whose code is one of the contracts' codes. */
export function expectClientErrorEnvelope(res: InjectedResponse, context: string) {
  expect(res.statusCode, `${context}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(res.statusCode, `${context}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(String(res.headers['content-type']), context).toMatch(/^application\/json/);
  let json: unknown;
  expect(() => (json = JSON.parse(res.body)), `${context}: body is not JSON`).not.toThrow();
  const parsed = ZErrorEnvelope.safeParse(json);
  expect(parsed.success, `${context}: not an error envelope: ${res.body.slice(0, 300)}`).toBe(true);
  const body = json as { code: string; message: string };
  expect((ERROR_CODES as readonly string[]).includes(body.code), `${context}: code ${body.code}`).toBe(true);
  expect(body.message.trim().length, `${context}: empty message`).toBeGreaterThan(0);
  expectNoLeak(res.body);
}
