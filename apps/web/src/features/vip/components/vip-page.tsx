import type { GameCategory } from '@platform/contracts/client';
import type { TVipLevel, TVipOverview } from '@platform/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { Money } from '../../../components/money/money.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { useVipOverview } from '../api/vip-api.ts';
import { VipBadge } from './vip-badge.tsx';
import styles from './vip.module.css';

/**
 * The VIP page (spec §1 "VIP levels", issue 12): every level with its thresholds and privileges;
 * a member sees their level, what they have done in the window and how far the next level is; a
 * visitor is invited to join or log in. Figures come from the server as decimal strings.
 */
export function VipPage({
  categoryIcons,
  onJoin,
  onLogin,
  rebateLink,
}: {
  categoryIcons: Readonly<Record<GameCategory, IconName>>;
  onJoin: () => void;
  onLogin: () => void;
  /** The member's real-time rebate page (shown under the rates). */
  rebateLink: string;
}) {
  const { t } = useTranslation();
  const vip = useVipOverview();

  if (vip.isError && !vip.data) {
    return (
      <EmptyState
        illustration="error"
        title={t('vip.loadFailed')}
        text={describeApiError(vip.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void vip.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!vip.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <SkeletonCard tall />
        <div className={styles.levels}>
          {[0, 1, 2].map((i) => (
            <SkeletonCard key={i} lines={6} />
          ))}
        </div>
      </div>
    );
  }
  const data = vip.data;
  if (data.levels.length === 0) {
    return <EmptyState illustration="soon" title={t('vip.empty.title')} text={t('vip.empty.text')} />;
  }
  return (
    <div className={styles.page}>
      {data.me ? <MemberHero data={data} /> : <VisitorHero data={data} onJoin={onJoin} onLogin={onLogin} />}
      <section aria-labelledby="vip-levels-title" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="vip-levels-title" className={styles.sectionTitle}>
            {t('vip.levelsTitle')}
          </h2>
          <p className={styles.sectionText}>{t('vip.levelsText', { days: data.windowDays })}</p>
        </div>
        <ol className={styles.levels} data-testid="vip-levels">
          {data.levels.map((level) => (
            <LevelCard
              key={level.level}
              level={level}
              currency={data.currency}
              current={data.me?.level === level.level}
              categoryIcons={categoryIcons}
            />
          ))}
        </ol>
      </section>
      <section className={styles.rules} aria-labelledby="vip-rules-title">
        <h2 id="vip-rules-title" className={styles.rulesTitle}>
          <Icon name="info" size={18} />
          {t('vip.rules.title')}
        </h2>
        <ul>
          <li>{t('vip.rules.window', { days: data.windowDays })}</li>
          <li>{t('vip.rules.upgrade')}</li>
          <li>{t('vip.rules.keep')}</li>
          <li>{t('vip.rules.birthday')}</li>
          <li>
            {t('vip.rules.rebate')}{' '}
            {data.me ? (
              <Link to={rebateLink} className={styles.inlineLink}>
                {t('vip.rules.rebateLink')}
              </Link>
            ) : null}
          </li>
        </ul>
      </section>
    </div>
  );
}

function levelStyle(level: TVipLevel): CSSProperties {
  return { '--vip-color': level.color } as CSSProperties;
}

/** The member's level, the window's figures and the progress bars toward the next level. */
function MemberHero({ data }: { data: TVipOverview }) {
  const { t } = useTranslation();
  const me = data.me!;
  const current = data.levels.find((l) => l.level === me.level) ?? data.levels[0]!;
  const next = me.next ? data.levels.find((l) => l.level === me.next!.level) : undefined;
  return (
    <section
      className={styles.hero}
      style={levelStyle(current)}
      aria-labelledby="vip-me-title"
      data-testid="vip-me"
    >
      <div className={styles.heroIdentity}>
        <VipBadge icon={current.icon} color={current.color} size={88} label={current.name} />
        <div className={styles.heroText}>
          <p className={styles.heroEyebrow}>{t('vip.me.eyebrow')}</p>
          <h2 id="vip-me-title" className={styles.heroTitle} data-testid="vip-current-level">
            {current.name}
          </h2>
          <p className={styles.heroMeta}>{t('vip.me.window', { days: data.windowDays })}</p>
          <dl className={styles.heroStats}>
            <div>
              <dt>{t('vip.me.deposits')}</dt>
              <dd>
                <Money amount={me.deposits} currency={data.currency} />
              </dd>
            </div>
            <div>
              <dt>{t('vip.me.validBet')}</dt>
              <dd data-testid="vip-valid-bet">
                <Money amount={me.validBet} currency={data.currency} />
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className={styles.progressBox} data-testid="vip-progress">
        {me.next && next ? (
          <>
            <p className={styles.progressTitle}>
              <Icon name="arrowUp" size={16} />
              {t('vip.me.nextLevel', { name: next.name })}
            </p>
            <Progress
              label={t('vip.me.depositProgress')}
              percent={me.next.depositPercent}
              remaining={me.next.depositRemaining}
              target={next.depositThreshold}
              currency={data.currency}
              color={next.color}
            />
            <Progress
              label={t('vip.me.betProgress')}
              percent={me.next.betPercent}
              remaining={me.next.betRemaining}
              target={next.betThreshold}
              currency={data.currency}
              color={next.color}
            />
          </>
        ) : (
          <div className={styles.topLevel}>
            <Icon name="crown" size={28} />
            <p>{t('vip.me.top')}</p>
          </div>
        )}
      </div>
    </section>
  );
}

function Progress({
  label,
  percent,
  remaining,
  target,
  currency,
  color,
}: {
  label: string;
  percent: number;
  remaining: string;
  target: string;
  currency: string;
  color: string;
}) {
  const { t } = useTranslation();
  const done = percent >= 100;
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span>{label}</span>
        <span className={styles.progressPercent}>{t('vip.me.percent', { percent })}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        style={{ '--vip-color': color } as CSSProperties}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressNote}>
        {done ? (
          <>
            <Icon name="check" size={14} /> {t('vip.me.reached')}
          </>
        ) : (
          <>
            {t('vip.me.remaining')} <Money amount={remaining} currency={currency} /> · {t('vip.me.target')}{' '}
            <Money amount={target} currency={currency} showCurrency={false} />
          </>
        )}
      </p>
    </div>
  );
}

