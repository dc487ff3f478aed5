import type { TBrandConfig, TBrandConfigUpdate } from '@platform/contracts';
import { api } from '../../../lib/api-client.ts';

const merchantPath = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}`;

/** A merchant's brand config; the page reads it with the merchant's settings (lib/merchant-settings.ts). */
export const brandConfigApi = {
  save: (merchantCode: string, body: TBrandConfigUpdate) =>
    api<TBrandConfig>(`${merchantPath(merchantCode)}/brand-config`, { method: 'PUT', body }),
};
