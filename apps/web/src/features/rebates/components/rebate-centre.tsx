import type { GameCategory } from '@platform/contracts/client';
import type { TRebatePayout } from '@platform/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { Money } from '../../../components/money/money.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordRow, RecordRows } from '../../../components/record-list/record-row.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay, formatMoneyText } from '../../../lib/format.ts';
import { useClaimRebate, useRebateAccrued, useRebateHistory } from '../api/rebates-api.ts';
import styles from './rebates.module.css';

const isZero = (amount: string) => /^0(\.0+)?$/.test(amount);

/**
 * manualRebate (spec §2 member centre): the rebate accrued per category since the last claim, at the
 * member's VIP rates, the claim, and every rebate paid (daily by the job, or claimed here).
 */
export function RebateCentre({
  categoryIcons,
  timeZone,
  vipLink,
}: {
  categoryIcons: Readonly<Record<GameCategory, IconName>>;
  timeZone?: string;
  vipLink: ReactNode;
}) {
  const { t } = useTranslation();
  const accrued = useRebateAccrued();
  const claim = useClaimRebate();
  const [claimed, setClaimed] = useState<TRebatePayout | null>(null);
  const data = accrued.data;

  const onClaim = () => {
    setClaimed(null);
    claim.mutate(undefined, {
      onSuccess: (payout) => {
        setClaimed(payout);
        showToast(t('rebate.claimed', { amount: payout.amount, currency: payout.currency }));
      },
      onError: (error) =>
        showToast(
          describeApiError(error, (key) => t(key)),
          'error',
        ),
    });
  };

  let accruedBody;
  if (accrued.isError && !data) {
    accruedBody = (
      <EmptyState
        illustration="error"
        title={t('rebate.loadFailed')}
        text={describeApiError(accrued.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void accrued.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!data) {
    accruedBody = <SkeletonRows rows={4} />;
  } else {
    const nothing = isZero(data.total);
    accruedBody = (
      <div className={styles.accrued}>
        <div className={styles.total} data-testid="rebate-total">
          <div>
            <p className={styles.totalLabel}>{t('rebate.accruedTotal')}</p>
            <p className={styles.totalAmount} data-amount={data.total}>
              <Money amount={data.total} currency={data.currency} />
            </p>
            <p className={styles.window}>
              <Icon name="calendar" size={14} />
              {t('rebate.window', { from: formatDay(data.windowFrom), to: formatDay(data.windowTo) })}
              {data.lastClaimAt
                ? ` · ${t('rebate.lastClaim', { at: formatDateTime(new Date(data.lastClaimAt), timeZone) })}`
                : null}
            </p>
          </div>
          <div className={styles.claimBox}>
            <Button
              size="lg"
              icon={<Icon name="gift" size={18} />}
              onClick={onClaim}
              loading={claim.isPending}
              disabled={nothing || claim.isPending}
            >
              {t('rebate.claimButton')}
            </Button>
            {nothing ? <span className={styles.claimHint}>{t('rebate.nothing')}</span> : null}
          </div>
        </div>
        {claimed ? (
          <Notice tone="success">
            {t('rebate.claimedNotice', { amount: claimed.amount, currency: claimed.currency })}
          </Notice>
        ) : null}
        {data.categories.length === 0 ? (
          <p className={styles.empty}>{t('rebate.noRates')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="rebate-categories">
              <caption className={styles.srOnly}>{t('rebate.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('rebate.category')}</th>
                  <th scope="col">{t('rebate.validBet')}</th>
                  <th scope="col">{t('rebate.rate')}</th>
                  <th scope="col">{t('rebate.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.categories.map((c) => (
                  <tr key={c.category} data-testid={`rebate-row-${c.category}`}>
                    <th scope="row">
                      <span className={styles.category}>
                        <Icon name={categoryIcons[c.category] ?? 'gamepad'} size={16} />
                        {t(`nav.${c.category}`)}
                      </span>
                    </th>
                    <td data-label={t('rebate.validBet')}>
                      <Money amount={c.validBet} currency={data.currency} showCurrency={false} />
                    </td>
                    <td data-label={t('rebate.rate')}>{t('vip.percent', { value: c.ratePercent })}</td>
                    <td data-label={t('rebate.amount')} className={styles.amountCell}>
                      <Money amount={c.amount} currency={data.currency} showCurrency={false} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className={styles.note}>
          <Icon name="info" size={14} />
          {t('rebate.note')} {vipLink}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.centre}>
      <Card
        id="rebate-accrued-title"
        icon="gift"
        title={t('rebate.accruedTitle')}
        text={data ? t('rebate.accruedText', { level: data.level }) : t('rebate.accruedTextLoading')}
      >
        {accruedBody}
      </Card>
      <RebateHistory timeZone={timeZone} />
    </div>
  );
}

function RebateHistory({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useRebateHistory(page);
  const data = history.data;
  let body;
  if (history.isError && !data) {
    body = (
      <EmptyState
        illustration="error"
        title={t('rebate.historyFailed')}
        text={describeApiError(history.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!data) {
    body = <SkeletonRows rows={3} />;
  } else if (data.list.length === 0) {
    body = (
      <EmptyState
        illustration="empty"
        title={t('rebate.historyEmpty.title')}
        text={t('rebate.historyEmpty.text')}
      />
    );
  } else {
    body = (
      <>
        <RecordRows label={t('rebate.historyTitle')}>
          {data.list.map((p) => (
            <RecordRow
              key={p.id}
              testId={`rebate-payout-${p.kind}`}
              icon={p.kind === 'DAILY' ? 'calendar' : 'gift'}
              iconTone="in"
              title={t(`rebate.kind.${p.kind}`)}
              detail={
                p.kind === 'DAILY' && p.day
                  ? t('rebate.dayOf', { day: formatDay(p.day) })
                  : t('rebate.window', { from: formatDay(p.windowFrom), to: formatDay(p.windowTo) })
              }
              meta={`${formatDateTime(new Date(p.createdAt), timeZone)} · ${t('rebate.validBet')} ${formatMoneyText(p.validBet, p.currency)}`}
              amount={<Money amount={p.amount} currency={p.currency} signed tone="positive" />}
              status={
                <StatusPill tone="success" size="sm">
                  {t('rebate.paid')}
                </StatusPill>
              }
            />
          ))}
        </RecordRows>
        {data.totalPages > 1 ? (
          <Pager
            page={page}
            totalPages={data.totalPages}
            onChange={setPage}
            label={t('rebate.historyPages')}
          />
        ) : null}
      </>
    );
  }
  return (
    <Card
      id="rebate-history-title"
      icon="history"
      title={t('rebate.historyTitle')}
      text={t('rebate.historyText')}
      testId="rebate-history"
    >
      {body}
    </Card>
  );
}
