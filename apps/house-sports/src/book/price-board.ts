import {
  isQuarterLine,
  offeredSelections,
  type EventResult,
  type MarketSpec,
  type OddsMilli,
  type Sport,
} from '../domain/index.ts';
import type { EventStatus, FeedEvent, FeedMessage, Score } from '../feed/sports-feed.ts';
import type { Pool } from '../store/database.ts';

export interface BoardSelection {
  id: string;
  key: string;
  marketId: string;
  eventId: string;
  odds: OddsMilli;
  version: number;
  /**
   * Whether the price is in the sane band (domain/price-band.ts) and so offered: a runaway price
   * (above 50.00, or a market whose prices no longer add up) is suspended, not taken or cashed out against.
   */
  offered: boolean;
}

export interface BoardMarket {
  id: string;
  eventId: string;
  spec: MarketSpec;
  quarter: boolean;
  selections: BoardSelection[];
}

export interface BoardEvent {
  id: string;
  sport: Sport;
  leagueId: string;
  leagueName: string;
  home: string;
  away: string;
  startsAtMs: number;
  status: EventStatus;
  score: Score;
  suspended: boolean;
  markets: BoardMarket[];
}

/** What the live push tells subscribers (see push/live-hub.ts). */
export type BoardUpdate =
  | {
      type: 'prices';
      eventId: string;
      atMs: number;
      changes: { selectionId: string; odds: OddsMilli; version: number }[];
    }
  | { type: 'score'; eventId: string; atMs: number; score: Score }
  | { type: 'status'; eventId: string; atMs: number; status: EventStatus; suspended: boolean }
  | { type: 'result'; eventId: string; atMs: number; version: number; result: EventResult };

/**
 * The live board: every event the feed knows, with the current price and version of each selection.
 * It is the book's source of truth for prices while it runs (a bet is checked against it); the
 * database gets events and markets at once and prices every few seconds (and each bet's legs keep
 * the version they were accepted at).
 */
