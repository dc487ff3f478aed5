import type { PromotionCategory, TPromotionCard } from '@platform/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { Tabs } from '../../../components/tabs/tabs.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { formatMoneyText } from '../../../lib/format.ts';
import { usePromotions } from '../api/promotions-api.ts';
import { Countdown } from './countdown.tsx';
import { PromotionAction } from './promotion-action.tsx';
import { PromotionDetailModal } from './promotion-detail.tsx';
import styles from './promotions.module.css';

type Tab = 'ALL' | PromotionCategory;

/**
 * /promotions (spec §1, §2): category tabs, cards with artwork, a countdown and the member's state;
 * `#<id>` opens that promotion (the route keeps the hash, so a promotion is linkable).
 */
export function PromotionsScreen({
  openId,
  onOpen,
  loggedIn,
  onLogin,
  depositPath,
  timeZone,
}: {
  openId: string | null;
  onOpen: (id: string | null) => void;
  loggedIn: boolean;
  onLogin: () => void;
  depositPath: string;
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const list = usePromotions(language);
  const [tab, setTab] = useState<Tab>('ALL');
  const [applyOnOpen, setApplyOnOpen] = useState(false);
  const items = useMemo(() => list.data?.list ?? [], [list.data]);
  const categories = useMemo(() => [...new Set(items.map((p) => p.category))], [items]);
  const shown = tab === 'ALL' ? items : items.filter((p) => p.category === tab);

  let body;
  if (list.isPending)
    body = (
      <div className={styles.grid}>
        {[0, 1, 2].map((n) => (
          <SkeletonCard key={n} lines={4} tall />
        ))}
      </div>
    );
  else if (list.isError)
    body = (
      <EmptyState
        illustration="error"
        title={t('promotions.loadFailed')}
        text={describeApiError(list.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (items.length === 0)
    body = (
      <EmptyState illustration="empty" title={t('promotions.emptyTitle')} text={t('promotions.emptyText')} />
    );
  else
    body = (
      <>
        <Tabs<Tab>
          label={t('promotions.tabsLabel')}
          value={tab}
          onChange={setTab}
          variant="pill"
          className={styles.tabs}
          items={[
            { id: 'ALL', label: t('promotions.category.ALL') },
            ...categories.map((c) => ({ id: c as Tab, label: t(`promotions.category.${c}`) })),
          ]}
        />
        <ul className={styles.grid} aria-label={t('promotions.listLabel')}>
          {shown.map((p) => (
            <li key={p.id}>
              <PromotionCardView
                p={p}
                loggedIn={loggedIn}
                onLogin={onLogin}
                onOpen={() => {
                  setApplyOnOpen(false);
                  onOpen(p.id);
                }}
                onApply={() => {
                  setApplyOnOpen(true);
                  onOpen(p.id);
                }}
                depositPath={depositPath}
              />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <div className={styles.screen} data-testid="promotions-screen">
      {body}
      {openId ? (
        <PromotionDetailModal
          id={openId}
          language={language}
          loggedIn={loggedIn}
          onLogin={onLogin}
          onClose={() => {
            setApplyOnOpen(false);
            onOpen(null);
          }}
          startApplying={applyOnOpen}
          depositPath={depositPath}
          timeZone={timeZone}
        />
      ) : null}
    </div>
  );
}

function PromotionCardView({
  p,
  loggedIn,
  onLogin,
  onOpen,
  onApply,
  depositPath,
}: {
  p: TPromotionCard;
  loggedIn: boolean;
  onLogin: () => void;
  onOpen: () => void;
  onApply: () => void;
  depositPath: string;
}) {
  const { t } = useTranslation();
  const headline =
    p.kind === 'DEPOSIT'
      ? t('promotions.headline.deposit', {
          percent: p.percentBps / 100,
          cap: formatMoneyText(p.reward, p.currency),
          currency: p.currency,
        })
      : p.kind === 'CASHBACK'
        ? t('promotions.headline.cashback', { percent: p.percentBps / 100 })
        : p.kind === 'RAFFLE'
          ? t('promotions.headline.raffle')
          : t('promotions.headline.reward', {
              amount: formatMoneyText(p.reward, p.currency),
              currency: p.currency,
            });
  return (
    <article
      className={styles.card}
      data-testid="promotion-card"
      data-state={p.state}
      aria-labelledby={`promo-${p.id}`}
    >
      <button
        type="button"
        className={styles.cardArt}
        onClick={onOpen}
        aria-label={t('promotions.open', { title: p.title })}
      >
        {p.imageUrl ? (
          <img src={p.imageUrl} alt="" loading="lazy" />
        ) : (
          <span className={styles.artFallback} />
        )}
        <span className={styles.kindBadge}>{t(`promotions.kind.${p.kind}`)}</span>
        <span className={styles.headline}>{headline}</span>
      </button>
      <div className={styles.cardBody}>
        <h2 id={`promo-${p.id}`} className={styles.cardTitle}>
          {p.title}
        </h2>
        <p className={styles.cardSummary}>{p.summary}</p>
        {p.state === 'COMING_SOON' ? (
          <Countdown target={p.startsAt} label={t('promotions.startsIn')} />
        ) : (
          <Countdown target={p.signupEndsAt} label={t('promotions.endsIn')} />
        )}
        <div className={styles.cardActions}>
          <Button
            variant="outline"
            size="sm"
            onClick={onOpen}
            aria-label={t('promotions.open', { title: p.title })}
          >
            {t('promotions.details')}
          </Button>
          <PromotionAction
            id={p.id}
            kind={p.kind}
            state={p.state}
            loggedIn={loggedIn}
            onLogin={onLogin}
            onApply={onApply}
            depositPath={depositPath}
            size="sm"
          />
        </div>
      </div>
    </article>
  );
}
