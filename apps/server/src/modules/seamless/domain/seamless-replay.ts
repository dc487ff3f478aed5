/**
 * Exactly-once rules of the seamless wallet (API.md): a repeated transaction_uuid with the same
 * content gets the first answer; with other content it is a duplicate; a tombstone refuses a bet
 * whose rollback arrived first.
 */

export type SeamlessKind = 'BET' | 'WIN' | 'ROLLBACK' | 'TOMBSTONE';

export interface SeamlessFacts {
  kind: SeamlessKind;
  memberId: string;
  round: string;
  referenceUuid: string | null;
  amountMinor: bigint;
  currency: string;
}

export type ReplayVerdict = 'REPLAY' | 'DUPLICATE' | 'ROLLED_BACK';

/** What to answer when `incoming` reuses the transaction_uuid of `stored`. */
export function replayVerdict(stored: SeamlessFacts, incoming: SeamlessFacts): ReplayVerdict {
  if (stored.kind === 'TOMBSTONE') return incoming.kind === 'BET' ? 'ROLLED_BACK' : 'DUPLICATE';
  const same =
    stored.kind === incoming.kind &&
    stored.memberId === incoming.memberId &&
    stored.round === incoming.round &&
    (stored.referenceUuid ?? null) === (incoming.referenceUuid ?? null) &&
    stored.amountMinor === incoming.amountMinor &&
    stored.currency === incoming.currency;
  return same ? 'REPLAY' : 'DUPLICATE';
}
