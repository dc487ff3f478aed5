import { describe, expect, it } from 'vitest';
import { authMessage, parseBalanceMessage, reconnectDelay, walletSocketUrl } from './wallet-socket.ts';

const balance = {
  balance: '9900.00',
  cash: '9900.00',
  bonus: '0.00',
  locked: '100.00',
  currency: 'THB',
  currencySymbol: '฿',
  demo: false,
};

describe('wallet socket', () => {
  it('builds the URL on the page host, secure on HTTPS, with no token in it', () => {
    expect(walletSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/wps/ws/wallet',
    );
    expect(walletSocketUrl({ protocol: 'https:', host: 'royal.example' })).toBe(
      'wss://royal.example/api/wps/ws/wallet',
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

  it('reads balance messages and ignores anything else', () => {
    expect(parseBalanceMessage(JSON.stringify({ type: 'balance', value: balance }))).toEqual(balance);
    expect(parseBalanceMessage(JSON.stringify({ type: 'other', value: balance }))).toBeNull();
    expect(
      parseBalanceMessage(JSON.stringify({ type: 'balance', value: { ...balance, cash: 5 } })),
    ).toBeNull();
    expect(
      parseBalanceMessage(JSON.stringify({ type: 'balance', value: { ...balance, demo: 'no' } })),
    ).toBeNull();
    expect(parseBalanceMessage('not json')).toBeNull();
    expect(parseBalanceMessage(new ArrayBuffer(2))).toBeNull();
    expect(parseBalanceMessage('null')).toBeNull();
  });
});
