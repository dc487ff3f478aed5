import type { TBonusDetails, TBonusGrant } from '@platform/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { showModal } from '../../../components/modal/index.ts';
import { Money } from '../../../components/money/money.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useBonusDetails, useForfeitBonus } from '../api/bonuses-api.ts';
import { countdownTo, GRANT_TONES, isKnownCloseReason, percentText } from '../bonus-view.ts';
import styles from './bonuses.module.css';

type T = ReturnType<typeof useTranslation>['t'];

/** The bonus's name: its reward module's i18n key, or the source's name when the key is unknown here. */
export const bonusTitle = (t: T, title: { key: string; params: Record<string, string> }, source: string) =>
  t(title.key, { ...title.params, defaultValue: t(`bonuses.source.${source}`) });

/** "2d 4h 10m" / "4h 10m 5s" until an instant, or null when none is set. */
export function CountdownText({ to, now }: { to: string | null; now: number }) {
  const { t } = useTranslation();
  const c = countdownTo(to, now);
  if (!c) return null;
  if (c.expired) return <span>{t('bonuses.expired')}</span>;
  return (
    <span className={styles.countdown}>
      {c.days > 0
        ? t('bonuses.countdownDays', { days: c.days, hours: c.hours, minutes: c.minutes })
        : t('bonuses.countdownHours', { hours: c.hours, minutes: c.minutes, seconds: c.seconds })}
    </span>
  );
}

/**
 * Bonus details (spec §2 member centre bonusDetails): every bonus with wagering, its live progress,
 * what counts toward it (categories and their weights, excluded games, the maximum bet), bets that
 * counted nothing, and its expiry. The locked bonus is not spendable in games until it is released.
 */
