/** The book's API envelope: { success, code, message, value }; the session rides as a bearer token. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly value: Record<string, unknown> | null,
  ) {
    super(code);
  }
}

let sessionId: string | null = null;
export const setSession = (id: string) => {
  sessionId = id;
};

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (sessionId) headers.authorization = `Bearer ${sessionId}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError('NETWORK', 0, null);
  }
  let json: { success?: boolean; code?: string; value?: unknown };
  try {
    json = (await response.json()) as typeof json;
  } catch {
    throw new ApiError('INTERNAL', response.status, null);
  }
  if (!response.ok || !json.success)
    throw new ApiError(
      json.code ?? 'INTERNAL',
      response.status,
      (json.value as Record<string, unknown>) ?? null,
    );
  return json.value as T;
}

export const apiGet = <T>(path: string, query: Record<string, string | undefined> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const qs = params.toString();
  return request<T>('GET', qs ? `${path}?${qs}` : path);
};

export const apiPost = <T>(path: string, body: unknown) => request<T>('POST', path, body);

export function wsUrl(path: string) {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${path}`;
}
