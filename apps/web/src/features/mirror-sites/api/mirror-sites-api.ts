import type { TMirrorSites } from '@platform/contracts';
import { SYSTEM_PATHS } from '@platform/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The merchant's main and mirror domains (spec §1 mirror-site list), main first. */
export const mirrorSitesQuery = () =>
  queryOptions({
    queryKey: ['mirror-sites'],
    queryFn: () => api.get<TMirrorSites>(SYSTEM_PATHS.mirrors),
    staleTime: 10 * 60_000,
  });

export function useMirrorSites() {
  return useQuery(mirrorSitesQuery());
}
