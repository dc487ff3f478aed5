import {
  GAME_CATEGORIES,
  type GameArtworkKind,
  type TGame,
  type TGameAdmin,
  type TGameAdminQuery,
  type TGameAdminUpdate,
  type TGameCategoryAdmin,
  type TGameCategoryVendorAdmin,
  type TGameCategoryVendorUpdate,
  type TGameListQuery,
  type TGameListResponse,
  type TGameVendorLane,
  type THotGamesResponse,
  type TVassGameType,
} from '@platform/contracts';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { detectImageType, type FileStorage, type ImageType } from '../../platform/storage/file-storage.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import { minBetLimitUnits, stakeInCurrency } from './domain/bet-units.ts';
import { localName } from './domain/game-activity.ts';
import {
  buildVassGameTypes,
  gameArtworkUrl,
  toGameView,
  type ArtworkKind,
  type CatalogGame,
  type ClassificationCount,
} from './domain/game-view.ts';
import { containsPattern, searchTextOf } from './domain/search-text.ts';
import { catalogVendorsFor } from './domain/vassalage.ts';
import { buildVendorLanes, LANE_ORDER } from './domain/vendor-lanes.ts';
import { gameArtworkSvg } from './game-artwork.ts';
import type { AdminGameRow, GamesRepository, LobbyFilter, NewGame } from './games.repository.ts';
import { createLobbyCache } from './lobby-cache.ts';
import { vendorArtworkSvg } from './vendor-artwork.ts';

export const vendorIconUrl = (vendorCode: string) => `/api/wps/assets/vendor/${vendorCode}.svg`;

/** Who asks: the merchant (currency, scope), the language of names, and the member when signed in. */
export interface LobbyContext {
  merchant: Pick<MerchantSnapshot, 'code' | 'currency'>;
  language: string;
  memberId?: string;
}

/** An answer with its JSON already made: cached lobby answers are sent as they are, never re-serialized. */
export interface Serialized<T> {
  value: T;
  json: string;
}

/** Uploaded artwork: at most 2 MB (issue: back-office artwork), PNG, JPEG or WebP by content. */
export const MAX_ARTWORK_BYTES = 2 * 1024 * 1024;
const ARTWORK_CATEGORY = 'game-art';
const CATALOG_CHANGED_CHANNEL = 'games:catalog-changed';
/**
 * Anonymous lobby answers are fresh this long (and until a back-office change clears them). At 5 s
 * the background refreshes of a few hundred answers took the CPU the requests needed (bench/lobby).
 */
const LOBBY_TTL_MS = 30_000;
/** …and are served this much longer while one request refreshes them in the background. */
const LOBBY_STALE_MS = 60_000;
const NAMED_LANGUAGES = new Set(['TH', 'VI', 'KO', 'CN']);

