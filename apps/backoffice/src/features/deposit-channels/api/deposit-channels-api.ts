import type { TDepositChannelAdmin, TDepositChannelCreate, TDepositChannelUpdate } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const base = (merchantCode: string) =>
  `/api/bo/merchants/${encodeURIComponent(merchantCode)}/deposit-channels`;

/** A merchant's deposit channels, and the payment providers an online channel may use. */
export const depositChannelsApi = {
  list: (merchantCode: string) =>
    api<{ channels: TDepositChannelAdmin[]; pspCodes: string[] }>(base(merchantCode)),
  create: (merchantCode: string, body: TDepositChannelCreate) =>
    api<TDepositChannelAdmin>(base(merchantCode), { method: 'POST', body }),
  update: (merchantCode: string, id: string, body: TDepositChannelUpdate) =>
    api<TDepositChannelAdmin>(`${base(merchantCode)}/${encodeURIComponent(id)}`, { method: 'PUT', body }),
};

export const depositChannelsQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: queryKeys.depositChannels(merchantCode),
    queryFn: () => depositChannelsApi.list(merchantCode),
  });

export const useDepositChannels = (merchantCode: string) => useQuery(depositChannelsQuery(merchantCode));
