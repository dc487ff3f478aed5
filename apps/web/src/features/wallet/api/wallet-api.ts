import type {
  TransactionType,
  TTransactionHistoryQuery,
  TTransactionRecord,
  TWalletBalance,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/page.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';

/**
 * The member's wallet (spec §7 `/wps/v2/wallets/balance`) and account record (spec §2
 * transactionHistory). Keys carry the session token, so that another login in the same tab never
 * sees the previous member's figures.
 */
export type WalletBalance = TWalletBalance;
export type TransactionRecord = TTransactionRecord;
export type TransactionFilter = TransactionType;
export type TransactionsQuery = Pick<
  TTransactionHistoryQuery,
  'type' | 'startDate' | 'endDate' | 'pageNo' | 'pageSize'
>;

export const balanceQuery = (token: string) =>
  queryOptions({
    queryKey: ['wallet', token, 'balance'],
    queryFn: () => api.get<WalletBalance>('/api/wps/v2/wallets/balance'),
    // The socket keeps it fresh; a re-read covers a socket that could not connect.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const transactionsQuery = (token: string, query: TransactionsQuery) =>
  queryOptions({
    queryKey: ['wallet', token, 'transactions', query],
    queryFn: () => api.get<Page<TransactionRecord>>('/api/wps/v2/wallets/transactions', { ...query }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useBalance() {
  const token = useSessionToken();
  return useQuery({ ...balanceQuery(token ?? ''), enabled: !!token });
}

export function useTransactions(query: TransactionsQuery) {
  const token = useSessionToken();
  return useQuery({ ...transactionsQuery(token ?? '', query), enabled: !!token });
}

/**
 * Re-reads the balance and the account record, for screens that just moved money (the socket
 * usually gets there first; this covers a socket that is down).
 */
export function useRefreshWallet() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useCallback(() => {
    if (!token) return;
    void client.invalidateQueries({ queryKey: ['wallet', token] });
  }, [client, token]);
}
