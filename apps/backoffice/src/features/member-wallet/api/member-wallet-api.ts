import type {
  TAdjustmentResult,
  TManualAdjustment,
  TMemberLedgerView,
  TPendingAdjustment,
  TransactionType,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { LIST_PAGE_SIZE, queryString } from '../../../lib/query-string.ts';

/** The account-record filter as the form holds it: empty dates mean no bound. */
export interface LedgerFilter {
  type: TransactionType;
  startDate: string;
  endDate: string;
  pageNo: number;
}

const base = (merchantCode: string) => `/api/bo/merchants/${encodeURIComponent(merchantCode)}`;
const memberPath = (merchantCode: string, memberId: string) =>
  `${base(merchantCode)}/members/${encodeURIComponent(memberId)}`;

/** A member's wallet for operators: balances, account records and manual adjustments. */
export const memberWalletApi = {
  ledger: (merchantCode: string, memberId: string, filter: LedgerFilter) =>
    api<TMemberLedgerView>(
      `${memberPath(merchantCode, memberId)}/ledger${queryString({ ...filter, pageSize: LIST_PAGE_SIZE })}`,
    ),
  /** `key` is the Idempotency-Key of the operator's click. */
  adjust: (merchantCode: string, memberId: string, body: TManualAdjustment, key: string) =>
    api<TAdjustmentResult>(`${memberPath(merchantCode, memberId)}/adjustments`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    }),
  pendingAdjustments: (merchantCode: string) =>
    api<TPendingAdjustment[]>(`${base(merchantCode)}/adjustments/pending`),
  decideAdjustment: (merchantCode: string, id: string, decision: 'approve' | 'reject', key: string) =>
    api<TAdjustmentResult>(`${base(merchantCode)}/adjustments/${encodeURIComponent(id)}/${decision}`, {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
    }),
};

export const memberLedgerQuery = (merchantCode: string, memberId: string, filter: LedgerFilter) =>
  queryOptions({
    queryKey: queryKeys.memberLedgerPage(merchantCode, memberId, filter),
    queryFn: () => memberWalletApi.ledger(merchantCode, memberId, filter),
    placeholderData: keepPreviousData,
  });

export const useMemberLedger = (merchantCode: string, memberId: string, filter: LedgerFilter) =>
  useQuery(memberLedgerQuery(merchantCode, memberId, filter));

export const pendingAdjustmentsQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: queryKeys.pendingAdjustments(merchantCode),
    queryFn: () => memberWalletApi.pendingAdjustments(merchantCode),
  });
