import { z } from 'zod';
import { ZPage } from './envelope.ts';
import { GAME_CATEGORIES, GAME_FILTERS } from './game-constants.ts';

/**
 * A game as the lobby shows it (spec §3 "Game"). `isGame` VASSALAGE marks a vendor entry that opens
 * the vendor's popup list instead of one game. Spec quirk kept on the wire: `supportPlay` 0 means
 * the title offers a free trial.
 */
export const ZGame = z.object({
  nodeId: z.string(),
  nodeName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameClassify: z.string(),
  displayName: z.string(),
  gameName: z.string(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  /** Square icon (`showIcon`) and the large one (`lagerIcon`, the spec's spelling). */
  iconUrl: z.object({ showIcon: z.string(), lagerIcon: z.string() }),
  /** Minimum stake in the merchant's currency, decimal string. */
  minBet: z.string(),
  /** Pay lines for slots, null elsewhere. */
  lines: z.number().int().nullable(),
  /** Declared return to player in percent, e.g. "96.50"; null where it does not apply. */
  rtp: z.string().nullable(),
  maintenance: z.boolean(),
  /** Whether the signed-in member has it among favourites (false when anonymous). */
  favourite: z.boolean(),
});
export type TGame = z.infer<typeof ZGame>;

/** `/api/wps/relay/GCSGAME_gameList` query (spec §7 plus the §3 filters). */
export const ZGameListQuery = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(40).optional(),
  merchant: z.string().max(40).optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: z.string().max(40).optional(),
  gameClassify: z.string().max(40).optional(),
  gameName: z.string().trim().max(80).optional(),
  filter: z.enum(GAME_FILTERS).default('ALL'),
  /** Slot filters of spec §3: at most this minimum bet, at least this many lines. */
  minBet: z.string().max(20).optional(),
  lines: z.coerce.number().int().min(1).max(1024).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  language: z.string().max(16).optional(),
  imgSize: z.string().max(16).optional(),
  iconType: z.string().max(16).optional(),
});
export type TGameListQuery = z.infer<typeof ZGameListQuery>;

