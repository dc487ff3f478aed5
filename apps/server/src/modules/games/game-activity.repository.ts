// Owns tables: game_favourites, recent_games.
// Reads tables: game_vendors, vendor_sessions.
import type { GameCategory } from '@platform/contracts';
import type { Database } from '../../platform/db/database.ts';
import type { ActivityGame } from './domain/game-activity.ts';

interface CatalogRow {
  id: string;
  vendor_code: string;
  vendor_name: string;
  game_code: string;
  game_type: GameCategory;
  classification: string;
  name: string;
  names: Record<string, string> | null;
  min_bet_units: string;
  max_bet_units: string;
  lines: number | null;
  rtp: string | null;
  is_hot: boolean;
  is_new: boolean;
  support_trial: boolean;
  maintenance: boolean;
  house_game_code: string;
  art_version: number;
}

const CATALOG_COLUMNS = `g.id, g.vendor_code, v.display_name AS vendor_name, g.game_code, g.game_type, g.classification,
  g.name, g.names, g.min_bet_units::text AS min_bet_units, g.max_bet_units::text AS max_bet_units, g.lines,
  g.rtp::text AS rtp, g.is_hot, g.is_new, g.support_trial, (g.maintenance OR mv.maintenance) AS maintenance,
  g.house_game_code, g.art_version`;

/**
 * The titles a merchant offers: enabled games of active vendors the merchant has enabled for the
 * game's category. `$1` is the merchant code in every query that uses it.
 */
const VISIBLE_GAMES = `games g
  JOIN merchant_game_vendors mv
    ON mv.merchant_code = $1 AND mv.vendor_code = g.vendor_code AND mv.game_type = g.game_type AND mv.enabled
  JOIN game_vendors v ON v.code = g.vendor_code AND v.status = 'ACTIVE'`;

const toActivityGame = (r: CatalogRow): ActivityGame => ({
  id: r.id,
  vendorCode: r.vendor_code,
  vendorName: r.vendor_name,
  gameCode: r.game_code,
  gameType: r.game_type,
  classification: r.classification,
  name: r.name,
  names: r.names ?? {},
  minBetUnits: r.min_bet_units,
  maxBetUnits: r.max_bet_units,
  lines: r.lines,
  rtp: r.rtp,
  isHot: r.is_hot,
  isNew: r.is_new,
  supportTrial: r.support_trial,
  maintenance: r.maintenance,
  houseGameCode: r.house_game_code,
  artVersion: Number(r.art_version),
});

export interface GameFilter {
  gameType?: GameCategory | undefined;
  /** Catalog vendor codes (a merchant's `vassalage` may stand for several, see vassalage.ts). */
  vendorCodes?: readonly string[] | undefined;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

/** A page of rows and the count of the whole filter in one statement, even past the last page. */
async function paged<R extends CatalogRow, T>(
  db: Database,
  filtered: string,
  order: string,
  params: unknown[],
  page: { limit: number; offset: number },
  map: (row: R) => T,
): Promise<Paged<T>> {
  const n = params.length;
  const { rows } = await db.query<R & { total: string; found: boolean | null }>(
    `WITH filtered AS (${filtered})
     SELECT (SELECT count(*) FROM filtered) AS total, p.*, p.id IS NOT NULL AS found
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (SELECT * FROM filtered ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}) p ON true`,
    [...params, page.limit, page.offset],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.filter((r) => r.found).map(map),
  };
}

export function createGameActivityRepository(db: Database) {
  return {
    /** One title of the merchant by vendor and code; undefined when the merchant does not offer it. */
    async findGame(merchantCode: string, vendorCodes: readonly string[], gameCode: string) {
      const { rows } = await db.query<CatalogRow>(
        `SELECT ${CATALOG_COLUMNS} FROM ${VISIBLE_GAMES}
          WHERE g.enabled AND g.vendor_code = ANY($2::text[]) AND g.game_code = $3
          ORDER BY g.vendor_code LIMIT 1`,
        [merchantCode, vendorCodes, gameCode],
      );
      return rows[0] && toActivityGame(rows[0]);
    },

    /** A vendor tile's game: the vendor's first title (in the lobby's order) of the category, playable ones first. */
    async firstVendorGame(
      merchantCode: string,
      vendorCodes: readonly string[],
      gameType: GameCategory | undefined,
    ) {
      const { rows } = await db.query<CatalogRow>(
        `SELECT ${CATALOG_COLUMNS} FROM ${VISIBLE_GAMES}
          WHERE g.enabled AND g.vendor_code = ANY($2::text[]) AND ($3::text IS NULL OR g.game_type = $3)
          ORDER BY (g.maintenance OR mv.maintenance), mv.sort_order, g.sort_order, g.id
          LIMIT 1`,
        [merchantCode, vendorCodes, gameType ?? null],
      );
      return rows[0] && toActivityGame(rows[0]);
    },

    /** A visible title by id that is of this vendor and category (the favourite payload's three fields). */
    async findFavouriteCandidate(
      merchantCode: string,
      gameId: string,
      vendorCodes: readonly string[],
      gameType: string,
    ) {
      const { rows } = await db.query<{ id: string }>(
        `SELECT g.id FROM ${VISIBLE_GAMES}
          WHERE g.enabled AND g.id = $2 AND g.vendor_code = ANY($3::text[]) AND g.game_type = $4`,
        [merchantCode, gameId, vendorCodes, gameType],
      );
      return rows[0]?.id;
    },

    /** Playable titles of a category to offer instead of one under maintenance: same kind first, hot first. */
    async suggestions(
      merchantCode: string,
      game: { id: string; gameType: string; classification: string },
      limit: number,
    ) {
      const { rows } = await db.query<CatalogRow>(
        `SELECT ${CATALOG_COLUMNS} FROM ${VISIBLE_GAMES}
          WHERE g.enabled AND g.game_type = $2 AND g.id <> $3 AND NOT g.maintenance AND NOT mv.maintenance
          ORDER BY (g.classification = $4) DESC, g.is_hot DESC, g.sort_order, g.id
          LIMIT $5`,
        [merchantCode, game.gameType, game.id, game.classification, limit],
      );
      return rows.map(toActivityGame);
    },

    async recordRecent(memberId: string, gameId: string, at: Date) {
      await db.query(
        `INSERT INTO recent_games (member_id, game_id, last_played_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, game_id)
         DO UPDATE SET last_played_at = EXCLUDED.last_played_at, play_count = recent_games.play_count + 1`,
        [memberId, gameId, at],
      );
    },

    recentGames(
      merchantCode: string,
      memberId: string,
      filter: GameFilter,
      page: { limit: number; offset: number },
    ): Promise<Paged<ActivityGame & { favourite: boolean }>> {
      return paged(
        db,
        `SELECT ${CATALOG_COLUMNS}, r.last_played_at,
                EXISTS (SELECT 1 FROM game_favourites f WHERE f.member_id = $2 AND f.game_id = g.id) AS favourite
           FROM recent_games r JOIN ${VISIBLE_GAMES} ON g.id = r.game_id
          WHERE r.member_id = $2 AND g.enabled
            AND ($3::text IS NULL OR g.game_type = $3) AND ($4::text[] IS NULL OR g.vendor_code = ANY($4))`,
        'last_played_at DESC, id DESC',
        [merchantCode, memberId, filter.gameType ?? null, filter.vendorCodes ?? null],
        page,
        (r: CatalogRow & { favourite: boolean }) => ({ ...toActivityGame(r), favourite: r.favourite }),
      );
    },

    async favouriteIds(merchantCode: string, memberId: string): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        `SELECT g.id FROM game_favourites f JOIN ${VISIBLE_GAMES} ON g.id = f.game_id
          WHERE f.member_id = $2 AND g.enabled
          ORDER BY f.created_at DESC, g.id DESC`,
        [merchantCode, memberId],
      );
      return rows.map((r) => r.id);
    },

