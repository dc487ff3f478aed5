import {
  ZGameAdmin,
  ZGameAdminPage,
  ZGameCategoriesAdmin,
  ZGameListResponse,
  ZHotGamesResponse,
  ZVassGameTypeResponse,
  type TGame,
  type TGameAdmin,
  type TGameCategoryAdmin,
  type TGameListResponse,
  type TVassGameType,
} from '@platform/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANTS } from '../../../demo/demo-data.ts';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { HOUSE_TITLES } from '../domain/house-titles.ts';

const LIST = '/api/wps/relay/GCSGAME_gameList';
const HOT = '/api/wps/relay/GCSGAME_hotGamesV2';
const VASS = '/api/wps/relay/GCSGAME_getVassGameType';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----artwork-test-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The lobby: catalog, filters, search, member lists, maintenance, isolation, back office, artwork. */
describe('games catalog', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let dataDir: string;

  const query = (params: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  const list = async (params: Record<string, string | number | undefined> = {}, headers = {}) => {
    const value = expectOk<TGameListResponse>(
      await t.app.inject({ method: 'GET', url: `${LIST}?${query(params)}`, headers }),
    );
    expect(ZGameListResponse.safeParse(value).success).toBe(true);
    return value;
  };
  const sql = async <R extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await t.db.query<R>(text, params)).rows;
  /** Games ROYAL shows, by the catalog's own rules, counted in SQL. */
  const visibleCount = async (merchant: string, where = 'true', params: unknown[] = []) =>
    Number(
      (
        await sql<{ n: string }>(
          `SELECT count(*) AS n FROM games g
           JOIN merchant_game_vendors mv ON mv.merchant_code = $1 AND mv.vendor_code = g.vendor_code
             AND mv.game_type = g.game_type AND mv.enabled
           JOIN game_vendors v ON v.code = g.vendor_code AND v.status = 'ACTIVE'
           WHERE g.enabled AND ${where}`,
          [merchant, ...params],
        )
      )[0]!.n,
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'catalog-test-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    admin = await operatorAuth(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('demo catalog', () => {
    it('has at least 10,000 games over at least 30 vendors, every HOUSE title, real metadata', async () => {
      const [counts] = await sql<{ games: string; vendors: string; hot: string; fresh: string }>(
        `SELECT count(*) AS games, count(DISTINCT vendor_code) AS vendors,
           count(*) FILTER (WHERE is_hot) AS hot, count(*) FILTER (WHERE is_new) AS fresh FROM games`,
      );
      expect(Number(counts!.games)).toBeGreaterThanOrEqual(10_000);
      expect(Number(counts!.vendors)).toBeGreaterThanOrEqual(30);
      // Hot and new are "a few percent".
      expect(Number(counts!.hot) / Number(counts!.games)).toBeGreaterThan(0.01);
      expect(Number(counts!.hot) / Number(counts!.games)).toBeLessThan(0.06);
      expect(Number(counts!.fresh) / Number(counts!.games)).toBeLessThan(0.06);

      const house = await sql<{
        game_code: string;
        house_game_code: string;
        rtp: string;
        lines: number | null;
      }>(
        `SELECT game_code, house_game_code, rtp, lines FROM games WHERE vendor_code = 'HOUSE' ORDER BY game_code`,
      );
      expect(house.map((h) => h.game_code).sort()).toEqual([...HOUSE_TITLES].sort());
      for (const h of house) expect(h.house_game_code).toBe(h.game_code);

      // Every other title opens a house title; slots claim 94-97.5 % RTP and mostly 25+ lines.
      const [mapping] = await sql<{ bad: string; slots: string; low_lines: string; bad_rtp: string }>(
        `SELECT count(*) FILTER (WHERE house_game_code <> ALL($1::text[])) AS bad,
           count(*) FILTER (WHERE classification = 'SLOT') AS slots,
           count(*) FILTER (WHERE classification = 'SLOT' AND lines < 25) AS low_lines,
           count(*) FILTER (WHERE classification = 'SLOT' AND (rtp < 94 OR rtp > 97.5)) AS bad_rtp
         FROM games`,
        [[...HOUSE_TITLES]],
      );
      expect(mapping).toMatchObject({ bad: '0', bad_rtp: '0' });
      expect(Number(mapping!.low_lines) / Number(mapping!.slots)).toBeLessThan(0.1);
      const [names] = await sql<{ missing: string }>(
        `SELECT count(*) AS missing FROM games
         WHERE NOT (names ?& array['TH', 'VI', 'KO', 'CN']) OR search_text = ''`,
      );
      expect(names!.missing).toBe('0');
    });

    it('is not inserted again at the next start (one count, nothing generated)', async () => {
      let generated = false;
      const inserted = await t.modules.games.service.seedCatalog(1, () => {
        generated = true;
        return [];
      });
      expect(inserted).toBe(0);
      expect(generated).toBe(false);
    });

    it('keeps LOTUS on its smaller vendor set and HOUSE off PVP', async () => {
      const lotus = await sql<{ vendor_code: string }>(
        `SELECT DISTINCT vendor_code FROM merchant_game_vendors WHERE merchant_code = 'LOTUS'`,
      );
      expect(lotus.map((r) => r.vendor_code)).not.toContain('VELVET');
      expect(lotus.map((r) => r.vendor_code)).not.toContain('JADEPALACE');
      const housePvp = await sql(
        `SELECT 1 FROM merchant_game_vendors WHERE vendor_code = 'HOUSE' AND game_type = 'PVP'`,
      );
      expect(housePvp).toHaveLength(0);
    });
  });

  describe('GCSGAME_gameList', () => {
    it('pages the whole catalog of the merchant, 24 a page, in lobby order', async () => {
      const page = await list({ language: 'EN' });
      expect(page).toMatchObject({ pageNo: 1, pageSize: 24 });
      expect(page.games).toHaveLength(24);
      expect(page.total).toBe(await visibleCount('ROYAL'));
      expect(page.totalPages).toBe(Math.ceil(page.total / 24));
      // sort_order first: the house titles (0) lead.
      expect(page.games.slice(0, 14).every((g) => g.vassalage === 'HOUSE')).toBe(true);
      const game = page.games[0]!;
      expect(game).toMatchObject({
        isGame: 'GAME',
        gameName: game.displayName,
        favourite: false,
        iconUrl: {
          showIcon: `/api/wps/assets/game/${game.nodeId}/icon?v=1`,
          lagerIcon: `/api/wps/assets/game/${game.nodeId}/large?v=1`,
        },
      });
    });

    it('pages without overlap, ends with a partial page and answers past the end with none', async () => {
      const filter = { gameType: 'LIVE', vassalage: 'AURORA', pageSize: 50 };
      const first = await list({ ...filter, pageNo: 1 });
      const second = await list({ ...filter, pageNo: 2 });
      const ids = new Set(first.games.map((g) => g.nodeId));
      expect(second.games.some((g) => ids.has(g.nodeId))).toBe(false);
      expect(first.total).toBe(180);
      expect(first.totalPages).toBe(4);
      const last = await list({ ...filter, pageNo: 4 });
      expect(last.games).toHaveLength(30);
      const past = await list({ ...filter, pageNo: 9 });
      expect(past).toMatchObject({ games: [], total: 180, totalPages: 4, pageNo: 9 });
      // A page past the end asked first (no cached total) still knows the total.
      const fresh = await list({ gameType: 'LIVE', vassalage: 'VELVET', pageSize: 100, pageNo: 7 });
      expect(fresh).toMatchObject({ games: [], total: 160, totalPages: 2 });
      const all = [first, second, await list({ ...filter, pageNo: 3 }), last].flatMap((p) => p.games);
      expect(new Set(all.map((g) => g.nodeId)).size).toBe(180);
    });

    it('refuses bad paging and filters with 400', async () => {
      for (const bad of [
        'pageNo=0',
        'pageSize=0',
        'pageSize=101',
        'gameType=NOPE',
        'filter=SOME',
        'lines=0',
      ]) {
        expectError(await t.app.inject({ method: 'GET', url: `${LIST}?${bad}` }), 400, 'VALIDATION_FAILED');
      }
      for (const minBet of ['abc', '-1', '1e3', '1.00000']) {
        expectError(
          await t.app.inject({ method: 'GET', url: `${LIST}?minBet=${minBet}` }),
          400,
          'VALIDATION_FAILED',
        );
      }
    });

    it('filters by category, vendor, classification, NEW, HOT, min bet and lines', async () => {
      const live = await list({ gameType: 'LIVE', pageSize: 100 });
      expect(live.games.every((g) => g.gameType === 'LIVE')).toBe(true);
      expect(live.total).toBe(await visibleCount('ROYAL', `g.game_type = 'LIVE'`));

      const baccarat = await list({ gameType: 'LIVE', gameClassify: 'BACCARAT', pageSize: 100 });
      expect(baccarat.games.every((g) => g.gameClassify === 'BACCARAT')).toBe(true);
      expect(baccarat.total).toBe(
        await visibleCount('ROYAL', `g.game_type = 'LIVE' AND g.classification = 'BACCARAT'`),
      );
      // ALL is no filter, and codes are case-insensitive.
      expect((await list({ gameType: 'LIVE', gameClassify: 'ALL', vassalage: 'all' })).total).toBe(
        live.total,
      );
      expect((await list({ vassalage: 'aurora' })).total).toBe(180);

      const hot = await list({ filter: 'HOT', pageSize: 100 });
      expect(hot.games.every((g) => g.isHot === 1)).toBe(true);
      expect(hot.total).toBe(await visibleCount('ROYAL', 'g.is_hot'));
      const fresh = await list({ filter: 'NEW', pageSize: 100 });
      expect(fresh.games.every((g) => g.isNew === 1)).toBe(true);
      expect(fresh.total).toBe(await visibleCount('ROYAL', 'g.is_new'));

      const cheap = await list({ gameType: 'RNG', minBet: '0.5', pageSize: 100 });
      expect(cheap.games.every((g) => Number(g.minBet) <= 0.5)).toBe(true);
      expect(cheap.total).toBe(await visibleCount('ROYAL', `g.game_type = 'RNG' AND g.min_bet_units <= 0.5`));
      const ways = await list({ gameType: 'RNG', lines: 243, pageSize: 100 });
      expect(ways.games.every((g) => (g.lines ?? 0) >= 243)).toBe(true);
      expect(ways.total).toBe(await visibleCount('ROYAL', `g.game_type = 'RNG' AND g.lines >= 243`));

      const combined = await list({
        gameType: 'RNG',
        vassalage: 'DRAGONFLY',
        gameClassify: 'SLOT',
        lines: 40,
        minBet: '1.00',
        pageSize: 100,
      });
      expect(combined.total).toBeGreaterThan(0);
      expect(combined.total).toBe(
        await visibleCount(
          'ROYAL',
          `g.game_type = 'RNG' AND g.vendor_code = 'DRAGONFLY' AND g.classification = 'SLOT'
           AND g.lines >= 40 AND g.min_bet_units <= 1`,
        ),
      );
      for (const g of combined.games) {
        expect(g).toMatchObject({ vassalage: 'DRAGONFLY', gameClassify: 'SLOT', gameType: 'RNG' });
      }
      expect((await list({ vassalage: 'NOBODY' })).total).toBe(0);
    });

    it('searches names in English, Thai, Chinese, Korean and Vietnamese (with or without accents)', async () => {
      const english = await list({ gameName: 'dragon', language: 'EN', pageSize: 100 });
      expect(english.total).toBeGreaterThan(20);
      expect(english.games.every((g) => /dragon/i.test(g.displayName))).toBe(true);
      expect((await list({ gameName: 'DRAGON', language: 'EN' })).total).toBe(english.total);

      const thai = await list({ gameName: 'มังกร', language: 'TH', pageSize: 100 });
      expect(thai.total).toBeGreaterThan(20);
      expect(thai.games.every((g) => g.displayName.includes('มังกร'))).toBe(true);
      // The Thai word finds the same titles as the English one (names translate word by word),
      // and the names come in the asked language.
      expect(thai.total).toBe((await list({ gameName: 'มังกร', language: 'EN' })).total);

      const chinese = await list({ gameName: '金龙', language: 'CN', pageSize: 100 });
      expect(chinese.total).toBeGreaterThan(0);
      expect(chinese.games.every((g) => g.displayName.includes('金龙'))).toBe(true);
      const korean = await list({ gameName: '황금 용', language: 'KO', pageSize: 100 });
      expect(korean.total).toBeGreaterThan(0);
      expect(korean.games.every((g) => g.displayName.includes('황금 용'))).toBe(true);

      const accented = await list({ gameName: 'Rồng Vàng', language: 'VI', pageSize: 100 });
      expect(accented.total).toBeGreaterThan(0);
      expect(accented.games.every((g) => g.displayName.includes('Rồng Vàng'))).toBe(true);
      expect((await list({ gameName: 'rong vang', language: 'VI' })).total).toBe(accented.total);

      // Combined with the other filters, and a language without names falls back to English.
      const liveSearch = await list({
        gameName: 'baccarat',
        gameType: 'LIVE',
        language: 'JA',
        pageSize: 100,
      });
      expect(liveSearch.total).toBe(
        await visibleCount('ROYAL', `g.game_type = 'LIVE' AND g.search_text LIKE '%baccarat%'`),
      );
      expect(liveSearch.games.every((g) => /baccarat/i.test(g.displayName))).toBe(true);
    });

    it('takes LIKE wildcards in a search literally and finds nothing for nonsense', async () => {
      expect((await list({ gameName: '%' })).total).toBe(0);
      expect((await list({ gameName: '_' })).total).toBe(0);
      expect((await list({ gameName: 'zzqqxx' })).total).toBe(0);
      // Blank is no filter.
      expect((await list({ gameName: '   ' })).total).toBe(await visibleCount('ROYAL'));
    });

    it('shows minimum bets in the merchant currency: baht for ROYAL, thousands of dong for LOTUS', async () => {
      const [row] = await sql<{ id: string; min_bet_units: string }>(
        `SELECT id, min_bet_units FROM games WHERE vendor_code = 'DRAGONFLY' AND min_bet_units = 0.5 LIMIT 1`,
      );
      const royal = await list({ vassalage: 'DRAGONFLY', minBet: '0.50', pageSize: 100 });
      expect(royal.games.find((g) => g.nodeId === row!.id)?.minBet).toBe('0.50');
      const lotus = await list(
        { vassalage: 'DRAGONFLY', minBet: '500', pageSize: 100 },
        { merchant: 'LOTUS' },
      );
      expect(lotus.games.find((g) => g.nodeId === row!.id)?.minBet).toBe('500');
      expect(lotus.total).toBe(royal.total);
      expect(lotus.games.every((g) => /^\d+$/.test(g.minBet))).toBe(true);
    });

    it('isolates merchants: LOTUS does not list VELVET, ROOSTER or the larger studios', async () => {
      const lotusAll = await list({}, { merchant: 'LOTUS' });
      expect(lotusAll.total).toBe(await visibleCount('LOTUS'));
      expect(lotusAll.total).toBeLessThan((await list()).total);
      for (const vendor of ['VELVET', 'ROOSTER', 'JADEPALACE']) {
        expect((await list({ vassalage: vendor }, { merchant: 'LOTUS' })).total).toBe(0);
        expect((await list({ vassalage: vendor })).total).toBeGreaterThan(0);
      }
      const search = await list({ gameName: 'baccarat', pageSize: 100 }, { merchant: 'LOTUS' });
      expect(search.games.some((g) => g.vassalage === 'VELVET')).toBe(false);
    });
  });

  describe('member lists and favourites', () => {
    let token: string;
    let memberId: string;
    let gameIds: string[];

    beforeAll(async () => {
      token = (await loginOk(t, 'demo03')).token;
      memberId = (
        await sql<{ id: string }>(
          `SELECT id FROM members WHERE username = 'demo03' AND merchant_code = 'ROYAL'`,
        )
      )[0]!.id;
      // Two from the first page of LUCKY7's list, one live table.
      const lucky = (await list({ vassalage: 'LUCKY7' })).games;
      const aurora = (await list({ vassalage: 'AURORA' })).games;
      gameIds = [lucky[1]!.nodeId, aurora[0]!.nodeId, lucky[5]!.nodeId];
      for (const [i, id] of gameIds.entries()) {
        await sql(
          `INSERT INTO game_favourites (member_id, game_id, created_at) VALUES ($1, $2, now() - make_interval(mins => $3))`,
          [memberId, id, 10 - i],
        );
        await sql(
          `INSERT INTO recent_games (member_id, game_id, last_played_at) VALUES ($1, $2, now() - make_interval(mins => $3))`,
          [memberId, id, i],
        );
      }
    });

    it('refuses FAV and RECENT to anonymous visitors with 401', async () => {
      for (const filter of ['FAV', 'RECENT']) {
        expectError(
          await t.app.inject({
            method: 'GET',
            url: `${LIST}?filter=${filter}`,
            headers: { 'accept-language': 'en' },
          }),
          401,
          'UNAUTHORIZED',
        );
        // A stale token is anonymous too.
        expectError(
          await t.app.inject({
            method: 'GET',
            url: `${LIST}?filter=${filter}`,
            headers: bearer('x'.repeat(43)),
          }),
          401,
          'UNAUTHORIZED',
        );
      }
      // Browsing with a stale token still works.
      expect((await list({}, bearer('x'.repeat(43)))).total).toBeGreaterThan(0);
    });

    it('lists the member favourites newest first, and marks them in every list', async () => {
      const fav = await list({ filter: 'FAV' }, bearer(token));
      expect(fav.total).toBe(3);
      expect(fav.games.map((g) => g.nodeId)).toEqual([...gameIds].reverse());
      expect(fav.games.every((g) => g.favourite)).toBe(true);
      expect(
        (await list({ filter: 'FAV', gameType: 'LIVE' }, bearer(token))).games.every(
          (g) => g.gameType === 'LIVE',
        ),
      ).toBe(true);

      const lucky = await list({ vassalage: 'LUCKY7', pageSize: 100 }, bearer(token));
      const marked = lucky.games.filter((g) => g.favourite).map((g) => g.nodeId);
      expect(marked.sort()).toEqual([gameIds[0], gameIds[2]].sort());
      // The same list anonymous (from the cache) marks nothing.
      expect((await list({ vassalage: 'LUCKY7', pageSize: 100 })).games.some((g) => g.favourite)).toBe(false);
      // Another member sees none of them.
      const other = (await loginOk(t, 'demo04')).token;
      expect((await list({ filter: 'FAV' }, bearer(other))).total).toBe(0);
      expect(
        (await list({ vassalage: 'LUCKY7', pageSize: 100 }, bearer(other))).games.some((g) => g.favourite),
      ).toBe(false);
    });

    it('lists recently played games, latest first', async () => {
      const recent = await list({ filter: 'RECENT' }, bearer(token));
      expect(recent.games.map((g) => g.nodeId)).toEqual(gameIds);
      expect(recent.games.every((g) => g.favourite)).toBe(true);
      expect(recent.total).toBe(3);
      const paged = await list({ filter: 'RECENT', pageSize: 2, pageNo: 2 }, bearer(token));
      expect(paged).toMatchObject({ total: 3, totalPages: 2 });
      expect(paged.games.map((g) => g.nodeId)).toEqual([gameIds[2]]);
      expect((await list({ filter: 'RECENT', pageSize: 2, pageNo: 5 }, bearer(token))).total).toBe(3);
    });
  });

  describe('GCSGAME_hotGamesV2 and GCSGAME_getVassGameType', () => {
    it('answers up to 12 hot games by default, filtered by category and vendor', async () => {
      const hot = expectOk<{ games: TGame[] }>(await t.app.inject({ method: 'GET', url: HOT }));
      expect(ZHotGamesResponse.safeParse(hot).success).toBe(true);
      expect(hot.games).toHaveLength(12);
      expect(hot.games.every((g) => g.isHot === 1)).toBe(true);
      const live = expectOk<{ games: TGame[] }>(
        await t.app.inject({ method: 'GET', url: `${HOT}?gameType=LIVE&limit=30` }),
      );
      expect(live.games.length).toBeGreaterThan(4);
      expect(live.games.every((g) => g.gameType === 'LIVE' && g.isHot === 1)).toBe(true);
      const vendor = expectOk<{ games: TGame[] }>(
        await t.app.inject({ method: 'GET', url: `${HOT}?vassalage=HOUSE&limit=48` }),
      );
      expect(vendor.games.filter((g) => g.vassalage === 'HOUSE')).toHaveLength(14);
      expectError(await t.app.inject({ method: 'GET', url: `${HOT}?limit=49` }), 400, 'VALIDATION_FAILED');
    });

    it('lists per category its vendors with game counts and its classifications with their vendors', async () => {
      const value = expectOk<{ data: TVassGameType[] }>(await t.app.inject({ method: 'GET', url: VASS }));
      expect(ZVassGameTypeResponse.safeParse(value).success).toBe(true);
      expect(value.data.map((c) => c.gameType)).toEqual([
        'ELOTT',
        'LOTT',
        'LIVE',
        'BOARD',
        'SPORTS',
        'FISH',
        'RNG',
        'PVP',
        'ESPORTS',
        'COCKFIGHT',
      ]);
      const rng = value.data.find((c) => c.gameType === 'RNG')!;
      expect(rng.cards.find((c) => c.vassalage === 'DRAGONFLY')?.gameCount).toBe(680);
      expect(rng.cards.find((c) => c.vassalage === 'HOUSE')?.gameCount).toBe(8);
      expect(rng.gameClassify[0]?.code).toBe('SLOT');
      expect(rng.gameClassify.find((c) => c.code === 'SLOT')?.vendors).toContain('DRAGONFLY');
      const live = value.data.find((c) => c.gameType === 'LIVE')!;
      expect(live.gameClassify.find((c) => c.code === 'BACCARAT')?.vendors).toEqual(
        expect.arrayContaining(['HOUSE', 'AURORA', 'VELVET']),
      );
      const lotus = expectOk<{ data: TVassGameType[] }>(
        await t.app.inject({ method: 'GET', url: VASS, headers: { merchant: 'LOTUS' } }),
      );
      expect(lotus.data.find((c) => c.gameType === 'LIVE')?.cards.map((c) => c.vassalage)).not.toContain(
        'VELVET',
      );
      expect(lotus.data.some((c) => c.gameType === 'COCKFIGHT')).toBe(false);
    });
  });

  describe('artwork', () => {
    it('serves generated SVG icons and large icons, cached for good at the current version', async () => {
      const game = (await list({ vassalage: 'NEONWAVE' })).games[0]!;
      const icon = await t.app.inject({ method: 'GET', url: game.iconUrl.showIcon });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(icon.body.startsWith('<svg')).toBe(true);
      expect(icon.body).toContain('viewBox="0 0 256 256"');
      const large = await t.app.inject({ method: 'GET', url: game.iconUrl.lagerIcon });
      expect(large.body).toContain('viewBox="0 0 480 270"');
      // Deterministic.
      expect((await t.app.inject({ method: 'GET', url: game.iconUrl.showIcon })).body).toBe(icon.body);
      const stale = await t.app.inject({
        method: 'GET',
        url: `/api/wps/assets/game/${game.nodeId}/icon?v=99`,
      });
      expect(stale.headers['cache-control']).toBe('public, max-age=300');
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/wps/assets/game/999999999/icon' }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/wps/assets/game/${game.nodeId}/huge` }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('back office', () => {
    const adminList = async (params: Record<string, string | number>) => {
      const value = expectOk<{ list: TGameAdmin[]; total: number; totalPages: number }>(
        await t.app.inject({ method: 'GET', url: `/api/bo/games?${query(params)}`, headers: admin }),
      );
      expect(ZGameAdminPage.safeParse(value).success).toBe(true);
      return value;
    };
    const patch = (id: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/bo/games/${id}`, headers: admin, payload });

    it('needs an operator', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/bo/games' }), 401, 'UNAUTHORIZED');
      expectError(
        await t.app.inject({ method: 'PATCH', url: '/api/bo/games/1', payload: { isHot: true } }),
        401,
        'UNAUTHORIZED',
      );
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/bo/merchants/ROYAL/game-categories' }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('lists and searches the catalog by name in any script, code, vendor and category', async () => {
      const all = await adminList({ pageSize: 50 });
      expect(all.total).toBe(Number((await sql<{ n: string }>('SELECT count(*) AS n FROM games'))[0]!.n));
      expect(all.list).toHaveLength(50);
      const byVendor = await adminList({ vendorCode: 'AURORA', gameType: 'LIVE', pageSize: 200 });
      expect(byVendor.total).toBe(180);
      expect(byVendor.list.every((g) => g.vendorCode === 'AURORA')).toBe(true);
      const thai = await adminList({ search: 'มังกร' });
      expect(thai.total).toBe((await adminList({ search: 'dragon' })).total);
      const code = await adminList({ search: 'house-sicbo' });
      expect(code.list.map((g) => g.gameCode)).toEqual(['house-sicbo']);
      expect(code.list[0]).toMatchObject({ vendorCode: 'HOUSE', gameType: 'LIVE', minBet: '10.00' });
      expect((await adminList({ search: 'house', pageNo: 99 })).total).toBe(14);
    });

    it('changes hot, new, ordering and enabled with an audit entry, and the lobby sees it at once', async () => {
      const target = (await list({ vassalage: 'SAFARI', filter: 'ALL', pageSize: 100 })).games.find(
        (g) => g.isHot === 0,
      )!;
      const hotBefore = await list({ filter: 'HOT', vassalage: 'SAFARI', pageSize: 100 });
      const updated = expectOk<TGameAdmin>(
        await patch(target.nodeId, { isHot: true, isNew: true, sortOrder: 0 }),
      );
      expect(ZGameAdmin.safeParse(updated).success).toBe(true);
      expect(updated).toMatchObject({ isHot: true, isNew: true, sortOrder: 0 });
      const hotAfter = await list({ filter: 'HOT', vassalage: 'SAFARI', pageSize: 100 });
      expect(hotAfter.total).toBe(hotBefore.total + 1);
      expect(hotAfter.games.some((g) => g.nodeId === target.nodeId)).toBe(true);
      const hotList = expectOk<{ games: TGame[] }>(
        await t.app.inject({ method: 'GET', url: `${HOT}?vassalage=SAFARI&limit=48` }),
      );
      expect(hotList.games.some((g) => g.nodeId === target.nodeId)).toBe(true);
      // Sort order 0 (and hot) puts it first among its vendor's titles.
      expect((await list({ vassalage: 'SAFARI' })).games[0]?.nodeId).toBe(target.nodeId);

      const total = (await list({ vassalage: 'SAFARI' })).total;
      expectOk(await patch(target.nodeId, { enabled: false }));
      const without = await list({ vassalage: 'SAFARI', pageSize: 100 });
      expect(without.total).toBe(total - 1);
      expect(without.games.some((g) => g.nodeId === target.nodeId)).toBe(false);
      expectOk(await patch(target.nodeId, { enabled: true }));

      const audit = await sql<{ action: string; target: string }>(
        `SELECT action, target FROM audit_log WHERE target = $1 ORDER BY at`,
        [`game:${target.nodeId}`],
      );
      expect(audit.map((a) => a.action)).toEqual(['game.update', 'game.update', 'game.update']);
      expectError(await patch('999999999', { isHot: true }), 404, 'NOT_FOUND');
      expectError(await patch(target.nodeId, { sortOrder: -1 }), 400, 'VALIDATION_FAILED');
    });

    it('puts one game in maintenance', async () => {
      const game = (await list({ vassalage: 'MYTHIC' })).games[3]!;
      expect(game.maintenance).toBe(false);
      expectOk(await patch(game.nodeId, { maintenance: true }));
      const after = (await list({ vassalage: 'MYTHIC' })).games.find((g) => g.nodeId === game.nodeId)!;
      expect(after.maintenance).toBe(true);
      expect((await list({ vassalage: 'MYTHIC' })).games.filter((g) => g.maintenance)).toHaveLength(1);
      expectOk(await patch(game.nodeId, { maintenance: false }));
    });

    it('lists and changes each merchant category: vendor order, maintenance, enabled', async () => {
      const categories = expectOk<TGameCategoryAdmin[]>(
        await t.app.inject({ method: 'GET', url: '/api/bo/merchants/royal/game-categories', headers: admin }),
      );
      expect(ZGameCategoriesAdmin.safeParse(categories).success).toBe(true);
      const live = categories.find((c) => c.gameType === 'LIVE')!;
      expect(live.vendors.find((v) => v.vendorCode === 'AURORA')).toMatchObject({
        gameCount: 180,
        maintenance: false,
        enabled: true,
      });
      const url = '/api/bo/merchants/ROYAL/game-categories/LIVE/VELVET';
      const updated = expectOk(
        await t.app.inject({
          method: 'PATCH',
          url,
          headers: admin,
          payload: { maintenance: true, sortOrder: 0 },
        }),
      );
      expect(updated).toMatchObject({
        vendorCode: 'VELVET',
        maintenance: true,
        sortOrder: 0,
        gameCount: 160,
      });
      // Vendor maintenance shows on every one of its games, and on its lane; other merchants are untouched.
      const velvet = await list({ vassalage: 'VELVET', pageSize: 100 });
      expect(velvet.games.every((g) => g.maintenance)).toBe(true);
      const lanes = expectOk<{
        data: { lanes: { gameCategory: string; cards: { vassalage: string; maintenance: boolean }[] }[] };
      }>(await t.app.inject({ method: 'GET', url: '/api/wps/relay/GCSGAME_newGameVendor' }));
      const liveLane = lanes.data.lanes.find((l) => l.gameCategory === 'LIVE')!.cards.map((c) => c.vassalage);
      expect(liveLane.indexOf('VELVET')).toBeLessThan(liveLane.indexOf('AURORA'));
      expect(
        lanes.data.lanes.find((l) => l.gameCategory === 'LIVE')!.cards.find((c) => c.vassalage === 'VELVET'),
      ).toMatchObject({ maintenance: true });
      expect((await list({ vassalage: 'AURORA' })).games.some((g) => g.maintenance)).toBe(false);

      // Disabled: its games leave the lobby.
      expectOk(await t.app.inject({ method: 'PATCH', url, headers: admin, payload: { enabled: false } }));
      expect((await list({ vassalage: 'VELVET' })).total).toBe(0);
      const vass = expectOk<{ data: TVassGameType[] }>(await t.app.inject({ method: 'GET', url: VASS }));
      expect(vass.data.find((c) => c.gameType === 'LIVE')?.cards.map((c) => c.vassalage)).not.toContain(
        'VELVET',
      );
      expectOk(
        await t.app.inject({
          method: 'PATCH',
          url,
          headers: admin,
          payload: { enabled: true, maintenance: false },
        }),
      );
      expect((await list({ vassalage: 'VELVET' })).total).toBe(160);

      const audit = await sql<{ merchant_code: string }>(
        `SELECT merchant_code FROM audit_log WHERE action = 'game-category.update'`,
      );
      expect(audit.length).toBe(3);
      expect(audit.every((a) => a.merchant_code === 'ROYAL')).toBe(true);
      expectError(
        await t.app.inject({
          method: 'PATCH',
          url: '/api/bo/merchants/LOTUS/game-categories/LIVE/VELVET',
          headers: admin,
          payload: { enabled: true },
        }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/bo/merchants/NOPE/game-categories', headers: admin }),
        404,
        'NOT_FOUND',
      );
    });

    it('replaces artwork with an upload (type checked) and goes back to the generated one', async () => {
      const game = (await list({ vassalage: 'COSMOS' })).games[0]!;
      const url = `/api/bo/games/${game.nodeId}/artwork?kind=icon`;
      const script = multipart('x.png', 'image/png', Buffer.from('<svg onload="alert(1)"/>'));
      expectError(
        await t.app.inject({
          method: 'POST',
          url,
          headers: { ...admin, ...script.headers },
          payload: script.payload,
        }),
        400,
        'FILE_TYPE_INVALID',
      );
      const huge = multipart(
        'big.png',
        'image/png',
        Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]),
      );
      expectError(
        await t.app.inject({
          method: 'POST',
          url,
          headers: { ...admin, ...huge.headers },
          payload: huge.payload,
        }),
        413,
        'FILE_TOO_LARGE',
      );

      const png = multipart('icon.png', 'image/png', PNG);
      const uploaded = expectOk<TGameAdmin>(
        await t.app.inject({
          method: 'POST',
          url,
          headers: { ...admin, ...png.headers },
          payload: png.payload,
        }),
      );
      expect(uploaded).toMatchObject({ iconUploaded: true, largeIconUploaded: false });
      expect(uploaded.iconUrl).toBe(`/api/wps/assets/game/${game.nodeId}/icon?v=2`);
      const lobbyGame = (await list({ vassalage: 'COSMOS' })).games[0]!;
      expect(lobbyGame.iconUrl.showIcon).toBe(uploaded.iconUrl);
      const served = await t.app.inject({ method: 'GET', url: uploaded.iconUrl });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      // The large icon is still generated.
      expect(
        (await t.app.inject({ method: 'GET', url: uploaded.largeIconUrl })).headers['content-type'],
      ).toBe('image/svg+xml');

      const reset = expectOk<TGameAdmin>(await t.app.inject({ method: 'DELETE', url, headers: admin }));
      expect(reset).toMatchObject({
        iconUploaded: false,
        iconUrl: `/api/wps/assets/game/${game.nodeId}/icon?v=3`,
      });
      const back = await t.app.inject({ method: 'GET', url: reset.iconUrl });
      expect(back.headers['content-type']).toBe('image/svg+xml');
      const audit = await sql<{ action: string }>(
        `SELECT action FROM audit_log WHERE target = $1 ORDER BY at`,
        [`game:${game.nodeId}`],
      );
      expect(audit.map((a) => a.action)).toEqual(['game.artwork.upload', 'game.artwork.reset']);
      expectError(
        await t.app.inject({
          method: 'DELETE',
          url: `/api/bo/games/${game.nodeId}/artwork?kind=banner`,
          headers: admin,
        }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('123BET for a TLB merchant', () => {
    beforeAll(async () => {
      const royal = DEMO_MERCHANTS[0]!;
      await t.modules.system.seeding.merchantIfMissing({
        ...royal,
        code: 'TIGER',
        currency: 'TLB',
        isDefault: false,
        brandConfig: { ...royal.brandConfig, merchant: 'TIGER', merchantCode: 'TIGER', currency: 'TLB' },
      });
      await t.modules.games.service.seedVendors('TIGER', [
        { code: 'BTI', categories: ['SPORTS'] },
        { code: 'ARENA', categories: ['SPORTS'] },
        { code: 'TCG', categories: ['LOTT', 'ELOTT'] },
        { code: 'HOUSE', categories: ['RNG'] },
      ]);
    });
    const tiger = { merchant: 'TIGER' };

    it('shows BTI and TCG games under 123BET and filters by it', async () => {
      const sports = await list({ gameType: 'SPORTS', pageSize: 100 }, tiger);
      expect(sports.total).toBe(24 + 18);
      expect(new Set(sports.games.map((g) => g.vassalage))).toEqual(new Set(['123BET', 'ARENA']));
      const bet = await list({ vassalage: '123BET', pageSize: 100 }, tiger);
      expect(bet.total).toBe(24 + 40 + 55);
      expect(bet.games.every((g) => g.vassalage === '123BET' && g.vendorName === '123BET')).toBe(true);
      expect((await list({ vassalage: 'BTI' }, tiger)).total).toBe(0);
      expect((await list({ vassalage: 'TCG' }, tiger)).total).toBe(0);
      // Elsewhere 123BET is no vendor.
      expect((await list({ vassalage: '123BET' })).total).toBe(0);
      const vass = expectOk<{ data: TVassGameType[] }>(
        await t.app.inject({ method: 'GET', url: VASS, headers: tiger }),
      );
      const lanes = vass.data.find((c) => c.gameType === 'SPORTS')!;
      expect(lanes.cards.map((c) => c.vassalage)).toEqual(['123BET', 'ARENA']);
      expect(lanes.cards[0]?.gameCount).toBe(24);
    });
  });
});