export function createPriceBoard(deps: {
  pool: Pool;
  onUpdate: (update: BoardUpdate) => void;
  onResult: (eventId: string, version: number, result: EventResult) => Promise<void>;
  logger: { error(o: object, m: string): void };
  flushEveryMs?: number;
}) {
  const events = new Map<string, BoardEvent>();
  const selections = new Map<string, BoardSelection>();
  const markets = new Map<string, BoardMarket>();
  const dirtyPrices = new Set<string>();
  const dirtyEvents = new Set<string>();
  let flushTimer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();

  /** Database writes happen in arrival order, one at a time. */
  const serial = (work: () => Promise<unknown>) => {
    chain = chain
      .then(work)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'board write failed'));
    return chain;
  };

  async function persistFixture(e: BoardEvent) {
    await deps.pool.query(
      `INSERT INTO events (id, sport, league_id, league_name, home, away, starts_at, status, score_home, score_away, score_detail)
       VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7 / 1000.0), $8, $9, $10, $11)
       ON CONFLICT (id) DO NOTHING`,
      [
        e.id,
        e.sport,
        e.leagueId,
        e.leagueName,
        e.home,
        e.away,
        e.startsAtMs,
        e.status,
        e.score.home,
        e.score.away,
        e.score.detail,
      ],
    );
    const ms = e.markets;
    await deps.pool.query(
      `INSERT INTO markets (id, event_id, kind, line, map, sort)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[]) ON CONFLICT (id) DO NOTHING`,
      [
        ms.map((m) => m.id),
        ms.map(() => e.id),
        ms.map((m) => m.spec.kind),
        ms.map((m) => m.spec.line ?? null),
        ms.map((m) => m.spec.map ?? null),
        ms.map((_, i) => i),
      ],
    );
    const ss = ms.flatMap((m) => m.selections);
    await deps.pool.query(
      `INSERT INTO selections (id, market_id, event_id, key, odds, version)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[]) ON CONFLICT (id) DO NOTHING`,
      [
        ss.map((s) => s.id),
        ss.map((s) => s.marketId),
        ss.map(() => e.id),
        ss.map((s) => s.key),
        ss.map((s) => s.odds),
        ss.map((s) => s.version),
      ],
    );
  }

  async function flush() {
    const ids = [...dirtyPrices].sort();
    dirtyPrices.clear();
    const evs = [...dirtyEvents];
    dirtyEvents.clear();
    try {
      if (ids.length > 0) {
        const list = ids.map((id) => selections.get(id)).filter((s): s is BoardSelection => !!s);
        await deps.pool.query(
          `UPDATE selections s SET odds = v.odds, version = v.version
           FROM unnest($1::text[], $2::int[], $3::int[]) AS v(id, odds, version)
           WHERE s.id = v.id AND s.version < v.version`,
          [list.map((s) => s.id), list.map((s) => s.odds), list.map((s) => s.version)],
        );
      }
      for (const id of evs) {
        const e = events.get(id);
        if (!e) continue;
        await deps.pool.query(
          `UPDATE events SET status = $2, score_home = $3, score_away = $4, score_detail = $5, updated_at = now() WHERE id = $1`,
          [id, e.status, e.score.home, e.score.away, e.score.detail],
        );
      }
    } catch (error) {
      // The next flush writes them again (the board in memory is the truth; the rows follow it).
      for (const id of ids) dirtyPrices.add(id);
      for (const id of evs) dirtyEvents.add(id);
      throw error;
    }
  }

  /** Re-judges a market's prices against the sane band (after its prices moved). */
  function band(m: BoardMarket) {
    const offered = offeredSelections(m.selections.map((s) => s.odds));
    m.selections.forEach((s, i) => (s.offered = offered[i]!));
  }

  function add(feed: FeedEvent) {
    const known = events.get(feed.id);
    if (known) return;
    const e: BoardEvent = {
      ...feed,
      score: { ...feed.score },
      markets: feed.markets.map((m) => ({
        id: m.id,
        eventId: feed.id,
        spec: m.spec,
        quarter: isQuarterLine(m.spec),
        selections: m.selections.map((s) => ({
          id: s.id,
          key: s.key,
          marketId: m.id,
          eventId: feed.id,
          odds: s.odds,
          version: 1,
          offered: true,
        })),
      })),
    };
    events.set(e.id, e);
    for (const m of e.markets) {
      band(m);
      markets.set(m.id, m);
      for (const s of m.selections) selections.set(s.id, s);
    }
    void serial(() => persistFixture(e));
  }

  function remove(eventId: string) {
    const e = events.get(eventId);
    if (!e) return;
    events.delete(eventId);
    for (const m of e.markets) {
      markets.delete(m.id);
      for (const s of m.selections) selections.delete(s.id);
    }
  }

  return {
    /** Applies one feed message. */
    apply(message: FeedMessage) {
      switch (message.type) {
        case 'fixture':
          add(message.event);
          return;
        case 'status': {
          const e = events.get(message.eventId);
          if (!e) return;
          e.status = message.status;
          dirtyEvents.add(e.id);
          deps.onUpdate({
            type: 'status',
            eventId: e.id,
            atMs: message.atMs,
            status: e.status,
            suspended: e.suspended,
          });
          return;
        }
        case 'suspension': {
          const e = events.get(message.eventId);
          if (!e) return;
          e.suspended = message.suspended;
          deps.onUpdate({
            type: 'status',
            eventId: e.id,
            atMs: message.atMs,
            status: e.status,
            suspended: e.suspended,
          });
          return;
        }
        case 'score': {
          const e = events.get(message.eventId);
          if (!e) return;
          e.score = { ...message.score };
          dirtyEvents.add(e.id);
          deps.onUpdate({ type: 'score', eventId: e.id, atMs: message.atMs, score: e.score });
          return;
        }
        case 'prices': {
          const changes: { selectionId: string; odds: OddsMilli; version: number }[] = [];
          const moved = new Set<string>();
          for (const c of message.changes) {
            const s = selections.get(c.selectionId);
            if (!s || s.odds === c.odds) continue;
            s.odds = c.odds;
            s.version++;
            dirtyPrices.add(s.id);
            moved.add(s.marketId);
            changes.push({ selectionId: s.id, odds: s.odds, version: s.version });
          }
          for (const id of moved) {
            const m = markets.get(id);
            if (m) band(m);
          }
          if (changes.length > 0)
            deps.onUpdate({ type: 'prices', eventId: message.eventId, atMs: message.atMs, changes });
          return;
        }
        case 'result': {
          const e = events.get(message.eventId);
          if (e) {
            e.status = message.result.status === 'CANCELLED' ? 'CANCELLED' : 'ENDED';
            dirtyEvents.add(e.id);
          }
          deps.onUpdate({
            type: 'result',
            eventId: message.eventId,
            atMs: message.atMs,
            version: message.version,
            result: message.result,
          });
          void serial(async () => {
            await flush();
            await deps.onResult(message.eventId, message.version, message.result);
          });
          return;
        }
      }
    },

    /** Forgets ended events the feed dropped (they stay in the database). */
    prune(keep: (e: BoardEvent) => boolean) {
      for (const e of [...events.values()]) if (!keep(e)) remove(e.id);
    },

    event: (id: string) => events.get(id),
    events: () => [...events.values()],
    selection: (id: string) => selections.get(id),
    market: (id: string) => markets.get(id),

    /** Writes pending price and score changes now (a bet does before it commits). */
    flush: () => serial(flush),

    startFlushing(everyMs = deps.flushEveryMs ?? 3_000) {
      flushTimer = setInterval(() => void serial(flush), everyMs);
      flushTimer.unref?.();
    },
    stop() {
      if (flushTimer) clearInterval(flushTimer);
      return chain;
    },
  };
}

export type PriceBoard = ReturnType<typeof createPriceBoard>;
