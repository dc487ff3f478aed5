import type { TBrandConfig, TRegionRule } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export interface MerchantSettings {
  merchantCode: string;
  brandConfig: TBrandConfig;
  maintenance: { enabled: boolean; message: string; until: string | null };
  whitelabelFlags: Record<string, boolean>;
  regionRules: TRegionRule[];
}

export interface MerchantSummary {
  merchantCode: string;
  brandName: string;
  currency: string;
  defaultLanguage: string;
  timeZone: string;
}

/** One merchant's settings: read by several screens, so it lives here rather than in one feature. */
export const settingsQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: queryKeys.settings(merchantCode),
    queryFn: () => api<MerchantSettings>(`/api/bo/merchants/${encodeURIComponent(merchantCode)}/settings`),
    enabled: !!merchantCode,
  });

export const useSettings = (merchantCode: string) => useQuery(settingsQuery(merchantCode));

export const merchantsQuery = queryOptions({
  queryKey: queryKeys.merchants,
  queryFn: () => api<MerchantSummary[]>('/api/bo/merchants'),
});
