import { describe, expect, it } from 'vitest';
import { authMessage, memberSocketUrl, readTypedMessage, reconnectDelay } from './member-socket.ts';

describe('member sockets', () => {
  it('builds the URL on the page host, secure on HTTPS, with no token in it', () => {
    expect(memberSocketUrl('/api/wps/ws/wallet', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/wps/ws/wallet',
    );
    expect(memberSocketUrl('/api/wps/ws/inbox', { protocol: 'https:', host: 'royal.example' })).toBe(
      'wss://royal.example/api/wps/ws/inbox',
    );
  });

  it('says who is listening in the first message', () => {
    expect(JSON.parse(authMessage('a+b/c'))).toEqual({ type: 'auth', token: 'a+b/c' });
  });

  it('backs off exponentially with jitter, capped at 30 s', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => reconnectDelay(a, mid))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
    expect(reconnectDelay(50, () => 1)).toBe(30000);
    expect(reconnectDelay(-3, mid)).toBe(1000);
  });

  it('reads frames of the asked type and nothing else', () => {
    expect(readTypedMessage(JSON.stringify({ type: 'unread', count: 3 }), 'unread')).toEqual({
      type: 'unread',
      count: 3,
    });
    expect(readTypedMessage(JSON.stringify({ type: 'balance', count: 3 }), 'unread')).toBeNull();
    expect(readTypedMessage('not json', 'unread')).toBeNull();
    expect(readTypedMessage('null', 'unread')).toBeNull();
    expect(readTypedMessage('[1]', 'unread')).toBeNull();
    expect(readTypedMessage(new ArrayBuffer(2), 'unread')).toBeNull();
  });
});
