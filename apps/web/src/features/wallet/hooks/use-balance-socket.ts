import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { balanceQuery } from '../api/wallet-api.ts';
import {
  authMessage,
  FINAL_CLOSE_CODES,
  parseBalanceMessage,
  reconnectDelay,
  walletSocketUrl,
} from '../wallet-socket.ts';

/**
 * Live balance: the wallet socket pushes the balance after every change (the first on connect) and
 * each push replaces the cached balance. A dropped socket reconnects with backoff; a refused token
 * (or a newer tab taking the slot) stops it; logging out (no token) closes it.
 */
export function useBalanceSocket(token: string | null, enabled = true) {
  const client = useQueryClient();

  useEffect(() => {
    if (!token || !enabled || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const key = balanceQuery(token).queryKey;

    const connect = () => {
      if (stopped) return;
      const opened = new WebSocket(walletSocketUrl(window.location));
      socket = opened;
      opened.onopen = () => opened.send(authMessage(token));
      socket.onmessage = (event) => {
        const balance = parseBalanceMessage(event.data);
        if (!balance) return;
        attempt = 0;
        client.setQueryData(key, balance);
      };
      socket.onclose = (event) => {
        socket = null;
        if (FINAL_CLOSE_CODES.has(event.code)) stopped = true;
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };

    // A page coming back from the background reconnects at once instead of waiting out the backoff.
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || socket || stopped) return;
      clearTimeout(timer);
      attempt = 0;
      connect();
    };

    connect();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      socket?.close(1000, 'bye');
    };
  }, [client, token, enabled]);
}
