import type { TVendorAdmin, TVendorUpdate } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { vendorsQuery } from '../../../lib/vendors-query.ts';

/** Game vendors' wallet settings; the signing secret is write-only. */
export const vendorsApi = {
  update: (code: string, body: TVendorUpdate) =>
    api<TVendorAdmin>(`/api/bo/vendors/${encodeURIComponent(code)}`, { method: 'PUT', body }),
};

/** Only vendor managers may read them. */
export const useVendors = (canManage: boolean) => useQuery({ ...vendorsQuery, enabled: canManage });
