import type { TAdminDeposit, TAdminDepositQuery, TDepositApprove, TPage } from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, fetchBlob } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

const base = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}/deposits`;
const depositPath = (merchantCode: string, id: string) => `${base(merchantCode)}/${encodeURIComponent(id)}`;

/** The filter of the review queue; the page size is the console's. */
export type DepositQuery = Partial<Omit<TAdminDepositQuery, 'pageSize'>>;

/** The deposit review queue of a merchant. */
export const depositsApi = {
  page: (merchantCode: string, query: DepositQuery) =>
    api<TPage<TAdminDeposit>>(`${base(merchantCode)}${queryString({ ...query, pageSize: LIST_PAGE_SIZE })}`),
  /** `key` is the Idempotency-Key of the operator's decision. */
  review: (
    merchantCode: string,
    id: string,
    decision: 'approve' | 'reject',
    body: TDepositApprove,
    key: string,
  ) =>
    api<TAdminDeposit>(`${depositPath(merchantCode, id)}/${decision}`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    }),
  proof: (merchantCode: string, id: string) => fetchBlob(`${depositPath(merchantCode, id)}/proof`),
};

export const depositPageQuery = (merchantCode: string, query: DepositQuery) =>
  queryOptions({
    queryKey: queryKeys.depositPage(merchantCode, query),
    queryFn: () => depositsApi.page(merchantCode, query),
    placeholderData: keepPreviousData,
  });

export const useDepositPage = (merchantCode: string, query: DepositQuery) =>
  useQuery(depositPageQuery(merchantCode, query));
