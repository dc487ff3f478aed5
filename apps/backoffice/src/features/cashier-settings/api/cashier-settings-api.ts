import type { TCashierSettings } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The server always answers with the daily cap; only a change may leave it out. */
export type CashierSettings = Required<TCashierSettings>;

const path = (merchantCode: string) =>
  `/api/bo/merchants/${encodeURIComponent(merchantCode)}/cashier-settings`;

/** A merchant's cashier rules: amounts as decimal strings in the merchant's currency. */
export const cashierSettingsApi = {
  get: (merchantCode: string) => api<CashierSettings>(path(merchantCode)),
  save: (merchantCode: string, body: TCashierSettings) =>
    api<CashierSettings>(path(merchantCode), { method: 'PUT', body }),
};

export const cashierSettingsQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: queryKeys.cashierSettings(merchantCode),
    queryFn: () => cashierSettingsApi.get(merchantCode),
  });

export const useCashierSettings = (merchantCode: string) => useQuery(cashierSettingsQuery(merchantCode));
