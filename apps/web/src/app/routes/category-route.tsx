import type { GameCategory } from '@platform/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button/button.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { TakeoverSlice } from '../../components/deferred/takeover-slice.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { Tabs } from '../../components/tabs/tabs.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { TablesStrip } from '../../features/game-launch/components/tables-strip.tsx';
import { useVendorLanes } from '../../features/game-vendors/api/vendor-lanes-api.ts';
import { VendorGrid } from '../../features/game-vendors/components/vendor-tile.tsx';
import {
  CATEGORY_ICONS,
  CATEGORY_PAGES,
  categoryVendors,
  type CategoryPageKey,
} from '../../features/game-vendors/nav-model.ts';
import { useGameListPages } from '../../features/games/api/game-list-api.ts';
import { useVassGameTypes } from '../../features/games/api/vass-game-type-api.ts';
import { GameList } from '../../features/games/components/game-grid.tsx';
import { LobbyFilters } from '../../features/games/components/lobby-filters.tsx';
import {
  applyLobbyChange,
  classificationsFor,
  filterNeedsLogin,
  hasSlotFilters,
  initialLobby,
  isGameCentre,
  lobbyFilters,
  vendorChips,
  type LobbyChange,
  type LobbyState,
} from '../../features/games/lobby-rules.ts';
import { useLaunchVendor } from '../hooks/use-launch-vendor.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import { GridSkeleton } from './grid-skeleton.tsx';
import styles from './pages.module.css';
import { useGameActions } from './use-game-actions.ts';

/** The vendor tiles a phone shows on its first screen (two rows of two): their pictures load with the page. */
const FIRST_SCREEN_VENDORS = 4;

/** Pages whose live tables (H4b's strip) sit above the grid. */
const TABLE_PAGES: ReadonlySet<CategoryPageKey> = new Set(['live', 'pvp']);

/**
 * Game list pages (/live, /fish, /rng, /pvp) and game centres (/sports, /esports, /lott, /elott),
 * spec §2: vendor filter (`?vassalage=` on all of them), classification filter, HOT / NEW / FAV /
 * RECENT selection, slot filters on /rng and /fish, a grid of 24 with "More games". Game centres
 * show their vendors' tiles first. /pvp also lists board games (`?type=BOARD`).
 */
