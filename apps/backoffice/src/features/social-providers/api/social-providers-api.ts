import type { TSocialProviderSetting, TSocialProviderUpdate } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const providersPath = (merchantCode: string) =>
  `/api/bo/merchants/${encodeURIComponent(merchantCode)}/social-providers`;

/** A merchant's Google and Facebook sign-in settings; the secret is write-only. */
export const socialProvidersApi = {
  list: (merchantCode: string) => api<TSocialProviderSetting[]>(providersPath(merchantCode)),
  save: (merchantCode: string, body: TSocialProviderUpdate) =>
    api<TSocialProviderSetting[]>(providersPath(merchantCode), { method: 'PUT', body }),
};

export const socialProvidersQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: queryKeys.socialProviders(merchantCode),
    queryFn: () => socialProvidersApi.list(merchantCode),
  });

export const useSocialProviders = (merchantCode: string) => useQuery(socialProvidersQuery(merchantCode));
