import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, CLIENT_ERROR_CODES, describeApiError } from './api-client.ts';
import { setCurrentLanguageCode } from './language.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setCurrentLanguageCode('TH');
});

describe('apiRequest', () => {
  it('returns the envelope value and sends Accept-Language', async () => {
    const fetchMock = vi.fn(async () => json({ success: true, code: 'OK', message: '', value: { a: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    setCurrentLanguageCode('CN');
    await expect(apiRequest('/api/x', { query: { p: 1, skip: undefined } })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?p=1');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('zh-CN');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws ApiError with code, message, status and value on success:false', async () => {
    vi.stubGlobal('fetch', async () =>
      json(
        { success: false, code: 'CAPTCHA_REQUIRED', message: 'กรุณากรอกรหัส', value: { captcha: true } },
        400,
      ),
    );
    const error = await apiRequest('/api/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message: 'กรุณากรอกรหัส',
      status: 400,
      value: { captcha: true },
    });
  });

  it('throws when the answer is not JSON or not an envelope', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.badResponse,
      status: 502,
    });
    vi.stubGlobal('fetch', async () => json({ hello: 'world' }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.badResponse });
  });

  it('sends a FormData body as multipart, leaving the Content-Type to the browser', async () => {
    const fetchMock = vi.fn(async () => json({ success: true, code: 'OK', message: '', value: null }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'proof.png');
    await apiRequest('/api/upload', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('maps network failures to NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODES.network, status: 0 });
    expect(describeApiError(error, (k) => `t:${k}`)).toBe('t:errors.network');
  });

  it('sends JSON bodies', async () => {
    const fetchMock = vi.fn(async () => json({ success: true, code: 'OK', message: '', value: null }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/y', { method: 'PUT', body: { b: 2 } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"b":2}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('buildUrl', () => {
  it('appends to an existing query string', () => {
    expect(buildUrl('/a?x=1', { y: 'z w' })).toBe('/a?x=1&y=z+w');
    expect(buildUrl('/a', {})).toBe('/a');
  });
});
