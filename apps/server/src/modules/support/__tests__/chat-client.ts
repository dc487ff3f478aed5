import type { TChatServerMessage } from '@platform/contracts';
import WebSocket from 'ws';

/** A chat room socket for tests: collects what the server sends and waits for a message by shape. */
export interface ChatClient {
  received: TChatServerMessage[];
  send(message: unknown): void;
  waitFor<T extends TChatServerMessage>(
    match: (m: TChatServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  closed: Promise<number>;
  close(): void;
}

export async function openChat(
  baseUrl: string,
  query: string,
  headers: Record<string, string> = { host: 'localhost' },
): Promise<ChatClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/wps/ws/chat?${query}`, { headers });
  const received: TChatServerMessage[] = [];
  let wake: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    received.push(JSON.parse(data.toString()) as TChatServerMessage);
    const waiting = wake;
    wake = [];
    for (const w of waiting) w();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    received,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async waitFor<T extends TChatServerMessage>(
      match: (m: TChatServerMessage) => boolean,
      timeoutMs = 5_000,
    ) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found as T;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching chat message; got ${JSON.stringify(received.slice(-5))}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    closed,
    close: () => socket.close(),
  };
}

export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
