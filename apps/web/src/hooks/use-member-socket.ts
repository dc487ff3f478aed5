import { useEffect, useRef } from 'react';
import { authMessage, FINAL_CLOSE_CODES, memberSocketUrl, reconnectDelay } from '../lib/member-socket.ts';

export interface MemberSocketOptions {
  /** The socket's path on the site's own host (`/api/wps/ws/wallet`, `/api/wps/ws/inbox`). */
  path: string;
  /** The session token; none (logged out) closes the socket. */
  token: string | null;
  /** False for members the server refuses a socket (trial users). */
  enabled?: boolean;
  /** Each text frame; the latest function is used, so passing a new one does not reconnect. */
  onMessage: (data: unknown) => void;
}

/**
 * A live member-push socket: authenticates with the token as its first message, reconnects with
 * backoff when dropped (at once when the page comes back to the foreground), stops for good on a
 * refused token or when a newer tab takes the slot, and closes on logout or unmount.
 */
export function useMemberSocket({ path, token, enabled = true, onMessage }: MemberSocketOptions) {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    if (!token || !enabled || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      if (stopped) return;
      const opened = new WebSocket(memberSocketUrl(path, window.location));
      socket = opened;
      opened.onopen = () => opened.send(authMessage(token));
      opened.onmessage = (event) => {
        attempt = 0;
        handler.current(event.data);
      };
      opened.onclose = (event) => {
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
  }, [path, token, enabled]);
}
