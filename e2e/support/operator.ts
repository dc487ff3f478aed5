import type { APIRequestContext } from '@playwright/test';
import { OPERATOR } from './accounts.ts';

/** The demo super admin's console token, through the real back-office login. */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/bo/auth/login', { data: OPERATOR });
  const body = (await login.json()) as { success: boolean; value: { token: string } };
  if (!body.success) throw new Error(`operator login failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

/**
 * Operator calls for setting up a spec's state through the real back-office API (the console's own
 * spec drives the same changes through its screens).
 */
export async function operatorSession(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await operatorToken(request)}` };
  const call = async (method: 'put' | 'post' | 'delete' | 'get', url: string, data?: unknown) => {
    const response = await request[method](url, { headers, data });
    const body = await response.json();
    if (!body.success) throw new Error(`${method.toUpperCase()} ${url} failed: ${JSON.stringify(body)}`);
    return body.value;
  };
  return {
    setMaintenance: (enabled: boolean, message = '') =>
      call('put', '/api/bo/merchants/ROYAL/maintenance', { enabled, message, until: null }),
    blockIp: (value: string) =>
      call('post', '/api/bo/merchants/ROYAL/region-rules', {
        kind: 'BLOCK_IP',
        value,
        note: 'e2e',
      }) as Promise<{ id: string }>,
    async clearRegionRules() {
      const settings = await call('get', '/api/bo/merchants/ROYAL/settings');
      for (const rule of settings.regionRules as { id: string }[]) {
        await call('delete', `/api/bo/merchants/ROYAL/region-rules/${rule.id}`);
      }
    },
  };
}
