import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button/button.tsx';
import { IconBadge } from '../../../../components/icon-badge/icon-badge.tsx';
import { Icon, type IconName } from '../../../../components/icon/icon.tsx';
import { amountSign } from '../../../../components/money/amount-sign.ts';
import { Money } from '../../../../components/money/money.tsx';
import { Spinner } from '../../../../components/spinner/spinner.tsx';
import { StatusPill } from '../../../../components/status-pill/status-pill.tsx';
import { formatMoneyText } from '../../../../lib/format.ts';
import { isUnresolved, type RecallRow } from '../recall.ts';
import styles from './game-wallet-row.module.css';

/** The list the rows go in (busy while the balances are read again). */
export function GameWalletList({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <ul className={styles.rows} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

export interface GameWalletRowProps {
  name: string;
  code: string;
  balance: string;
  currency: string;
  row: RecallRow;
  /** Another recall is under way. */
  disabled: boolean;
  onRecall: () => void;
  /** The line under the name: the vendor code unless told. */
  detail?: string;
  icon?: IconName;
  /** Money into the game wallet, where the screen offers it. */
  onTransferIn?: () => void;
}

/**
 * One transfer-wallet vendor: its game balance, the state of its last recall and the recall button
 * (retry while the outcome is unknown), with a transfer into it where the screen offers one.
 */
export function GameWalletRow({
  name,
  code,
  balance,
  currency,
  row,
  disabled,
  onRecall,
  detail,
  icon = 'gamepad',
  onTransferIn,
}: GameWalletRowProps) {
  const { t } = useTranslation();
  const hasMoney = amountSign(balance) === 'positive';
  const again = isUnresolved(row) || row.status === 'failed';
  return (
    <li
      className={[styles.row, onTransferIn ? styles.twoActions : ''].filter(Boolean).join(' ')}
      data-testid={`game-wallet-${code}`}
      data-status={row.status}
    >
      <IconBadge icon={icon} size={40} />
      <div className={styles.vendor}>
        <span className={styles.vendorName}>{name}</span>
        <span className={styles.vendorCode}>{detail ?? code}</span>
      </div>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{t('gameWallets.balance')}</span>
        <Money amount={balance} currency={currency} />
      </div>
      <div className={styles.state} aria-live="polite">
        <RowStatus row={row} currency={currency} />
      </div>
      <div className={styles.action}>
        {onTransferIn ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<Icon name="arrowUp" size={16} />}
            disabled={disabled || row.status === 'recalling'}
            onClick={onTransferIn}
            aria-label={t('gameWallets.transferVendor', { vendor: name })}
          >
            {t('gameWallets.transferIn')}
          </Button>
        ) : null}
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
