import type { PayoutMethodKind } from '@platform/contracts/client';

/** The server binds at most this many payout methods per member. */
export const MAX_PAYOUT_METHODS = 5;

/** Rows from before e-wallets carry no kind: they are bank accounts. */
export const kindOf = (method: { kind?: PayoutMethodKind | null }): PayoutMethodKind => method.kind ?? 'BANK';
