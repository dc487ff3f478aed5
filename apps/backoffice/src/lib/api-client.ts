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

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language === 'CN' ? 'zh-CN' : 'en',
    ...init.headers,
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', i18n.t('errors.network'), 0);
  }
  let envelope: { success?: boolean; code?: string; message?: string; value?: T };
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError('BAD_RESPONSE', i18n.t('errors.badResponse'), response.status);
  }
  if (!envelope.success) {
    if (response.status === 401 && token) {
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
