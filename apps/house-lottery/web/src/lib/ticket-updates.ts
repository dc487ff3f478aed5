/**
 * When "My tickets" refreshes and when the balance is read again. A draw's wins reach the wallet
 * just after the draw settles, so a ticket is watched until the platform has its ending (its win,
 * a win of 0 or its refund), and the balance is read again as soon as one has it.
 */
import type { Ticket } from './types.ts';

/** Tickets shown at first, and added by each "Show more". */
export const TICKETS_PAGE = 100;

const hasEnding = (t: Ticket) => t.status === 'WON' || t.status === 'LOST' || t.status === 'REFUNDED';

/** A ticket still waiting for its draw, or settled but its ending not yet with the platform. */
export const isWaiting = (t: Ticket) =>
  t.status === 'OPEN' || t.status === 'PENDING' || (hasEnding(t) && !t.walletSettled);

/** Whether a ticket seen without its ending on the wallet has it now (the balance moved). */
export function endedSince(before: readonly Ticket[], after: readonly Ticket[]): boolean {
  const open = new Set(before.filter((t) => !t.walletSettled).map((t) => t.ticketId));
  return after.some((t) => t.walletSettled && open.has(t.ticketId));
}

/** More tickets may be older than the ones shown: the page was filled. */
export const mayHaveMore = (shown: number, limit: number) => shown >= limit;
