import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../idempotent.ts';
import { gameWalletTransferStatus, transferToGameWallet, useRefreshFunds } from './api/game-wallets-api.ts';
import {
  isUnresolved,
  recallOne,
  recallOutcomeUnknown,
  recallReducer,
  recallRow,
  type RecallEvent,
  type RecallRow,
  type RecallState,
} from './recall.ts';
import { wait } from './use-game-wallet-recall.ts';

export interface GameWalletTransfer {
  row: (vendorCode: string) => RecallRow;
  /** The amount of a vendor's transfer without an outcome yet: trying again must send the same. */
  heldAmount: (vendorCode: string) => string | null;
  /** Sends (or repeats) the transfer; answers the row's outcome. Never throws. */
  transferIn: (vendorCode: string, amount: string) => Promise<RecallRow>;
}

/**
 * Money into a transfer-wallet vendor's game wallet (GCS_walletTransfer IN). A transfer is driven
 * exactly like a recall (recall.ts): one single-use id per transfer, kept with its amount until the
 * vendor's outcome is known, so that trying again, even after closing the dialog, repeats the same
 * transfer instead of sending the money twice.
 */
export function useGameWalletTransfer(): GameWalletTransfer {
  const { t } = useTranslation();
  const refresh = useRefreshFunds();
  const [rows, setRows] = useState<RecallState>({});
  const rowsRef = useRef<RecallState>({});
  // The amount of each transfer without an outcome, read synchronously and drawn.
  const amounts = useRef<Record<string, string>>({});
  const [held, setHeld] = useState<Record<string, string>>({});

  const dispatch = useCallback((event: RecallEvent) => {
    rowsRef.current = recallReducer(rowsRef.current, event);
    setRows(rowsRef.current);
  }, []);

  const transferIn = async (vendorCode: string, amount: string) => {
    const sent = isUnresolved(recallRow(rowsRef.current, vendorCode))
      ? (amounts.current[vendorCode] ?? amount)
      : amount;
    amounts.current = { ...amounts.current, [vendorCode]: sent };
    setHeld(amounts.current);
    await recallOne(vendorCode, {
      send: (transferId, code) => transferToGameWallet(transferId, code, sent),
      status: gameWalletTransferStatus,
      row: (code) => recallRow(rowsRef.current, code),
      dispatch,
      newId: newIdempotencyKey,
      outcomeUnknown: recallOutcomeUnknown,
      describe: (error) => describeApiError(error, (key) => t(key)),
      sleep: wait,
    });
    refresh();
    const row = recallRow(rowsRef.current, vendorCode);
    if (!isUnresolved(row)) {
      const { [vendorCode]: _settled, ...rest } = amounts.current;
      amounts.current = rest;
      setHeld(rest);
    }
    return row;
  };

  return {
    row: (code) => recallRow(rows, code),
    heldAmount: (code) => (isUnresolved(recallRow(rows, code)) ? (held[code] ?? null) : null),
    transferIn,
  };
}
