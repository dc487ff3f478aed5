import type { TConsolidatedFunds, TGameWalletTransfer, TMerchantWallet } from '@platform/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '../../../../lib/api-client.ts';
import { SESSION_KEYS, writeSession } from '../../../../lib/storage-keys.ts';
import { useSessionToken } from '../../../../lib/use-session-token.ts';
import { sendIdempotent } from '../../idempotent.ts';

/**
 * The game wallets of transfer-wallet vendors (spec §7 GCS_merchantWallet, GCS_walletTransfer, the
 * consolidated funds). Keys carry the session token, so another login in the same tab never sees
 * this member's balances.
 */
const PATHS = {
  funds: '/api/wps/member/info/funds/consolidated',
  merchantWallet: '/api/wps/relay/GCS_merchantWallet',
  transfer: '/api/wps/relay/GCS_walletTransfer',
} as const;

export const fundsQuery = (token: string) =>
  queryOptions({
    queryKey: ['gameWallets', token, 'funds'],
    queryFn: () => api.get<TConsolidatedFunds>(PATHS.funds),
    staleTime: 10_000,
  });

export const merchantWalletQuery = (token: string) =>
  queryOptions({
    queryKey: ['gameWallets', token, 'mode'],
    queryFn: () => api.get<TMerchantWallet>(PATHS.merchantWallet),
    staleTime: 5 * 60_000,
  });

export function useConsolidatedFunds() {
  const token = useSessionToken();
  return useQuery({ ...fundsQuery(token ?? ''), enabled: !!token });
}

/** Whether every game plays from the main wallet; kept in session storage as spec §9 names it. */
export function useMerchantWallet() {
  const token = useSessionToken();
  const query = useQuery({ ...merchantWalletQuery(token ?? ''), enabled: !!token });
  const info = query.data;
  useEffect(() => {
    if (info) writeSession(SESSION_KEYS.merchantWallet, JSON.stringify(info));
  }, [info]);
  return query;
}

/**
 * Recalls a vendor's whole game balance (OUT without an amount). The caller's transfer id goes with
 * every try, so a call repeated after no answer is the same transfer.
 */
export const recallGameWallet = (transferId: string, vendorCode: string) =>
  sendIdempotent(() =>
    api.post<TGameWalletTransfer>(PATHS.transfer, { transferId, vendorCode, direction: 'OUT' }),
  );

/**
 * Moves `amount` from the main wallet into a vendor's game wallet (IN). Like a recall, the caller's
 * transfer id goes with every try of the same transfer.
 */
export const transferToGameWallet = (transferId: string, vendorCode: string, amount: string) =>
  sendIdempotent(() =>
    api.post<TGameWalletTransfer>(PATHS.transfer, { transferId, vendorCode, direction: 'IN', amount }),
  );

/** A transfer's outcome, settling it with the vendor if nobody is working on it. */
export const gameWalletTransferStatus = (transferId: string) =>
  api.get<TGameWalletTransfer>(PATHS.transfer, { transferId });

/** Re-reads the game wallets and the main wallet after money moved between them. */
export function useRefreshFunds() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useCallback(() => {
    if (!token) return;
    void client.invalidateQueries({ queryKey: ['gameWallets', token] });
    void client.invalidateQueries({ queryKey: ['wallet', token] });
  }, [client, token]);
}