export default function CategoryRoute({ page }: { page: CategoryPageKey }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const categories: readonly GameCategory[] = CATEGORY_PAGES[page];
  const typeParam = params.get('type') as GameCategory | null;
  const gameType = typeParam && categories.includes(typeParam) ? typeParam : (categories[0] ?? 'RNG');
  const main = categories[0] ?? gameType;

  const lanesQuery = useVendorLanes();
  const launchVendor = useLaunchVendor();
  const { actions, launch } = useGameActions();
  const { types, isPending: typesPending } = useVassGameTypes([gameType]);
  const vendors = useMemo(() => vendorChips(types), [types]);
  const laneVendors = useMemo(
    () => categoryVendors(lanesQuery.data ?? [], categories),
    [lanesQuery.data, categories],
  );
  const pageTypes = useMemo(
    () =>
      categories.filter((c) => (lanesQuery.data ?? []).some((l) => l.gameCategory === c && l.cards.length)),
    [categories, lanesQuery.data],
  );

  // The vendor in the URL, unless the category's vendors are known and it is not one of them.
  const urlVendor = params.get('vassalage') || null;
  const vassalage =
    urlVendor && (typesPending || vendors.some((v) => v.vassalage === urlVendor)) ? urlVendor : null;

  // The rest of the lobby is local; a category or vendor change in the URL resets it (spec §4).
  const [lobby, setLobby] = useState<LobbyState>(() => initialLobby(gameType, vassalage));
  let state = lobby;
  if (state.gameType !== gameType) state = applyLobbyChange(state, { kind: 'category', gameType });
  if (state.vassalage !== vassalage) state = applyLobbyChange(state, { kind: 'vendor', vassalage });
  if (state !== lobby) setLobby(state);
  // A visitor (or a member who just signed out) never lists FAV or RECENT.
  const effective = useMemo(
    () => (!isLoggedIn && filterNeedsLogin(state.filter) ? { ...state, filter: 'ALL' as const } : state),
    [state, isLoggedIn],
  );

  const slotFilters = hasSlotFilters(gameType);
  const filters = useMemo(() => lobbyFilters(effective, slotFilters), [effective, slotFilters]);
  const paged = useGameListPages(filters);
  const classifications = useMemo(
    () => classificationsFor(types, effective.vassalage),
    [types, effective.vassalage],
  );

  const change = (next: LobbyChange) => {
    if (next.kind === 'filter' && filterNeedsLogin(next.filter) && !isLoggedIn) {
      authPopup.openLogin();
      return;
    }
    if (next.kind === 'vendor' || next.kind === 'category') {
      const nextParams = new URLSearchParams(params);
      if (next.kind === 'category') {
        nextParams.delete('vassalage');
        if (next.gameType === categories[0]) nextParams.delete('type');
        else nextParams.set('type', next.gameType);
      } else if (next.vassalage) nextParams.set('vassalage', next.vassalage);
      else nextParams.delete('vassalage');
      setParams(nextParams, { replace: true, preventScrollReset: true });
      return;
    }
    setLobby(applyLobbyChange(state, next));
  };

  const filtered =
    effective.classify !== 'ALL' ||
    effective.filter !== 'ALL' ||
    !!effective.vassalage ||
    (slotFilters && (!!effective.minBet || !!effective.lines));
  const clearFilters = () => {
    setLobby(initialLobby(gameType, null));
    change({ kind: 'vendor', vassalage: null });
  };
  const noVendors =
    !lanesQuery.isPending && !typesPending && laneVendors.length === 0 && vendors.length === 0;
  const centre = isGameCentre(main);
  const title = t(`nav.${main}`);

  return (
    <div className={styles.stack} data-testid={`category-page-${page}`}>
      <PageHeader
        eyebrow={brand.brandName}
        title={title}
        subtitle={t(`category.${main}`)}
        icon={<Icon name={CATEGORY_ICONS[main]} size={30} />}
      />

      {noVendors ? (
        <EmptyState illustration="empty" title={t('vendor.noVendors')} text={t('vendor.noVendorsText')} />
      ) : (
        <>
          {centre ? (
            lanesQuery.isPending ? (
              <GridSkeleton count={4} />
            ) : (
              <section className={styles.block} aria-labelledby="category-vendors">
                {/* The tiles' names are level-3 headings: the section gives them their level 2. */}
                <h2 id="category-vendors" className="visually-hidden">
                  {t('games.vendorsOf', { category: title })}
                </h2>
                <VendorGrid
                  cards={laneVendors}
                  eagerImages={FIRST_SCREEN_VENDORS}
                  onLaunch={launchVendor}
                  activeVendor={effective.vassalage}
                  label={t('games.vendorsOf', { category: title })}
                />
              </section>
            )
          ) : null}

          {pageTypes.length > 1 ? (
            <Tabs
              items={pageTypes.map((category) => ({
                id: category,
                label: t(`nav.${category}`),
                icon: <Icon name={CATEGORY_ICONS[category]} size={16} />,
              }))}
              value={gameType}
              onChange={(id) => change({ kind: 'category', gameType: id })}
              label={t('games.categoryTabs')}
              variant="segmented"
              className={styles.typeTabs}
            />
          ) : null}

          {TABLE_PAGES.has(page) ? (
            <TablesStrip categories={[gameType]} onPlay={(room) => void launch(room)} />
          ) : null}

          <section
            className={styles.block}
            aria-label={t('games.gamesOf', { category: t(`nav.${gameType}`) })}
          >
            <TakeoverSlice>
              <LobbyFilters
                state={effective}
                vendors={vendors}
                classifications={classifications}
                slotFilters={slotFilters}
                currency={brand.currency}
                onChange={change}
                pending={typesPending}
              />
            </TakeoverSlice>
            <GameList
              paged={paged}
              actions={actions}
              label={t('games.gamesOf', { category: t(`nav.${gameType}`) })}
              emptyTitle={t(`games.empty.${effective.filter}`)}
              emptyText={filtered ? t('games.emptyFiltered') : t('games.emptyText')}
              emptyActions={
                filtered ? (
                  <Button variant="outline" onClick={clearFilters} icon={<Icon name="refresh" size={16} />}>
                    {t('games.clearFilters')}
                  </Button>
                ) : undefined
              }
            />
          </section>
        </>
      )}
    </div>
  );
}
