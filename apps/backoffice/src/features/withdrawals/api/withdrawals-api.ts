import type { TPage, TWithdrawal, TWithdrawalQuery, TWithdrawalReview } from '@platform/contracts';
import { api, fetchBlob } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { queryString } from '../../../lib/query-string.ts';

export type WithdrawalStatus = TWithdrawal['status'];
export type WithdrawalAction = TWithdrawalReview['action'];

const base = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}/withdrawals`;
const withdrawalPath = (merchantCode: string, id: string) =>
  `${base(merchantCode)}/${encodeURIComponent(id)}`;

/** The withdrawal review queue of a merchant. */
export const withdrawalsApi = {
  page: (merchantCode: string, query: TWithdrawalQuery) =>
    api<TPage<TWithdrawal>>(`${base(merchantCode)}${queryString(query)}`),
  /** `key` is a fresh Idempotency-Key per operator click. */
  review: (merchantCode: string, id: string, body: TWithdrawalReview, key: string) =>
    api<TWithdrawal>(`${withdrawalPath(merchantCode, id)}/review`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    }),
  proof: (merchantCode: string, id: string, index: number) =>
    fetchBlob(`${withdrawalPath(merchantCode, id)}/proofs/${index}`),
};

/** One page of withdrawals; `refetchInterval` keeps a queue fresh while an operator works it. */
export const withdrawalPageQuery = (merchantCode: string, query: TWithdrawalQuery) => ({
  queryKey: queryKeys.withdrawalPage(merchantCode, query),
  queryFn: () => withdrawalsApi.page(merchantCode, query),
});