/** Spec §3 "Game lists": games with totalPages and pageNo. */
export const ZGameListResponse = z.object({
  games: z.array(ZGame),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TGameListResponse = z.infer<typeof ZGameListResponse>;

/** `/api/wps/relay/GCSGAME_hotGamesV2` query (spec §7). */
export const ZHotGamesQuery = z.object({
  merchantCode: z.string().max(40).optional(),
  isPlatform: z.coerce.number().int().optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: z.string().max(40).optional(),
  platform: z.string().max(40).optional(),
  language: z.string().max(16).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export type THotGamesQuery = z.infer<typeof ZHotGamesQuery>;
export const ZHotGamesResponse = z.object({ games: z.array(ZGame) });
export type THotGamesResponse = z.infer<typeof ZHotGamesResponse>;

/** `/api/wps/relay/GCSGAME_getVassGameType` (spec §3 "Game category"): per category, its vendors and classifications. */
export const ZVassGameType = z.object({
  gameType: z.enum(GAME_CATEGORIES),
  title: z.string(),
  cards: z.array(z.object({ vassalage: z.string(), displayName: z.string(), gameCount: z.number().int() })),
  gameClassify: z.array(z.object({ code: z.string(), vendors: z.array(z.string()) })),
});
export const ZVassGameTypeResponse = z.object({ data: z.array(ZVassGameType) });
export type TVassGameTypeResponse = z.infer<typeof ZVassGameTypeResponse>;
export type TVassGameType = z.infer<typeof ZVassGameType>;

/** Favourite add payload (spec §3): nodeId, vendor, gameType. */
export const ZFavouriteAdd = z.object({
  nodeId: z.string().min(1).max(120),
  vendor: z.string().min(1).max(40),
  gameType: z.enum(GAME_CATEGORIES),
});
export type TFavouriteAdd = z.infer<typeof ZFavouriteAdd>;
/** `MCSFE_getFavoriteGames`: the favourite ids. */
export const ZFavouriteIds = z.object({ ids: z.array(z.string()) });
export type TFavouriteIds = z.infer<typeof ZFavouriteIds>;
/** `MCSFE_getFavoriteGamesList` (spec §3, API.md paging exception): content, pageNum, totalPages. */
export const ZFavouriteList = z.object({
  content: z.array(ZGame),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export type TFavouriteList = z.infer<typeof ZFavouriteList>;

/** `GCS_recentGame`: the member's recently launched games, newest first. */
export const ZRecentGames = ZPage(ZGame);
export type TRecentGames = z.infer<typeof ZRecentGames>;

/** `/api/wps/game/launchGame` query (API.md). `trial=1` asks for free play (no real money). */
export const ZLaunchQuery = z.object({
  vendorCode: z.string().regex(/^[A-Za-z0-9_]{2,40}$/),
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/),
  language: z.string().max(16).optional(),
  device: z.enum(['WEB', 'MOBILE', 'H5']).optional(),
  trial: z.enum(['0', '1']).optional(),
  /** With gameCode `LOBBY` (a vendor tile): the vendor's first game of this category opens. */
  gameType: z.enum(GAME_CATEGORIES).optional(),
  /** The lottery's lobby launch (spec §7 "Lottery"): area, prize mode, its own game and view. */
  lottoArea: z.enum(['VN', 'SEA']).optional(),
  launchMode: z.enum(['LOTT', 'ELOTT']).optional(),
  lottoPrizeMode: z.enum(['LOTT', 'ELOTT']).optional(),
  lottoGameCode: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,80}$/)
    .optional(),
  lottoView: z.enum(['betting', 'lobby']).optional(),
  /** The site's theme: the lottery's and the sportsbook's pages open in it. */
  theme: z.enum(['dark', 'light']).optional(),
  /** Where the vendor app's back button returns: a path of this site only. */
  backUrl: z
    .string()
    .regex(/^\/[A-Za-z0-9_\-/?=&.%#]{0,300}$/)
    .optional(),
});
export type TLaunchQuery = z.infer<typeof ZLaunchQuery>;
export const ZLaunchResponse = z.object({ url: z.string() });
export type TLaunchResponse = z.infer<typeof ZLaunchResponse>;

/** A game offered instead of one under maintenance: the `suggestions` of a GAME_MAINTENANCE error value. */
export const ZGameSuggestion = ZGame.pick({
  nodeId: true,
  vassalage: true,
  gameCode: true,
  gameType: true,
  displayName: true,
  iconUrl: true,
});
export type TGameSuggestion = z.infer<typeof ZGameSuggestion>;
export const ZGameMaintenanceValue = z.object({ suggestions: z.array(ZGameSuggestion).max(6) });
export type TGameMaintenanceValue = z.infer<typeof ZGameMaintenanceValue>;

/** `GLS2_roomList`: the tables of card and live games, with who sits there now. */
export const ZGameRoom = z.object({
  roomId: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameClassify: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  players: z.number().int(),
  maintenance: z.boolean(),
});
export const ZRoomListResponse = z.object({ list: z.array(ZGameRoom) });
export type TRoomListResponse = z.infer<typeof ZRoomListResponse>;
export type TGameRoom = z.infer<typeof ZGameRoom>;

/** `GCSGAME_getRankList` (spec §3 "Winner board"): player (masked), game name, prize, time; vo.winAmount. */
export const ZRankListQuery = z.object({
  gameCategory: z.enum(['ALL', ...GAME_CATEGORIES]).default('ALL'),
  language: z.string().max(16).optional(),
  limitNum: z.coerce.number().int().min(1).max(100).default(20),
});
export type TRankListQuery = z.infer<typeof ZRankListQuery>;
export const ZWinnerEntry = z.object({
  player: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  prize: z.string(),
  currency: z.string(),
  time: z.string(),
  vo: z.object({ winAmount: z.string() }),
});
export const ZRankListResponse = z.object({ list: z.array(ZWinnerEntry) });
export type TRankListResponse = z.infer<typeof ZRankListResponse>;
export type TWinnerEntry = z.infer<typeof ZWinnerEntry>;

/** Betting record (`personalHistoryCopy`): one row per round. */
export const BET_RECORD_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;
export const ZBettingRecordQuery = z.object({
  /** Inclusive dates in the merchant's time zone, `YYYY-MM-DD`. */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  gameType: z.enum(['ALL', ...GAME_CATEGORIES]).default('ALL'),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TBettingRecordQuery = z.infer<typeof ZBettingRecordQuery>;
export const ZBetRecord = z.object({
  round: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  stake: z.string(),
  win: z.string(),
  /** win − stake, signed decimal string. */
  net: z.string(),
  currency: z.string(),
  status: z.enum(BET_RECORD_STATUSES),
  betTime: z.string(),
  settleTime: z.string().nullable(),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;
export const ZBettingRecordResponse = ZPage(ZBetRecord).extend({
  summary: z.object({ stake: z.string(), win: z.string(), net: z.string() }),
});
export type TBettingRecordResponse = z.infer<typeof ZBettingRecordResponse>;

/** Back office: one catalog row. */
export const ZGameAdmin = z.object({
  id: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  gameClassify: z.string(),
  name: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  supportTrial: z.boolean(),
  maintenance: z.boolean(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  minBet: z.string(),
  lines: z.number().int().nullable(),
  rtp: z.string().nullable(),
  iconUrl: z.string(),
  largeIconUrl: z.string(),
  /** Whether an uploaded image replaces the generated icon / large icon (DELETE the artwork to go back). */
  iconUploaded: z.boolean().optional(),
  largeIconUploaded: z.boolean().optional(),
});
export type TGameAdmin = z.infer<typeof ZGameAdmin>;
export const ZGameAdminUpdate = z
  .object({
    isHot: z.boolean(),
    isNew: z.boolean(),
    maintenance: z.boolean(),
    enabled: z.boolean(),
    sortOrder: z.number().int().min(0).max(1_000_000),
    supportTrial: z.boolean(),
  })
  .partial();
export type TGameAdminUpdate = z.infer<typeof ZGameAdminUpdate>;

/** Back office: `GET /api/bo/games` query. `search` matches any name (any script) or the game code. */
export const ZGameAdminQuery = z.object({
  search: z.string().trim().max(80).optional(),
  vendorCode: z.string().max(40).optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type TGameAdminQuery = z.infer<typeof ZGameAdminQuery>;
export const ZGameAdminPage = ZPage(ZGameAdmin);
export type TGameAdminPage = z.infer<typeof ZGameAdminPage>;

/** Back office: which artwork an upload or reset replaces (`?kind=`): the square icon or the large one. */
export const GAME_ARTWORK_KINDS = ['icon', 'large'] as const;
export type GameArtworkKind = (typeof GAME_ARTWORK_KINDS)[number];
export const ZGameArtworkQuery = z.object({ kind: z.enum(GAME_ARTWORK_KINDS) });
export type TGameArtworkQuery = z.infer<typeof ZGameArtworkQuery>;

/** Back office: one vendor inside one category of a merchant's lobby (merchant_game_vendors). */
export const ZGameCategoryVendorAdmin = z.object({
  vendorCode: z.string(),
  displayName: z.string(),
  sortOrder: z.number().int(),
  maintenance: z.boolean(),
  enabled: z.boolean(),
  /** Enabled games of this vendor in this category. */
  gameCount: z.number().int(),
});
export type TGameCategoryVendorAdmin = z.infer<typeof ZGameCategoryVendorAdmin>;
/** Back office: `GET /api/bo/merchants/:code/game-categories`, one entry per category in navigation order. */
export const ZGameCategoryAdmin = z.object({
  gameType: z.enum(GAME_CATEGORIES),
  vendors: z.array(ZGameCategoryVendorAdmin),
});
export type TGameCategoryAdmin = z.infer<typeof ZGameCategoryAdmin>;
export const ZGameCategoriesAdmin = z.array(ZGameCategoryAdmin);
export type TGameCategoriesAdmin = z.infer<typeof ZGameCategoriesAdmin>;
/** Back office: `PATCH /api/bo/merchants/:code/game-categories/:gameType/:vendorCode`. */
export const ZGameCategoryVendorUpdate = z
  .object({
    sortOrder: z.number().int().min(0).max(1_000_000),
    maintenance: z.boolean(),
    enabled: z.boolean(),
  })
  .partial();
export type TGameCategoryVendorUpdate = z.infer<typeof ZGameCategoryVendorUpdate>;
