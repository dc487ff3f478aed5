/**
 * Draws: created on their real schedule, opened, closed at the cut-off, resulted (feed, ELOTT seed or
 * operator entry approved by a second operator), settled in SQL, or cancelled with every stake
 * rolled back. Each step is idempotent, so a crash anywhere is recovered by running it again.
 */
import { randomBytes } from 'node:crypto';
import {
  LotteryDomainError,
  SHAPE_OF,
  addDays,
  assertResultShape,
  dealResult,
  elottDrawsBetween,
  ELOTT_INTERVALS,
  localDate,
  MARKET_SCHEDULES,
  realDrawsOn,
  resultKeys,
  seedHash,
  type DrawPlan,
  type DrawResult,
  type MarketCode,
} from './domain/index.ts';
import type { LotteryDb, Queryable } from './store/database.ts';
import type { Logger, Outbox } from './wallet/outbox.ts';

/** Where real-world results come from (an official source's adapter, or the simulated feed). */
export interface ResultsFeed {
  /** The official result of a draw once published, null while not yet. */
  resultFor(
    draw: { drawId: string; market: MarketCode; drawAtMs: number },
    nowMs: number,
  ): Promise<DrawResult | null>;
}

/** The demo's stand-in for the official source: publishes at draw time a result dealt from a seed. */
export function createSimulatedFeed(seed: string): ResultsFeed {
  return {
    async resultFor(draw, nowMs) {
      if (nowMs < draw.drawAtMs) return null;
      return dealResult(SHAPE_OF[draw.market], `feed:${seed}`, draw.drawId);
    },
  };
}

export interface DrawRow {
  draw_id: string;
  market: MarketCode;
  game_code: string;
  province_code: string | null;
  province_name: string | null;
  draw_date: string;
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  state: 'SCHEDULED' | 'OPEN' | 'CLOSED' | 'RESULTED' | 'SETTLED' | 'CANCELLED';
  server_seed: string | null;
  server_seed_hash: string | null;
}

/** How long a draw's zero wins wait for its wins to be answered before they are written anyway. */
const WINS_FIRST_WAIT_MS = 60_000;

/** Waits for `work` (if any), but no longer than `limitMs`; its failure is its own caller's to log. */
async function waitAtMost(work: Promise<unknown> | void, limitMs: number): Promise<void> {
  if (!work) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, limitMs);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * The zero wins of a draw are written in ranges of ticket ids (uuids are uniform, so the ranges are
 * even): bounds start, '4…', '8…', 'c…', end.
 */
const ZERO_WIN_BOUNDS: (string | null)[] = [
  null,
  '40000000-0000-0000-0000-000000000000',
  '80000000-0000-0000-0000-000000000000',
  'c0000000-0000-0000-0000-000000000000',
  null,
];

const DRAW_COLUMNS = `draw_id, market, game_code, province_code, province_name, to_char(draw_date, 'YYYY-MM-DD') AS draw_date,
  opens_at, closes_at, draw_at, state, server_seed, server_seed_hash`;

