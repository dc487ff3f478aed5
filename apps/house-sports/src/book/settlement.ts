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

/** A bet of a page, as the page query answers it (text only: no array parsing). */
interface PageRow {
  id: string;
  /** Null: not to be settled by this run (not accepted, closed, or already settled for this version). */
  member_id: string | null;
  currency: string;
  stake_minor: string;
  /** Its latest settlement (the previous return and how many there were), null before the first. */
  seq: number | null;
  paid: string | null;
  stake_message: string | null;
  /** Legs in order: `selectionId US odds US quarter`, separated by RS (ASCII unit/record separators). */
  legs: string;
}

interface Candidate {
  id: string;
  member_id: string;
  currency: string;
  stake_minor: string;
  odds: number[];
  quarters: boolean[];
  outcomes: (Outcome | null)[];
  paid: string | null;
  settled_count: number;
  stake_message: string | null;
}

/** A bet's settlement as decided from its page, before it is written. */
interface Decided {
  betId: string;
  seq: number;
  outcomes: Outcome[];
  payout: bigint;
  delta: bigint;
  message: MoneyMessage | null;
  voided: boolean;
}

const UNIT = '\x1f';
const RECORD = '\x1e';
const FIRST_BET = '00000000-0000-0000-0000-000000000000';

/**
 * Settlement from results (ADR 0031 §6). `record` stores a result version, decides every selection of
 * the event in one statement and opens a settlement run; `run` pays the bets the result decides, in
 * pages: their payout from the pure domain, settlement rows, closures and money messages written in
 * one transaction per page (a bet settles once per result version: the primary key), then the outbox
 * sends the wins `concurrency` at a time. A first settlement always writes a row; a correction writes
 * one (and its difference) only for the bets whose return it changes. Runs are serialised; an
 * unfinished one resumes at start.
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

  /**
   * The next page of the event's bets after `after` (by id), with what settling them needs. Every
   * lookup is a per-bet index probe (no hash over a whole table, whatever the planner estimates), and
   * everything comes back as text. The leg outcomes are the selections' latest results, read once
   * per page for the few selections the page's legs name.
   */
  async function page(eventId: string, version: number, after: string) {
    const r = await pool.query<PageRow>(
      `WITH page AS MATERIALIZED (
         SELECT DISTINCT bet_id FROM bet_legs WHERE event_id = $1 AND bet_id > $2 ORDER BY bet_id LIMIT $3
       ), ready AS MATERIALIZED (
         SELECT p.bet_id FROM page p
         WHERE (SELECT true FROM bet_acceptances a WHERE a.bet_id = p.bet_id) IS NOT NULL
           AND (SELECT true FROM bet_closures c WHERE c.bet_id = p.bet_id) IS NULL
           AND (SELECT true FROM bet_settlements x
                 WHERE x.bet_id = p.bet_id AND x.event_id = $1 AND x.result_version = $4) IS NULL
       )
       SELECT p.bet_id AS id, b.member_id, b.currency, b.stake_minor, s.seq, s.payout_minor AS paid,
              (SELECT m.id FROM money_messages m WHERE m.bet_id = b.id AND m.kind = 'BET' LIMIT 1) AS stake_message,
              (SELECT string_agg(l.selection_id || E'\\x1f' || l.odds || E'\\x1f' || l.quarter, E'\\x1e' ORDER BY l.leg_no)
                 FROM bet_legs l WHERE l.bet_id = b.id) AS legs
       FROM page p
       LEFT JOIN (ready r JOIN bets b ON b.id = r.bet_id) ON r.bet_id = p.bet_id
       LEFT JOIN LATERAL (
         SELECT x.seq, x.payout_minor FROM bet_settlements x WHERE x.bet_id = b.id ORDER BY x.seq DESC LIMIT 1
       ) s ON true
       ORDER BY p.bet_id`,
      [eventId, after, pageSize, version],
    );
    const last = r.rows.at(-1)?.id ?? null;
    const ready = r.rows.filter((row) => row.member_id !== null);
    const legs = ready.map((row) => row.legs.split(RECORD).map((leg) => leg.split(UNIT)));
    const selections = [...new Set(legs.flatMap((l) => l.map((leg) => leg[0]!)))];
    const outcomes = new Map<string, Outcome>();
    if (selections.length > 0) {
      const o = await pool.query<{ selection_id: string; outcome: Outcome }>(
        `SELECT DISTINCT ON (selection_id) selection_id, outcome FROM selection_results
         WHERE selection_id = ANY($1::text[]) ORDER BY selection_id, version DESC`,
        [selections],
      );
      for (const row of o.rows) outcomes.set(row.selection_id, row.outcome);
    }
    const rows: Candidate[] = ready.map((row, i) => ({
      id: row.id,
      member_id: row.member_id!,
      currency: row.currency,
      stake_minor: row.stake_minor,
      odds: legs[i]!.map((leg) => Number(leg[1])),
      quarters: legs[i]!.map((leg) => leg[2] === 'true'),
      outcomes: legs[i]!.map((leg) => outcomes.get(leg[0]!) ?? null),
      paid: row.paid,
      settled_count: row.seq ?? 0,
      stake_message: row.stake_message,
    }));
    return { rows, last };
  }

  /** A page's bets whose legs are all decided: their new return and the money it sends (pure). */
  function decide(eventId: string, version: number, rows: Candidate[]): Decided[] {
    const decided: Decided[] = [];
    for (const bet of rows) {
      if (bet.outcomes.some((o) => o === null)) continue; // a leg's event is not resulted yet
      const outcomes = bet.outcomes as Outcome[];
      const stake = BigInt(bet.stake_minor);
      const payout = betPayout(
        stake,
        outcomes.map((outcome, i) => ({ odds: bet.odds[i]!, outcome, split: bet.quarters[i]! })),
      );
      const paid = bet.paid === null ? 0n : BigInt(bet.paid);
      const first = bet.settled_count === 0;
      const form = moneyForm({
        newPayoutMinor: payout,
        paidMinor: paid,
        firstSettlement: first,
        allVoid: allVoid(outcomes),
      });
      // A correction that leaves this bet's return as it was (its legs unchanged, or changed without
      // changing what it pays) records nothing: the bet's latest record stays its settlement. A rerun
      // decides it again and skips it again, so resuming needs no row to know it was done.
      if (form.kind === 'NONE') continue;
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
        seq: bet.settled_count + 1,
        outcomes,
        payout: form.kind === 'ROLLBACK' ? stake : payout,
        delta: form.kind === 'ROLLBACK' ? stake : payout - paid,
        message,
        voided: form.kind === 'ROLLBACK',
      });
    }
    return decided;
  }

  /** Writes a page's settlements and their money in one transaction; answers the messages written. */
  async function write(eventId: string, version: number, decided: Decided[]): Promise<MoneyMessage[]> {
    if (decided.length === 0) return [];
    return inTransaction(pool, async (c) => {
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
      return messages;
    });
  }

  /**
   * Settles the event's bets page by page. The next page is read and decided while the current one is
   * written, and each page's money goes to the outbox as soon as its transaction commits (the bulk
   * calls run while later pages are decided). A crash anywhere leaves the run unfinished: `resume` runs it again
   * and the pages already written are skipped (their settlement rows exist; their money is pending).
   */
  async function run(eventId: string, version: number): Promise<number> {
    const started = Date.now();
    let settled = 0;
    const prepare = async (after: string) => {
      const { rows, last } = await page(eventId, version, after);
      return { decided: decide(eventId, version, rows), last };
    };
    let next = prepare(FIRST_BET);
    try {
      for (let n = 1; ; n++) {
        const { decided, last } = await next;
        if (!last) break;
        next = prepare(last);
        outbox.dispatch(await write(eventId, version, decided));
        settled += decided.length;
        await deps.afterPage?.(eventId, version, n);
      }
    } finally {
      // A page read ahead of a failed write is dropped; its failure is not the run's.
      next.catch(() => undefined);
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
