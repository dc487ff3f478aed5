// Owns tables: games, merchant_game_vendors.
// Reads tables: game_vendors, merchants, pg_class, pg_index.
import type { GameCategory } from '@platform/contracts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { CatalogGame, ClassificationCount } from './domain/game-view.ts';
import { maxPayoutMultiplierOf } from './domain/max-payout.ts';

export interface VendorCategoryRow {
  vendorCode: string;
  displayName: string;
  gameType: string;
  maintenance: boolean;
  brandColor: string;
}

/** A catalog title to insert (the demo seed). */
export interface NewGame {
  vendorCode: string;
  gameCode: string;
  gameType: GameCategory;
  classification: string;
  name: string;
  names: Record<string, string>;
  searchText: string;
  minBetUnits: string;
  maxBetUnits: string;
  lines: number | null;
  rtp: string | null;
  isHot: boolean;
  isNew: boolean;
  supportTrial: boolean;
  sortOrder: number;
  houseGameCode: string;
  releasedOn: string;
}

/** The lobby filters, already resolved to catalog terms (vendor codes, units, LIKE pattern). */
export interface LobbyFilter {
  merchantCode: string;
  language: string;
  gameType?: string;
  /** Catalog vendor codes (after the TLB substitution); an empty list selects nothing. */
  vendorCodes?: readonly string[];
  classification?: string;
  /** A LIKE pattern over search_text. */
  namePattern?: string;
  hot?: boolean;
  isNew?: boolean;
  /** Largest min_bet_units admitted (numeric text). */
  maxMinBetUnits?: string;
  minLines?: number;
  /** FAV and RECENT: only this member's favourites / recently played, newest first. */
  memberList?: { memberId: string; kind: 'FAV' | 'RECENT' };
}

/** Everything the artwork needs about one game. */
export interface GameArtworkRow {
  id: string;
  vendorCode: string;
  vendorName: string;
  brandColor: string;
  gameCode: string;
  gameType: string;
  classification: string;
  name: string;
  artVersion: number;
  iconFile: string | null;
  largeIconFile: string | null;
}

export interface AdminGameRow extends GameArtworkRow {
  isHot: boolean;
  isNew: boolean;
  supportTrial: boolean;
  maintenance: boolean;
  enabled: boolean;
  sortOrder: number;
  minBetUnits: string;
  lines: number | null;
  rtp: string | null;
}

export interface CategoryVendorRow {
  gameType: string;
  vendorCode: string;
  displayName: string;
  sortOrder: number;
  maintenance: boolean;
  enabled: boolean;
  gameCount: number;
}

type LobbyRow = {
  id: string;
  vendor_code: string;
  vendor_name: string;
  game_code: string;
  game_type: GameCategory;
  classification: string;
  display_name: string;
  min_bet_units: string;
  lines: number | null;
  rtp: string | null;
  is_hot: boolean;
  is_new: boolean;
  support_trial: boolean;
  maintenance: boolean;
  art_version: number;
};

const toCatalogGame = (r: LobbyRow): CatalogGame => ({
  id: r.id,
  vendorCode: r.vendor_code,
  vendorName: r.vendor_name,
  gameCode: r.game_code,
  gameType: r.game_type,
  classification: r.classification,
  displayName: r.display_name,
  minBetUnits: r.min_bet_units,
  lines: r.lines,
  rtp: r.rtp,
  isHot: r.is_hot,
  isNew: r.is_new,
  supportTrial: r.support_trial,
  maintenance: r.maintenance,
  artVersion: r.art_version,
});

/**
 * The FROM and WHERE of every lobby query: enabled games of the vendors enabled for the merchant in
 * that category (merchant_game_vendors) whose vendor is active, plus the filters. `$1` is the
 * merchant code; filter values follow.
 */
