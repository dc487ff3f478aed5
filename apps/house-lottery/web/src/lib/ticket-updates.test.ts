import { describe, expect, it } from 'vitest';
import { endedSince, isWaiting, mayHaveMore } from './ticket-updates.ts';
import type { Ticket } from './types.ts';

const ticket = (ticketId: string, status: Ticket['status'], walletSettled = false): Ticket => ({
  ticketId,
  drawId: 'ELOTT1-1',
  market: 'ELOTT',
  gameCode: 'lotto-elott-1',
  province: null,
  drawAt: '2026-11-27T12:00:00.000Z',
  betType: 'DE',
  numbers: ['45'],
  units: 1,
  cost: '1.00',
  potentialWin: '95.00',
  placedAt: '2026-11-27T11:59:00.000Z',
  status,
  win: status === 'WON' ? '95.00' : status === 'LOST' ? '0.00' : null,
  walletSettled,
});

describe('my tickets: refreshing until the wallet has every ending', () => {
  it('waits for a draw, and after it for the win or the win of 0 to reach the wallet', () => {
    expect(isWaiting(ticket('a', 'OPEN'))).toBe(true);
    expect(isWaiting(ticket('a', 'PENDING'))).toBe(true);
    expect(isWaiting(ticket('a', 'WON'))).toBe(true);
    expect(isWaiting(ticket('a', 'LOST'))).toBe(true);
    expect(isWaiting(ticket('a', 'REFUNDED'))).toBe(true);
    expect(isWaiting(ticket('a', 'WON', true))).toBe(false);
    expect(isWaiting(ticket('a', 'LOST', true))).toBe(false);
    expect(isWaiting(ticket('a', 'REFUNDED', true))).toBe(false);
    // A refused bet took no money and has no ending to wait for.
    expect(isWaiting(ticket('a', 'REFUSED'))).toBe(false);
  });

  it('reads the balance again when a ticket seen without its ending on the wallet has it now', () => {
    const before = [ticket('a', 'OPEN'), ticket('b', 'WON', true)];
    expect(endedSince(before, [ticket('a', 'WON'), ticket('b', 'WON', true)])).toBe(false);
    expect(endedSince(before, [ticket('a', 'WON', true), ticket('b', 'WON', true)])).toBe(true);
    expect(endedSince(before, [ticket('a', 'LOST', true), ticket('b', 'WON', true)])).toBe(true);
    // Tickets ended before they were first seen (an older page, a new load) change nothing here.
    expect(endedSince([], [ticket('c', 'WON', true)])).toBe(false);
    expect(endedSince(before, [ticket('c', 'WON', true), ...before])).toBe(false);
  });

  it('offers more while the page came back full', () => {
    expect(mayHaveMore(100, 100)).toBe(true);
    expect(mayHaveMore(99, 100)).toBe(false);
  });
});
