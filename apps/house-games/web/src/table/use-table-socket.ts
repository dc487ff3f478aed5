import { useEffect, useRef, useState } from 'react';

export type SocketStatus = 'connecting' | 'open' | 'reconnecting';

/** A WebSocket to the table that reconnects with backoff; messages arrive parsed. */
export function useTableSocket(url: string | null, onMessage: (message: Record<string, unknown>) => void) {
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    if (!url) return;
    let socket: WebSocket | null = null;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let closed = false;

    const connect = () => {
      socket = new WebSocket(url);
      socket.onopen = () => {
        attempts = 0;
        setStatus('open');
      };
      socket.onmessage = (event) => {
        try {
          handler.current(JSON.parse(String(event.data)) as Record<string, unknown>);
        } catch {
          // A malformed frame is dropped; the next state push brings the page up to date.
        }
      };
      socket.onclose = () => {
        if (closed) return;
        setStatus('reconnecting');
        const delayMs = Math.min(8_000, 500 * 2 ** attempts++);
        timer = setTimeout(connect, delayMs);
      };
    };
    connect();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, [url]);

  return status;
}
