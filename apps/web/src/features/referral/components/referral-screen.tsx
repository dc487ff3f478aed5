import { REFERRAL_QUERY_PARAM, type ReferralStatus } from '@platform/contracts/client';
import type { TReferralFriend, TReferralSummary } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { CopyList, CopyRow } from '../../../components/copy-row/copy-row.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Money } from '../../../components/money/money.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { Skeleton, SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill, type PillTone } from '../../../components/status-pill/status-pill.tsx';
import { useQrDataUrl } from '../../../hooks/use-qr-data-url.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatCount, formatDate, formatMoneyText } from '../../../lib/format.ts';
import { useReferralSummary } from '../api/referral-api.ts';
import styles from './referral.module.css';

const TONES: Record<ReferralStatus, PillTone> = {
  PENDING: 'pending',
  PAID: 'success',
  NOT_ELIGIBLE: 'danger',
  EXPIRED: 'muted',
};

/** The link a friend registers through: the site's register popup with the member's code. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

/**
 * referral (spec §2 member centre): the member's code and link with a QR code, the merchant's
 * rule, and every friend who signed up through it with their status and reward.
 */
export function ReferralScreen({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const summary = useReferralSummary();
  const data = summary.data;

  if (summary.isError && !data)
    return (
      <EmptyState
        illustration="error"
        title={t('referral.loadFailed')}
        text={describeApiError(summary.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void summary.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (!data)
    return (
      <div className={styles.screen} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={220} />
        <SkeletonCard lines={4} />
      </div>
    );
  return (
    <div className={styles.screen}>
      <Invite data={data} />
      <Rules data={data} />
      <Friends data={data} timeZone={timeZone} />
    </div>
  );
}

function Invite({ data }: { data: TReferralSummary }) {
  const { t } = useTranslation();
  const link = referralLink(window.location.origin, data.code);
  const qr = useQrDataUrl(link, { width: 240 });
  const reward = data.rule ? formatMoneyText(data.rule.reward, data.currency) : null;
  return (
    <section className={styles.hero} aria-labelledby="referral-hero-title">
      <div className={styles.heroMain}>
        <p className={styles.eyebrow}>
          <Icon name="gift" size={16} /> {t('referral.eyebrow')}
        </p>
        <h2 id="referral-hero-title" className={styles.heroTitle}>
          {reward
            ? t('referral.heroTitle', { amount: reward, currency: data.currency })
            : t('referral.heroTitlePlain')}
        </h2>
        <p className={styles.heroLead}>{t('referral.heroText')}</p>
        <div className={styles.codeBox}>
          <span className={styles.codeLabel}>{t('referral.yourCode')}</span>
          <strong className={styles.code} data-testid="referral-code">
            {data.code}
          </strong>
        </div>
        <CopyList>
          <CopyRow label={t('referral.code')} value={data.code} />
          <CopyRow label={t('referral.link')} value={link} />
        </CopyList>
        <dl className={styles.totals}>
          <div>
            <dt>{t('referral.friends')}</dt>
            <dd>{formatCount(data.totals.friends)}</dd>
          </div>
          <div>
            <dt>{t('referral.rewarded')}</dt>
            <dd>{formatCount(data.totals.paid)}</dd>
          </div>
          <div>
            <dt>{t('referral.earned')}</dt>
            <dd>
              <Money amount={data.totals.earned} currency={data.currency} />
            </dd>
          </div>
        </dl>
      </div>
      <figure className={styles.qr}>
        {qr ? (
          <img src={qr} width={200} height={200} alt={t('referral.qrAlt')} />
        ) : (
          <Skeleton width={200} height={200} label={t('common.loading')} />
        )}
        <figcaption>{t('referral.qrCaption')}</figcaption>
      </figure>
    </section>
  );
}

function Rules({ data }: { data: TReferralSummary }) {
  const { t } = useTranslation();
  const rule = data.rule;
  if (!rule || !rule.enabled)
    return (
      <Notice tone="warning" testId="referral-paused">
        {t('referral.paused')}
      </Notice>
    );
  const money = (amount: string) => formatMoneyText(amount, data.currency);
  const steps = [
    { icon: 'users' as const, title: t('referral.step1Title'), text: t('referral.step1Text') },
    {
      icon: 'wallet' as const,
      title: t('referral.step2Title'),
      text: t('referral.step2Text', {
        deposit: money(rule.minDeposit),
        bet: money(rule.minValidBet),
        days: rule.withinDays,
        currency: data.currency,
      }),
    },
    {
      icon: 'gift' as const,
      title: t('referral.step3Title'),
      text:
        rule.wageringMultiple > 0
          ? t('referral.step3TextWagering', {
              amount: money(rule.reward),
              currency: data.currency,
              multiple: rule.wageringMultiple,
            })
          : t('referral.step3Text', { amount: money(rule.reward), currency: data.currency }),
    },
  ];
  return (
    <section className={styles.rules} aria-labelledby="referral-rules-title">
      <h2 id="referral-rules-title" className={styles.sectionTitle}>
        {t('referral.rulesTitle')}
      </h2>
      <ol className={styles.steps}>
        {steps.map((s, i) => (
          <li key={s.title} className={styles.step}>
            <span className={styles.stepIcon} aria-hidden="true">
              <Icon name={s.icon} size={22} />
              <span className={styles.stepNo}>{i + 1}</span>
            </span>
            <div>
              <h3 className={styles.stepTitle}>{s.title}</h3>
              <p className={styles.stepText}>{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Notice tone="info" icon="shield">
        {t('referral.fairPlay')}
      </Notice>
    </section>
  );
}

function friendNote(
  f: TReferralFriend,
  t: (key: string, options?: Record<string, unknown>) => string,
  timeZone?: string,
) {
  if (f.status === 'NOT_ELIGIBLE' && f.reason) return t(`referral.reason.${f.reason}`);
  if (f.status === 'PENDING')
    return t('referral.until', { date: formatDate(new Date(f.deadline), timeZone) });
  if (f.status === 'EXPIRED') return t('referral.expiredNote');
  return null;
}

function Friends({ data, timeZone }: { data: TReferralSummary; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.friends} aria-labelledby="referral-friends-title">
      <h2 id="referral-friends-title" className={styles.sectionTitle}>
        {t('referral.friendsTitle')}
      </h2>
      {data.friends.length === 0 ? (
        <EmptyState
          illustration="empty"
          level={3}
          title={t('referral.noFriends')}
          text={t('referral.noFriendsText')}
        />
      ) : (
        <ul className={styles.friendList}>
          {data.friends.map((f) => {
            const note = friendNote(f, t, timeZone);
            return (
              <li
                key={`${f.username}-${f.registeredAt}`}
                className={styles.friend}
                data-testid="referral-friend"
              >
                <span className={styles.avatar} aria-hidden="true">
                  <Icon name="user" size={18} />
                </span>
                <div className={styles.friendMain}>
                  <span className={styles.friendName}>{f.username}</span>
                  <span className={styles.friendMeta}>
                    {t('referral.joined', { date: formatDate(new Date(f.registeredAt), timeZone) })}
                  </span>
                </div>
                <div className={styles.friendStatus}>
                  <StatusPill tone={TONES[f.status]}>{t(`referral.status.${f.status}`)}</StatusPill>
                  {f.reward ? (
                    <Money amount={f.reward} currency={data.currency} tone="positive" signed />
                  ) : note ? (
                    <span className={styles.friendNote}>{note}</span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
