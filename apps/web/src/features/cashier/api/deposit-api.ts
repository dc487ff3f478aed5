import type { TDepositChannel, TDepositCreated, TMemberDeposit } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { sendIdempotent } from '../idempotent.ts';
import type { Page } from '../../../lib/page.ts';

/**
 * Deposits (spec §2 depositv2): the merchant's channels, a new deposit (online: the provider's
 * hosted page; bank transfer: where to send the money, then a proof image), and the history.
 */
export type DepositChannel = TDepositChannel;
export type Deposit = TMemberDeposit;
export type DepositStatus = TMemberDeposit['status'];

const BASE = '/api/wps/cashier';

/** Statuses that can still change by themselves (the provider's callback, an operator's review). */
export const OPEN_DEPOSIT_STATUSES: readonly DepositStatus[] = ['PENDING', 'PENDING_REVIEW'];

export const depositChannelsQuery = (token: string) =>
  queryOptions({
    queryKey: ['cashier', token, 'depositChannels'],
    queryFn: () => api.get<DepositChannel[]>(`${BASE}/deposit/channels`),
    staleTime: 60_000,
  });

export const depositsQuery = (token: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: ['cashier', token, 'deposits', pageNo, pageSize],
    queryFn: () => api.get<Page<Deposit>>(`${BASE}/deposits`, { pageNo, pageSize }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const depositQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: ['cashier', token, 'deposit', id],
    queryFn: () => api.get<Deposit>(`${BASE}/deposits/${encodeURIComponent(id)}`),
    // A deposit waiting for the provider or an operator is re-read until it settles.
    refetchInterval: (query) =>
      query.state.data && OPEN_DEPOSIT_STATUSES.includes(query.state.data.status) ? 5_000 : false,
  });

export const createDeposit = (body: { channelId: string; amount: string; promotionId?: string }) =>
  sendIdempotent((key) =>
    api.post<TDepositCreated>(`${BASE}/deposits`, body, { headers: { 'Idempotency-Key': key } }),
  );

export function uploadDepositProof(input: { id: string; file: File }) {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  return api.post<Deposit>(`${BASE}/deposits/${encodeURIComponent(input.id)}/proof`, form);
}

export const cancelDeposit = (id: string) =>
  api.post<Deposit>(`${BASE}/deposits/${encodeURIComponent(id)}/cancel`);

export function useDepositChannels() {
  const token = useSessionToken() ?? '';
  return useQuery({ ...depositChannelsQuery(token), enabled: !!token });
}

export function useDeposits(pageNo = 1, pageSize = 10) {
  const token = useSessionToken() ?? '';
  return useQuery({
    ...depositsQuery(token, pageNo, pageSize),
    enabled: !!token,
    refetchInterval: (query) =>
      query.state.data?.list.some((d) => OPEN_DEPOSIT_STATUSES.includes(d.status)) ? 10_000 : false,
  });
}

export function useDeposit(id: string | null) {
  const token = useSessionToken() ?? '';
  return useQuery({ ...depositQuery(token, id ?? ''), enabled: !!token && !!id });
}

function useDepositMutation<TArg, TResult>(mutationFn: (arg: TArg) => Promise<TResult>) {
  const client = useQueryClient();
  const token = useSessionToken() ?? '';
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['cashier', token] }),
  });
}

export const useCreateDeposit = () => useDepositMutation(createDeposit);
export const useUploadDepositProof = () => useDepositMutation(uploadDepositProof);
export const useCancelDeposit = () => useDepositMutation(cancelDeposit);
