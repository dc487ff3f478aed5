import type { GameCategory, TGameVendorLane } from '@platform/contracts';

export type TVendorCard = TGameVendorLane['cards'][number];

/** Spec §2 main navigation: the game categories between Home and Promotions, in this order. */
export const NAV_CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'BOARD',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
] as const;

/** Entries that always open their page, whatever their vendor count (spec §2). */
export const ALWAYS_NAVIGATE: ReadonlySet<GameCategory> = new Set(['HOME', 'PROMO', 'PVP', 'FISH', 'RNG']);

/**
 * The page of each category. The board-game category has no route of its own in the spec; its
 * vendors are listed with the card games on /pvp, on the board-games tab (`?type=BOARD`).
 */
export const CATEGORY_ROUTES: Readonly<Partial<Record<GameCategory, string>>> = {
  HOME: '/',
  PROMO: '/promotions',
  ELOTT: '/elott',
  LOTT: '/lott',
  LIVE: '/live',
  BOARD: '/pvp?type=BOARD',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
};

/** The categories each category page lists (route path without the slash → lanes). */
export const CATEGORY_PAGES = {
  live: ['LIVE'],
  fish: ['FISH'],
  rng: ['RNG'],
  pvp: ['PVP', 'BOARD'],
  sports: ['SPORTS'],
  esports: ['ESPORTS'],
  lott: ['LOTT'],
  elott: ['ELOTT'],
} as const satisfies Record<string, readonly GameCategory[]>;
export type CategoryPageKey = keyof typeof CATEGORY_PAGES;

export type NavAction = { kind: 'navigate'; to: string } | { kind: 'launch'; vendor: TVendorCard };

export interface NavItem {
  category: GameCategory;
  vendors: TVendorCard[];
  action: NavAction;
}

/** The page of a vendor inside its category: slots open their game list filtered by vendor. */
export function vendorHref(card: TVendorCard): string | null {
  return card.gameType === 'RNG' ? `/rng?vassalage=${encodeURIComponent(card.vassalage)}` : null;
}

/**
 * A vendor's games on its category page (the header drop-down, a vendor entry of a game list):
 * `?vassalage=` on every category page (board games keep their `?type=BOARD`).
 */
export function vendorPageHref(card: Pick<TVendorCard, 'gameType' | 'vassalage'>): string {
  const [path = '/', query = ''] = (CATEGORY_ROUTES[card.gameType] ?? '/').split('?');
  const params = new URLSearchParams(query);
  params.set('vassalage', card.vassalage);
  return `${path}?${params.toString()}`;
}

/**
 * Whether a navigation target is the current page: same path and every query parameter of the
 * target present, and no other target of the same path matching more of the current query (so
 * /pvp?type=BOARD lights "Board games" only, and /pvp "Poker & cards" only).
 */
export function isCurrentTarget(
  to: string,
  location: { pathname: string; search: string },
  targets: readonly string[],
): boolean {
  const current = new URLSearchParams(location.search);
  const score = (target: string): number => {
    const [path = '/', query = ''] = target.split('?');
    if (path !== location.pathname) return -1;
    const wanted = [...new URLSearchParams(query)];
    return wanted.every(([key, value]) => current.get(key) === value) ? wanted.length : -1;
  };
  const mine = score(to);
  return mine >= 0 && targets.every((other) => score(other) <= mine);
}

/**
 * What clicking a nav entry does (spec §2): HOME, PROMO, PVP, FISH, RNG and any category with more
 * than one vendor navigate to their page; a category with exactly one vendor launches it.
 */
export function navAction(category: GameCategory, vendors: readonly TVendorCard[]): NavAction {
  const to = CATEGORY_ROUTES[category] ?? '/';
  const only = vendors.length === 1 ? vendors[0] : undefined;
  if (ALWAYS_NAVIGATE.has(category) || !only) return { kind: 'navigate', to };
  return { kind: 'launch', vendor: only };
}

/** Home, one entry per category that has at least one vendor (in NAV_CATEGORIES order), Promotions. */
export function buildMainNav(lanes: readonly TGameVendorLane[]): NavItem[] {
  const byCategory = new Map(lanes.map((lane) => [lane.gameCategory, lane.cards]));
  const games = NAV_CATEGORIES.flatMap((category): NavItem[] => {
    const vendors = byCategory.get(category) ?? [];
    return vendors.length ? [{ category, vendors: [...vendors], action: navAction(category, vendors) }] : [];
  });
  return [
    { category: 'HOME', vendors: [], action: { kind: 'navigate', to: '/' } },
    ...games,
    { category: 'PROMO', vendors: [], action: { kind: 'navigate', to: '/promotions' } },
  ];
}

/** Each vendor once, in lane order (footer shows up to 8, spec §9). */
export function uniqueVendors(lanes: readonly TGameVendorLane[], limit = Infinity): TVendorCard[] {
  const seen = new Set<string>();
  const out: TVendorCard[] = [];
  for (const lane of lanes) {
    for (const card of lane.cards) {
      if (seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      out.push(card);
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/** Lanes whose vendors match a search text (name or code, case-insensitive); empty lanes drop out. */
export function filterLanes(lanes: readonly TGameVendorLane[], text: string): TGameVendorLane[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...lanes];
  return lanes.flatMap((lane) => {
    const cards = lane.cards.filter(
      (c) => c.displayName.toLowerCase().includes(needle) || c.vassalage.toLowerCase().includes(needle),
    );
    return cards.length ? [{ ...lane, cards }] : [];
  });
}

/** The vendors a category page shows, optionally narrowed to one vendor. */
export function categoryVendors(
  lanes: readonly TGameVendorLane[],
  categories: readonly GameCategory[],
  vassalage?: string | null,
): TVendorCard[] {
  const cards = categories.flatMap((category) => lanes.find((l) => l.gameCategory === category)?.cards ?? []);
  const unique = cards.filter(
    (c, i) => cards.findIndex((o) => o.vassalage === c.vassalage && o.gameType === c.gameType) === i,
  );
  return vassalage ? unique.filter((c) => c.vassalage === vassalage) : unique;
}

/** Icon of each category in the navigation. */
export const CATEGORY_ICONS = {
  HOME: 'home',
  PROMO: 'gift',
  ELOTT: 'eLottery',
  LOTT: 'lottery',
  LIVE: 'cards',
  BOARD: 'board',
  SPORTS: 'ball',
  FISH: 'fish',
  RNG: 'slot',
  PVP: 'dice',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'rooster',
} as const satisfies Record<GameCategory, string>;