function lobbyQuery(filter: LobbyFilter) {
  const params: unknown[] = [filter.merchantCode];
  const where = ['g.enabled'];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (filter.gameType) where.push(`g.game_type = ${add(filter.gameType)}`);
  if (filter.vendorCodes) where.push(`g.vendor_code = ANY(${add(filter.vendorCodes)}::text[])`);
  if (filter.classification) where.push(`g.classification = ${add(filter.classification)}`);
  if (filter.namePattern) where.push(`g.search_text LIKE ${add(filter.namePattern)}`);
  if (filter.hot) where.push('g.is_hot');
  if (filter.isNew) where.push('g.is_new');
  if (filter.maxMinBetUnits !== undefined)
    where.push(`g.min_bet_units <= ${add(filter.maxMinBetUnits)}::numeric`);
  if (filter.minLines !== undefined) where.push(`g.lines >= ${add(filter.minLines)}`);
  let join = '';
  let order = 'g.sort_order, g.is_hot DESC, g.name, g.id';
  if (filter.memberList?.kind === 'FAV') {
    join = `JOIN game_favourites f ON f.game_id = g.id AND f.member_id = ${add(filter.memberList.memberId)}`;
    order = 'f.created_at DESC, g.id';
  } else if (filter.memberList?.kind === 'RECENT') {
    join = `JOIN recent_games r ON r.game_id = g.id AND r.member_id = ${add(filter.memberList.memberId)}`;
    order = 'r.last_played_at DESC, g.id';
  }
  const from = `FROM games g
    JOIN merchant_game_vendors mv
      ON mv.merchant_code = $1 AND mv.vendor_code = g.vendor_code AND mv.game_type = g.game_type AND mv.enabled
    JOIN game_vendors v ON v.code = g.vendor_code AND v.status = 'ACTIVE'
    ${join}
    WHERE ${where.join(' AND ')}`;
  return { from, order, params, add };
}

/** The lobby's columns, the name in the language of parameter `language` (English when it has none). */
const lobbyColumns = (language: string) => `g.id, g.vendor_code, v.display_name AS vendor_name, g.game_code,
  g.game_type, g.classification, COALESCE(g.names ->> ${language}, g.name) AS display_name, g.min_bet_units,
  g.lines, g.rtp, g.is_hot, g.is_new, g.support_trial, (g.maintenance OR mv.maintenance) AS maintenance,
  g.art_version`;

const ADMIN_COLUMNS = `g.id, g.vendor_code, v.display_name AS vendor_name, v.brand_color, g.game_code, g.game_type,
  g.classification, g.name, g.art_version, g.icon_file, g.large_icon_file, g.is_hot, g.is_new, g.support_trial,
  g.maintenance, g.enabled, g.sort_order, g.min_bet_units, g.lines, g.rtp`;

type AdminRow = {
  id: string;
  vendor_code: string;
  vendor_name: string;
  brand_color: string;
  game_code: string;
  game_type: string;
  classification: string;
  name: string;
  art_version: number;
  icon_file: string | null;
  large_icon_file: string | null;
  is_hot: boolean;
  is_new: boolean;
  support_trial: boolean;
  maintenance: boolean;
  enabled: boolean;
  sort_order: number;
  min_bet_units: string;
  lines: number | null;
  rtp: string | null;
};

const toAdminGame = (r: AdminRow): AdminGameRow => ({
  id: r.id,
  vendorCode: r.vendor_code,
  vendorName: r.vendor_name,
  brandColor: r.brand_color,
  gameCode: r.game_code,
  gameType: r.game_type,
  classification: r.classification,
  name: r.name,
  artVersion: r.art_version,
  iconFile: r.icon_file,
  largeIconFile: r.large_icon_file,
  isHot: r.is_hot,
  isNew: r.is_new,
  supportTrial: r.support_trial,
  maintenance: r.maintenance,
  enabled: r.enabled,
  sortOrder: r.sort_order,
  minBetUnits: r.min_bet_units,
  lines: r.lines,
  rtp: r.rtp,
});

/** Rows per INSERT of the seed: large enough to be quick, small enough for the parameter limits. */
const SEED_CHUNK = 5000;

