import type { TBrandConfig, TMerchantSettings, TMerchantSummary } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** The contract types the brand config as an open record; what the server sends is a whole brand config. */
export type MerchantSettings = Omit<TMerchantSettings, 'brandConfig'> & { brandConfig: TBrandConfig };

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
  queryFn: () => api<TMerchantSummary[]>('/api/bo/merchants'),
});

/** What a merchant's settings screen is given by its route: which merchant, and whether the operator may change it. */
export interface MerchantScreenProps {
  merchantCode: string;
  brandName: string;
  canWrite: boolean;
}
