import type { Envelope } from '@platform/contracts';
import { takeBootAnswer } from './boot-data.ts';
import { deviceId } from './device-id.ts';
import { currentBcp47 } from './language.ts';
import { session } from './session.ts';

/**
 * The envelope's error as an exception (API.md): `code` is the stable identifier, `message` the
 * server's text in the request language, `value` its details (e.g. `{ captcha: true }`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/** Codes the client itself raises when there is no envelope to read. */
export const CLIENT_ERROR_CODES = { network: 'NETWORK_ERROR', badResponse: 'BAD_RESPONSE' } as const;

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body (objects are serialised); a `FormData` goes as multipart (file uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the Authorization header even when logged in. */
  anonymous?: boolean;
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    !!value &&
    typeof value === 'object' &&
    'success' in value &&
    typeof (value as { success: unknown }).success === 'boolean'
  );
}

/**
 * Calls the platform API and returns the envelope's `value`. Throws `ApiError` when the envelope
 * says `success: false`, when the answer is not JSON, or when the network fails.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentBcp47(),
    'X-Device-Id': deviceId(),
    ...options.headers,
  };
  const token = session.token();
  const asMember = !!token && !options.anonymous;
  if (asMember) headers.Authorization = `Bearer ${token}`;
  const url = buildUrl(path, options.query);
  // The page's first calls were answered in its HTML (boot-data.ts): no round trip for them.
  if ((options.method ?? 'GET') === 'GET') {
    const boot = takeBootAnswer(url, asMember);
    if (boot) return boot.value as T;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // The browser sets the multipart Content-Type with its boundary.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(CLIENT_ERROR_CODES.network, '', 0);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(CLIENT_ERROR_CODES.badResponse, '', response.status);
  }
  if (!isEnvelope(payload)) throw new ApiError(CLIENT_ERROR_CODES.badResponse, '', response.status);
  if (!payload.success) {
    throw new ApiError(
      payload.code || 'UNKNOWN',
      payload.message ?? '',
      response.status,
      payload.value ?? null,
    );
  }
  return payload.value as T;
}

export const api = {
  get: <T>(path: string, query?: Query, options?: Omit<ApiRequestOptions, 'query' | 'method'>) =>
    apiRequest<T>(path, { ...options, query, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'body' | 'method'>) =>
    apiRequest<T>(path, { ...options, body, method: 'POST' }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'body' | 'method'>) =>
    apiRequest<T>(path, { ...options, body, method: 'PUT' }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The text to show for a failed call: the envelope's translated message, else a generic one. */
export function describeApiError(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.code === CLIENT_ERROR_CODES.network) return t('errors.network');
  }
  return t('errors.unknown');
}