export function createGamesRepository(db: Database) {
  return {
    async listMerchantVendorCategories(merchantCode: string): Promise<VendorCategoryRow[]> {
      const { rows } = await db.query<{
        vendor_code: string;
        display_name: string;
        game_type: string;
        maintenance: boolean;
        brand_color: string;
      }>(
        `SELECT mv.vendor_code, v.display_name, mv.game_type, mv.maintenance, v.brand_color
         FROM merchant_game_vendors mv JOIN game_vendors v ON v.code = mv.vendor_code
         WHERE mv.merchant_code = $1 AND mv.enabled AND v.status = 'ACTIVE'
         ORDER BY mv.game_type, mv.sort_order, mv.vendor_code`,
        [merchantCode],
      );
      return rows.map((r) => ({
        vendorCode: r.vendor_code,
        displayName: r.display_name,
        gameType: r.game_type,
        maintenance: r.maintenance,
        brandColor: r.brand_color,
      }));
    },

    async findVendor(
      code: string,
    ): Promise<{ code: string; displayName: string; brandColor: string } | undefined> {
      const { rows } = await db.query<{ code: string; display_name: string; brand_color: string }>(
        `SELECT code, display_name, brand_color FROM game_vendors WHERE code = $1`,
        [code],
      );
      return (
        rows[0] && { code: rows[0].code, displayName: rows[0].display_name, brandColor: rows[0].brand_color }
      );
    },

    async attachVendorIfMissing(
      merchantCode: string,
      vendorCode: string,
      gameType: string,
      sortOrder: number,
    ) {
      await db.query(
        `INSERT INTO merchant_game_vendors (merchant_code, vendor_code, game_type, sort_order) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [merchantCode, vendorCode, gameType, sortOrder],
      );
    },

    countGames: async (): Promise<number> =>
      Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM games`)).rows[0]?.n ?? 0),

    /**
     * Bulk insert (one statement per chunk of rows, arrays unnested); rows already there are kept
     * as they are. Into an empty table (a fresh database) the rows go in without the secondary
     * indexes, which are then built once from their own definitions: several times faster than
     * updating them (the trigram GIN index above all) row by row.
     */
    async insertGamesIfMissing(games: readonly NewGame[]): Promise<number> {
      return db.transaction(async (tx) => {
        // Nodes starting together: one seeds, the others wait and then find the rows there.
        await tx.query('LOCK TABLE games IN SHARE ROW EXCLUSIVE MODE');
        const { rows: state } = await tx.query<{ empty: boolean }>(
          'SELECT NOT EXISTS (SELECT 1 FROM games) AS empty',
        );
        const deferred: string[] = [];
        if (state[0]?.empty) {
          const { rows } = await tx.query<{ indexname: string; indexdef: string }>(
            `SELECT i.relname AS indexname, pg_get_indexdef(i.oid) AS indexdef
             FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
             WHERE x.indrelid = 'games'::regclass AND NOT x.indisunique`,
          );
          for (const index of rows) {
            await tx.query(`DROP INDEX "${index.indexname.replace(/"/g, '""')}"`);
            deferred.push(index.indexdef);
          }
        }
        let inserted = 0;
        for (let start = 0; start < games.length; start += SEED_CHUNK) {
          const chunk = games.slice(start, start + SEED_CHUNK);
          const column = <T>(read: (g: NewGame) => T) => chunk.map(read);
          const result = await tx.query(
            `INSERT INTO games (vendor_code, game_code, game_type, classification, name, names, search_text,
               min_bet_units, max_bet_units, lines, rtp, is_hot, is_new, support_trial, sort_order, house_game_code,
               released_on, max_payout_multiplier)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[],
               $7::text[], $8::numeric[], $9::numeric[], $10::int[], $11::numeric[], $12::boolean[],
               $13::boolean[], $14::boolean[], $15::int[], $16::text[], $17::date[], $18::int[])
             ON CONFLICT (vendor_code, game_code) DO NOTHING`,
            [
              column((g) => g.vendorCode),
              column((g) => g.gameCode),
              column((g) => g.gameType),
              column((g) => g.classification),
              column((g) => g.name),
              column((g) => JSON.stringify(g.names)),
              column((g) => g.searchText),
              column((g) => g.minBetUnits),
              column((g) => g.maxBetUnits),
              column((g) => g.lines),
              column((g) => g.rtp),
              column((g) => g.isHot),
              column((g) => g.isNew),
              column((g) => g.supportTrial),
              column((g) => g.sortOrder),
              column((g) => g.houseGameCode),
              column((g) => g.releasedOn),
              column((g) => maxPayoutMultiplierOf(g.gameType)),
            ],
          );
          inserted += result.rowCount ?? 0;
        }
        if (deferred.length) await tx.query(`SET LOCAL maintenance_work_mem = '128MB'`);
        for (const definition of deferred) await tx.query(definition);
        await tx.query('ANALYZE games');
        return inserted;
      });
    },

    /** One lobby page, read in lobby order (the lobby indexes stop the scan after the page). */
    async lobbyPage(filter: LobbyFilter, page: { offset: number; limit: number }): Promise<CatalogGame[]> {
      const q = lobbyQuery(filter);
      const columns = lobbyColumns(q.add(filter.language));
      const { rows } = await db.query<LobbyRow>(
        `SELECT ${columns} ${q.from} ORDER BY ${q.order} LIMIT ${q.add(page.limit)} OFFSET ${q.add(page.offset)}`,
        q.params,
      );
      return rows.map(toCatalogGame);
    },

    async lobbyCount(filter: LobbyFilter): Promise<number> {
      const q = lobbyQuery(filter);
      const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n ${q.from}`, q.params);
      return Number(rows[0]?.n ?? 0);
    },

    /** Games per (category, vendor, classification) for a merchant, vendors in their lobby order. */
    async classificationCounts(merchantCode: string): Promise<ClassificationCount[]> {
      const { rows } = await db.query<{
        game_type: string;
        vendor_code: string;
        vendor_name: string;
        classification: string;
        games: string;
      }>(
        `SELECT g.game_type, g.vendor_code, v.display_name AS vendor_name, g.classification, count(*) AS games
         FROM games g
         JOIN merchant_game_vendors mv
           ON mv.merchant_code = $1 AND mv.vendor_code = g.vendor_code AND mv.game_type = g.game_type AND mv.enabled
         JOIN game_vendors v ON v.code = g.vendor_code AND v.status = 'ACTIVE'
         WHERE g.enabled
         GROUP BY g.game_type, g.vendor_code, v.display_name, g.classification, mv.sort_order
         ORDER BY g.game_type, mv.sort_order, g.vendor_code, g.classification`,
        [merchantCode],
      );
      return rows.map((r) => ({
        gameType: r.game_type,
        vendorCode: r.vendor_code,
        vendorName: r.vendor_name,
        classification: r.classification,
        games: Number(r.games),
      }));
    },

    /** The English and translated names of these game codes (any vendor's row of the code). */
    async namesByCode(
      codes: readonly string[],
    ): Promise<{ gameCode: string; name: string; names: Record<string, string> }[]> {
      if (codes.length === 0) return [];
      const { rows } = await db.query<{
        game_code: string;
        name: string;
        names: Record<string, string> | null;
      }>(
        `SELECT DISTINCT ON (game_code) game_code, name, names FROM games
          WHERE game_code = ANY($1::text[]) ORDER BY game_code, id`,
        [codes],
      );
      return rows.map((r) => ({ gameCode: r.game_code, name: r.name, names: r.names ?? {} }));
    },

    /** Which of these games the member has among favourites. */
    async favouriteIds(memberId: string, gameIds: readonly string[]): Promise<Set<string>> {
      if (gameIds.length === 0) return new Set();
      const { rows } = await db.query<{ game_id: string }>(
        `SELECT game_id FROM game_favourites WHERE member_id = $1 AND game_id = ANY($2::bigint[])`,
        [memberId, gameIds],
      );
      return new Set(rows.map((r) => r.game_id));
    },

    async findArtwork(gameId: string): Promise<GameArtworkRow | undefined> {
      const { rows } = await db.query<AdminRow>(
        `SELECT ${ADMIN_COLUMNS} FROM games g JOIN game_vendors v ON v.code = g.vendor_code WHERE g.id = $1`,
        [gameId],
      );
      return rows[0] && toAdminGame(rows[0]);
    },

    async findAdminGame(q: Queryable, gameId: string, forUpdate = false): Promise<AdminGameRow | undefined> {
      const { rows } = await q.query<AdminRow>(
        `SELECT ${ADMIN_COLUMNS} FROM games g JOIN game_vendors v ON v.code = g.vendor_code WHERE g.id = $1
         ${forUpdate ? 'FOR UPDATE OF g' : ''}`,
        [gameId],
      );
      return rows[0] && toAdminGame(rows[0]);
    },

    async adminPage(filter: {
      namePattern?: string;
      codePattern?: string;
      vendorCode?: string;
      gameType?: string;
      offset: number;
      limit: number;
    }): Promise<{ games: AdminGameRow[]; total: number }> {
      const params: unknown[] = [];
      const add = (value: unknown) => `$${params.push(value)}`;
      const where = ['true'];
      if (filter.namePattern && filter.codePattern)
        where.push(
          `(g.search_text LIKE ${add(filter.namePattern)} OR g.game_code ILIKE ${add(filter.codePattern)})`,
        );
      if (filter.vendorCode) where.push(`g.vendor_code = ${add(filter.vendorCode)}`);
      if (filter.gameType) where.push(`g.game_type = ${add(filter.gameType)}`);
      const { rows } = await db.query<AdminRow & { total: string }>(
        `SELECT ${ADMIN_COLUMNS}, count(*) OVER () AS total
         FROM games g JOIN game_vendors v ON v.code = g.vendor_code
         WHERE ${where.join(' AND ')}
         ORDER BY g.vendor_code, g.game_type, g.sort_order, g.id
         LIMIT ${add(filter.limit)} OFFSET ${add(filter.offset)}`,
        params,
      );
      let total = rows[0] ? Number(rows[0].total) : 0;
      if (!rows[0] && filter.offset > 0) {
        const counted = await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM games g WHERE ${where.join(' AND ')}`,
          params.slice(0, -2),
        );
        total = Number(counted.rows[0]?.n ?? 0);
      }
      return { games: rows.map(toAdminGame), total };
    },

    async updateGame(
      q: Queryable,
      gameId: string,
      changes: {
        isHot?: boolean;
        isNew?: boolean;
        maintenance?: boolean;
        enabled?: boolean;
        sortOrder?: number;
        supportTrial?: boolean;
      },
    ): Promise<void> {
      await q.query(
        `UPDATE games SET
           is_hot = COALESCE($2, is_hot),
           is_new = COALESCE($3, is_new),
           maintenance = COALESCE($4, maintenance),
           enabled = COALESCE($5, enabled),
           sort_order = COALESCE($6, sort_order),
           support_trial = COALESCE($7, support_trial)
         WHERE id = $1`,
        [
          gameId,
          changes.isHot ?? null,
          changes.isNew ?? null,
          changes.maintenance ?? null,
          changes.enabled ?? null,
          changes.sortOrder ?? null,
          changes.supportTrial ?? null,
        ],
      );
    },

    /** Sets (a storage key) or clears (null) one uploaded artwork and bumps the art version. */
    async setArtwork(q: Queryable, gameId: string, kind: 'icon' | 'large', fileKey: string | null) {
      const column = kind === 'icon' ? 'icon_file' : 'large_icon_file';
      await q.query(`UPDATE games SET ${column} = $2, art_version = art_version + 1 WHERE id = $1`, [
        gameId,
        fileKey,
      ]);
    },

    async merchantExists(merchantCode: string): Promise<boolean> {
      const { rowCount } = await db.query(`SELECT 1 FROM merchants WHERE code = $1`, [merchantCode]);
      return (rowCount ?? 0) > 0;
    },

    /** A merchant's categories: every attached vendor with its settings and enabled-game count. */
    async categoryVendors(q: Queryable, merchantCode: string): Promise<CategoryVendorRow[]> {
      const { rows } = await q.query<{
        game_type: string;
        vendor_code: string;
        display_name: string;
        sort_order: number;
        maintenance: boolean;
        enabled: boolean;
        game_count: string;
      }>(
        `SELECT mv.game_type, mv.vendor_code, v.display_name, mv.sort_order, mv.maintenance, mv.enabled,
           (SELECT count(*) FROM games g
             WHERE g.vendor_code = mv.vendor_code AND g.game_type = mv.game_type AND g.enabled) AS game_count
         FROM merchant_game_vendors mv JOIN game_vendors v ON v.code = mv.vendor_code
         WHERE mv.merchant_code = $1
         ORDER BY mv.game_type, mv.sort_order, mv.vendor_code`,
        [merchantCode],
      );
      return rows.map((r) => ({
        gameType: r.game_type,
        vendorCode: r.vendor_code,
        displayName: r.display_name,
        sortOrder: r.sort_order,
        maintenance: r.maintenance,
        enabled: r.enabled,
        gameCount: Number(r.game_count),
      }));
    },

    async updateCategoryVendor(
      q: Queryable,
      key: { merchantCode: string; gameType: string; vendorCode: string },
      changes: { sortOrder?: number; maintenance?: boolean; enabled?: boolean },
    ): Promise<boolean> {
      const { rowCount } = await q.query(
        `UPDATE merchant_game_vendors SET
           sort_order = COALESCE($4, sort_order),
           maintenance = COALESCE($5, maintenance),
           enabled = COALESCE($6, enabled)
         WHERE merchant_code = $1 AND game_type = $2 AND vendor_code = $3`,
        [
          key.merchantCode,
          key.gameType,
          key.vendorCode,
          changes.sortOrder ?? null,
          changes.maintenance ?? null,
          changes.enabled ?? null,
        ],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
