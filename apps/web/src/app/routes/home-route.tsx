import type { GameCategory } from '@platform/contracts';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { Tabs } from '../../components/tabs/tabs.tsx';
import { useVendorLanes } from '../../features/game-vendors/api/vendor-lanes-api.ts';
import { VendorGrid } from '../../features/game-vendors/components/vendor-tile.tsx';
import { CATEGORY_ICONS, CATEGORY_ROUTES, filterLanes } from '../../features/game-vendors/nav-model.ts';
import { HeroBanner } from '../../features/home/components/hero-banner.tsx';
import { NoticeMarquee } from '../../features/home/components/notice-marquee.tsx';
import { useLaunchVendor } from '../hooks/use-launch-vendor.ts';
import { useSite } from '../site-context.ts';
import styles from './pages.module.css';
import { GridSkeleton } from './grid-skeleton.tsx';

type HomeTab = 'HOME' | GameCategory;

/** Home lobby (spec §2): banner, notice marquee, category tabs, search box, one section per category. */
export default function HomeRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const lanesQuery = useVendorLanes();
  const launch = useLaunchVendor();
  const [tab, setTab] = useState<HomeTab>('HOME');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const lanes = useMemo(() => lanesQuery.data ?? [], [lanesQuery.data]);

  const tabs = useMemo(
    () => [
      { id: 'HOME' as HomeTab, label: t('nav.HOME'), icon: <Icon name="home" size={16} /> },
      ...lanes.map((lane) => ({
        id: lane.gameCategory as HomeTab,
        label: t(`nav.${lane.gameCategory}`),
        icon: <Icon name={CATEGORY_ICONS[lane.gameCategory]} size={16} />,
      })),
    ],
    [lanes, t],
  );

  const visible = useMemo(() => {
    const byTab = tab === 'HOME' ? lanes : lanes.filter((l) => l.gameCategory === tab);
    return filterLanes(byTab, deferredSearch);
  }, [lanes, tab, deferredSearch]);

  return (
    <div className={styles.stack}>
      <HeroBanner brandName={brand.brandName} />
      <NoticeMarquee brandName={brand.brandName} />

      <div className={styles.toolbar}>
        <Tabs
          items={tabs}
          value={tab}
          onChange={setTab}
          label={t('home.categories')}
          className={styles.tabs}
        />
        <label className={styles.search}>
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t('home.searchLabel')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('home.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={t('home.searchLabel')}
          />
        </label>
      </div>

      {lanesQuery.isPending ? (
        <GridSkeleton />
      ) : visible.length === 0 ? (
        <EmptyState
          illustration="empty"
          title={deferredSearch ? t('home.noResultsTitle') : t('vendor.noVendors')}
          text={deferredSearch ? t('home.noResults', { query: deferredSearch }) : undefined}
          level={3}
        />
      ) : (
        <div className={styles.mosaic}>
          {visible.map((lane) => {
            const route = CATEGORY_ROUTES[lane.gameCategory];
            const headingId = `home-section-${lane.gameCategory}`;
            return (
              <section
                key={lane.gameCategory}
                className={`${styles.section} ${styles[`span${Math.min(lane.cards.length, 4)}`]}`}
                aria-labelledby={headingId}
                data-testid={`home-section-${lane.gameCategory}`}
              >
                <div className={styles.sectionHead}>
                  <span className={styles.sectionIcon} aria-hidden="true">
                    <Icon name={CATEGORY_ICONS[lane.gameCategory]} size={20} />
                  </span>
                  <h2 id={headingId} className={styles.sectionTitle}>
                    {t(`nav.${lane.gameCategory}`)}
                  </h2>
                  <span className={styles.count}>
                    {t('home.providerCount', { count: lane.cards.length })}
                  </span>
                  {route ? (
                    <Link to={route} className={styles.viewAll}>
                      {t('common.viewAll')}
                      <Icon name="chevronRight" size={16} />
                    </Link>
                  ) : null}
                </div>
                <VendorGrid
                  cards={lane.cards}
                  onLaunch={launch}
                  label={t(`nav.${lane.gameCategory}`)}
                  density="subgrid"
                />
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
