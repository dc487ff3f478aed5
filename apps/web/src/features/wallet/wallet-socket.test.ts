import { describe, expect, it } from 'vitest';
import { parseBalanceMessage } from './wallet-socket.ts';

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
