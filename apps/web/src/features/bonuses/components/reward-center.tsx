import type { TRewardOffer } from '@platform/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Money } from '../../../components/money/money.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useClaimReward, useMarkRewardsRead, useRewardCenter } from '../api/bonuses-api.ts';
import { countdownTo, OFFER_TONES } from '../bonus-view.ts';
import { bonusTitle, CountdownText } from './bonus-details.tsx';
import styles from './bonuses.module.css';

/**
 * The reward centre (spec §2 member centre rewardCenter): rewards waiting to be claimed with their
 * deadline, and past ones. Opening it marks them read (the menu's badge).
 */
export function RewardCenter({
  timeZone,
  bonusDetailsPath,
}: {
  timeZone?: string;
  bonusDetailsPath: string;
}) {
  const { t } = useTranslation();
  const center = useRewardCenter();
  const markRead = useMarkRewardsRead();
  const data = center.data;
  const unread = data?.unread ?? 0;
  const hasWaiting = !!data?.list.some((o) => o.status === 'WAITING');
  const now = useNow(hasWaiting, 1000);

  useEffect(() => {
    if (unread > 0 && !markRead.isPending) markRead.mutate();
    // Once per count the page shows: reading them is what opening the page means.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread]);

  if (center.isError && !data) {
    return (
      <EmptyState
        illustration="error"
        title={t('rewards.loadFailed')}
        text={describeApiError(center.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void center.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <div className={styles.stack} aria-busy="true" aria-label={t('rewards.loading')}>
        <SkeletonCard lines={3} />
        <SkeletonCard lines={3} />
      </div>
    );
  }
  if (data.list.length === 0) {
    return (
      <EmptyState
        illustration="empty"
        title={t('rewards.empty.title')}
        text={t('rewards.empty.text')}
        actions={
          <Link to="/promotions" className={buttonClass('gold')}>
            <Icon name="gift" size={18} />
            {t('rewards.empty.action')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className={styles.list} aria-label={t('rewards.listLabel')} data-testid="reward-center">
      {data.list.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} now={now} timeZone={timeZone} bonusDetailsPath={bonusDetailsPath} />
        </li>
      ))}
    </ul>
  );
}

function OfferCard({
  offer,
  now,
  timeZone,
  bonusDetailsPath,
}: {
  offer: TRewardOffer;
  now: number;
  timeZone?: string;
  bonusDetailsPath: string;
}) {
  const { t } = useTranslation();
  const claim = useClaimReward();
  const title = bonusTitle(t, offer.title, offer.source);
  const titleId = `reward-${offer.id}`;
  const expired = offer.status === 'WAITING' && countdownTo(offer.claimBy, now)?.expired === true;
  const status = expired ? 'LAPSED' : offer.status;

  const onClaim = async () => {
    try {
      const result = await claim.mutateAsync(offer.id);
      showToast(result.released ? t('rewards.claimedCash') : t('rewards.claimedBonus'));
    } catch (error) {
      showToast(
        describeApiError(error, (key) => t(key)),
        'error',
      );
    }
  };

  return (
    <article className={styles.grant} aria-labelledby={titleId} data-testid="reward-offer">
      <header className={styles.grantHead}>
        <div className={styles.grantTitle}>
          <span className={styles.grantIcon} aria-hidden="true">
            <Icon name="gift" size={20} />
          </span>
          <div>
            <h3 id={titleId}>{title}</h3>
            <p className={styles.meta}>
              {t(`bonuses.source.${offer.source}`)} · {formatDateTime(new Date(offer.createdAt), timeZone)}
            </p>
          </div>
        </div>
        <StatusPill tone={OFFER_TONES[status]}>{t(`rewards.status.${status}`)}</StatusPill>
      </header>
      <dl className={styles.figures}>
        <div>
          <dt>{t('bonuses.amount')}</dt>
          <dd>
            <Money amount={offer.amount} currency={offer.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('bonuses.requirement')}</dt>
          <dd className={offer.requirement ? undefined : styles.plainFigure}>
            {offer.requirement ? (
              <Money amount={offer.requirement} currency={offer.currency} />
            ) : (
              t('rewards.noWagering')
            )}
          </dd>
        </div>
      </dl>
      <footer className={styles.grantFoot}>
        {status === 'WAITING' ? (
          <>
            <span className={styles.expiry}>
              <Icon name="clock" size={16} />
              {offer.claimBy ? (
                <>
                  {t('rewards.claimWithin')} <CountdownText to={offer.claimBy} now={now} />
                </>
              ) : (
                t('rewards.noDeadline')
              )}
            </span>
            <Button
              size="sm"
              onClick={() => void onClaim()}
              loading={claim.isPending}
              disabled={claim.isPending}
            >
              {t('rewards.claim')}
            </Button>
          </>
        ) : status === 'CLAIMED' ? (
          <>
            <span className={styles.expiry}>
              {offer.claimedAt ? formatDateTime(new Date(offer.claimedAt), timeZone) : null}
            </span>
            {offer.requirement ? (
              <Link to={bonusDetailsPath} className={buttonClass('outline', 'sm')}>
                {t('rewards.seeBonus')}
              </Link>
            ) : null}
          </>
        ) : (
          <span className={styles.expiry}>
            {offer.claimBy
              ? t('rewards.lapsedOn', { date: formatDateTime(new Date(offer.claimBy), timeZone) })
              : null}
          </span>
        )}
      </footer>
    </article>
  );
}
