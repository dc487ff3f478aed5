import type { TRedEnvelopeClaim, TRedEnvelopeRound } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Money } from '../../../components/money/money.tsx';
import { Pager } from '../../../components/pager/pager.tsx';
import { RecordRow, RecordRows } from '../../../components/record-list/record-row.tsx';
import { SkeletonRows } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useClaimEnvelope, useCurrentRound, useEnvelopeClaims } from '../api/red-envelope-api.ts';
import styles from './red-envelope.module.css';

/** Seconds → "1d 02:03:04" / "02:03:04" (a countdown, not money). */
function clock(totalSeconds: number, days: (n: number) => string): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const d = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return d > 0 ? `${days(d)} ${hms}` : hms;
}

/** Seconds until `at` on the server's clock (the answer's serverTime corrects the device's drift). */
function useCountdown(at: string | undefined, serverTime: string | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const [skew, setSkew] = useState(0);
  useEffect(() => {
    if (serverTime) setSkew(new Date(serverTime).getTime() - Date.now());
  }, [serverTime]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return at ? (new Date(at).getTime() - (now + skew)) / 1000 : 0;
}

/**
 * The member's red envelopes (spec §2 member area "red envelope"): the round open now or the next,
 * with its countdown, the envelope to open (an opening animation that respects reduced motion) and
 * the member's claims.
 */
export function RedEnvelopeCentre({ timeZone }: { timeZone?: string }) {
  const { t } = useTranslation();
  const current = useCurrentRound();
  const data = current.data;
  let body;
  if (current.isError && !data)
    body = (
      <EmptyState
        illustration="error"
        title={t('redEnvelope.loadFailed')}
        text={describeApiError(current.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void current.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (!data) body = <SkeletonRows rows={3} />;
  else if (!data.round)
    body = (
      <EmptyState
        illustration="empty"
        title={t('redEnvelope.none.title')}
        text={t('redEnvelope.none.text')}
      />
    );
  else
    body = (
      <RoundView
        round={data.round}
        currency={data.currency}
        serverTime={data.serverTime}
        timeZone={timeZone}
        onEnded={() => void current.refetch()}
      />
    );
  return (
    <div className={styles.centre}>
      {body}
      <Claims timeZone={timeZone} currency={data?.currency ?? ''} />
    </div>
  );
}

function RoundView({
  round,
  currency,
  serverTime,
  timeZone,
  onEnded,
}: {
  round: TRedEnvelopeRound;
  currency: string;
  serverTime: string;
  timeZone?: string;
  onEnded: () => void;
}) {
  const { t } = useTranslation();
  const claim = useClaimEnvelope();
  const [opened, setOpened] = useState<TRedEnvelopeClaim | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const target = round.state === 'SCHEDULED' ? round.startsAt : round.endsAt;
  const left = useCountdown(target, serverTime);
  const days = (n: number) => t('redEnvelope.days', { n });

  // The round opens or ends on the countdown: read it afresh.
  useEffect(() => {
    if (left <= 0 && round.state !== 'ENDED') onEnded();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left <= 0]);

  const mine = opened ?? round.myClaim;
  const open = round.state === 'OPEN';
  const canClaim = open && !mine && round.remaining > 0 && !round.ineligible;
  const onOpen = () => {
    setFailure(null);
    claim.mutate(round.id, {
      onSuccess: (c) => setOpened(c),
      onError: (e) => setFailure(describeApiError(e, (key) => t(key))),
    });
  };

  return (
    <section className={styles.stage} aria-labelledby="red-envelope-title" data-testid="red-envelope-round">
      <div className={styles.info}>
        <StatusPill tone={open ? 'action' : round.state === 'SCHEDULED' ? 'info' : 'muted'}>
          {t(`redEnvelope.state.${round.state}`)}
        </StatusPill>
        <h2 id="red-envelope-title" className={styles.title}>
          {round.title}
        </h2>
        <p className={styles.countLabel}>
          {round.state === 'SCHEDULED' ? t('redEnvelope.opensIn') : t('redEnvelope.endsIn')}
        </p>
        <p className={styles.countdown} role="timer" aria-live="off" data-testid="red-envelope-countdown">
          {clock(left, days)}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('redEnvelope.range')}</dt>
            <dd>
              <Money amount={round.minAmount} currency={currency} showCurrency={false} /> –{' '}
              <Money amount={round.maxAmount} currency={currency} />
            </dd>
          </div>
          <div>
            <dt>{t('redEnvelope.left')}</dt>
            <dd data-testid="red-envelope-left">
              {t('redEnvelope.leftCount', { left: round.remaining, total: round.envelopeCount })}
            </dd>
          </div>
          <div>
            <dt>{t('redEnvelope.window')}</dt>
            <dd>
              {formatDateTime(new Date(round.startsAt), timeZone)} –{' '}
              {formatDateTime(new Date(round.endsAt), timeZone)}
            </dd>
          </div>
        </dl>
        {round.requiresDepositToday || round.vipLevels.length > 0 ? (
          <p className={styles.condition}>
            <Icon name="info" size={14} />
            {[
              round.requiresDepositToday ? t('redEnvelope.needsDeposit') : null,
              round.vipLevels.length > 0
                ? t('redEnvelope.needsVip', { levels: round.vipLevels.join(', ') })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </div>

      <div className={styles.envelopeArea}>
        <button
          type="button"
          className={[styles.envelope, mine ? styles.opened : '', claim.isPending ? styles.opening : ''].join(
            ' ',
          )}
          onClick={onOpen}
          disabled={!canClaim || claim.isPending}
          aria-label={mine ? t('redEnvelope.openedLabel') : t('redEnvelope.open')}
          data-testid="red-envelope-open"
        >
          <span className={styles.flap} aria-hidden="true" />
          <span className={styles.seal} aria-hidden="true">
            {mine ? <Icon name="check" size={28} /> : t('redEnvelope.sealChar')}
          </span>
          <span className={styles.card} aria-hidden={!mine}>
            {mine ? (
              <>
                <span className={styles.cardLabel}>{t('redEnvelope.youGot')}</span>
                <span className={styles.cardAmount} data-testid="red-envelope-amount">
                  <Money amount={mine.amount} currency={currency} />
                </span>
              </>
            ) : null}
          </span>
        </button>
        <div className={styles.below} aria-live="polite">
          {mine ? (
            <p className={styles.won}>{t('redEnvelope.credited', { amount: mine.amount, currency })}</p>
          ) : failure ? (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          ) : round.ineligible ? (
            <p className={styles.hint}>{t(`redEnvelope.ineligible.${round.ineligible}`)}</p>
          ) : open && round.remaining <= 0 ? (
            <p className={styles.hint}>{t('redEnvelope.allGone')}</p>
          ) : open ? (
            <p className={styles.hint}>{t('redEnvelope.tapToOpen')}</p>
          ) : (
            <p className={styles.hint}>{t('redEnvelope.notYet')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

function Claims({ timeZone, currency }: { timeZone?: string; currency: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const claims = useEnvelopeClaims(page);
  let body;
  if (claims.isError && !claims.data)
    body = (
      <EmptyState
        illustration="error"
        title={t('redEnvelope.claimsFailed')}
        text={describeApiError(claims.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void claims.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (!claims.data) body = <SkeletonRows rows={3} />;
  else if (claims.data.list.length === 0)
    body = (
      <EmptyState
        illustration="empty"
        title={t('redEnvelope.claimsEmpty.title')}
        text={t('redEnvelope.claimsEmpty.text')}
      />
    );
  else
    body = (
      <>
        <RecordRows label={t('redEnvelope.claimsTitle')}>
          {claims.data.list.map((c) => (
            <RecordRow
              key={c.roundId}
              icon="gift"
              iconTone="in"
              title={c.title}
              meta={formatDateTime(new Date(c.claimedAt), timeZone)}
              amount={<Money amount={c.amount} currency={currency} signed tone="positive" />}
            />
          ))}
        </RecordRows>
        {claims.data.totalPages > 1 ? (
          <Pager
            page={page}
            totalPages={claims.data.totalPages}
            onChange={setPage}
            label={t('redEnvelope.claimsPages')}
          />
        ) : null}
      </>
    );
  return (
    <Card icon="history" title={t('redEnvelope.claimsTitle')} text={t('redEnvelope.claimsText')}>
      {body}
    </Card>
  );
}
