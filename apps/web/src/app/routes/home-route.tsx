import type { GameCategory, TGameVendorLane } from '@platform/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button/button.tsx';
import { Deferred } from '../../components/deferred/deferred.tsx';
import { NearViewport } from '../../components/deferred/near-viewport.tsx';
import { TakeoverSlice } from '../../components/deferred/takeover-slice.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { TabPanel, Tabs } from '../../components/tabs/tabs.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { useVendorLanes } from '../../features/game-vendors/api/vendor-lanes-api.ts';
import { VendorGrid } from '../../features/game-vendors/components/vendor-tile.tsx';
import {
  CATEGORY_ICONS,
  CATEGORY_ROUTES,
  NAV_CATEGORIES,
  type TVendorCard,
} from '../../features/game-vendors/nav-model.ts';
import { useGameListPages } from '../../features/games/api/game-list-api.ts';
import { GameList } from '../../features/games/components/game-grid.tsx';
import { GameSection } from '../../features/games/components/game-section.tsx';
import {
  CategorySection,
  FavouritesSection,
  HotSection,
  RecentSection,
} from '../../features/games/components/lobby-sections.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { homeSections, isGameCentre, SEARCH_DEBOUNCE_MS } from '../../features/games/lobby-rules.ts';
import { GroupBanners } from '../../features/content/components/banner-carousel.tsx';
import { NoticeMarquee } from '../../features/content/components/notice-marquee.tsx';
import { useAnnouncementLink } from '../../features/content/hooks/use-announcement-link.ts';
import { useLaunchVendor } from '../hooks/use-launch-vendor.ts';
import { GridSkeleton } from './grid-skeleton.tsx';
import { lazyPart } from '../lazy-part.tsx';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import styles from './pages.module.css';
import { useGameActions } from './use-game-actions.ts';

type HomeTab = 'HOME' | 'FAV' | 'HOT' | GameCategory;

// At the end of the page, and on a tab of its own: fetched when near, not with the page (issue 16).
const WinnerBoard = lazyPart(() =>
  import('../../features/winner-board/components/winner-board.tsx').then((m) => m.WinnerBoard),
);
const FavouriteGames = lazyPart(() =>
  import('../../features/games/components/member-games.tsx').then((m) => m.FavouriteGames),
);

/**
 * About the height of each kind of home section (px; a phone's and a desktop's differ by less than a
 * row): the room a section holds until it comes near the viewport and renders.
 */
const SECTION_HEIGHTS = { squares: 360, games: 230, vendors: 250, winners: 480 } as const;

const TAB_PREFIX = 'home';

/** Categories with vendors, in navigation order (board games sit after live, as in the sections). */
function lobbyCategories(lanes: readonly TGameVendorLane[]): GameCategory[] {
  const withVendors = new Set(lanes.filter((l) => l.cards.length > 0).map((l) => l.gameCategory));
  return NAV_CATEGORIES.filter((c) => withVendors.has(c));
}

