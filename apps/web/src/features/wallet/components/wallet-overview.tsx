import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { RecordList } from '../../../components/record-list/record-list.tsx';
import { RecordRow, RecordRows } from '../../../components/record-list/record-row.tsx';
import { Skeleton } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { useBalance, useTransactions } from '../api/wallet-api.ts';
import { shortcutRange } from '../../../lib/date-range.ts';
import { amountDirection, DIRECTION_ICON_TONES } from '../transaction-view.ts';
import { SignedAmount } from './signed-amount.tsx';
import styles from './wallet.module.css';

export interface WalletAction {
  id: string;
  to: string;
  icon: IconName;
  label: string;
  primary?: boolean;
}

export interface WalletOverviewProps {
  actions: WalletAction[];
  /** The account record, for "view all". */
  recordsTo: string;
  timeZone?: string;
  /** Trial users see their demo money and this instead of the account record. */
  trialNotice?: ReactNode;
}

/** My wallet (spec §2 member area): balance with cash, bonus and locked; links to the money screens. */
export function WalletOverview({ actions, recordsTo, timeZone, trialNotice }: WalletOverviewProps) {
  const { t } = useTranslation();
  const balance = useBalance();

  if (balance.isError) {
    return (
      <EmptyState
        illustration="error"
        title={t('wallet.loadFailed')}
        text={describeApiError(balance.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void balance.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const data = balance.data;
  const money = (amount: string | undefined) =>
    data && amount !== undefined ? formatMoneyText(amount, data.currency) : null;

  return (
    <div className={styles.overview} data-testid="wallet-overview">
      <section className={styles.hero} aria-labelledby="wallet-total-title" aria-busy={!data || undefined}>
        <div className={styles.heroGlow} aria-hidden="true" />
        <div className={styles.heroTop}>
          <h2 id="wallet-total-title" className={styles.heroLabel}>
            {t('wallet.balanceTitle')}
          </h2>
          {data?.demo ? <span className={styles.demoBadge}>{t('wallet.demo')}</span> : null}
        </div>
        <p className={styles.heroAmount} data-testid="wallet-total">
          {data ? (
            <>
              <span className={styles.heroSymbol}>{data.currencySymbol}</span>
              {money(data.balance)}
              <span className={styles.heroCurrency}>{data.currency}</span>
            </>
          ) : (
            <Skeleton
              inverse
              width={240}
              height={44}
              className={styles.heroSkeleton}
              label={t('common.loading')}
            />
          )}
        </p>
        {data && !/^0+(\.0+)?$/.test(data.bonus) ? (
          <p className={styles.heroBonus} data-testid="wallet-bonus-apart">
            <Icon name="lock" size={14} />
            {t('wallet.bonusApart', { amount: money(data.bonus), currency: data.currency })}
          </p>
        ) : null}
        <div className={styles.heroActions}>
          {actions.map((action) => (
            <Link
              key={action.id}
              to={action.to}
              className={
                action.primary ? buttonClass('gold') : buttonClass('outline', 'md', false, styles.heroGhost)
              }
            >
              <Icon name={action.icon} size={18} />
              <span>{action.label}</span>
            </Link>
          ))}
        </div>
      </section>

      <div className={styles.tiles}>
        <Tile
          icon="wallet"
          label={t('wallet.cash')}
          hint={t('wallet.cashHint')}
          value={money(data?.cash)}
          currency={data?.currency}
        />
        <Tile
          icon="gift"
          label={t('wallet.bonus')}
          hint={t('wallet.bonusHint')}
          value={money(data?.bonus)}
          currency={data?.currency}
        />
        <Tile
          icon="lock"
          label={t('wallet.locked')}
          hint={t('wallet.lockedHint')}
          value={money(data?.locked)}
          currency={data?.currency}
        />
      </div>

      {trialNotice ?? <RecentActivity recordsTo={recordsTo} timeZone={timeZone} />}
    </div>
  );
}

function Tile({
  icon,
  label,
  hint,
  value,
  currency,
}: {
  icon: IconName;
  label: string;
  hint: string;
  value: string | null;
  currency?: string;
}) {
  return (
    <div className={styles.tile}>
      <IconBadge icon={icon} size={40} />
      <div className={styles.tileText}>
        <span className={styles.tileLabel}>{label}</span>
        <span className={styles.tileValue}>
          {value ?? <Skeleton width={110} height={16} />}
          {value && currency ? <span className={styles.tileCurrency}> {currency}</span> : null}
        </span>
        <span className={styles.tileHint}>{hint}</span>
      </div>
    </div>
  );
}

function RecentActivity({ recordsTo, timeZone }: { recordsTo: string; timeZone?: string }) {
  const { t } = useTranslation();
  const range = shortcutRange('last30', new Date(), timeZone);
  const records = useTransactions({ type: 'ALL', ...range, pageNo: 1, pageSize: 5 });
  return (
    <Card
      id="wallet-recent-title"
      icon="history"
      title={t('wallet.recent')}
      headVariant="inline"
      actions={
        <Link to={recordsTo} className={styles.viewAll}>
          {t('wallet.viewAll')}
          <Icon name="chevronRight" size={16} />
        </Link>
      }
    >
      <RecordList
        query={records}
        items={records.data?.list}
        empty={{ title: t('wallet.recentEmpty'), as: 'line' }}
        errorTitle={t('wallet.loadFailed')}
        compact
      >
        {(list) => (
          <RecordRows>
            {list.map((r) => {
              const direction = amountDirection(r.amount);
              return (
                <RecordRow
                  key={`${r.id}-${r.account}`}
                  icon={direction === 'out' ? 'arrowUp' : 'arrowDown'}
                  iconTone={DIRECTION_ICON_TONES[direction]}
                  title={
                    <>
                      {t(`wallet.kind.${r.kind}`, { defaultValue: t(`wallet.type.${r.type}`) })}
                      {r.account !== 'CASH' ? (
                        <StatusPill tone="info" size="sm">
                          {t(`wallet.account.${r.account}`)}
                        </StatusPill>
                      ) : null}
                    </>
                  }
                  meta={formatDateTime(new Date(r.createdAt), timeZone, { seconds: false })}
                  amount={<SignedAmount amount={r.amount} currency={r.currency} />}
                />
              );
            })}
          </RecordRows>
        )}
      </RecordList>
    </Card>
  );
}
