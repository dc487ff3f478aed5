import type { TVendorAdmin } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** The game vendors with their wallet settings: the vendors screen edits them, the catalog filters by them. */
export const vendorsQuery = queryOptions({
  queryKey: queryKeys.vendors,
  queryFn: () => api<TVendorAdmin[]>('/api/bo/vendors'),
});