/**
 * Home lobby (spec §2): banner carousel, notice marquee, category tabs (HOME, FAV, HOT, then one per
 * category with vendors), a game search over every category, and on HOME the sections in the
 * spec's order and sizes, each with "See all"; the winner board closes the page.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isLoggedIn } = useSession();
  const lanesQuery = useVendorLanes();
  const lanes = useMemo(() => lanesQuery.data ?? [], [lanesQuery.data]);
  const categories = useMemo(() => lobbyCategories(lanes), [lanes]);
  const { actions, favourites } = useGameActions();
  const launchVendor = useLaunchVendor();
  const announcements = useAnnouncementLink();

  const [chosen, setChosen] = useState<HomeTab>('HOME');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // FAV is for members; a category tab whose vendors went away falls back to HOME.
  const tab: HomeTab =
    (chosen === 'FAV' && !isLoggedIn) ||
    (chosen !== 'HOME' && chosen !== 'FAV' && chosen !== 'HOT' && !categories.includes(chosen))
      ? 'HOME'
      : chosen;

  const sections = homeSections({ loggedIn: isLoggedIn, categories: new Set(categories) });

  const choose = (next: HomeTab) => {
    if (next === 'FAV' && !isLoggedIn) {
      authPopup.openLogin();
      return;
    }
    setChosen(next);
  };

  const tabs = [
    { id: 'HOME' as HomeTab, label: t('nav.HOME'), icon: <Icon name="home" size={16} /> },
    { id: 'FAV' as HomeTab, label: t('games.tabFav'), icon: <Icon name="heart" size={16} /> },
    { id: 'HOT' as HomeTab, label: t('games.tabHot'), icon: <Icon name="fire" size={16} /> },
    ...categories.map((category) => ({
      id: category as HomeTab,
      label: t(`nav.${category}`),
      icon: <Icon name={CATEGORY_ICONS[category]} size={16} />,
    })),
  ];

  return (
    <div className={styles.stack}>
      <h1 className="visually-hidden">{brand.brandName}</h1>
      <GroupBanners group="w_home" layout="wide" eager reserve />
      <NoticeMarquee onOpen={() => announcements.show()} />

      <TakeoverSlice>
        <div className={styles.toolbar}>
          <Tabs
            items={tabs}
            value={tab}
            onChange={choose}
            label={t('home.categories')}
            className={styles.tabs}
            idPrefix={TAB_PREFIX}
          />
          <label className={styles.search}>
            <Icon name="search" size={18} />
            <input
              type="search"
              value={search}
              placeholder={t('games.searchPlaceholder')}
              onChange={(e) => setSearch(e.target.value)}
              aria-label={t('games.searchLabel')}
              enterKeyHint="search"
            />
          </label>
        </div>
      </TakeoverSlice>

      <TabPanel prefix={TAB_PREFIX} id={tab} className={styles.stack}>
        {/* The banner paints first; the sections (their data, images, layout) follow. */}
        <Deferred>
          {query ? (
            <SearchResults query={query} actions={actions} />
          ) : tab === 'HOME' ? (
            <div className={styles.sections}>
              {/* Each section renders when it comes near the viewport: the first screen builds one or two. */}
              {sections.map((section) => {
                const { id, size } = section;
                if (section.kind === 'vendors') return null;
                const near = (height: number, body: ReactNode) => (
                  <NearViewport key={id} minHeight={height}>
                    {body}
                  </NearViewport>
                );
                if (section.kind === 'recent')
                  return near(
                    SECTION_HEIGHTS.squares,
                    <RecentSection size={size} actions={actions} seeAll="/recent" />,
                  );
                if (section.kind === 'hot')
                  return near(
                    SECTION_HEIGHTS.squares,
                    <HotSection size={size} actions={actions} seeAll={() => choose('HOT')} />,
                  );
                if (section.kind === 'favourites')
                  return near(
                    SECTION_HEIGHTS.squares,
                    <FavouritesSection
                      size={size}
                      actions={actions}
                      seeAll="/favorite"
                      overrides={favourites.overrides}
                    />,
                  );
                const category = id as GameCategory;
                return near(
                  SECTION_HEIGHTS.games,
                  <CategorySection
                    category={category}
                    size={size}
                    actions={actions}
                    title={t(`nav.${category}`)}
                    icon={CATEGORY_ICONS[category]}
                    seeAll={CATEGORY_ROUTES[category]}
                  />,
                );
              })}
              {/* Game centres come last in the spec's order; side by side, their few vendors fill the row. */}
              <div className={styles.centres}>
                {sections
                  .filter((section) => section.kind === 'vendors')
                  .map(({ id, size }) => {
                    const category = id as GameCategory;
                    const cards = lanes.find((l) => l.gameCategory === category)?.cards ?? [];
                    if (cards.length === 0) return null;
                    return (
                      <NearViewport key={id} minHeight={SECTION_HEIGHTS.vendors}>
                        <VendorSection
                          id={category}
                          title={t(`nav.${category}`)}
                          icon={CATEGORY_ICONS[category]}
                          seeAll={CATEGORY_ROUTES[category]}
                          cards={cards.slice(0, size)}
                          onLaunch={launchVendor}
                        />
                      </NearViewport>
                    );
                  })}
              </div>
              <NearViewport minHeight={SECTION_HEIGHTS.winners}>
                <WinnerBoard
                  timeZone={brand.timeZone}
                  fallback={<div style={{ minHeight: SECTION_HEIGHTS.winners }} />}
                />
              </NearViewport>
            </div>
          ) : tab === 'FAV' ? (
            <FavouriteGames actions={actions} overrides={favourites.overrides} fallback={<GridSkeleton />} />
          ) : tab === 'HOT' ? (
            <HotGamesTab actions={actions} />
          ) : (
            <CategoryTab
              category={tab}
              cards={lanes.find((l) => l.gameCategory === tab)?.cards ?? []}
              actions={actions}
              onLaunchVendor={launchVendor}
            />
          )}
        </Deferred>
      </TabPanel>
    </div>
  );
}

