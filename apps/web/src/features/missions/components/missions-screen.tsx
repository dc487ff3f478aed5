import { MONEY_MISSION_KINDS, type MissionPeriod } from '@platform/contracts/client';
import type { TMissionItem, TMissionLeaderboard, TMissionSummary } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { Money } from '../../../components/money/money.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { panelId, tabId, Tabs } from '../../../components/tabs/tabs.tsx';
import { showToast } from '../../../components/toast/index.ts';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatCount, formatDateTime, formatMoneyText } from '../../../lib/format.ts';
import { useClaimMission, useMissionLeaderboard, useMissionSummary } from '../api/missions-api.ts';
import { clockText, KIND_ICONS, medalOf, timeLeft } from '../mission-view.ts';
import styles from './missions.module.css';

type Tab = 'daily' | 'weekly' | 'leaderboard';
const TABS_ID = 'missions';

/** A clock that ticks each second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

function Countdown({ endsAt, label }: { endsAt: string; label: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const left = timeLeft(new Date(endsAt).getTime(), now);
  return (
    <div className={styles.countdown}>
      <Icon name="clock" size={18} />
      <span className={styles.countdownLabel}>{label}</span>
      <time className={styles.clock} dateTime={endsAt} aria-live="off">
        {clockText(left, t('missions.dayUnit'))}
      </time>
    </div>
  );
}

/**
 * missionLeaderboard (spec §2 member centre): the daily and weekly missions with their live
 * progress, claim buttons and reset countdowns, and the leaderboard of mission points.
 */
export function MissionsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('daily');
  const summary = useMissionSummary();
  const data = summary.data;

  const dailyReady = data?.daily.filter((m) => m.state === 'CLAIMABLE').length ?? 0;
  const weeklyReady = data?.weekly.filter((m) => m.state === 'CLAIMABLE').length ?? 0;
  const badge = (n: number) =>
    n > 0 ? (
      <span className={styles.tabBadge} aria-label={t('missions.readyCount', { count: n })}>
        {n}
      </span>
    ) : null;

  let panel;
  if (tab === 'leaderboard') panel = <Leaderboard />;
  else if (summary.isError && !data)
    panel = (
      <EmptyState
        illustration="error"
        title={t('missions.loadFailed')}
        text={describeApiError(summary.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void summary.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (!data)
    panel = (
      <div className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
        <SkeletonCard lines={3} />
        <SkeletonCard lines={3} />
        <SkeletonCard lines={3} />
        <SkeletonCard lines={3} />
      </div>
    );
  else {
    const list = tab === 'daily' ? data.daily : data.weekly;
    panel =
      list.length === 0 ? (
        <EmptyState illustration="empty" title={t('missions.emptyTitle')} text={t('missions.emptyText')} />
      ) : (
        <div className={styles.grid}>
          {list.map((m) => (
            <MissionCard key={`${m.id}:${m.periodStart}`} mission={m} currency={data.currency} />
          ))}
        </div>
      );
  }

  return (
    <div className={styles.screen}>
      <Hero data={data} />
      <Tabs<Tab>
        idPrefix={TABS_ID}
        label={t('missions.tabsLabel')}
        variant="segmented"
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'daily',
            label: (
              <>
                {t('missions.tabs.daily')}
                {badge(dailyReady)}
              </>
            ),
            icon: <Icon name="calendar" size={18} />,
          },
          {
            id: 'weekly',
            label: (
              <>
                {t('missions.tabs.weekly')}
                {badge(weeklyReady)}
              </>
            ),
            icon: <Icon name="star" size={18} />,
          },
          {
            id: 'leaderboard',
            label: t('missions.tabs.leaderboard'),
            icon: <Icon name="trophy" size={18} />,
          },
        ]}
      />
      <div
        role="tabpanel"
        id={panelId(TABS_ID, tab)}
        aria-labelledby={tabId(TABS_ID, tab)}
        className={styles.panel}
      >
        {tab !== 'leaderboard' && data ? (
          <Countdown
            endsAt={tab === 'daily' ? data.dailyEndsAt : data.weeklyEndsAt}
            label={tab === 'daily' ? t('missions.dailyReset') : t('missions.weeklyReset')}
          />
        ) : null}
        {panel}
      </div>
    </div>
  );
}