    favouriteGames(
      merchantCode: string,
      memberId: string,
      filter: GameFilter,
      page: { limit: number; offset: number },
    ): Promise<Paged<ActivityGame>> {
      return paged(
        db,
        `SELECT ${CATALOG_COLUMNS}, f.created_at AS favourite_at
           FROM game_favourites f JOIN ${VISIBLE_GAMES} ON g.id = f.game_id
          WHERE f.member_id = $2 AND g.enabled
            AND ($3::text IS NULL OR g.game_type = $3) AND ($4::text[] IS NULL OR g.vendor_code = ANY($4))`,
        'favourite_at DESC, id DESC',
        [merchantCode, memberId, filter.gameType ?? null, filter.vendorCodes ?? null],
        page,
        toActivityGame,
      );
    },

    async addFavourite(memberId: string, gameId: string, at: Date) {
      await db.query(
        `INSERT INTO game_favourites (member_id, game_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, game_id) DO NOTHING`,
        [memberId, gameId, at],
      );
    },

    async removeFavourite(memberId: string, gameId: string) {
      await db.query(`DELETE FROM game_favourites WHERE member_id = $1 AND game_id = $2`, [memberId, gameId]);
    },

    /**
     * The merchant's table games with who sits there now: distinct members holding a vendor session
     * for the title opened since `since`.
     */
    async rooms(
      merchantCode: string,
      filter: GameFilter & { gameTypes: readonly string[] },
      since: Date,
      limit: number,
    ) {
      const { rows } = await db.query<CatalogRow & { players: string }>(
        `WITH seated AS (
           SELECT vendor_code, game_code, count(DISTINCT member_id) AS players
             FROM vendor_sessions
            WHERE merchant_code = $1 AND created_at >= $2
            GROUP BY vendor_code, game_code
         )
         SELECT ${CATALOG_COLUMNS}, COALESCE(s.players, 0) AS players
           FROM ${VISIBLE_GAMES}
           LEFT JOIN seated s ON s.vendor_code = g.vendor_code AND s.game_code = g.game_code
          WHERE g.enabled AND g.game_type = ANY($3::text[])
            AND ($4::text IS NULL OR g.game_type = $4) AND ($5::text[] IS NULL OR g.vendor_code = ANY($5))
          ORDER BY COALESCE(s.players, 0) DESC, mv.sort_order, g.sort_order, g.id
          LIMIT $6`,
        [merchantCode, since, filter.gameTypes, filter.gameType ?? null, filter.vendorCodes ?? null, limit],
      );
      return rows.map((r) => ({ ...toActivityGame(r), players: Number(r.players) }));
    },
  };
}

export type GameActivityRepository = ReturnType<typeof createGameActivityRepository>;