type Actions = ReturnType<typeof useGameActions>['actions'];

/** Spec §2 search box: a debounced game-name search over every category. */
function SearchResults({ query, actions }: { query: string; actions: Actions }) {
  const { t } = useTranslation();
  const filters = useMemo(() => ({ gameName: query, filter: 'ALL' as const }), [query]);
  const paged = useGameListPages(filters);
  return (
    <section
      className={styles.block}
      aria-label={t('games.resultsFor', { query })}
      data-testid="game-search-results"
    >
      <p className={styles.resultsHead} aria-live="polite">
        {paged.isPending
          ? t('common.loading')
          : paged.total > 0
            ? t('games.resultsCount', { count: paged.total, query })
            : null}
      </p>
      <GameList
        paged={paged}
        actions={actions}
        label={t('games.resultsFor', { query })}
        emptyTitle={t('games.noResultsTitle')}
        emptyText={t('games.noResults', { query })}
      />
    </section>
  );
}

function HotGamesTab({ actions }: { actions: Actions }) {
  const { t } = useTranslation();
  const paged = useGameListPages(useMemo(() => ({ filter: 'HOT' as const }), []));
  return (
    <GameList paged={paged} actions={actions} label={t('games.hot')} emptyTitle={t('games.empty.HOT')} />
  );
}

/** A category tab: game centres show their vendors first; every category its games, 24 a page. */
function CategoryTab({
  category,
  cards,
  actions,
  onLaunchVendor,
}: {
  category: GameCategory;
  cards: TVendorCard[];
  actions: Actions;
  onLaunchVendor: (card: TVendorCard) => void;
}) {
  const { t } = useTranslation();
  const filters = useMemo(() => ({ gameType: category, filter: 'ALL' as const }), [category]);
  const paged = useGameListPages(filters);
  const title = t(`nav.${category}`);
  const route = CATEGORY_ROUTES[category] ?? '/';
  return (
    <>
      {isGameCentre(category) ? (
        <VendorGrid
          cards={cards}
          onLaunch={onLaunchVendor}
          label={t('games.vendorsOf', { category: title })}
        />
      ) : null}
      <div className={styles.lobbyLink}>
        <p>{t('games.gameCount', { count: paged.total })}</p>
        <Link to={route} className={buttonClass('outline', 'sm')}>
          {t('games.openLobby', { category: title })}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      <GameList
        paged={paged}
        actions={actions}
        label={t('games.gamesOf', { category: title })}
        emptyTitle={t('games.empty.ALL')}
        emptyText={t('games.emptyText')}
      />
    </>
  );
}

/** A game-centre section of the home lobby: its vendors' tiles (spec §2 vendor tile, start button). */
function VendorSection({
  id,
  title,
  icon,
  seeAll,
  cards,
  onLaunch,
}: {
  id: GameCategory;
  title: string;
  icon: (typeof CATEGORY_ICONS)[GameCategory];
  seeAll?: string;
  cards: TVendorCard[];
  onLaunch: (card: TVendorCard) => void;
}) {
  if (cards.length === 0) return null;
  return (
    <GameSection id={id} title={title} icon={icon} seeAll={seeAll}>
      <VendorGrid cards={cards} onLaunch={onLaunch} label={title} density="tight" />
    </GameSection>
  );
}
