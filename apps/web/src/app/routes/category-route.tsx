import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { useVendorLanes } from '../../features/game-vendors/api/vendor-lanes-api.ts';
import { VendorFilter } from '../../features/game-vendors/components/vendor-filter.tsx';
import { VendorGrid } from '../../features/game-vendors/components/vendor-tile.tsx';
import {
  CATEGORY_ICONS,
  CATEGORY_PAGES,
  categoryVendors,
  type CategoryPageKey,
} from '../../features/game-vendors/nav-model.ts';
import { useLaunchVendor } from '../hooks/use-launch-vendor.ts';
import { useSite } from '../site-context.ts';
import { GridSkeleton } from './grid-skeleton.tsx';
import styles from './pages.module.css';

/**
 * Game centre and game list pages (/live, /fish, /rng, /pvp, /sports, /esports, /lott, /elott): the
 * category's vendor tiles with a vendor filter (`?vassalage=` on /rng and the others alike).
 */
export default function CategoryRoute({ page }: { page: CategoryPageKey }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const lanesQuery = useVendorLanes();
  const launch = useLaunchVendor();
  const [params, setParams] = useSearchParams();
  const categories = CATEGORY_PAGES[page];
  const main = categories[0];
  const vassalage = params.get('vassalage');

  const all = useMemo(
    () => categoryVendors(lanesQuery.data ?? [], categories),
    [lanesQuery.data, categories],
  );
  const filterVendors = useMemo(
    () => all.filter((c, i) => all.findIndex((o) => o.vassalage === c.vassalage) === i),
    [all],
  );
  const selected = vassalage && all.some((c) => c.vassalage === vassalage) ? vassalage : null;
  const shown = selected ? all.filter((c) => c.vassalage === selected) : all;
  const selectedCard = selected ? all.find((c) => c.vassalage === selected) : undefined;

  const choose = (next: string | null) => {
    const nextParams = new URLSearchParams(params);
    if (next) nextParams.set('vassalage', next);
    else nextParams.delete('vassalage');
    setParams(nextParams, { replace: true, preventScrollReset: true });
  };

  return (
    <div className={styles.stack} data-testid={`category-page-${page}`}>
      <PageHeader
        eyebrow={brand.brandName}
        title={t(`nav.${main}`)}
        subtitle={t(`category.${main}`)}
        icon={<Icon name={CATEGORY_ICONS[main]} size={30} />}
      />

      {lanesQuery.isPending ? (
        <GridSkeleton />
      ) : all.length === 0 ? (
        <EmptyState illustration="empty" title={t('vendor.noVendors')} text={t('vendor.noVendorsText')} />
      ) : (
        <>
          <div className={styles.filterRow}>
            <span className={styles.filterLabel}>
              <Icon name="filter" size={16} />
              {t('vendor.filterLabel')}
            </span>
            <VendorFilter vendors={filterVendors} value={selected} onChange={choose} />
          </div>
          <VendorGrid cards={shown} onLaunch={launch} activeVendor={selected} label={t(`nav.${main}`)} />
          {page === 'rng' && selectedCard ? (
            <EmptyState
              level={3}
              illustration="soon"
              title={t('vendor.gamesOf', { vendor: selectedCard.displayName })}
              text={t('vendor.gamesSoon')}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
