import {
  allVoid,
  betPayout,
  moneyForm,
  settleSelection,
  type EventResult,
  type MarketKind,
  type Outcome,
} from '../domain/index.ts';
import { inTransaction, type Pool } from '../store/database.ts';
import {
  newMessage,
  writeMessages,
  type Logger,
  type MoneyMessage,
  type MoneyOutbox,
} from './money-outbox.ts';

interface Candidate {
  id: string;
  member_id: string;
  currency: string;
  stake_minor: string;
  odds: number[];
  quarters: boolean[];
  outcomes: (Outcome | null)[];
  paid: string | null;
  settled_count: string;
  stake_message: string | null;
}

/**
 * Settlement from results (ADR 0031 §6). `record` stores a result version, decides every selection of
 * the event in one statement and opens a settlement run; `run` pays the bets the result decides, in
 * pages: their payout from the pure domain, settlement rows, closures and money messages written in
 * one transaction per page (a bet settles once per result version: the primary key), then the outbox
 * sends the wins `concurrency` at a time. Runs are serialised; an unfinished one resumes at start.
 */
export function createSettlement(deps: {
  pool: Pool;
  outbox: MoneyOutbox;
  logger: Logger;
  pageSize?: number;
  /** Test hook: called after each page is committed (a crash in the middle is simulated there). */
  afterPage?: (eventId: string, version: number, page: number) => Promise<void> | void;
}) {
  const { pool, outbox, logger } = deps;
  const pageSize = deps.pageSize ?? 2_000;
  let queue: Promise<unknown> = Promise.resolve();

  async function record(eventId: string, version: number, result: EventResult): Promise<boolean> {
    return inTransaction(pool, async (c) => {
      const inserted = await c.query(
        `INSERT INTO event_results (event_id, version, result) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [eventId, version, JSON.stringify(result)],
      );
      if ((inserted.rowCount ?? 0) === 0) return false;
      const selections = await c.query<{
        id: string;
        key: string;
        kind: MarketKind;
        line: number | null;
        map: number | null;
      }>(
        `SELECT s.id, s.key, m.kind, m.line, m.map FROM selections s JOIN markets m ON m.id = s.market_id WHERE s.event_id = $1`,
        [eventId],
      );
      const outcomes = selections.rows.map((s) =>
        settleSelection(
          {
            kind: s.kind,
            ...(s.line !== null ? { line: s.line } : {}),
            ...(s.map !== null ? { map: s.map } : {}),
          },
          s.key,
          result,
        ),
      );
      await c.query(
        `INSERT INTO selection_results (selection_id, version, event_id, outcome)
         SELECT id, $2, $3, outcome FROM unnest($1::text[], $4::text[]) AS t(id, outcome) ON CONFLICT DO NOTHING`,
        [selections.rows.map((s) => s.id), version, eventId, outcomes],
      );
      await c.query(
        `INSERT INTO settlement_runs (event_id, version) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [eventId, version],
      );
      return true;
    });
  }

  async function page(eventId: string, version: number, after: string) {
    const r = await pool.query<Candidate & { last: string }>(
      `WITH page AS (
         SELECT DISTINCT bet_id FROM bet_legs WHERE event_id = $1 AND bet_id > $2 ORDER BY bet_id LIMIT $3
       ), ready AS (
         SELECT b.* FROM page JOIN bets b ON b.id = page.bet_id
         WHERE EXISTS (SELECT 1 FROM bet_acceptances a WHERE a.bet_id = b.id)
           AND NOT EXISTS (SELECT 1 FROM bet_closures c WHERE c.bet_id = b.id)
           AND NOT EXISTS (SELECT 1 FROM bet_settlements s WHERE s.bet_id = b.id AND s.event_id = $1 AND s.result_version = $4)
       )
       SELECT b.id, b.member_id, b.currency, b.stake_minor,
              array_agg(l.odds ORDER BY l.leg_no) AS odds,
              array_agg(l.quarter ORDER BY l.leg_no) AS quarters,
              array_agg(r.outcome ORDER BY l.leg_no) AS outcomes,
              (SELECT s.payout_minor FROM bet_settlements s WHERE s.bet_id = b.id ORDER BY s.seq DESC LIMIT 1) AS paid,
              (SELECT count(*) FROM bet_settlements s WHERE s.bet_id = b.id) AS settled_count,
              (SELECT m.id FROM money_messages m WHERE m.bet_id = b.id AND m.kind = 'BET') AS stake_message,
              (SELECT bet_id::text FROM page ORDER BY bet_id DESC LIMIT 1) AS last
       FROM ready b JOIN bet_legs l ON l.bet_id = b.id
       LEFT JOIN LATERAL (
         SELECT sr.outcome FROM selection_results sr WHERE sr.selection_id = l.selection_id ORDER BY sr.version DESC LIMIT 1
       ) r ON true
       GROUP BY b.id, b.member_id, b.currency, b.stake_minor`,
      [eventId, after, pageSize, version],
    );
    let last = r.rows[0]?.last ?? null;
    if (!last) {
      // Every bet of the page was already settled or closed: the cursor still moves on.
      const next = await pool.query<{ last: string | null }>(
        `SELECT bet_id::text AS last FROM (SELECT DISTINCT bet_id FROM bet_legs WHERE event_id = $1 AND bet_id > $2 ORDER BY bet_id LIMIT $3) p ORDER BY bet_id DESC LIMIT 1`,
        [eventId, after, pageSize],
      );
      last = next.rows[0]?.last ?? null;
    }
    return { rows: r.rows, last };
  }

  async function settlePage(eventId: string, version: number, rows: Candidate[]): Promise<number> {
    interface Row {
      betId: string;
      seq: number;
      outcomes: Outcome[];
      payout: bigint;
      delta: bigint;
      message: MoneyMessage | null;
      voided: boolean;
    }
    const decided: Row[] = [];
    for (const bet of rows) {
      if (bet.outcomes.some((o) => o === null)) continue; // a leg's event is not resulted yet
      const outcomes = bet.outcomes as Outcome[];
      const stake = BigInt(bet.stake_minor);
      const payout = betPayout(
        stake,
        outcomes.map((outcome, i) => ({ odds: bet.odds[i]!, outcome, split: bet.quarters[i]! })),
      );
      const paid = bet.paid === null ? 0n : BigInt(bet.paid);
      const first = bet.settled_count === '0';
      const form = moneyForm({
        newPayoutMinor: payout,
        paidMinor: paid,
        firstSettlement: first,
        allVoid: allVoid(outcomes),
      });
      const base = {
        betId: bet.id,
        currency: bet.currency,
        memberId: bet.member_id,
        referenceId: bet.stake_message,
      };
      let message: MoneyMessage | null = null;
      if (form.kind === 'ROLLBACK')
        message = newMessage({
          ...base,
          kind: 'ROLLBACK',
          amountMinor: stake,
          cause: `void ${eventId} v${version}`,
        });
      else if (form.kind === 'WIN')
        message = newMessage({
          ...base,
          kind: 'WIN',
          amountMinor: form.amountMinor,
          cause: `${first ? 'settlement' : 'resettlement'} ${eventId} v${version}`,
        });
      else if (form.kind === 'DEBIT')
        message = newMessage({
          ...base,
          kind: 'DEBIT',
          referenceId: null,
          amountMinor: form.amountMinor,
          cause: `correction ${eventId} v${version}`,
        });
      decided.push({
        betId: bet.id,
        seq: Number(bet.settled_count) + 1,
        outcomes,
        payout: form.kind === 'ROLLBACK' ? stake : payout,
        delta: form.kind === 'ROLLBACK' ? stake : payout - paid,
        message,
        voided: form.kind === 'ROLLBACK',
      });
    }
    if (decided.length === 0) return 0;
    await inTransaction(pool, async (c) => {
      // A cash-out that commits meanwhile wins: bets are locked, and closed ones are left out.
      const ids = decided.map((d) => d.betId).sort();
      await c.query('SELECT id FROM bets WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [ids]);
      const closed = new Set(
        (
          await c.query<{ bet_id: string }>(
            'SELECT bet_id FROM bet_closures WHERE bet_id = ANY($1::uuid[])',
            [ids],
          )
        ).rows.map((r) => r.bet_id),
      );
      const open = decided.filter((d) => !closed.has(d.betId));
      const inserted = await c.query<{ bet_id: string }>(
        `INSERT INTO bet_settlements (bet_id, event_id, result_version, seq, outcomes, payout_minor, delta_minor, message_id)
         SELECT t.bet_id, $1, $2, t.seq, string_to_array(t.outcomes, ','), t.payout, t.delta, t.message_id
         FROM unnest($3::uuid[], $4::int[], $5::text[], $6::bigint[], $7::bigint[], $8::uuid[])
           AS t(bet_id, seq, outcomes, payout, delta, message_id)
         ON CONFLICT DO NOTHING RETURNING bet_id`,
        [
          eventId,
          version,
          open.map((d) => d.betId),
          open.map((d) => d.seq),
          open.map((d) => d.outcomes.join(',')),
          open.map((d) => d.payout.toString()),
          open.map((d) => d.delta.toString()),
          open.map((d) => d.message?.id ?? null),
        ],
      );
      const done = new Set(inserted.rows.map((r) => r.bet_id));
      const messages = open.filter((d) => done.has(d.betId) && d.message).map((d) => d.message!);
      await writeMessages(c, messages);
      const voided = open.filter((d) => done.has(d.betId) && d.voided).map((d) => d.betId);
      if (voided.length > 0) {
        await c.query(
          `INSERT INTO bet_closures (bet_id, kind, amount_minor, reason)
           SELECT b.id, 'VOID', b.stake_minor, 'all legs void' FROM unnest($1::uuid[]) AS v(bet_id) JOIN bets b ON b.id = v.bet_id
           ON CONFLICT DO NOTHING`,
          [voided],
        );
      }
    });
    return decided.length;
  }

  async function run(eventId: string, version: number): Promise<number> {
    const started = Date.now();
    let after = '00000000-0000-0000-0000-000000000000';
    let settled = 0;
    for (let n = 1; ; n++) {
      const { rows, last } = await page(eventId, version, after);
      if (!last) break;
      settled += await settlePage(eventId, version, rows);
      void outbox.kick();
      await deps.afterPage?.(eventId, version, n);
      after = last;
    }
    await pool.query(
      `UPDATE settlement_runs SET finished_at = now(), bets = $3 WHERE event_id = $1 AND version = $2`,
      [eventId, version, settled],
    );
    logger.info({ eventId, version, settled, ms: Date.now() - started }, 'settlement run finished');
    return settled;
  }

  /** Runs one after the other (a correction never overtakes its first settlement). */
  function enqueue(eventId: string, version: number): Promise<number> {
    const next = queue.then(() => run(eventId, version));
    queue = next.catch((error: unknown) =>
      logger.error({ err: error, eventId, version }, 'settlement run failed'),
    );
    return next;
  }

  return {
    record,
    run: enqueue,

    /** A result from the feed: stored, then settled. */
    async onResult(eventId: string, version: number, result: EventResult) {
      await record(eventId, version, result);
      await enqueue(eventId, version);
    },

    /** At start: every run a crash left unfinished is taken up again (what was paid is not paid twice). */
    async resume(): Promise<number> {
      const open = await pool.query<{ event_id: string; version: number }>(
        `SELECT event_id, version FROM settlement_runs WHERE finished_at IS NULL ORDER BY started_at, version`,
      );
      for (const r of open.rows) void enqueue(r.event_id, r.version);
      await queue;
      return open.rowCount ?? 0;
    },

    /** A bet accepted after one of its events was resulted: its latest result is run again. */
    async settleLate(eventIds: string[]) {
      const r = await pool.query<{ event_id: string; version: number }>(
        `SELECT DISTINCT ON (event_id) event_id, version FROM event_results WHERE event_id = ANY($1) ORDER BY event_id, version DESC`,
        [eventIds],
      );
      for (const row of r.rows) void enqueue(row.event_id, row.version);
    },

    idle: () => queue,
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
