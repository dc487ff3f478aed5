/** The house API's envelope: { success, code, message, value }. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly value: Record<string, unknown> | null,
  ) {
    super(code);
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
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
