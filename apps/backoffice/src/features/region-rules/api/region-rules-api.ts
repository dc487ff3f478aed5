import type { TRegionRule, TRegionRuleCreate } from '@platform/contracts';
import { api } from '../../../lib/api-client.ts';

const rulesPath = (merchantCode: string) =>
  `/api/bo/merchants/${encodeURIComponent(merchantCode)}/region-rules`;

/** A merchant's IP and country rules; the page reads them with the merchant's settings (lib/merchant-settings.ts). */
export const regionRulesApi = {
  create: (merchantCode: string, body: TRegionRuleCreate) =>
    api<TRegionRule>(rulesPath(merchantCode), { method: 'POST', body }),
  remove: (merchantCode: string, id: string) =>
    api<unknown>(`${rulesPath(merchantCode)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
