import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMemberSocket } from '../../../hooks/use-member-socket.ts';
import { balanceQuery } from '../api/wallet-api.ts';
import { parseBalanceMessage, WALLET_SOCKET_PATH } from '../wallet-socket.ts';

/**
 * Live balance: the wallet socket pushes the balance after every change (the first on connect) and
 * each push replaces the cached balance. Connection, backoff and logout are the shared member
 * socket's (`useMemberSocket`).
 */
export function useBalanceSocket(token: string | null, enabled = true) {
  const client = useQueryClient();
  const onMessage = useCallback(
    (data: unknown) => {
      const balance = parseBalanceMessage(data);
      if (balance && token) client.setQueryData(balanceQuery(token).queryKey, balance);
    },
    [client, token],
  );
  useMemberSocket({ path: WALLET_SOCKET_PATH, token, enabled, onMessage });
}