/** Visitors: the club in one line and the two ways in. */
function VisitorHero({
  data,
  onJoin,
  onLogin,
}: {
  data: TVipOverview;
  onJoin: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const top = data.levels[data.levels.length - 1]!;
  return (
    <section
      className={[styles.hero, styles.visitor].join(' ')}
      style={levelStyle(top)}
      aria-labelledby="vip-join-title"
    >
      <div className={styles.heroIdentity}>
        <div className={styles.badgeStack} aria-hidden="true">
          {data.levels.slice(-3).map((l) => (
            <VipBadge key={l.level} icon={l.icon} color={l.color} size={64} />
          ))}
        </div>
        <div className={styles.heroText}>
          <p className={styles.heroEyebrow}>{t('vip.join.eyebrow')}</p>
          <h2 id="vip-join-title" className={styles.heroTitle}>
            {t('vip.join.title')}
          </h2>
          <p className={styles.heroMeta}>{t('vip.join.text', { levels: data.levels.length })}</p>
        </div>
      </div>
      <div className={styles.joinActions}>
        <Button size="lg" icon={<Icon name="crown" size={18} />} onClick={onJoin}>
          {t('vip.join.register')}
        </Button>
        <Button size="lg" variant="outline" onClick={onLogin}>
          {t('vip.join.login')}
        </Button>
      </div>
    </section>
  );
}

function LevelCard({
  level,
  currency,
  current,
  categoryIcons,
}: {
  level: TVipLevel;
  currency: string;
  current: boolean;
  categoryIcons: Readonly<Record<GameCategory, IconName>>;
}) {
  const { t } = useTranslation();
  const titleId = `vip-level-${level.level}`;
  const bonuses: { key: string; amount: string }[] = [
    { key: 'upgrade', amount: level.upgradeBonus },
    { key: 'monthly', amount: level.monthlyBonus },
    { key: 'birthday', amount: level.birthdayBonus },
  ];
  return (
    <li
      className={[styles.level, current ? styles.levelCurrent : ''].join(' ')}
      style={levelStyle(level)}
      aria-labelledby={titleId}
      data-testid={`vip-level-${level.code}`}
    >
      <header className={styles.levelHead}>
        <VipBadge icon={level.icon} color={level.color} size={52} />
        <div className={styles.levelName}>
          <span className={styles.levelNumber}>{t('vip.levelNumber', { level: level.level })}</span>
          <h3 id={titleId}>{level.name}</h3>
        </div>
        {current ? (
          <StatusPill tone="success" size="sm" testId="vip-your-level">
            {t('vip.yourLevel')}
          </StatusPill>
        ) : null}
      </header>

      <dl className={styles.thresholds}>
        <div>
          <dt>{t('vip.deposit')}</dt>
          <dd>
            <Money amount={level.depositThreshold} currency={currency} showCurrency={false} />
          </dd>
        </div>
        <div>
          <dt>{t('vip.validBet')}</dt>
          <dd>
            <Money amount={level.betThreshold} currency={currency} showCurrency={false} />
          </dd>
        </div>
      </dl>

      <h4 className={styles.blockTitle}>{t('vip.bonusesTitle')}</h4>
      <ul className={styles.bonuses}>
        {bonuses.map((b) => (
          <li key={b.key}>
            <span>{t(`vip.bonus.${b.key}`)}</span>
            {/^0(\.0+)?$/.test(b.amount) ? (
              <span className={styles.none}>—</span>
            ) : (
              <strong>
                <Money amount={b.amount} currency={currency} showCurrency={false} />
              </strong>
            )}
          </li>
        ))}
      </ul>

      <h4 className={styles.blockTitle}>{t('vip.ratesTitle')}</h4>
      <ul className={styles.rates}>
        {level.rebateRates.map((r) => (
          <li key={r.category}>
            <Icon name={categoryIcons[r.category] ?? 'gamepad'} size={14} />
            <span>{t(`nav.${r.category}`)}</span>
            <strong>{t('vip.percent', { value: r.ratePercent })}</strong>
          </li>
        ))}
      </ul>

      <h4 className={styles.blockTitle}>{t('vip.withdrawTitle')}</h4>
      <p className={styles.withdraw}>
        <Icon name="arrowUp" size={14} />
        {level.withdrawDailyCount === null && level.withdrawDailyAmount === null ? (
          t('vip.withdrawUnlimited')
        ) : (
          <>
            {level.withdrawDailyCount !== null
              ? t('vip.withdrawCount', { times: level.withdrawDailyCount })
              : null}
            {level.withdrawDailyCount !== null && level.withdrawDailyAmount !== null ? ' · ' : null}
            {level.withdrawDailyAmount !== null ? (
              <>
                {t('vip.withdrawAmount')} <Money amount={level.withdrawDailyAmount} currency={currency} />
              </>
            ) : null}
          </>
        )}
      </p>
    </li>
  );
}
