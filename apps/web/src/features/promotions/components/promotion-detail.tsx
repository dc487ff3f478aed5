import type { TPromotionDetail } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../components/modal/modal-frame.tsx';
import { Prose } from '../../../components/prose/prose.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { usePromotion } from '../api/promotions-api.ts';
import { STATE_TONE } from '../promotion-rules.ts';
import { ApplicationForm } from './application-form.tsx';
import { Countdown } from './countdown.tsx';
import { PromotionAction } from './promotion-action.tsx';
import styles from './promotions.module.css';

/** One promotion, opened by `/promotions#<id>` (linkable): artwork, terms, the state and its action. */
export function PromotionDetailModal({
  id,
  language,
  loggedIn,
  onLogin,
  onClose,
  depositPath,
  timeZone,
  startApplying = false,
}: {
  id: string;
  language: string;
  loggedIn: boolean;
  onLogin: () => void;
  onClose: () => void;
  depositPath: string;
  timeZone?: string;
  /** Opened by a card's Apply button: the application form shows at once. */
  startApplying?: boolean;
}) {
  const { t } = useTranslation();
  const detail = usePromotion(language, id);
  const [applying, setApplying] = useState(startApplying);
  const [failure, setFailure] = useState<string | null>(null);
  const p = detail.data;
  return (
    <ModalFrame
      open
      onClose={onClose}
      size="lg"
      title={p?.title ?? t('promotions.title')}
      bodyClassName={styles.detailBody}
      banner={
        p?.imageUrl ? (
          <div className={styles.detailArt}>
            <img src={p.imageUrl} alt="" />
          </div>
        ) : null
      }
    >
      {detail.isPending ? <SkeletonCard lines={5} /> : null}
      {detail.isError ? (
        <p className={styles.formError} role="alert">
          {describeApiError(detail.error, (key) => t(key))}
        </p>
      ) : null}
      {p ? (
        <div className={styles.detail} data-testid="promotion-detail" data-state={p.state}>
          <div className={styles.detailHead}>
            <span className={styles.kindBadge}>{t(`promotions.kind.${p.kind}`)}</span>
            <StatusPill tone={STATE_TONE[p.state]} testId="promotion-detail-state">
              {t(`promotions.state.${p.state}`)}
            </StatusPill>
          </div>
          {p.summary ? <p className={styles.detailSummary}>{p.summary}</p> : null}
          <Facts p={p} timeZone={timeZone} />
          {p.state === 'COMING_SOON' ? (
            <Countdown target={p.startsAt} label={t('promotions.startsIn')} />
          ) : (
            <Countdown target={p.signupEndsAt} label={t('promotions.endsIn')} />
          )}
          {p.participation?.rejectReason && p.state === 'REJECTED' ? (
            <p className={styles.rejected} role="note">
              {t('promotions.rejectedReason', { reason: p.participation.rejectReason })}
            </p>
          ) : null}
          {p.bodyHtml ? <Prose html={p.bodyHtml} className={styles.prose} /> : null}
          {p.raffle ? <RaffleFacts raffle={p.raffle} currency={p.currency} timeZone={timeZone} /> : null}
          {applying && p.state === 'JOIN' && p.kind === 'APPLICATION' && loggedIn ? (
            <ApplicationForm
              id={p.id}
              onCancel={() => setApplying(false)}
              onDone={() => setApplying(false)}
            />
          ) : (
            <div className={styles.detailActions}>
              <PromotionAction
                id={p.id}
                kind={p.kind}
                state={p.state}
                loggedIn={loggedIn}
                onLogin={onLogin}
                onApply={() => setApplying(true)}
                depositPath={depositPath}
                size="lg"
                onError={setFailure}
              />
            </div>
          )}
          {failure ? (
            <p className={styles.formError} role="alert">
              {failure}
            </p>
          ) : null}
        </div>
      ) : null}
    </ModalFrame>
  );
}

function Facts({ p, timeZone }: { p: TPromotionDetail; timeZone?: string }) {
  const { t } = useTranslation();
  const money = (amount: string) => `${formatMoneyText(amount, p.currency)} ${p.currency}`;
  const rows: [string, string][] = [];
  if (p.kind === 'DEPOSIT') {
    rows.push([
      t('promotions.facts.bonus'),
      t('promotions.facts.percentUpTo', { percent: p.percentBps / 100, cap: money(p.reward) }),
    ]);
    rows.push([t('promotions.facts.minDeposit'), money(p.minDeposit)]);
  } else if (p.kind === 'CASHBACK') {
    rows.push([
      t('promotions.facts.cashback'),
      t('promotions.facts.percentOfLoss', { percent: p.cashbackBps / 100 }),
    ]);
    if (p.cashbackPeriod)
      rows.push([t('promotions.facts.period'), t(`promotions.period.${p.cashbackPeriod}`)]);
  } else if (p.kind !== 'RAFFLE') rows.push([t('promotions.facts.reward'), money(p.reward)]);
  if (p.wageringMultiple > 0)
    rows.push([t('promotions.facts.wagering'), t('promotions.facts.times', { n: p.wageringMultiple })]);
  rows.push([t('promotions.facts.limit'), t('promotions.facts.times', { n: p.perMemberLimit })]);
  rows.push([
    t('promotions.facts.period'),
    `${formatDateTime(new Date(p.startsAt), timeZone)} – ${formatDateTime(new Date(p.endsAt), timeZone)}`,
  ]);
  return (
    <dl className={styles.facts}>
      {rows.map(([k, v]) => (
        <div key={k + v}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function RaffleFacts({
  raffle,
  currency,
  timeZone,
}: {
  raffle: NonNullable<TPromotionDetail['raffle']>;
  currency: string;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.raffle} aria-label={t('promotions.raffle.title')}>
      <h3>{t('promotions.raffle.title')}</h3>
      <ul className={styles.prizes}>
        {raffle.prizes.map((prize, index) => (
          <li key={index}>
            <span>{t('promotions.raffle.prize', { n: index + 1 })}</span>
            <b>
              {formatMoneyText(prize.amount, currency)} {currency}
            </b>
            <small>× {prize.count}</small>
          </li>
        ))}
      </ul>
      {raffle.drawAt ? (
        <p className={styles.fine}>
          {t('promotions.raffle.drawAt', { at: formatDateTime(new Date(raffle.drawAt), timeZone) })}
        </p>
      ) : null}
      {raffle.seedHash ? (
        <p className={styles.hash}>
          {t('promotions.raffle.seedHash')} <code>{raffle.seedHash}</code>
        </p>
      ) : null}
      {raffle.seed ? (
        <p className={styles.hash}>
          {t('promotions.raffle.seed')} <code>{raffle.seed}</code>
        </p>
      ) : null}
    </section>
  );
}