function Hero({ data }: { data: TMissionSummary | undefined }) {
  const { t } = useTranslation();
  const done = data ? [...data.daily, ...data.weekly].filter((m) => m.state === 'CLAIMED').length : 0;
  const total = data ? data.daily.length + data.weekly.length : 0;
  return (
    <section className={styles.hero} aria-labelledby="missions-hero-title">
      <div className={styles.heroText}>
        <span className={styles.heroIcon} aria-hidden="true">
          <Icon name="trophy" size={30} />
        </span>
        <div>
          <h2 id="missions-hero-title" className={styles.heroTitle}>
            {t('missions.heroTitle')}
          </h2>
          <p className={styles.heroLead}>{t('missions.heroText')}</p>
        </div>
      </div>
      <dl className={styles.stats}>
        <div className={[styles.stat, styles.statGold].join(' ')} data-testid="missions-ready">
          <dt>{t('missions.ready')}</dt>
          <dd>{data ? formatCount(data.unclaimed) : '–'}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('missions.claimedCount')}</dt>
          <dd>{data ? `${formatCount(done)} / ${formatCount(total)}` : '–'}</dd>
        </div>
      </dl>
    </section>
  );
}

function amountOrCount(m: TMissionItem, value: string, currency: string) {
  return MONEY_MISSION_KINDS.includes(m.kind) ? formatMoneyText(value, currency) : formatCount(Number(value));
}