const upper = (value: string | undefined) => {
  const v = value?.trim().toUpperCase();
  return v && v !== 'ALL' ? v : undefined;
};
const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** A demo title for the bulk seed (the generator's shape). */
export interface SeedGame extends Omit<NewGame, 'searchText' | 'names'> {
  names: { TH: string; VI: string; KO: string; CN: string };
}

export function createGamesService(deps: {
  repository: GamesRepository;
  db: Database;
  store: KeyValueStore;
  clock: Clock;
  storage: FileStorage;
  operators: OperatorsService;
}) {
  const { repository, db, store, clock, storage, operators } = deps;
  const nowMs = () => clock.nowMs();
  const vendorArt = new Map<string, string>();
  const lobby = { ttlMs: LOBBY_TTL_MS, staleMs: LOBBY_STALE_MS, nowMs };
  const pages = createLobbyCache<Serialized<TGameListResponse>>({ maxEntries: 5000, ...lobby });
  const totals = createLobbyCache<number>({ maxEntries: 5000, ...lobby });
  const hot = createLobbyCache<Serialized<THotGamesResponse>>({ maxEntries: 1000, ...lobby });
  const counts = createLobbyCache<ClassificationCount[]>({ maxEntries: 100, ...lobby });
  const vassTypes = createLobbyCache<Serialized<{ data: TVassGameType[] }>>({ maxEntries: 100, ...lobby });
  const artwork = createLobbyCache<{ body: string | Buffer; contentType: string; current: boolean }>({
    maxEntries: 4000,
    ttlMs: 60 * 60_000,
    nowMs,
  });

  const clearLocal = () => {
    pages.clear();
    totals.clear();
    counts.clear();
    hot.clear();
    vassTypes.clear();
    artwork.clear();
  };
  /** A back-office change: every node drops its lobby answers (this one at once). */
  const catalogChanged = async () => {
    clearLocal();
    await store.publish(CATALOG_CHANGED_CHANNEL, String(nowMs()));
  };

  const languageOf = (language: string) => (NAMED_LANGUAGES.has(language) ? language : 'EN');

  /** Favourite flags for a signed-in member; the cached JSON stays valid when none is set. */
  async function withFavourites<T extends { games: TGame[] }>(
    answer: Serialized<T>,
    memberId: string | undefined,
  ): Promise<Serialized<T>> {
    if (!memberId || answer.value.games.length === 0) return answer;
    const favourites = await repository.favouriteIds(
      memberId,
      answer.value.games.map((g) => g.nodeId),
    );
    if (favourites.size === 0) return answer;
    const value = {
      ...answer.value,
      games: answer.value.games.map((g) => (favourites.has(g.nodeId) ? { ...g, favourite: true } : g)),
    };
    return { value, json: JSON.stringify(value) };
  }

  function lobbyFilter(ctx: LobbyContext, query: TGameListQuery): LobbyFilter {
    const currency = ctx.merchant.currency;
    const vassalage = upper(query.vassalage);
    let maxMinBetUnits: string | undefined;
    if (query.minBet !== undefined && query.minBet.trim() !== '') {
      maxMinBetUnits = minBetLimitUnits(query.minBet.trim(), currency);
      if (maxMinBetUnits === undefined) throw new AppError('VALIDATION_FAILED', { fields: 'minBet' });
    }
    const filter: LobbyFilter = {
      merchantCode: ctx.merchant.code,
      language: languageOf(ctx.language),
      gameType: query.gameType,
      vendorCodes: vassalage ? catalogVendorsFor(vassalage, currency) : undefined,
      classification: upper(query.gameClassify),
      namePattern: containsPattern(query.gameName),
      hot: query.filter === 'HOT',
      isNew: query.filter === 'NEW',
      maxMinBetUnits,
      minLines: query.lines,
    };
    if (query.filter === 'FAV' || query.filter === 'RECENT') {
      if (!ctx.memberId) throw new AppError('UNAUTHORIZED');
      filter.memberList = { memberId: ctx.memberId, kind: query.filter };
    }
    return filter;
  }

  /** Games per (category, vendor, classification) of a merchant: totals and the category call read it. */
  const classificationCounts = (merchantCode: string): Promise<ClassificationCount[]> =>
    counts.getOrLoad(merchantCode, () => repository.classificationCounts(merchantCode));

  const totalOf = (filter: LobbyFilter, key: string): Promise<number> =>
    totals.getOrLoad(key, () => countOf(filter));

  /** The per-vendor counts answer a category/vendor/classification total; anything else is counted. */
  async function countOf(filter: LobbyFilter): Promise<number> {
    const structural =
      !filter.memberList &&
      !filter.namePattern &&
      !filter.hot &&
      !filter.isNew &&
      filter.maxMinBetUnits === undefined &&
      filter.minLines === undefined;
    if (!structural) return repository.lobbyCount(filter);
    return (await classificationCounts(filter.merchantCode))
      .filter(
        (c) =>
          (!filter.gameType || c.gameType === filter.gameType) &&
          (!filter.vendorCodes || filter.vendorCodes.includes(c.vendorCode)) &&
          (!filter.classification || c.classification === filter.classification),
      )
      .reduce((sum, c) => sum + c.games, 0);
  }

  const filterKey = (f: LobbyFilter) =>
    [
      f.merchantCode,
      f.language,
      f.gameType ?? '',
      f.vendorCodes?.join(',') ?? '*',
      f.classification ?? '',
      f.namePattern ?? '',
      f.hot ? 'H' : '',
      f.isNew ? 'N' : '',
      f.maxMinBetUnits ?? '',
      f.minLines ?? '',
    ].join('\u0001');

  return {
    /** Game codes to their names in a language (English where untranslated); unknown codes are absent. */
    async gameNames(codes: readonly string[], language: string): Promise<Map<string, string>> {
      const rows = await repository.namesByCode([...new Set(codes)]);
      return new Map(rows.map((r) => [r.gameCode, localName(r, language)]));
    },

    async vendorLanes(merchant: MerchantSnapshot): Promise<TGameVendorLane[]> {
      const vendors = await repository.listMerchantVendorCategories(merchant.code);
      return buildVendorLanes(vendors, merchant.currency, vendorIconUrl);
    },

    async vendorArtwork(vendorCode: string): Promise<string | undefined> {
      const cached = vendorArt.get(vendorCode);
      if (cached) return cached;
      const vendor = await repository.findVendor(vendorCode);
      if (!vendor) return undefined;
      const svg = vendorArtworkSvg(vendor);
      vendorArt.set(vendorCode, svg);
      return svg;
    },

    async seedVendors(
      merchantCode: string,
      vendors: readonly { code: string; categories: readonly string[] }[],
    ) {
      // The vendors themselves are the seamless module's (registered before they are attached here).
      for (const [index, v] of vendors.entries()) {
        for (const category of v.categories)
          await repository.attachVendorIfMissing(merchantCode, v.code, category, index);
      }
    },

    /**
     * The demo catalog: inserted in bulk when rows are missing, skipped (one count, and `load` not
     * even called) when the expected number is there. Existing rows are never overwritten, so
     * back-office changes survive a restart.
     */
    async seedCatalog(expectedSize: number, load: () => readonly SeedGame[]): Promise<number> {
      if ((await repository.countGames()) >= expectedSize) return 0;
      const inserted = await repository.insertGamesIfMissing(
        load().map((g) => ({
          ...g,
          searchText: searchTextOf([g.name, g.names.TH, g.names.VI, g.names.KO, g.names.CN]),
        })),
      );
      if (inserted > 0) await catalogChanged();
      return inserted;
    },

    /** `GCSGAME_gameList`: one lobby page; anonymous answers are shared for a few seconds. */
    async gameList(ctx: LobbyContext, query: TGameListQuery): Promise<Serialized<TGameListResponse>> {
      const filter = lobbyFilter(ctx, query);
      const page = { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
      const answer = (games: CatalogGame[], total: number, favourite = false) => {
        const value: TGameListResponse = {
          games: games.map((g) => toGameView(g, ctx.merchant.currency, favourite)),
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          total,
          totalPages: totalPages(total, query.pageSize),
        };
        return { value, json: JSON.stringify(value) };
      };

      if (filter.memberList) {
        const [found, total] = await Promise.all([
          repository.lobbyPage(filter, page),
          repository.lobbyCount(filter),
        ]);
        const list = answer(found, total, filter.memberList.kind === 'FAV');
        return filter.memberList.kind === 'FAV' ? list : withFavourites(list, ctx.memberId);
      }

      const key = filterKey(filter);
      const pageKey = `${key}\u0001${query.pageNo}\u0001${query.pageSize}`;
      // The page comes from the lobby-order index (it stops after one page); the total from the
      // per-vendor counts when the filter is only category/vendor/classification, else from a
      // count run beside the page query.
      const cached = await pages.getOrLoad(pageKey, async () => {
        const [found, total] = await Promise.all([repository.lobbyPage(filter, page), totalOf(filter, key)]);
        return answer(found, total);
      });
      return withFavourites(cached, ctx.memberId);
    },

    /** `GCSGAME_hotGamesV2`: hot games of the merchant, lobby order. */
    async hotGames(
      ctx: LobbyContext,
      query: { gameType?: TGameListQuery['gameType']; vassalage?: string; limit: number },
    ): Promise<Serialized<THotGamesResponse>> {
      const vassalage = upper(query.vassalage);
      const filter: LobbyFilter = {
        merchantCode: ctx.merchant.code,
        language: languageOf(ctx.language),
        gameType: query.gameType,
        vendorCodes: vassalage ? catalogVendorsFor(vassalage, ctx.merchant.currency) : undefined,
        hot: true,
      };
      const key = `${filterKey(filter)}\u0001${query.limit}`;
      const cached = await hot.getOrLoad(key, async () => {
        const found = await repository.lobbyPage(filter, { offset: 0, limit: query.limit });
        const value = { games: found.map((g) => toGameView(g, ctx.merchant.currency)) };
        return { value, json: JSON.stringify(value) };
      });
      return withFavourites(cached, ctx.memberId);
    },

    /** `GCSGAME_getVassGameType`: per category its vendors (game counts) and classifications. */
    async vassGameTypes(
      merchant: Pick<MerchantSnapshot, 'code' | 'currency'>,
    ): Promise<Serialized<{ data: TVassGameType[] }>> {
      return vassTypes.getOrLoad(`${merchant.code}:${merchant.currency}`, async () => {
        const value = {
          data: buildVassGameTypes(await classificationCounts(merchant.code), merchant.currency),
        };
        return { value, json: JSON.stringify(value) };
      });
    },

    /**
     * A game's icon or large icon: the uploaded image when there is one, else the generated SVG.
     * `current` tells whether the asked version is the game's current one (then it may be cached for good).
     */
    async gameArtwork(
      gameId: string,
      kind: ArtworkKind,
      version: string | undefined,
    ): Promise<{ body: string | Buffer; contentType: string; current: boolean } | undefined> {
      const key = `${gameId}:${kind}:${version ?? ''}`;
      const cached = artwork.get(key);
      if (cached) return cached;
      const game = await repository.findArtwork(gameId);
      if (!game) return undefined;
      const file = kind === 'icon' ? game.iconFile : game.largeIconFile;
      const uploaded = file ? await storage.read(file) : null;
      const found = {
        body: uploaded
          ? uploaded.bytes
          : gameArtworkSvg(
              {
                id: game.id,
                name: game.name,
                vendorName: game.vendorName,
                brandColor: game.brandColor,
                gameType: game.gameType,
                classification: game.classification,
              },
              kind,
            ),
        contentType: uploaded ? uploaded.contentType : 'image/svg+xml',
        current: version === String(game.artVersion),
      };
      artwork.set(key, found);
      return found;
    },

    /** Subscribes this node to other nodes' catalog changes; returns the unsubscribe. */
    listen: () => store.subscribe(CATALOG_CHANGED_CHANNEL, () => clearLocal()),

    // ---- back office ------------------------------------------------------------------------

    async adminGames(query: TGameAdminQuery) {
      const search = query.search?.trim();
      const found = await repository.adminPage({
        namePattern: containsPattern(search),
        codePattern: search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
        vendorCode: upper(query.vendorCode),
        gameType: query.gameType,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        list: found.games.map(adminView),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: found.total,
        totalPages: totalPages(found.total, query.pageSize),
      };
    },

    async updateGame(actor: AuditActor, gameId: string, changes: TGameAdminUpdate): Promise<TGameAdmin> {
      const after = await db.transaction(async (tx) => {
        const before = await repository.findAdminGame(tx, gameId, true);
        if (!before) throw new AppError('NOT_FOUND');
        await repository.updateGame(tx, gameId, changes);
        const updated = (await repository.findAdminGame(tx, gameId))!;
        await operators.audit(tx, actor, {
          merchantCode: null,
          action: 'game.update',
          target: `game:${gameId}`,
          before: adminView(before),
          after: changes,
        });
        return updated;
      });
      await catalogChanged();
      return adminView(after);
    },

    async uploadArtwork(
      actor: AuditActor,
      gameId: string,
      kind: GameArtworkKind,
      bytes: Buffer,
    ): Promise<TGameAdmin> {
      if (bytes.length > MAX_ARTWORK_BYTES)
        throw new AppError('FILE_TOO_LARGE', { maxMb: MAX_ARTWORK_BYTES / 1024 / 1024 });
      const contentType: ImageType | null = detectImageType(bytes);
      if (!contentType) throw new AppError('FILE_TYPE_INVALID');
      if (!(await repository.findArtwork(gameId))) throw new AppError('NOT_FOUND');
      const fileKey = await storage.save(ARTWORK_CATEGORY, bytes, contentType);
      return changeArtwork(actor, gameId, kind, fileKey, { contentType, bytes: bytes.length });
    },

    resetArtwork: (actor: AuditActor, gameId: string, kind: GameArtworkKind) =>
      changeArtwork(actor, gameId, kind, null, {}),

    async categories(merchantCode: string): Promise<TGameCategoryAdmin[]> {
      if (!(await repository.merchantExists(merchantCode))) throw new AppError('NOT_FOUND');
      const rows = await repository.categoryVendors(db, merchantCode);
      const order = [...LANE_ORDER, ...GAME_CATEGORIES.filter((c) => !LANE_ORDER.includes(c))];
      return order.flatMap((gameType) => {
        const vendors = rows.filter((r) => r.gameType === gameType).map(categoryVendorView);
        return vendors.length ? [{ gameType, vendors }] : [];
      });
    },

    async updateCategoryVendor(
      actor: AuditActor,
      key: { merchantCode: string; gameType: string; vendorCode: string },
      changes: TGameCategoryVendorUpdate,
    ): Promise<TGameCategoryVendorAdmin> {
      const after = await db.transaction(async (tx) => {
        const find = async () =>
          (await repository.categoryVendors(tx, key.merchantCode)).find(
            (r) => r.gameType === key.gameType && r.vendorCode === key.vendorCode,
          );
        const before = await find();
        if (!before) throw new AppError('NOT_FOUND');
        await repository.updateCategoryVendor(tx, key, changes);
        const updated = (await find())!;
        await operators.audit(tx, actor, {
          merchantCode: key.merchantCode,
          action: 'game-category.update',
          target: `game-category:${key.gameType}:${key.vendorCode}`,
          before: categoryVendorView(before),
          after: changes,
        });
        return updated;
      });
      await catalogChanged();
      return categoryVendorView(after);
    },
  };

  async function changeArtwork(
    actor: AuditActor,
    gameId: string,
    kind: GameArtworkKind,
    fileKey: string | null,
    detail: Record<string, unknown>,
  ): Promise<TGameAdmin> {
    const after = await db.transaction(async (tx) => {
      const before = await repository.findAdminGame(tx, gameId, true);
      if (!before) throw new AppError('NOT_FOUND');
      await repository.setArtwork(tx, gameId, kind, fileKey);
      const updated = (await repository.findAdminGame(tx, gameId))!;
      await operators.audit(tx, actor, {
        merchantCode: null,
        action: fileKey ? 'game.artwork.upload' : 'game.artwork.reset',
        target: `game:${gameId}`,
        before: { kind, artVersion: before.artVersion, uploaded: Boolean(artworkFile(before, kind)) },
        after: { kind, artVersion: updated.artVersion, uploaded: Boolean(fileKey), ...detail },
      });
      return updated;
    });
    await catalogChanged();
    return adminView(after);
  }
}

const artworkFile = (g: AdminGameRow, kind: GameArtworkKind) =>
  kind === 'icon' ? g.iconFile : g.largeIconFile;

/** A catalog row for the back office; stakes in bet units (one unit = 1 THB, 1,000 VND…). */
function adminView(g: AdminGameRow): TGameAdmin {
  return {
    id: g.id,
    vendorCode: g.vendorCode,
    gameCode: g.gameCode,
    gameType: g.gameType as TGameAdmin['gameType'],
    gameClassify: g.classification,
    name: g.name,
    isHot: g.isHot,
    isNew: g.isNew,
    supportTrial: g.supportTrial,
    maintenance: g.maintenance,
    enabled: g.enabled,
    sortOrder: g.sortOrder,
    minBet: stakeInCurrency(g.minBetUnits, 'THB'),
    lines: g.lines,
    rtp: g.rtp,
    iconUrl: gameArtworkUrl(g.id, 'icon', g.artVersion),
    largeIconUrl: gameArtworkUrl(g.id, 'large', g.artVersion),
    iconUploaded: Boolean(g.iconFile),
    largeIconUploaded: Boolean(g.largeIconFile),
  };
}

const categoryVendorView = (r: {
  vendorCode: string;
  displayName: string;
  sortOrder: number;
  maintenance: boolean;
  enabled: boolean;
  gameCount: number;
}): TGameCategoryVendorAdmin => ({
  vendorCode: r.vendorCode,
  displayName: r.displayName,
  sortOrder: r.sortOrder,
  maintenance: r.maintenance,
  enabled: r.enabled,
  gameCount: r.gameCount,
});

export type GamesService = ReturnType<typeof createGamesService>;
