import i18n from './i18n.ts';

export const TOKEN_KEY = 'boToken';

/** The envelope's failure (API.md): stable code, translated message, HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const readToken = () => sessionStorage.getItem(TOKEN_KEY);
export const writeToken = (token: string | null) =>
  token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY);

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when any call answers 401, so the app can return to the login page. */
export const onUnauthorized = (listener: Listener) => {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
};

const languageHeader = () => ({ 'Accept-Language': i18n.language === 'CN' ? 'zh-CN' : 'en' });
const authHeader = (): Record<string, string> => {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch {
    throw new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0);
  }
}

/** The envelope's value, or its failure as an ApiError (a 401 on a session also signs the operator out). */
async function unwrap<T>(response: Response, sentToken: boolean): Promise<T> {
  let envelope: { success?: boolean; code?: string; message?: string; value?: T };
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError('BAD_RESPONSE', i18n.t('errors.badResponse'), response.status);
  }
  if (!envelope.success) {
    if (response.status === 401 && sentToken) {
      writeToken(null);
      unauthorizedListeners.forEach((l) => l());
    }
    throw new ApiError(
      envelope.code ?? 'UNKNOWN',
      envelope.message || i18n.t('errors.unknown'),
      response.status,
    );
  }
  return envelope.value as T;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const auth = authHeader();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...languageHeader(),
    ...init.headers,
    ...auth,
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return unwrap<T>(response, 'Authorization' in auth);
}

/** A multipart upload of one file answered with the usual envelope; `api` sends JSON only. */
export async function upload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = { Accept: 'application/json', ...languageHeader(), ...authHeader() };
  // No Content-Type: the browser sets multipart/form-data with its boundary.
  const response = await send(path, { method: 'POST', headers, body: form });
  return unwrap<T>(response, 'Authorization' in headers);
}

/** Bytes the console shows as an image: they need the operator's token, so an <img src> cannot fetch them. */
export async function fetchBlob(path: string): Promise<Blob> {
  const response = await send(path, { headers: authHeader() });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(
      envelope?.code ?? 'UNKNOWN',
      envelope?.message || i18n.t('errors.unknown'),
      response.status,
    );
  }
  return response.blob();
}
