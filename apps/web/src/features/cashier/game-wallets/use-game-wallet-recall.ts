import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../idempotent.ts';
import { gameWalletTransferStatus, recallGameWallet, useRefreshFunds } from './api/game-wallets-api.ts';
import {
  isBusy,
  recallableVendors,
  recallInTurn,
  recallOne,
  recallOutcomeUnknown,
  recallProgress,
  recallReducer,
  recallRow,
  type RecallDeps,
  type RecallEvent,
  type RecallRow,
  type RecallState,
} from './recall.ts';

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface GameWalletRecall {
  /** The row of a vendor as it stands (idle until recalled). */
  row: (vendorCode: string) => RecallRow;
  /** The vendors "recall all" would go through now. */
  recallable: readonly string[];
  /** A "recall all" is under way. */
  runningAll: boolean;
  /** Any recall is under way: the other buttons wait. */
  running: boolean;
  /** How far "recall all" is. */
  progress: { settled: number; total: number } | null;
  /** The outcome of the last recall, for a polite live region. */
  announcement: string;
  recallAll: () => Promise<void>;
  recallSingle: (vendorCode: string) => Promise<void>;
}

/**
 * The recall of transfer-wallet vendors' game balances (spec §4 "Wallets") for a screen that lists
 * them: the game wallets page and the seamless wallet page share it, so both move money the same
 * way (one call at a time, a transfer id kept until its outcome is known).
 */
export function useGameWalletRecall(
  wallets: readonly { vendorCode: string; balance: string }[],
): GameWalletRecall {
  const { t } = useTranslation();
  const refresh = useRefreshFunds();
  const [rows, setRows] = useState<RecallState>({});
  // The reducer's state, read synchronously by the calls in flight (the id to repeat).
  const rowsRef = useRef<RecallState>({});
  const [run, setRun] = useState<readonly string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const dispatch = useCallback((event: RecallEvent) => {
    rowsRef.current = recallReducer(rowsRef.current, event);
    setRows(rowsRef.current);
  }, []);

  const deps: RecallDeps = {
    send: recallGameWallet,
    status: gameWalletTransferStatus,
    row: (code) => recallRow(rowsRef.current, code),
    dispatch,
    newId: newIdempotencyKey,
    outcomeUnknown: recallOutcomeUnknown,
    describe: (error) => describeApiError(error, (key) => t(key)),
    sleep: wait,
  };

  const summarise = (codes: readonly string[]) => {
    const after = rowsRef.current;
    const done = codes.filter((c) => recallRow(after, c).status === 'done').length;
    setAnnouncement(t('gameWallets.summary', { done, total: codes.length }));
  };

  const recallAll = async () => {
    const codes = recallableVendors(wallets, rowsRef.current);
    if (codes.length === 0) return;
    setRun(codes);
    setAnnouncement('');
    await recallInTurn(codes, deps);
    setRun(null);
    summarise(codes);
    refresh();
  };

  const recallSingle = async (code: string) => {
    setAnnouncement('');
    await recallOne(code, deps);
    summarise([code]);
    refresh();
  };

  return {
    row: (code) => recallRow(rows, code),
    recallable: recallableVendors(wallets, rows),
    runningAll: run !== null,
    running: run !== null || Object.values(rows).some(isBusy),
    progress: run ? recallProgress(rows, run) : null,
    announcement,
    recallAll,
    recallSingle,
  };
}