function MissionCard({ mission: m, currency }: { mission: TMissionItem; currency: string }) {
  const { t } = useTranslation();
  const claim = useClaimMission();
  const onClaim = () =>
    claim.mutate(
      { missionId: m.id, periodStart: m.periodStart },
      {
        onSuccess: (r) =>
          showToast(
            r.alreadyClaimed
              ? t('missions.alreadyClaimed')
              : t('missions.claimedToast', { amount: formatMoneyText(r.reward, currency), currency }),
            'success',
          ),
        onError: (error) =>
          showToast(
            describeApiError(error, (key) => t(key)),
            'error',
          ),
      },
    );
  const kind = t(`missions.kind.${m.kind}`, {
    category: m.category ? t(`nav.${m.category}`) : t('missions.anyGame'),
  });
  const progressText = `${amountOrCount(m, m.progress, currency)} / ${amountOrCount(m, m.target, currency)}`;
  return (
    <article
      className={styles.mission}
      data-state={m.state}
      data-testid="mission-card"
      aria-labelledby={`mission-${m.id}-${m.periodStart}`}
    >
      <span className={styles.kindIcon} aria-hidden="true">
        <Icon name={KIND_ICONS[m.kind]} size={24} />
      </span>
      <div className={styles.missionBody}>
        <h3 id={`mission-${m.id}-${m.periodStart}`} className={styles.missionTitle}>
          {m.title}
        </h3>
        <p className={styles.kind}>{kind}</p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={m.percent}
          aria-label={t('missions.progressLabel', { title: m.title })}
          aria-valuetext={progressText}
        >
          <span style={{ width: `${m.percent}%` }} />
        </div>
        <div className={styles.progressLine}>
          <span data-testid="mission-progress">{progressText}</span>
          <span className={styles.percent}>{m.percent}%</span>
        </div>
        {m.previousPeriod ? (
          <p className={styles.lapse}>
            <Icon name="warning" size={14} />{' '}
            {t('missions.lapsing', { time: formatDateTime(new Date(m.claimDeadline)) })}
          </p>
        ) : null}
      </div>
      <div className={styles.reward}>
        <span className={styles.rewardLabel}>{t('missions.reward')}</span>
        <Money amount={m.reward} currency={currency} className={styles.rewardAmount} />
        <span className={styles.points}>
          <Icon name="star" size={12} /> {t('missions.points', { count: m.points })}
        </span>
        {m.wageringMultiple > 0 ? (
          <span className={styles.wagering}>{t('missions.wagering', { multiple: m.wageringMultiple })}</span>
        ) : null}
        {m.state === 'CLAIMABLE' ? (
          <Button
            size="sm"
            variant="gold"
            loading={claim.isPending}
            disabled={claim.isPending}
            onClick={onClaim}
            aria-label={t('missions.claimLabel', { title: m.title })}
          >
            {t('missions.claim')}
          </Button>
        ) : m.state === 'CLAIMED' ? (
          <StatusPill tone="success">{t('missions.state.CLAIMED')}</StatusPill>
        ) : (
          <StatusPill tone="muted" dot={false}>
            {t('missions.state.IN_PROGRESS')}
          </StatusPill>
        )}
      </div>
    </article>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<MissionPeriod>('WEEKLY');
  const board = useMissionLeaderboard(period);
  const data: TMissionLeaderboard | undefined = board.data;
  let body;
  if (board.isError && !data)
    body = (
      <EmptyState
        illustration="error"
        title={t('missions.boardFailed')}
        text={describeApiError(board.error, (key) => t(key))}
        actions={<Button onClick={() => void board.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else if (!data) body = <SkeletonCard lines={6} tall />;
  else
    body = (
      <>
        <div className={styles.mine} data-testid="leaderboard-mine">
          <span className={styles.mineLabel}>{t('missions.yourRank')}</span>
          <strong className={styles.mineRank}>{data.mine.rank ? `#${data.mine.rank}` : '–'}</strong>
          <span className={styles.mineStat}>{t('missions.points', { count: data.mine.points })}</span>
          <span className={styles.mineStat}>
            {t('missions.completedCount', { count: data.mine.completed })}
          </span>
        </div>
        {data.list.length === 0 ? (
          <EmptyState
            illustration="empty"
            title={t('missions.boardEmpty')}
            text={t('missions.boardEmptyText')}
          />
        ) : (
          <ol className={styles.board} aria-label={t('missions.boardLabel')}>
            {data.list.map((row) => {
              const medal = medalOf(row.rank);
              return (
                <li
                  key={`${row.rank}-${row.username}`}
                  className={styles.boardRow}
                  data-me={row.me || undefined}
                >
                  <span className={[styles.rank, medal ? styles[medal] : ''].join(' ')}>
                    {medal ? <Icon name="crown" size={16} /> : null}
                    {row.rank}
                  </span>
                  <span className={styles.player}>
                    {row.username}
                    {row.me ? <span className={styles.youTag}>{t('missions.you')}</span> : null}
                  </span>
                  <span className={styles.boardStat}>
                    {t('missions.completedCount', { count: row.completed })}
                  </span>
                  <strong className={styles.boardPoints}>
                    {t('missions.points', { count: row.points })}
                  </strong>
                </li>
              );
            })}
          </ol>
        )}
      </>
    );
  return (
    <div className={styles.boardWrap}>
      <div className={styles.boardHead}>
        <Tabs<MissionPeriod>
          idPrefix="mission-board"
          label={t('missions.boardPeriod')}
          variant="pill"
          value={period}
          onChange={setPeriod}
          items={[
            { id: 'DAILY', label: t('missions.today') },
            { id: 'WEEKLY', label: t('missions.thisWeek') },
          ]}
        />
        {data ? <Countdown endsAt={data.periodEndsAt} label={t('missions.boardEnds')} /> : null}
      </div>
      <div
        role="tabpanel"
        id={panelId('mission-board', period)}
        aria-labelledby={tabId('mission-board', period)}
      >
        {body}
      </div>
    </div>
  );
}