export function BonusDetails({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const details = useBonusDetails();
  const data = details.data;

  if (details.isError && !data) {
    return (
      <EmptyState
        illustration="error"
        title={t('bonuses.loadFailed')}
        text={describeApiError(details.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void details.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <div className={styles.stack} aria-busy="true" aria-label={t('bonuses.loading')}>
        <SkeletonCard lines={2} />
        <SkeletonCard lines={4} tall />
      </div>
    );
  }
  return (
    <div className={styles.stack} data-testid="bonus-details">
      <Summary data={data} />
      {data.list.length === 0 ? (
        <EmptyState
          illustration="empty"
          title={t('bonuses.empty.title')}
          text={t('bonuses.empty.text')}
          actions={
            <Link to="/promotions" className={buttonClass('gold')}>
              <Icon name="gift" size={18} />
              {t('bonuses.empty.action')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('bonuses.listLabel')}>
          {data.list.map((grant) => (
            <li key={grant.id}>
              <GrantCard grant={grant} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Summary({ data }: { data: TBonusDetails }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="glow"
      icon="gift"
      title={t('bonuses.summary.title')}
      text={t('bonuses.summary.text')}
      id="bonus-summary"
    >
      <dl className={styles.figures}>
        <div>
          <dt>{t('bonuses.summary.locked')}</dt>
          <dd data-testid="bonus-locked">
            <Money amount={data.locked} currency={data.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('bonuses.summary.remaining')}</dt>
          <dd data-testid="bonus-remaining">
            <Money amount={data.remaining} currency={data.currency} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function GrantCard({ grant, timeZone }: { grant: TBonusGrant; timeZone?: string }) {
  const { t } = useTranslation();
  const active = grant.status === 'ACTIVE';
  const now = useNow(active && grant.expiresAt !== null, 1000);
  const forfeit = useForfeitBonus();
  const title = bonusTitle(t, grant.title, grant.source);
  const titleId = `bonus-${grant.id}`;

  const confirmForfeit = () =>
    showModal({
      icon: 'warning',
      title: t('bonuses.forfeit.title'),
      content: (
        <p className={styles.confirmText}>
          {t('bonuses.forfeit.text', { amount: grant.amount, currency: grant.currency })}
        </p>
      ),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
        {
          label: t('bonuses.forfeit.confirm'),
          value: 'forfeit',
          variant: 'danger',
          onClick: async () => {
            try {
              await forfeit.mutateAsync(grant.id);
              showToast(t('bonuses.forfeit.done'));
            } catch (error) {
              showToast(
                describeApiError(error, (key) => t(key)),
                'error',
              );
            }
          },
        },
      ],
    });

  return (
    <article className={styles.grant} aria-labelledby={titleId} data-testid="bonus-grant">
      <header className={styles.grantHead}>
        <div className={styles.grantTitle}>
          <span className={styles.grantIcon} aria-hidden="true">
            <Icon name="gift" size={20} />
          </span>
          <div>
            <h3 id={titleId}>{title}</h3>
            <p className={styles.meta}>
              {t(`bonuses.source.${grant.source}`)} · {formatDateTime(new Date(grant.createdAt), timeZone)}
            </p>
          </div>
        </div>
        <StatusPill tone={GRANT_TONES[grant.status]}>{t(`bonuses.status.${grant.status}`)}</StatusPill>
      </header>

      <dl className={styles.figures}>
        <div>
          <dt>{t('bonuses.amount')}</dt>
          <dd>
            <Money amount={grant.amount} currency={grant.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('bonuses.requirement')}</dt>
          <dd>
            <Money amount={grant.requirement} currency={grant.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('bonuses.remaining')}</dt>
          <dd data-testid="bonus-grant-remaining">
            <Money amount={grant.remaining} currency={grant.currency} />
          </dd>
        </div>
      </dl>

      <div className={styles.progress}>
        <div className={styles.progressLabel}>
          <span>
            {t('bonuses.progress')}{' '}
            <strong data-testid="bonus-grant-progress">
              <Money amount={grant.progress} currency={grant.currency} />
            </strong>
          </span>
          <span>{t('bonuses.percent', { percent: percentText(grant.progressBps) })}</span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('bonuses.progressLabel', { title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(grant.progressBps / 100)}
          aria-valuetext={t('bonuses.percent', { percent: percentText(grant.progressBps) })}
        >
          <span className={styles.barFill} style={{ width: `${grant.progressBps / 100}%` }} />
        </div>
      </div>

      <section className={styles.rules} aria-label={t('bonuses.rules.title')}>
        <h4>{t('bonuses.rules.title')}</h4>
        <ul className={styles.chips}>
          {grant.rules.categoryWeights.length === 0 ? (
            <li className={styles.chip}>{t('bonuses.rules.noCategories')}</li>
          ) : (
            grant.rules.categoryWeights.map((w) => (
              <li key={w.category} className={styles.chip}>
                {t('bonuses.rules.weight', {
                  category: t(`nav.${w.category}`, { defaultValue: w.category }),
                  percent: percentText(w.weightBps),
                })}
              </li>
            ))
          )}
        </ul>
        <p className={styles.ruleLine}>
          <Icon name="info" size={14} />
          {t('bonuses.rules.otherCategories')}
        </p>
        {grant.rules.maxBet ? (
          <p className={styles.ruleLine}>
            <Icon name="warning" size={14} />
            {t('bonuses.rules.maxBet')} <Money amount={grant.rules.maxBet} currency={grant.currency} />
          </p>
        ) : null}
        {grant.rules.excludedGames.length > 0 ? (
          <p className={styles.ruleLine}>
            <Icon name="close" size={14} />
            {t('bonuses.rules.excluded', { games: grant.rules.excludedGames.map((g) => g.name).join(', ') })}
          </p>
        ) : null}
      </section>

      {grant.flaggedBets.length > 0 ? (
        <section className={styles.flagged} aria-label={t('bonuses.flagged.title')}>
          <h4>
            <Icon name="warning" size={16} /> {t('bonuses.flagged.title')}
          </h4>
          <ul>
            {grant.flaggedBets.map((f) => (
              <li key={f.round}>
                <span>{formatDateTime(new Date(f.placedAt), timeZone)}</span>
                <span>{f.gameName}</span>
                <Money amount={f.stake} currency={grant.currency} />
                <span>{t(`bonuses.flagged.${f.reason}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <footer className={styles.grantFoot}>
        {active ? (
          <>
            <span className={styles.expiry}>
              <Icon name="clock" size={16} />
              {grant.expiresAt ? (
                <>
                  {t('bonuses.expiresIn')} <CountdownText to={grant.expiresAt} now={now} />
                </>
              ) : (
                t('bonuses.noExpiry')
              )}
            </span>
            <Button variant="ghost" size="sm" onClick={confirmForfeit} disabled={forfeit.isPending}>
              {t('bonuses.forfeit.action')}
            </Button>
          </>
        ) : (
          <span className={styles.expiry}>
            {grant.closedAt ? formatDateTime(new Date(grant.closedAt), timeZone) : null}
            {grant.closeReason
              ? ` · ${isKnownCloseReason(grant.closeReason) ? t(`bonuses.reason.${grant.closeReason}`) : grant.closeReason}`
              : null}
          </span>
        )}
      </footer>
    </article>
  );
}
