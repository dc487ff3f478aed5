import type { TBrandConfig, TCountry, TResource, TSystemStatus } from '@platform/contracts';
import { isModuleEnabled, type WhitelabelModuleId, type WhitelabelNode } from '@platform/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Spec §4 / brief: the whole-site state is re-read every 60 s and when the window regains focus. */
export const STATUS_REFETCH_MS = 60_000;

export const fetchSystemStatus = () => api.get<TSystemStatus>('/api/wps/system/status');
export const fetchBrandConfig = () => api.get<TBrandConfig>('/api/wps/system/brandConfig');
export const fetchWhitelabel = () => api.get<WhitelabelNode[]>('/api/wps/system/whitelabel');
export const fetchCountries = () => api.get<TCountry[]>('/api/wps/system/countries');
export const fetchResources = () => api.get<TResource[]>('/api/wps/system/resources');

export const systemStatusQuery = queryOptions({
  queryKey: ['system', 'status'],
  queryFn: fetchSystemStatus,
  refetchInterval: STATUS_REFETCH_MS,
  refetchOnWindowFocus: true,
  staleTime: 10_000,
  retry: 1,
});

export const brandConfigQuery = queryOptions({
  queryKey: ['system', 'brandConfig'],
  queryFn: fetchBrandConfig,
  staleTime: 5 * 60_000,
  retry: 1,
});

export const whitelabelQuery = queryOptions({
  queryKey: ['system', 'whitelabel'],
  queryFn: fetchWhitelabel,
  staleTime: 60_000,
});

export const countriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['system', 'countries', language],
    queryFn: fetchCountries,
    staleTime: 60 * 60_000,
  });

export const resourcesQuery = queryOptions({
  queryKey: ['system', 'resources'],
  queryFn: fetchResources,
  staleTime: 5 * 60_000,
});

export const useSystemStatus = () => useQuery(systemStatusQuery);
export const useBrandConfig = () => useQuery(brandConfigQuery);
export const useCountries = (language: string) => useQuery(countriesQuery(language));

/** The white-label tree: the dedicated endpoint, falling back to the copy inside the status answer. */
export function useWhitelabel(): readonly WhitelabelNode[] {
  const status = useQuery(systemStatusQuery);
  const tree = useQuery(whitelabelQuery);
  return tree.data ?? (status.data?.whitelabel as WhitelabelNode[] | undefined) ?? [];
}

/** Flags the shell reads, resolved from the white-label tree (`isModuleEnabled` of the contracts). */
export function useWhitelabelFlags<const T extends readonly WhitelabelModuleId[]>(
  ids: T,
): Record<T[number], boolean> {
  const tree = useWhitelabel();
  return Object.fromEntries(ids.map((id) => [id, isModuleEnabled(tree, id)])) as Record<T[number], boolean>;
}

/** Resources by type (IOS_DOWNLOAD, ANDROID_DOWNLOAD, LOGO…), from the status answer. */
export function useResources(): TResource[] {
  const status = useQuery(systemStatusQuery);
  const resources = useQuery({ ...resourcesQuery, enabled: !status.data });
  return status.data?.resources ?? resources.data ?? [];
}

export function findResource(resources: readonly TResource[], type: string): TResource | undefined {
  return resources.find((r) => r.resourceType === type && r.url);
}
