import type { TConsolidatedFunds, TGameWalletTransfer } from '@platform/contracts';
import { isCurrencyCode, parseMoney, subtract, toDecimalString } from '@platform/money';
import { amountSign } from '../../../components/money/amount-sign.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Recalling game wallets (spec §4 "Wallets": balance can be recalled from a game wallet). Each
 * recall is one OUT transfer of a vendor's whole game balance under a single-use transfer id. The id
 * is kept until the recall has an outcome, so that trying again after no answer (or a PENDING one)
 * repeats the same transfer: the server answers its outcome and never moves the money twice.
 * "Recall all" runs the vendors one after another; one vendor failing is shown on its row and the
 * others go on.
 */

/**
 * idle: nothing asked; queued: waiting its turn in "recall all"; recalling: the call is out;
 * pending: the vendor has not said yet (the id is kept); done: the money is back; failed: the
 * vendor refused or the call failed (the id is kept when the outcome is unknown).
 */
export type RecallStatus = 'idle' | 'queued' | 'recalling' | 'pending' | 'done' | 'failed';

export interface RecallRow {
  status: RecallStatus;
  /** The transfer id of a recall without an outcome yet: the next try repeats it. */
  transferId: string | null;
  /** What came back, on success. */
  amount?: string;
  /** Why it failed: the server's translated message, or empty for "the vendor refused". */
  error?: string;
}

export type RecallState = Readonly<Record<string, RecallRow>>;

export type RecallEvent =
  | { type: 'queue'; vendorCodes: readonly string[] }
  | { type: 'start'; vendorCode: string; transferId: string }
  | { type: 'answer'; vendorCode: string; transfer: Pick<TGameWalletTransfer, 'status' | 'amount'> }
  | { type: 'error'; vendorCode: string; message: string; outcomeUnknown: boolean };

const IDLE: RecallRow = { status: 'idle', transferId: null };

export const recallRow = (state: RecallState, vendorCode: string): RecallRow => state[vendorCode] ?? IDLE;

export function recallReducer(state: RecallState, event: RecallEvent): RecallState {
  switch (event.type) {
    case 'queue': {
      const next = { ...state };
      for (const code of event.vendorCodes) {
        next[code] = { ...recallRow(state, code), status: 'queued', error: undefined, amount: undefined };
      }
      return next;
    }
    case 'start':
      return {
        ...state,
        [event.vendorCode]: { status: 'recalling', transferId: event.transferId },
      };
    case 'answer': {
      const row = recallRow(state, event.vendorCode);
      const { status, amount } = event.transfer;
      if (status === 'SUCCESS') {
        return { ...state, [event.vendorCode]: { status: 'done', transferId: null, amount } };
      }
      if (status === 'PENDING') {
        return { ...state, [event.vendorCode]: { status: 'pending', transferId: row.transferId } };
      }
      // Refused by the vendor: that id is settled; a new try is a new transfer.
      return { ...state, [event.vendorCode]: { status: 'failed', transferId: null, error: '' } };
    }
    case 'error': {
      const row = recallRow(state, event.vendorCode);
      return {
        ...state,
        [event.vendorCode]: {
          status: 'failed',
          transferId: event.outcomeUnknown ? row.transferId : null,
          error: event.message,
        },
      };
    }
  }
}

/**
 * Whether a failed recall may have happened all the same: anything but the server's refusal of the
 * request (a 4xx) — no answer, a gateway or a server error. The id is then kept, and trying again
 * asks for that transfer's outcome instead of starting another.
 */
export const recallOutcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The id for the next try on a row: the unresolved one if there is one, else a fresh one. */
export const transferIdFor = (row: RecallRow, newId: () => string): string => row.transferId ?? newId();

/** A row whose last recall has no outcome yet: trying again repeats it. */
export const isUnresolved = (row: RecallRow) => row.transferId !== null;

export const isBusy = (row: RecallRow) => row.status === 'queued' || row.status === 'recalling';

/**
 * The vendors "recall all" goes through, in the page's order: those with money in their game wallet,
 * and those whose last recall has no outcome yet (their game balance may already read zero while the
 * money is on its way back).
 */
export function recallableVendors(
  wallets: readonly { vendorCode: string; balance: string }[],
  state: RecallState,
): string[] {
  return wallets
    .filter((w) => {
      const row = recallRow(state, w.vendorCode);
      return !isBusy(row) && (amountSign(w.balance) === 'positive' || isUnresolved(row));
    })
    .map((w) => w.vendorCode);
}

export interface RecallDeps {
  /** POST the OUT transfer (no amount: the whole game balance). Throws on an error envelope. */
  send: (transferId: string, vendorCode: string) => Promise<Pick<TGameWalletTransfer, 'status' | 'amount'>>;
  /** GET the transfer's outcome. */
  status: (transferId: string) => Promise<Pick<TGameWalletTransfer, 'status' | 'amount'>>;
  /** The row as it is now (the id to repeat). */
  row: (vendorCode: string) => RecallRow;
  dispatch: (event: RecallEvent) => void;
  newId: () => string;
  /** Whether a failed call's outcome is unknown (no answer, a gateway error): then the id is kept. */
  outcomeUnknown: (error: unknown) => boolean;
  describe: (error: unknown) => string;
  sleep: (ms: number) => Promise<void>;
  /** How often, and how far apart, a PENDING answer is asked about again before the row shows it. */
  polls?: number;
  pollMs?: number;
}

/** One vendor's recall, to an outcome on its row; never throws. */
export async function recallOne(vendorCode: string, deps: RecallDeps): Promise<void> {
  const transferId = transferIdFor(deps.row(vendorCode), deps.newId);
  deps.dispatch({ type: 'start', vendorCode, transferId });
  try {
    let answer = await deps.send(transferId, vendorCode);
    for (let i = 0; answer.status === 'PENDING' && i < (deps.polls ?? 3); i++) {
      await deps.sleep(deps.pollMs ?? 1500);
      answer = await deps.status(transferId);
    }
    deps.dispatch({ type: 'answer', vendorCode, transfer: answer });
  } catch (error) {
    deps.dispatch({
      type: 'error',
      vendorCode,
      message: deps.describe(error),
      outcomeUnknown: deps.outcomeUnknown(error),
    });
  }
}

/** "Recall all": every vendor in turn, one call at a time; a failure stays on its row. */
export async function recallInTurn(vendorCodes: readonly string[], deps: RecallDeps): Promise<void> {
  deps.dispatch({ type: 'queue', vendorCodes });
  for (const code of vendorCodes) await recallOne(code, deps);
}

/** Progress of a "recall all": how many rows have an outcome, of how many. */
export function recallProgress(state: RecallState, vendorCodes: readonly string[]) {
  const settled = vendorCodes.filter((c) => !isBusy(recallRow(state, c))).length;
  return { settled, total: vendorCodes.length };
}

/**
 * What the member holds in game wallets: the consolidated total less the main wallet, in exact
 * minor units. Null when an amount cannot be read (the figure is then left out rather than guessed).
 */
export function heldInGames(
  funds: Pick<TConsolidatedFunds, 'balance' | 'total' | 'currency'>,
): string | null {
  if (!isCurrencyCode(funds.currency)) return null;
  try {
    return toDecimalString(
      subtract(parseMoney(funds.total, funds.currency), parseMoney(funds.balance, funds.currency)),
    );
  } catch {
    return null;
  }
}
