import type { TReconciliationReport, TSystemAccountBalance } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { queryString } from '../../../lib/query-string.ts';

const RECONCILIATIONS = '/api/bo/ledger/reconciliations';

/** The ledger's health: reconciliation reports and the system accounts' balances. */
export const ledgerApi = {
  reconciliations: (limit = 20) =>
    api<TReconciliationReport[]>(`${RECONCILIATIONS}${queryString({ limit })}`),
  reconcile: () => api<TReconciliationReport>(RECONCILIATIONS, { method: 'POST' }),
  /** Every merchant's when `merchantCode` is empty. */
  systemAccounts: (merchantCode = '') =>
    api<TSystemAccountBalance[]>(`/api/bo/ledger/system-accounts${queryString({ merchant: merchantCode })}`),
};

export const reconciliationsQuery = queryOptions({
  queryKey: queryKeys.reconciliations,
  queryFn: () => ledgerApi.reconciliations(20),
});

export const useReconciliations = () => useQuery(reconciliationsQuery);

export const useSystemAccounts = (merchantCode: string) =>
  useQuery({
    queryKey: [...queryKeys.systemAccounts, merchantCode],
    queryFn: () => ledgerApi.systemAccounts(merchantCode),
  });
