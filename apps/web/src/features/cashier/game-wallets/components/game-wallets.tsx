import type { TConsolidatedFunds } from '@platform/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/button/button.tsx';
import { Card } from '../../../../components/card/card.tsx';
import { EmptyState } from '../../../../components/empty-state/empty-state.tsx';
import { IconBadge } from '../../../../components/icon-badge/icon-badge.tsx';
import { Icon } from '../../../../components/icon/icon.tsx';
import { amountSign } from '../../../../components/money/amount-sign.ts';
import { Money } from '../../../../components/money/money.tsx';
import { Skeleton, SkeletonRows } from '../../../../components/skeleton/skeleton.tsx';
import { Spinner } from '../../../../components/spinner/spinner.tsx';
import { StatusPill } from '../../../../components/status-pill/status-pill.tsx';
import { describeApiError } from '../../../../lib/api-client.ts';
import { formatMoneyText } from '../../../../lib/format.ts';
import { newIdempotencyKey } from '../../idempotent.ts';
import {
  gameWalletTransferStatus,
  recallGameWallet,
  useConsolidatedFunds,
  useMerchantWallet,
  useRefreshFunds,
} from '../api/game-wallets-api.ts';
import {
  heldInGames,
  isBusy,
  isUnresolved,
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
} from '../recall.ts';
import styles from './game-wallets.module.css';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The game wallets (spec §4 "Wallets": balance can be recalled from a game wallet): the main
 * wallet, each transfer-wallet vendor's game balance with a recall button, and "recall all". A
 * merchant whose games all play from the main wallet has nothing to recall, and the page says so.
 */
