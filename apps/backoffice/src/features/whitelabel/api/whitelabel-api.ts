import type { TWhitelabelUpdate } from '@platform/contracts';
import { api } from '../../../lib/api-client.ts';

const merchantPath = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}`;

/** A merchant's white-label flags; the page reads them with the merchant's settings (lib/merchant-settings.ts). */
export const whitelabelApi = {
  /** Only the flags named change. */
  save: (merchantCode: string, body: TWhitelabelUpdate) =>
    api<unknown>(`${merchantPath(merchantCode)}/whitelabel`, { method: 'PUT', body }),
};