export function createDraws(deps: {
  db: LotteryDb;
  outbox: Outbox;
  feed: ResultsFeed | null;
  logger: Logger;
  nowMs?: () => number;
}) {
  const { db, outbox, logger } = deps;
  const nowMs = deps.nowMs ?? Date.now;

  async function insertPlans(plans: DrawPlan[], q: Queryable = db) {
    if (plans.length === 0) return;
    const seeds = plans.map((p) => (p.market === 'ELOTT' ? randomBytes(32).toString('hex') : null));
    await q.query(
      `INSERT INTO lottery_draws (draw_id, market, game_code, province_code, province_name, draw_date, opens_at, closes_at, draw_at, server_seed, server_seed_hash)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::date[], $7::timestamptz[], $8::timestamptz[], $9::timestamptz[], $10::text[], $11::text[])
       ON CONFLICT (draw_id) DO NOTHING`,
      [
        plans.map((p) => p.drawId),
        plans.map((p) => p.market),
        plans.map((p) => p.gameCode),
        plans.map((p) => p.provinceCode),
        plans.map((p) => p.provinceName),
        plans.map((p) => p.drawDate),
        plans.map((p) => new Date(p.opensAtMs)),
        plans.map((p) => new Date(p.closesAtMs)),
        plans.map((p) => new Date(p.drawAtMs)),
        seeds,
        seeds.map((s) => (s ? seedHash(s) : null)),
      ],
    );
  }

  async function draw(drawId: string, q: Queryable = db): Promise<DrawRow | null> {
    const r = await q.query<DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws WHERE draw_id = $1`, [
      drawId,
    ]);
    return r.rows[0] ?? null;
  }

  async function event(q: Queryable, drawId: string, state: string, actor: string, detail?: object) {
    await q.query(`INSERT INTO lottery_draw_events (draw_id, state, actor, detail) VALUES ($1, $2, $3, $4)`, [
      drawId,
      state,
      actor,
      detail ? JSON.stringify(detail) : null,
    ]);
  }

  /** Writes a result and what it pays on; the draw becomes RESULTED. Idempotent (first result stands). */
  async function recordResult(
    drawId: string,
    result: DrawResult,
    source: 'FEED' | 'OPERATOR' | 'ELOTT',
    people: { enteredBy?: string; approvedBy?: string } = {},
    q?: Queryable,
  ): Promise<void> {
    const work = async (tx: Queryable) => {
      const d = await tx.query<DrawRow>(
        `SELECT ${DRAW_COLUMNS} FROM lottery_draws WHERE draw_id = $1 FOR UPDATE`,
        [drawId],
      );
      const row = d.rows[0];
      if (!row) throw new LotteryDomainError('DRAW_NOT_FOUND', 'no such draw');
      if (row.state === 'CANCELLED') throw new LotteryDomainError('DRAW_CANCELLED', 'the draw was cancelled');
      if (row.state === 'RESULTED' || row.state === 'SETTLED') return;
      if (row.draw_at.getTime() > nowMs() && source !== 'OPERATOR')
        throw new LotteryDomainError('DRAW_NOT_DUE', 'the draw has not happened yet');
      assertResultShape(SHAPE_OF[row.market], result);
      await tx.query(
        `INSERT INTO lottery_results (draw_id, result, source, entered_by, approved_by) VALUES ($1, $2, $3, $4, $5)`,
        [drawId, JSON.stringify(result), source, people.enteredBy ?? null, people.approvedBy ?? null],
      );
      const keys = resultKeys(row.market, result);
      await tx.query(
        `INSERT INTO lottery_result_numbers (draw_id, kind, number, tier, hits)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::smallint[], $5::int[])`,
        [
          drawId,
          keys.map((k) => k.kind),
          keys.map((k) => k.number),
          keys.map((k) => k.tier),
          keys.map((k) => k.hits),
        ],
      );
      await tx.query(`UPDATE lottery_draws SET state = 'RESULTED' WHERE draw_id = $1`, [drawId]);
      await event(tx, drawId, 'RESULTED', people.approvedBy ?? source, { source });
    };
    if (q) await work(q);
    else await db.transaction(work);
  }

  /**
   * Writes one part of a resulted draw's endings in its own transaction: a WIN message per staked,
   * not refunded ticket of the part, and its settlement row (both unique per ticket: a part run
   * twice, or by two processes, writes each ticket once). The draw row is held FOR SHARE, so a
   * cancellation (FOR UPDATE) waits for the part and then sees its settlements. Answers the rows
   * written, null when the draw is no longer RESULTED.
   */
  async function writeEndings(
    drawId: string,
    part: { wins: true } | { wins: false; from: string | null; to: string | null },
  ): Promise<{ tickets: number; winners: number } | null> {
    return db.transaction(async (tx) => {
      const d = await tx.query<{ state: string; game_code: string }>(
        `SELECT state, game_code FROM lottery_draws WHERE draw_id = $1 FOR SHARE`,
        [drawId],
      );
      if (d.rows[0]?.state !== 'RESULTED') return null;
      await tx.query(`SET LOCAL work_mem = '64MB'`);
      // A refunded ticket (its stake rolled back) is never settled: the draw's few rollbacks, hashed.
      const endings = part.wins
        ? // Winners only: tickets meet the result's few keys in a hash join on (kind, number);
          // xiên / lô trượt meet the set of 2-digit endings.
          `WITH endings AS (
             SELECT coalesce(array_agg(number), '{}') AS e FROM lottery_result_numbers WHERE draw_id = $1 AND kind = 'L2'
           ), wins AS (
             SELECT t.ticket_id, t.member_id, t.currency, t.bet_uuid, sum(t.units * t.payouts_minor[rn.tier] * rn.hits) AS win
               FROM lottery_tickets t
               JOIN lottery_result_numbers rn ON rn.draw_id = t.draw_id AND rn.kind = t.kind AND rn.number = t.match_key
              WHERE t.draw_id = $1 AND t.staked
              GROUP BY t.ticket_id
             UNION ALL
             SELECT t.ticket_id, t.member_id, t.currency, t.bet_uuid, t.units * t.payouts_minor[1]
               FROM lottery_tickets t, endings
              WHERE t.draw_id = $1 AND t.kind IS NULL AND t.staked
                AND ((t.combination = 'ALL' AND t.numbers <@ endings.e) OR (t.combination = 'NONE' AND NOT (t.numbers && endings.e)))
           ), ends AS (SELECT * FROM wins WHERE win > 0)`
        : // Every other staked ticket of the part: a WIN of 0 closes its round.
          `WITH ends AS (
             SELECT t.ticket_id, t.member_id, t.currency, t.bet_uuid, 0::bigint AS win
               FROM lottery_tickets t
              WHERE t.draw_id = $1 AND t.staked
                AND ($3::uuid IS NULL OR t.ticket_id >= $3::uuid) AND ($4::uuid IS NULL OR t.ticket_id < $4::uuid)
                AND NOT EXISTS (SELECT 1 FROM lottery_settlements s WHERE s.ticket_id = t.ticket_id)
           )`;
      const r = await tx.query<{ tickets: string; winners: string }>(
        `${endings}, msg AS (
           INSERT INTO lottery_messages (tx_uuid, kind, ticket_id, ref_uuid, draw_id, member_id, game_code, currency, amount_minor)
           SELECT gen_random_uuid(), 'WIN', e.ticket_id, e.bet_uuid, $1, e.member_id, $2, e.currency, e.win
             FROM ends e
            WHERE e.ticket_id NOT IN (SELECT ticket_id FROM lottery_messages WHERE draw_id = $1 AND kind = 'ROLLBACK')
           ON CONFLICT (ticket_id, kind) DO NOTHING
           RETURNING ticket_id, amount_minor
         ), ins AS (
           INSERT INTO lottery_settlements (ticket_id, draw_id, win_minor)
           SELECT ticket_id, $1, amount_minor FROM msg
           ON CONFLICT (ticket_id) DO NOTHING
           RETURNING win_minor
         )
         SELECT count(*) AS tickets, count(*) FILTER (WHERE win_minor > 0) AS winners FROM ins`,
        part.wins ? [drawId, d.rows[0].game_code] : [drawId, d.rows[0].game_code, part.from, part.to],
      );
      return { tickets: Number(r.rows[0]!.tickets), winners: Number(r.rows[0]!.winners) };
    });
  }

  /**
   * Settles a resulted draw in SQL, set-based: first the winners (a WIN message and a settlement
   * each, one transaction; `onEndingsWritten` is called then, and after each later part, so their
   * sending starts at once; the zero wins wait for the promise it answers for the wins), then
   * every other staked ticket with a WIN of 0 that closes its round on the platform (as the house
   * games close a losing round), in ranges of ticket ids (ZERO_WIN_BOUNDS), then the state
   * SETTLED. Every part is idempotent, so a crash anywhere is recovered by running it again; a
   * cancellation waits for a running part and is refused once any ticket is settled.
   */
  async function settle(
    drawId: string,
    options: { onEndingsWritten?: () => Promise<unknown> | void } = {},
  ): Promise<{ winners: number; settled: boolean }> {
    const d = await db.query<{ state: string }>(`SELECT state FROM lottery_draws WHERE draw_id = $1`, [
      drawId,
    ]);
    const state = d.rows[0]?.state;
    if (state === 'SETTLED') return { winners: 0, settled: true };
    if (state !== 'RESULTED') return { winners: 0, settled: false };
    // Bets still waiting for the platform's answer would be left out: settle once they have one.
    const unanswered = await db.query(
      `SELECT 1 FROM lottery_tickets t
        WHERE t.draw_id = $1 AND NOT t.staked
          AND NOT EXISTS (SELECT 1 FROM lottery_message_answers a WHERE a.tx_uuid = t.bet_uuid)
          AND NOT EXISTS (SELECT 1 FROM lottery_messages r WHERE r.ticket_id = t.ticket_id AND r.kind = 'ROLLBACK')
        LIMIT 1`,
      [drawId],
    );
    if (unanswered.rowCount) return { winners: 0, settled: false };
    const wins = await writeEndings(drawId, { wins: true });
    if (!wins) return { winners: 0, settled: false };
    // The zero wins wait until the wins are sent: on two cores, writing and sending the losing
    // tickets' endings (86 % of a draw) took the CPU the wins needed (bench/README, bench/lottery).
    // (At most WINS_FIRST_WAIT_MS: a wallet that is down must not hold the draw's settlement.)
    await waitAtMost(options.onEndingsWritten?.(), WINS_FIRST_WAIT_MS);
    // One range after the other: each commits on its own (its zero wins can be sent at once), and
    // the wins being sent meanwhile keep the machine's other cores.
    const parts: ({ tickets: number; winners: number } | null)[] = [];
    for (const [i, from] of ZERO_WIN_BOUNDS.slice(0, -1).entries()) {
      const part = await writeEndings(drawId, { wins: false, from, to: ZERO_WIN_BOUNDS[i + 1]! });
      parts.push(part);
      if (part) void options.onEndingsWritten?.();
    }
    if (parts.some((p) => p === null)) return { winners: wins.winners, settled: false };
    return db.transaction(async (tx) => {
      const locked = await tx.query<{ state: string }>(
        `SELECT state FROM lottery_draws WHERE draw_id = $1 FOR UPDATE`,
        [drawId],
      );
      if (locked.rows[0]?.state === 'SETTLED') return { winners: wins.winners, settled: true };
      if (locked.rows[0]?.state !== 'RESULTED') return { winners: wins.winners, settled: false };
      await tx.query(`UPDATE lottery_draws SET state = 'SETTLED' WHERE draw_id = $1`, [drawId]);
      // What this pass wrote (a pass resumed after a crash counts only its own rows).
      await event(tx, drawId, 'SETTLED', 'system', {
        winners: wins.winners,
        tickets: wins.tickets + parts.reduce((n, p) => n + p!.tickets, 0),
      });
      return { winners: wins.winners, settled: true };
    });
  }

  /** Cancels a draw that is not settled: every accepted or unanswered stake gets a ROLLBACK message. */
  async function cancel(drawId: string, actor: string): Promise<number> {
    const count = await db.transaction(async (tx) => {
      const d = await tx.query<{ state: string }>(
        `SELECT state FROM lottery_draws WHERE draw_id = $1 FOR UPDATE`,
        [drawId],
      );
      const state = d.rows[0]?.state;
      if (!state) throw new LotteryDomainError('DRAW_NOT_FOUND', 'no such draw');
      if (state === 'SETTLED')
        throw new LotteryDomainError('DRAW_SETTLED', 'a settled draw cannot be cancelled');
      if (state === 'CANCELLED') return 0;
      // A settlement in progress (RESULTED with settled tickets, their wins maybe already paid).
      const settling = await tx.query(`SELECT 1 FROM lottery_settlements WHERE draw_id = $1 LIMIT 1`, [
        drawId,
      ]);
      if (settling.rowCount)
        throw new LotteryDomainError('DRAW_SETTLED', 'a draw whose settlement has begun cannot be cancelled');
      const r = await tx.query(
        `INSERT INTO lottery_messages (tx_uuid, kind, ticket_id, ref_uuid, draw_id, member_id, game_code, currency, amount_minor)
         SELECT gen_random_uuid(), 'ROLLBACK', bm.ticket_id, bm.tx_uuid, bm.draw_id, bm.member_id, bm.game_code, bm.currency, bm.amount_minor
           FROM lottery_messages bm
           LEFT JOIN lottery_message_answers a ON a.tx_uuid = bm.tx_uuid
          WHERE bm.draw_id = $1 AND bm.kind = 'BET' AND (a.status IS NULL OR a.status = 'RS_OK')
         ON CONFLICT (ticket_id, kind) DO NOTHING`,
        [drawId],
      );
      await tx.query(`UPDATE lottery_draws SET state = 'CANCELLED' WHERE draw_id = $1`, [drawId]);
      await event(tx, drawId, 'CANCELLED', actor);
      return r.rowCount ?? 0;
    });
    await outbox.drain(drawId);
    return count;
  }

  /** Creates the draws of yesterday … tomorrow (real) and the next ten minutes of ELOTT. */
  async function ensureSchedule() {
    const now = nowMs();
    const today = localDate(MARKET_SCHEDULES.VN_NORTH, now);
    const plans = [-1, 0, 1, 2]
      .flatMap((d) => realDrawsOn(addDays(today, d)))
      .filter((p) => p.drawAtMs > now - 86_400_000);
    // Thai draws open 15 days ahead and 4D 3 days: look that far for them.
    for (let d = 3; d <= 16; d++)
      plans.push(
        ...realDrawsOn(addDays(today, d)).filter((p) => p.market === 'TH_GOV' || p.market === 'MY_4D'),
      );
    for (const minutes of ELOTT_INTERVALS)
      plans.push(...elottDrawsBetween(minutes, now, now + 10 * 60_000 + minutes * 60_000));
    await insertPlans(plans.filter((p) => p.opensAtMs <= now + 16 * 86_400_000));
  }

  /** Moves every due draw one or more steps; answers how many draws changed. */
  async function tick(): Promise<number> {
    const now = new Date(nowMs());
    let changed = 0;
    const opened = await db.query(
      `WITH o AS (UPDATE lottery_draws SET state = 'OPEN' WHERE state = 'SCHEDULED' AND opens_at <= $1 AND closes_at > $1 RETURNING draw_id)
       INSERT INTO lottery_draw_events (draw_id, state, actor) SELECT draw_id, 'OPEN', 'schedule' FROM o`,
      [now],
    );
    const closed = await db.query(
      `WITH c AS (UPDATE lottery_draws SET state = 'CLOSED' WHERE state IN ('SCHEDULED', 'OPEN') AND closes_at <= $1 RETURNING draw_id)
       INSERT INTO lottery_draw_events (draw_id, state, actor) SELECT draw_id, 'CLOSED', 'schedule' FROM c`,
      [now],
    );
    changed += (opened.rowCount ?? 0) + (closed.rowCount ?? 0);
    const due = await db.query<DrawRow>(
      `SELECT ${DRAW_COLUMNS} FROM lottery_draws WHERE state IN ('CLOSED', 'RESULTED') AND draw_at <= $1 ORDER BY draw_at LIMIT 200`,
      [now],
    );
    for (const d of due.rows) {
      try {
        if (d.state === 'CLOSED') {
          let result: DrawResult | null = null;
          if (d.market === 'ELOTT') result = dealResult(SHAPE_OF.ELOTT, d.server_seed!, d.draw_id);
          else if (deps.feed)
            result = await deps.feed.resultFor(
              { drawId: d.draw_id, market: d.market, drawAtMs: d.draw_at.getTime() },
              now.getTime(),
            );
          if (!result) continue;
          await recordResult(d.draw_id, result, d.market === 'ELOTT' ? 'ELOTT' : 'FEED');
        }
        // The wins are sent as soon as they are written, then the zero wins as each range is written.
        const settled = await settle(d.draw_id, { onEndingsWritten: () => outbox.drainSoon(d.draw_id) });
        await outbox.drainSoon(d.draw_id);
        if (settled.settled) {
          changed++;
          await outbox.drain(d.draw_id);
        }
      } catch (error) {
        logger.error({ err: error, drawId: d.draw_id }, 'draw step failed; retried on the next tick');
      }
    }
    return changed;
  }

  /** Demo: 30 days of past real-world draws with the simulated feed's results. */
  async function backfill(days: number) {
    if (!deps.feed) return;
    const now = nowMs();
    const today = localDate(MARKET_SCHEDULES.VN_NORTH, now);
    const plans: DrawPlan[] = [];
    for (let d = days; d >= 1; d--) plans.push(...realDrawsOn(addDays(today, -d)));
    const fresh = await db.query<{ draw_id: string }>(
      `SELECT unnest($1::text[]) AS draw_id EXCEPT SELECT draw_id FROM lottery_draws`,
      [plans.map((p) => p.drawId)],
    );
    const missing = new Set(fresh.rows.map((r) => r.draw_id));
    const todo = plans.filter((p) => missing.has(p.drawId));
    if (todo.length === 0) return;
    await db.transaction(async (tx) => {
      await insertPlans(todo, tx);
      await tx.query(`UPDATE lottery_draws SET state = 'CLOSED' WHERE draw_id = ANY($1)`, [
        todo.map((p) => p.drawId),
      ]);
      for (const p of todo) {
        const result = (await deps.feed!.resultFor(
          { drawId: p.drawId, market: p.market, drawAtMs: p.drawAtMs },
          now,
        ))!;
        await recordResult(p.drawId, result, 'FEED', {}, tx);
        await tx.query(`UPDATE lottery_draws SET state = 'SETTLED' WHERE draw_id = $1`, [p.drawId]);
      }
    });
    logger.info({ draws: todo.length }, 'past results filled in from the simulated feed');
  }

  /** An operator's result entry; it counts once a different operator approves it. */
  async function enterResult(drawId: string, result: DrawResult, operator: string): Promise<number> {
    const d = await draw(drawId);
    if (!d) throw new LotteryDomainError('DRAW_NOT_FOUND', 'no such draw');
    if (d.market === 'ELOTT')
      throw new LotteryDomainError('RESULT_NOT_ENTERABLE', 'ELOTT results come from their seed');
    if (d.state === 'RESULTED' || d.state === 'SETTLED' || d.state === 'CANCELLED')
      throw new LotteryDomainError('DRAW_ALREADY_RESULTED', 'the draw already has its result');
    assertResultShape(SHAPE_OF[d.market], result);
    const r = await db.query<{ id: string }>(
      `INSERT INTO lottery_result_entries (draw_id, result, entered_by) VALUES ($1, $2, $3) RETURNING id`,
      [drawId, JSON.stringify(result), operator],
    );
    return Number(r.rows[0]!.id);
  }

  async function approveEntry(entryId: number, operator: string, approve: boolean): Promise<void> {
    await db.transaction(async (tx) => {
      const e = await tx.query<{ draw_id: string; result: DrawResult; entered_by: string }>(
        `SELECT draw_id, result, entered_by FROM lottery_result_entries WHERE id = $1 FOR UPDATE`,
        [entryId],
      );
      const entry = e.rows[0];
      if (!entry) throw new LotteryDomainError('ENTRY_NOT_FOUND', 'no such entry');
      if (entry.entered_by === operator)
        throw new LotteryDomainError(
          'SECOND_OPERATOR_REQUIRED',
          'a different operator must approve the entry',
        );
      const done = await tx.query(
        `INSERT INTO lottery_result_approvals (entry_id, approved_by, verdict) VALUES ($1, $2, $3) ON CONFLICT (entry_id) DO NOTHING`,
        [entryId, operator, approve ? 'APPROVED' : 'REJECTED'],
      );
      if (done.rowCount === 0) throw new LotteryDomainError('ENTRY_DECIDED', 'the entry was already decided');
      if (approve) {
        const d = await tx.query<{ draw_at: Date }>(`SELECT draw_at FROM lottery_draws WHERE draw_id = $1`, [
          entry.draw_id,
        ]);
        if (d.rows[0]!.draw_at.getTime() > nowMs())
          throw new LotteryDomainError('DRAW_NOT_DUE', 'the draw has not happened yet');
        await recordResult(
          entry.draw_id,
          entry.result,
          'OPERATOR',
          { enteredBy: entry.entered_by, approvedBy: operator },
          tx,
        );
      }
    });
  }

  return {
    insertPlans,
    draw,
    recordResult,
    settle,
    cancel,
    ensureSchedule,
    tick,
    backfill,
    enterResult,
    approveEntry,
  };
}

export type Draws = ReturnType<typeof createDraws>;