export function GameWallets({ walletPath }: { walletPath: string }) {
  const { t } = useTranslation();
  const mode = useMerchantWallet();
  const funds = useConsolidatedFunds();

  const failed = mode.isError ? mode : funds.isError && !funds.data ? funds : null;
  if (failed) {
    return (
      <EmptyState
        illustration="error"
        title={t('gameWallets.loadFailed')}
        text={describeApiError(failed.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void failed.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!mode.data || (!mode.data.isSingle && !funds.data)) return <GameWalletsSkeleton />;
  if (mode.data.isSingle) {
    return (
      <Card label={t('gameWallets.single.title')} testId="game-wallets-single">
        <EmptyState
          illustration="empty"
          title={t('gameWallets.single.title')}
          text={t('gameWallets.single.text')}
          actions={
            <Link to={walletPath} className={buttonClass('gold')}>
              <Icon name="wallet" size={18} />
              {t('gameWallets.toWallet')}
            </Link>
          }
        />
      </Card>
    );
  }
  return <WalletsWithRecall funds={funds.data!} refreshing={funds.isFetching} />;
}

function WalletsWithRecall({ funds, refreshing }: { funds: TConsolidatedFunds; refreshing: boolean }) {
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
    const codes = recallableVendors(funds.gameWallets, rowsRef.current);
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

  const recallable = recallableVendors(funds.gameWallets, rows);
  const running = run !== null || Object.values(rows).some(isBusy);
  const progress = run ? recallProgress(rows, run) : null;
  const inGames = funds.gameWallets.some((w) => amountSign(w.balance) === 'positive');
  const held = heldInGames(funds);

  return (
    <div className={styles.page} data-testid="game-wallets">
      <section className={styles.hero} aria-labelledby="game-wallets-main-title">
        <div className={styles.heroMain}>
          <h2 id="game-wallets-main-title" className={styles.heroLabel}>
            {t('gameWallets.main')}
          </h2>
          <p className={styles.heroAmount} data-testid="main-balance" data-amount={funds.balance}>
            <Money amount={funds.balance} currency={funds.currency} />
          </p>
          <p className={styles.heroHint}>{t('gameWallets.mainHint')}</p>
        </div>
        <dl className={styles.heroStats}>
          <div>
            <dt>{t('gameWallets.inGames')}</dt>
            <dd>
              {held === null ? '—' : <Money amount={held} currency={funds.currency} showCurrency={false} />}
            </dd>
          </div>
          <div>
            <dt>{t('gameWallets.total')}</dt>
            <dd data-testid="funds-total">
              <Money amount={funds.total} currency={funds.currency} showCurrency={false} />
            </dd>
          </div>
        </dl>
        <div className={styles.heroActions}>
          <Button
            variant="gold"
            icon={<Icon name="download" size={18} />}
            loading={run !== null}
            disabled={running || recallable.length === 0}
            onClick={() => void recallAll()}
          >
            {progress
              ? t('gameWallets.recallingAll', { done: progress.settled, total: progress.total })
              : t('gameWallets.recallAll')}
          </Button>
          {!inGames && !running ? <span className={styles.heroNote}>{t('gameWallets.nothing')}</span> : null}
        </div>
      </section>

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      <Card
        id="game-wallets-list-title"
        icon="gamepad"
        title={t('gameWallets.listTitle')}
        text={t('gameWallets.listText')}
        testId="game-wallet-list"
      >
        {funds.gameWallets.length === 0 ? (
          <p className={styles.emptyLine}>{t('gameWallets.noVendors')}</p>
        ) : (
          <ul className={styles.rows} aria-busy={refreshing || undefined}>
            {funds.gameWallets.map((w) => (
              <VendorRow
                key={w.vendorCode}
                name={w.displayName}
                code={w.vendorCode}
                balance={w.balance}
                currency={funds.currency}
                row={recallRow(rows, w.vendorCode)}
                disabled={running}
                onRecall={() => void recallSingle(w.vendorCode)}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function VendorRow({
  name,
  code,
  balance,
  currency,
  row,
  disabled,
  onRecall,
}: {
  name: string;
  code: string;
  balance: string;
  currency: string;
  row: RecallRow;
  disabled: boolean;
  onRecall: () => void;
}) {
  const { t } = useTranslation();
  const hasMoney = amountSign(balance) === 'positive';
  const again = isUnresolved(row) || row.status === 'failed';
  return (
    <li className={styles.row} data-testid={`game-wallet-${code}`} data-status={row.status}>
      <IconBadge icon="gamepad" size={40} />
      <div className={styles.vendor}>
        <span className={styles.vendorName}>{name}</span>
        <span className={styles.vendorCode}>{code}</span>
      </div>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{t('gameWallets.balance')}</span>
        <Money amount={balance} currency={currency} />
      </div>
      <div className={styles.state} aria-live="polite">
        <RowStatus row={row} currency={currency} />
      </div>
      <div className={styles.action}>
        {row.status === 'recalling' ? (
          <Spinner size={20} label={t('gameWallets.recallingVendor', { vendor: name })} />
        ) : (
          <Button
            size="sm"
            variant={again ? 'outline' : 'primary'}
            disabled={disabled || (!hasMoney && !isUnresolved(row))}
            onClick={onRecall}
            aria-label={t(again ? 'gameWallets.retryVendor' : 'gameWallets.recallVendor', { vendor: name })}
          >
            {t(again ? 'common.retry' : 'gameWallets.recall')}
          </Button>
        )}
      </div>
    </li>
  );
}

function RowStatus({ row, currency }: { row: RecallRow; currency: string }) {
  const { t } = useTranslation();
  switch (row.status) {
    case 'idle':
      return null;
    case 'queued':
      return <StatusPill tone="muted">{t('gameWallets.status.queued')}</StatusPill>;
    case 'recalling':
      return <StatusPill tone="action">{t('gameWallets.status.recalling')}</StatusPill>;
    case 'pending':
      return <StatusPill tone="pending">{t('gameWallets.status.pending')}</StatusPill>;
    case 'done':
      return (
        <StatusPill tone="success">
          {t('gameWallets.status.done', { amount: formatMoneyText(row.amount ?? '0', currency) })}
        </StatusPill>
      );
    case 'failed':
      return (
        <span className={styles.failure}>
          <StatusPill tone="danger">{t('gameWallets.status.failed')}</StatusPill>
          <span className={styles.failureText}>{row.error || t('gameWallets.refused')}</span>
        </span>
      );
  }
}

function GameWalletsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-label={t('common.loading')}>
      <div className={styles.hero} aria-hidden="true">
        <div className={styles.heroMain}>
          <Skeleton width={140} height={14} />
          <Skeleton width={220} height={40} />
        </div>
      </div>
      <div className={styles.skeletonCard} aria-hidden="true">
        <SkeletonRows rows={2} />
      </div>
    </div>
  );
}
