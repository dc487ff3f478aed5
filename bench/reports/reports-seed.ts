/**
 * The data of bench/reports (issue 17), written with SQL into a migrated database that holds the demo
 * merchants: members registered over the window, agents with teams, rounds on the merchant's
 * catalog, deposits and withdrawals, all with the ledger rows the platform itself would have written.
 *
 * What it mirrors (read from the modules, so reports read what production leaves behind):
 * - a bet or a win that moves money: one ledger transaction (kind BET/WIN, reference
 *   `<vendor>:<transaction uuid>`, details {vendor, game, round}) with the member's CASH leg first and
 *   the counter account's second (HOUSE for the in-house vendor, VENDOR_SETTLEMENT for the others),
 *   as the batch statement of `postPairsGuarded` inserts them; the seamless row carries the ledger id
 *   and the balance after as the protocol's decimal string;
 * - a win of nothing: the seamless row only (no ledger transaction), as `insertZeroWins`;
 * - a rollback: the bet marked rolled back, a ROLLBACK seamless row naming it, and the reversal
 *   (kind ROLLBACK, reverses_id = the bet's, the bet's reference, legs in account order);
 * - a deposit: a COMPLETED `deposits` row and its DEPOSIT transaction (member CASH + amount,
 *   PSP_CLEARING − amount less fee, HOUSE − fee; fee as the channel's bps, half up);
 * - a withdrawal: WITHDRAWAL_REQUEST (CASH → HELD), then WITHDRAWAL_PAID on receipt (HELD →
 *   PSP_CLEARING), a COMPLETED `withdrawals` row and the bank account it paid to.
 *
 * Each member's first deposit covers the deepest point of their own play, so no balance is ever
 * negative; every member balance equals the sum of its entries and the entries sum to zero.
 * Pseudo-random choices come from a hash of the row number, so a size gives the same data each run.
 */
import type pg from 'pg';

export interface ReportsSeedOptions {
  merchant: string;
  members: number;
  rounds: number;
  days: number;
  /** Top agents (type 1), and sub-agents (type 2) under them. */
  topAgents: number;
  subAgents: number;
}

export interface ReportsSeedResult {
  firstDay: string;
  lastDay: string;
  timeZone: string;
  currency: string;
  stepsMs: Record<string, number>;
  counts: Record<string, number>;
}

/** Tables written in bulk: their secondary indexes are dropped during the load and rebuilt after. */
const BULK_TABLES = ['seamless_transactions', 'ledger_transactions', 'ledger_entries'];

/** THB-style decimal string of a minor amount with a scale of 2 (the protocol's balance). */
const decimalOf = (minor: string) => `(${minor} / 100)::text || '.' || lpad((${minor} % 100)::text, 2, '0')`;

export async function seedReportsData(client: pg.Client, o: ReportsSeedOptions): Promise<ReportsSeedResult> {
  const stepsMs: Record<string, number> = {};
  const q = async (sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    const result = await client.query(sql, params);
    const ms = performance.now() - t0;
    if (process.env.SEED_TRACE === '1' && ms > 500)
      console.log(`    ${Math.round(ms)} ms: ${sql.replace(/\s+/g, ' ').slice(0, 90)}`);
    return result;
  };
  const step = async (label: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    stepsMs[label] = Math.round(performance.now() - t0);
    console.log(`  seed ${label}: ${stepsMs[label]} ms`);
  };

  await q(`SET work_mem = '256MB'`);
  await q(`SET maintenance_work_mem = '1GB'`);
  await q(`SET synchronous_commit = off`);
  // The vendor calls and ledger rows are written in time order (each bulk INSERT sorts): the report
  // rebuild reads a day through BRIN indexes on created_at, which rely on rows appended in time order
  // as production appends them. Without the sort, hash joins and parallel scans interleave the rows
  // (correlation 0.47) and every day's read scans the whole table.

  await step('setup', async () => {
    await q(`CREATE OR REPLACE FUNCTION bench_h(x bigint, salt bigint) RETURNS float8
               LANGUAGE sql IMMUTABLE PARALLEL SAFE
               AS $$ SELECT (hashint8extended(x, salt) & 4503599627370495)::float8 / 4503599627370496.0 $$`);
    await q(
      `CREATE UNLOGGED TABLE bench_params AS
       SELECT e.end_at - make_interval(days => $1) AS start_at, e.end_at, $1::int * 86400.0::float8 AS span_s,
              $2::int AS n_members, $3::bigint AS n_rounds, m.code AS merchant, m.currency, m.time_zone,
              $4::int AS tops, $5::int AS subs,
              -- Rounds start once a few members can play: ~30 registrations and 10 minutes in.
              $1::int * 86400.0 * 30 / $2::int + 660 AS off0
         FROM merchants m
        CROSS JOIN LATERAL (SELECT (date_trunc('day', now() AT TIME ZONE m.time_zone)) AT TIME ZONE m.time_zone AS end_at) e
        WHERE m.code = $6`,
      [o.days, o.members, o.rounds, o.topAgents, o.subAgents, o.merchant],
    );
    // The merchant's catalog in a shuffled order: a round picks index ⌊G·u²⌋, so a few games are popular.
    await q(`CREATE UNLOGGED TABLE bench_games AS
             SELECT (row_number() OVER (ORDER BY bench_h(g.id, 20)) - 1)::int AS g, g.vendor_code, g.game_code
               FROM games g CROSS JOIN bench_params p
              WHERE g.enabled AND EXISTS (SELECT 1 FROM merchant_game_vendors mv
                                           WHERE mv.merchant_code = p.merchant AND mv.vendor_code = g.vendor_code
                                             AND mv.game_type = g.game_type AND mv.enabled)`);
    await q(`CREATE UNLOGGED TABLE bench_channels AS
             SELECT (row_number() OVER (ORDER BY c.sort_order, c.name) - 1)::int AS c, c.id, c.name, c.kind, c.fee_bps,
                    c.fee_fixed_minor, c.psp_code, c.bank_details
               FROM deposit_channels c JOIN bench_params p ON p.merchant = c.merchant_code
              WHERE c.enabled`);
    // Counter accounts exist before any bench member account, so their ids sort first (lock order).
    await q(`INSERT INTO ledger_accounts (merchant_code, kind, currency)
             SELECT p.merchant, k, p.currency FROM bench_params p,
                    unnest(ARRAY['HOUSE', 'VENDOR_SETTLEMENT', 'PSP_CLEARING']) k
             ON CONFLICT (merchant_code, kind, currency) WHERE member_id IS NULL DO NOTHING`);
    await q(`ALTER TABLE bench_params
               ADD COLUMN n_games int, ADD COLUMN n_channels int,
               ADD COLUMN house_id bigint, ADD COLUMN settle_id bigint, ADD COLUMN psp_id bigint`);
    await q(`UPDATE bench_params p SET
               n_games = (SELECT count(*) FROM bench_games), n_channels = (SELECT count(*) FROM bench_channels),
               house_id = (SELECT id FROM ledger_accounts a WHERE a.merchant_code = p.merchant AND a.member_id IS NULL
                             AND a.kind = 'HOUSE' AND a.currency = p.currency),
               settle_id = (SELECT id FROM ledger_accounts a WHERE a.merchant_code = p.merchant AND a.member_id IS NULL
                              AND a.kind = 'VENDOR_SETTLEMENT' AND a.currency = p.currency),
               psp_id = (SELECT id FROM ledger_accounts a WHERE a.merchant_code = p.merchant AND a.member_id IS NULL
                           AND a.kind = 'PSP_CLEARING' AND a.currency = p.currency)`);
    const check = await q(`SELECT n_games, n_channels FROM bench_params`);
    const row = check.rows[0] as { n_games: number; n_channels: number } | undefined;
    if (!row || row.n_games === 0 || row.n_channels === 0)
      throw new Error(`merchant ${o.merchant} has no catalog or no deposit channel: seed the demo first`);
  });

  await step('members and agents', async () => {
    await q(`CREATE UNLOGGED TABLE bench_agents AS
             SELECT a, gen_random_uuid() AS id, a < p.tops AS top,
                    CASE WHEN a >= p.tops THEN (a - p.tops) % p.tops END AS top_a,
                    p.start_at - interval '1 day' + make_interval(secs => a) AS reg_at
               FROM bench_params p, generate_series(0, p.tops + p.subs - 1) a`);
    await q(`INSERT INTO members (id, merchant_code, username, password_hash, type, parent_id, created_at, password_changed_at)
             SELECT a.id, p.merchant, 'rbagent' || lpad(a.a::text, 4, '0'), 'x', CASE WHEN a.top THEN 1 ELSE 2 END,
                    t.id, a.reg_at, a.reg_at
               FROM bench_agents a CROSS JOIN bench_params p LEFT JOIN bench_agents t ON t.a = a.top_a
              ORDER BY a.a`);
    await q(`INSERT INTO agent_profiles (member_id, merchant_code, terms, source, created_at, updated_at)
             SELECT a.id, p.merchant,
                    COALESCE((SELECT terms FROM agent_profiles x WHERE x.merchant_code = p.merchant LIMIT 1), '{}'::jsonb),
                    'SEED', a.reg_at, a.reg_at
               FROM bench_agents a, bench_params p`);
    // 70 % deposit, 92 % of those play; half are in a sub-agent's team, a tenth directly in a top's.
    await q(`CREATE UNLOGGED TABLE bench_members AS
             SELECT b.*,
                    CASE WHEN b.player THEN count(*) FILTER (WHERE b.player) OVER w - 1 END AS pno,
                    count(*) FILTER (WHERE b.player) OVER w AS players_upto
               FROM (SELECT k, gen_random_uuid() AS id,
                            p.start_at + make_interval(secs => p.span_s * (k + 0.5) / p.n_members) AS reg_at,
                            bench_h(k, 1) < 0.70 AS depositor,
                            bench_h(k, 1) < 0.70 AND bench_h(k, 2) < 0.92 AS player,
                            CASE WHEN bench_h(k, 3) < 0.5 THEN p.tops + floor(bench_h(k, 4) * p.subs)::int
                                 WHEN bench_h(k, 3) < 0.6 THEN floor(bench_h(k, 4) * p.tops)::int END AS agent_a
                       FROM bench_params p, generate_series(0, p.n_members - 1) k) b
             WINDOW w AS (ORDER BY b.k)`);
    await q(`INSERT INTO members (id, merchant_code, username, password_hash, type, parent_id, created_at,
                                  password_changed_at)
             SELECT m.id, p.merchant, 'rb' || lpad(m.k::text, 7, '0'), 'x', 0, a.id, m.reg_at, m.reg_at
               FROM bench_members m CROSS JOIN bench_params p LEFT JOIN bench_agents a ON a.a = m.agent_a
              ORDER BY m.k`);
    await q(`INSERT INTO agent_tree (merchant_code, ancestor_id, descendant_id, depth)
             SELECT p.merchant, x.ancestor_id, x.descendant_id, x.depth FROM bench_params p, (
               SELECT id AS ancestor_id, id AS descendant_id, 0 AS depth FROM bench_agents
               UNION ALL
               SELECT t.id, s.id, 1 FROM bench_agents s JOIN bench_agents t ON t.a = s.top_a
               UNION ALL
               SELECT id, id, 0 FROM bench_members
               UNION ALL
               SELECT a.id, m.id, 1 FROM bench_members m JOIN bench_agents a ON a.a = m.agent_a
               UNION ALL
               SELECT t.id, m.id, 2 FROM bench_members m JOIN bench_agents a ON a.a = m.agent_a
                 JOIN bench_agents t ON t.a = a.top_a) x`);
  });

  await step('rounds', async () => {
    // Round i at start + off0 + (span − off0)·√u: the rate grows with the members registered, so each
    // player plays at about the same pace. It picks a player registered ≥ 10 minutes before it.
    await q(`CREATE UNLOGGED TABLE bench_rounds AS
             WITH r AS (
               SELECT i, p.start_at + make_interval(secs => p.off0 + (p.span_s - p.off0 - 120) * sqrt((i + 0.5) / p.n_rounds)) AS at
                 FROM bench_params p, generate_series(0::bigint, p.n_rounds - 1) i
             ), e AS (
               SELECT r.i, r.at, GREATEST(1, m.players_upto) AS eligible
                 FROM r CROSS JOIN bench_params p
                 JOIN bench_members m ON m.k = LEAST(p.n_members - 1, GREATEST(0,
                        floor(p.n_members * (extract(epoch FROM r.at - p.start_at) - 600) / p.span_s - 0.5)::int))
             ), s AS (
               SELECT e.*, 100 * (1 + floor(bench_h(e.i, 12) ^ 2 * 200))::bigint AS stake,
                      bench_h(e.i, 13) < 0.02 AS rolled_back
                 FROM e
             )
             SELECT s.i, s.at, pl.k, g.vendor_code, g.game_code, s.stake, s.rolled_back,
                    CASE WHEN s.rolled_back THEN NULL WHEN bench_h(s.i, 14) < 0.55 THEN 0
                         ELSE floor(s.stake * bench_h(s.i, 15) * 4.27)::bigint END AS win
               FROM s CROSS JOIN bench_params p
               JOIN bench_members pl ON pl.pno = floor(bench_h(s.i, 10) * s.eligible)::int
               JOIN bench_games g ON g.g = floor(bench_h(s.i, 11) ^ 2 * p.n_games)::int`);
  });

  await step('member cash flows', async () => {
    await q(`CREATE UNLOGGED TABLE bench_ev (
               k int NOT NULL, at timestamptz NOT NULL, seq bigint NOT NULL, kind text NOT NULL,
               delta bigint NOT NULL, amount bigint NOT NULL, i bigint, vendor_code text, game_code text,
               rolled_back boolean NOT NULL DEFAULT false, channel int, fee bigint)`);
    await q(`INSERT INTO bench_ev (k, at, seq, kind, delta, amount, i, vendor_code, game_code, rolled_back)
             SELECT k, at, i * 4, 'BET', -stake, stake, i, vendor_code, game_code, rolled_back FROM bench_rounds
             UNION ALL
             SELECT k, at + make_interval(secs => 2 + floor(bench_h(i, 16) * 40)), i * 4 + 1, 'WIN', win, win, i,
                    vendor_code, game_code, false
               FROM bench_rounds WHERE NOT rolled_back
             UNION ALL
             SELECT k, at + interval '15 seconds', i * 4 + 2, 'ROLLBACK', stake, stake, i, vendor_code, game_code, false
               FROM bench_rounds WHERE rolled_back`);
    // Second deposits for 40 % of depositors and third ones for 15 %, somewhere after registering.
    await q(`INSERT INTO bench_ev (k, at, seq, kind, delta, amount, channel)
             SELECT m.k, m.reg_at + make_interval(secs => 120 + (extract(epoch FROM p.end_at - m.reg_at) - 300) * bench_h(m.k, 5 + n)),
                    4 * p.n_rounds + 4 * m.k + n, 'DEPOSIT', a.amount, a.amount,
                    floor(bench_h(m.k, 40 + n) * p.n_channels)::int
               FROM bench_members m CROSS JOIN bench_params p CROSS JOIN generate_series(1, 2) n
              CROSS JOIN LATERAL (SELECT 10000 * (1 + floor(bench_h(m.k, 8 + n) * 20))::bigint AS amount) a
              WHERE m.depositor AND bench_h(m.k, 30) < CASE n WHEN 1 THEN 0.40 ELSE 0.15 END`);
    // The first deposit covers the deepest point of the member's own flows, plus 100–1,000.
    await q(`CREATE UNLOGGED TABLE bench_first AS
             SELECT m.k, m.reg_at + interval '1 minute' AS at,
                    (ceil(-LEAST(0, COALESCE(f.min_run, 0)) / 10000.0) * 10000
                      + 10000 * (1 + floor(bench_h(m.k, 9) * 10)))::bigint AS amount,
                    COALESCE(f.total, 0) AS total, GREATEST(f.last_at, m.reg_at + interval '1 minute') AS last_at
               FROM bench_members m
               LEFT JOIN (SELECT k, min(run) AS min_run, sum(delta) AS total, max(at) AS last_at
                            FROM (SELECT k, at, delta, sum(delta) OVER (PARTITION BY k ORDER BY at, seq) AS run
                                    FROM bench_ev) x
                           GROUP BY k) f ON f.k = m.k
              WHERE m.depositor`);
    await q(`INSERT INTO bench_ev (k, at, seq, kind, delta, amount, channel)
             SELECT f.k, f.at, 4 * p.n_rounds + 4 * f.k, 'DEPOSIT', f.amount, f.amount,
                    floor(bench_h(f.k, 40) * p.n_channels)::int
               FROM bench_first f, bench_params p`);
    await q(`UPDATE bench_ev e SET fee = LEAST(e.amount, c.fee_fixed_minor + (e.amount * c.fee_bps + 5000) / 10000)
               FROM bench_channels c WHERE e.kind = 'DEPOSIT' AND c.c = e.channel`);
    // Half of those left with 200 or more withdraw 60 % of it (whole hundreds) after their last play,
    // paid and received later the same way.
    await q(`CREATE UNLOGGED TABLE bench_wd AS
             SELECT f.k, md5('wd' || f.k)::uuid AS id, (floor((f.amount + f.total) * 0.6 / 10000) * 10000)::bigint AS amount,
                    f.last_at + (p.end_at - f.last_at) * 0.3 AS requested_at,
                    f.last_at + (p.end_at - f.last_at) * 0.5 AS paid_at,
                    f.last_at + (p.end_at - f.last_at) * 0.6 AS completed_at
               FROM bench_first f, bench_params p
              WHERE f.amount + f.total >= 20000 AND bench_h(f.k, 17) < 0.5`);
    await q(`INSERT INTO bench_ev (k, at, seq, kind, delta, amount)
             SELECT w.k, w.requested_at, 4 * p.n_rounds + 4 * w.k + 3, 'WITHDRAWAL_REQUEST', -w.amount, w.amount
               FROM bench_wd w, bench_params p
             UNION ALL
             SELECT w.k, w.completed_at, 4 * p.n_rounds + 4 * p.n_members + w.k, 'WITHDRAWAL_PAID', 0, w.amount
               FROM bench_wd w, bench_params p`);
    // Ledger ids in time order (a win of nothing posts none), and each member's cash after each flow.
    for (const t of ['ledger_transactions', 'ledger_entries'])
      await q(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), GREATEST((SELECT max(id) FROM ${t}), 1))`);
    await q(`CREATE UNLOGGED TABLE bench_post AS
             SELECT x.*, CASE WHEN x.posts THEN
                      (SELECT last_value FROM ledger_transactions_id_seq)
                      + sum(x.posts::int) OVER (ORDER BY x.at, x.seq ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) END
                      AS ltx_id
               FROM (SELECT e.*, NOT (e.kind = 'WIN' AND e.amount = 0) AS posts,
                            (sum(e.delta) OVER (PARTITION BY e.k ORDER BY e.at, e.seq))::bigint AS cash_after
                       FROM bench_ev e) x`);
  });

  await step('drop bulk indexes', async () => {
    // Secondary indexes, and the primary key of a table no foreign key refers to (the vendor calls'
    // random uuids would otherwise land one by one all over a key larger than the buffer cache): all
    // are built again after the load by sorting, the way CREATE INDEX does.
    const r = await q(
      `SELECT 'CREATE' AS how, i.indexname AS name, i.tablename AS table_name, i.indexdef AS def
         FROM pg_indexes i
        WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
       UNION ALL
       SELECT 'CONSTRAINT', c.conname, c.conrelid::regclass::text, pg_get_constraintdef(c.oid)
         FROM pg_constraint c
        WHERE c.conrelid::regclass::text = ANY($1) AND c.contype IN ('p', 'u')
          AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = c.conrelid)`,
      [BULK_TABLES],
    );
    const rows = r.rows as { how: string; name: string; table_name: string; def: string }[];
    await q(
      `CREATE UNLOGGED TABLE bench_saved_indexes AS
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS s(how, name, table_name, def)`,
      [
        rows.map((x) => x.how),
        rows.map((x) => x.name),
        rows.map((x) => x.table_name),
        rows.map((x) => x.def),
      ],
    );
    for (const x of rows) {
      if (x.how === 'CREATE') await q(`DROP INDEX "${x.name}"`);
      else await q(`ALTER TABLE ${x.table_name} DROP CONSTRAINT "${x.name}"`);
    }
  });

  // The rows are consistent by construction (checked below): foreign-key triggers are skipped.
  await q(`SET session_replication_role = replica`);

  await step('ledger', async () => {
    await q(`INSERT INTO ledger_accounts (merchant_code, member_id, kind, currency, balance_minor, created_at)
             SELECT p.merchant, m.id, 'CASH', p.currency, f.amount + f.total - COALESCE(w.amount, 0), f.at
               FROM bench_first f JOIN bench_members m ON m.k = f.k CROSS JOIN bench_params p
               LEFT JOIN bench_wd w ON w.k = f.k
              ORDER BY f.k`);
    await q(`INSERT INTO ledger_accounts (merchant_code, member_id, kind, currency, balance_minor, created_at)
             SELECT p.merchant, m.id, 'HELD', p.currency, 0, w.requested_at
               FROM bench_wd w JOIN bench_members m ON m.k = w.k CROSS JOIN bench_params p ORDER BY w.k`);
    await q(`CREATE UNLOGGED TABLE bench_acct AS
             SELECT m.k, c.id AS cash_id, h.id AS held_id
               FROM bench_members m JOIN ledger_accounts c ON c.member_id = m.id AND c.kind = 'CASH'
               LEFT JOIN ledger_accounts h ON h.member_id = m.id AND h.kind = 'HELD'`);
    await q(`CREATE UNLOGGED TABLE bench_rb AS
             SELECT i, ltx_id FROM bench_post WHERE kind = 'BET' AND rolled_back`);
    await q(`INSERT INTO ledger_transactions (id, merchant_code, kind, member_id, reference, reverses_id, details, created_at)
             SELECT b.ltx_id, p.merchant, b.kind, m.id,
                    CASE WHEN b.kind IN ('BET', 'WIN', 'ROLLBACK')
                           THEN b.vendor_code || ':' || md5(CASE b.kind WHEN 'WIN' THEN 'w' ELSE 'b' END || b.i)::uuid
                         WHEN b.kind = 'DEPOSIT' THEN 'deposit:' || md5('d' || b.seq)::uuid
                         ELSE 'withdrawal:' || md5('wd' || b.k)::uuid END,
                    rb.ltx_id,
                    CASE WHEN b.kind IN ('BET', 'WIN')
                           THEN jsonb_build_object('vendor', b.vendor_code, 'game', b.game_code, 'round', md5('r' || b.i)::uuid)
                         WHEN b.kind = 'ROLLBACK'
                           THEN jsonb_build_object('vendor', b.vendor_code, 'round', md5('r' || b.i)::uuid,
                                                   'transaction', md5('x' || b.i)::uuid)
                         WHEN b.kind = 'DEPOSIT'
                           THEN jsonb_build_object('counterparty', c.name, 'depositId', md5('d' || b.seq)::uuid,
                                                   'feeMinor', b.fee::text)
                         ELSE jsonb_build_object('withdrawal', md5('wd' || b.k)::uuid) END,
                    b.at
               FROM bench_post b JOIN bench_members m ON m.k = b.k CROSS JOIN bench_params p
               LEFT JOIN bench_channels c ON c.c = b.channel
               LEFT JOIN bench_rb rb ON b.kind = 'ROLLBACK' AND rb.i = b.i
              WHERE b.posts
              ORDER BY b.ltx_id`);
    // Entry ids: three slots per transaction in transaction order, legs in the order the platform
    // writes them (a batch: member then counter account; a single posting: ascending account id).
    await q(`INSERT INTO ledger_entries (id, transaction_id, account_id, currency, amount_minor, balance_after_minor, created_at)
             SELECT (SELECT last_value FROM ledger_entries_id_seq) + 1 + (b.ltx_id - f.first_ltx) * 3 + l.pos,
                    b.ltx_id, l.account_id, p.currency, l.amount, l.balance_after, b.at
               FROM bench_post b JOIN bench_acct a ON a.k = b.k CROSS JOIN bench_params p
              CROSS JOIN (SELECT min(ltx_id) AS first_ltx FROM bench_post) f
              CROSS JOIN LATERAL (
                SELECT CASE WHEN b.vendor_code = 'HOUSE' THEN p.house_id ELSE p.settle_id END AS counter_id
              ) v
              CROSS JOIN LATERAL (VALUES
                (0, CASE WHEN b.kind IN ('BET', 'WIN') THEN a.cash_id END, b.delta, b.cash_after),
                (1, CASE WHEN b.kind IN ('BET', 'WIN') THEN v.counter_id END, -b.delta, NULL::bigint),
                (0, CASE WHEN b.kind = 'ROLLBACK' THEN v.counter_id END, -b.delta, NULL::bigint),
                (1, CASE WHEN b.kind = 'ROLLBACK' THEN a.cash_id END, b.delta, b.cash_after),
                (CASE WHEN p.psp_id < p.house_id THEN 0 ELSE 1 END,
                 CASE WHEN b.kind = 'DEPOSIT' THEN p.psp_id END, -(b.amount - b.fee), NULL::bigint),
                (CASE WHEN p.psp_id < p.house_id THEN 1 ELSE 0 END,
                 CASE WHEN b.kind = 'DEPOSIT' THEN p.house_id END, -b.fee, NULL::bigint),
                (2, CASE WHEN b.kind = 'DEPOSIT' THEN a.cash_id END, b.delta, b.cash_after),
                (0, CASE WHEN b.kind = 'WITHDRAWAL_REQUEST' THEN a.cash_id END, b.delta, b.cash_after),
                (1, CASE WHEN b.kind = 'WITHDRAWAL_REQUEST' THEN a.held_id END, b.amount, b.amount),
                (0, CASE WHEN b.kind = 'WITHDRAWAL_PAID' THEN p.psp_id END, b.amount, NULL::bigint),
                (1, CASE WHEN b.kind = 'WITHDRAWAL_PAID' THEN a.held_id END, -b.amount, 0::bigint)
              ) AS l(pos, account_id, amount, balance_after)
              WHERE b.posts AND l.account_id IS NOT NULL AND l.amount <> 0
              ORDER BY 1`);
    await q(
      `SELECT setval(pg_get_serial_sequence('ledger_transactions', 'id'), (SELECT max(id) FROM ledger_transactions))`,
    );
    await q(
      `SELECT setval(pg_get_serial_sequence('ledger_entries', 'id'), (SELECT max(id) FROM ledger_entries))`,
    );
  });

  await step('seamless transactions', async () => {
    await q(`INSERT INTO seamless_transactions (vendor_code, transaction_uuid, kind, member_id, merchant_code, round,
                                                game_code, reference_uuid, amount_minor, currency, ledger_transaction_id,
                                                rolled_back, balance_after, created_at)
             SELECT b.vendor_code, md5(CASE b.kind WHEN 'BET' THEN 'b' WHEN 'WIN' THEN 'w' ELSE 'x' END || b.i)::uuid::text,
                    b.kind, m.id, p.merchant, md5('r' || b.i)::uuid::text, b.game_code,
                    CASE WHEN b.kind <> 'BET' THEN md5('b' || b.i)::uuid::text END,
                    b.amount, p.currency, b.ltx_id, b.rolled_back, ${decimalOf('b.cash_after')}, b.at
               FROM bench_post b JOIN bench_members m ON m.k = b.k CROSS JOIN bench_params p
              WHERE b.kind IN ('BET', 'WIN', 'ROLLBACK')
              ORDER BY b.at, b.seq`);
  });

  await step('deposits and withdrawals', async () => {
    await q(`INSERT INTO deposits (id, merchant_code, member_id, channel_id, amount_minor, fee_minor, currency, status,
                                   bank_details, psp_code, psp_reference, ledger_transaction_id, created_at, updated_at,
                                   completed_at)
             SELECT md5('d' || b.seq)::uuid, p.merchant, m.id, c.id, b.amount, b.fee, p.currency, 'COMPLETED',
                    c.bank_details, c.psp_code, CASE WHEN c.psp_code IS NOT NULL THEN 'bench-' || b.seq END, b.ltx_id,
                    b.at - interval '1 minute', b.at, b.at
               FROM bench_post b JOIN bench_members m ON m.k = b.k JOIN bench_channels c ON c.c = b.channel
              CROSS JOIN bench_params p
              WHERE b.kind = 'DEPOSIT'`);
    await q(`INSERT INTO member_bank_accounts (id, merchant_code, member_id, bank_name, account_name, account_number, created_at)
             SELECT md5('ba' || w.k)::uuid, p.merchant, m.id, 'Kasikorn Bank', 'Bench member ' || w.k,
                    lpad(w.k::text, 10, '0'), m.reg_at
               FROM bench_wd w JOIN bench_members m ON m.k = w.k CROSS JOIN bench_params p`);
    await q(`INSERT INTO withdrawals (id, merchant_code, member_id, bank_account_id, currency, amount_minor, guarantee_minor,
                                      paid_minor, received_minor, status, receipt, first_approver, requested_at, paid_at,
                                      completed_at, updated_at)
             SELECT w.id, p.merchant, m.id, md5('ba' || w.k)::uuid, p.currency, w.amount, 0, w.amount, w.amount,
                    'COMPLETED', 'RECEIVED', 'bench', w.requested_at, w.paid_at, w.completed_at, w.completed_at
               FROM bench_wd w JOIN bench_members m ON m.k = w.k CROSS JOIN bench_params p`);
  });

  await q(`SET session_replication_role = origin`);

  await step('rebuild indexes', async () => {
    const saved = await q(`SELECT how, name, table_name, def FROM bench_saved_indexes ORDER BY how DESC`);
    for (const x of saved.rows as { how: string; name: string; table_name: string; def: string }[])
      await q(x.how === 'CREATE' ? x.def : `ALTER TABLE ${x.table_name} ADD CONSTRAINT "${x.name}" ${x.def}`);
  });

  await step('analyze', async () => {
    await q(`VACUUM ANALYZE members`);
    await q(`VACUUM ANALYZE agent_tree`);
    for (const t of [...BULK_TABLES, 'ledger_accounts', 'deposits', 'withdrawals'])
      await q(`VACUUM ANALYZE ${t}`);
  });

  const counts: Record<string, number> = {};
  await step('check', async () => {
    const c = await q(`SELECT
        (SELECT count(*) FROM bench_members) AS members,
        (SELECT count(*) FROM bench_agents) AS agents,
        (SELECT count(*) FROM bench_rounds) AS rounds,
        (SELECT count(*) FROM bench_rounds WHERE rolled_back) AS rolled_back,
        (SELECT count(*) FROM bench_post WHERE kind = 'DEPOSIT') AS deposits,
        (SELECT count(*) FROM bench_wd) AS withdrawals,
        (SELECT count(*) FROM bench_post WHERE posts) AS ledger_transactions,
        (SELECT count(*) FROM bench_post WHERE kind IN ('BET', 'WIN', 'ROLLBACK')) AS seamless_transactions`);
    for (const [k, v] of Object.entries(c.rows[0] as Record<string, string>)) counts[k] = Number(v);
    const bad = await q(`SELECT
        (SELECT count(*) FROM bench_post WHERE cash_after < 0) AS negative,
        (SELECT count(*) FROM bench_acct a JOIN ledger_accounts c ON c.id = a.cash_id
           WHERE c.balance_minor <> (SELECT COALESCE(sum(e.amount_minor), 0) FROM ledger_entries e WHERE e.account_id = c.id)
        ) AS cash_mismatch,
        (SELECT sum(amount_minor) FROM ledger_entries) AS entries_sum,
        (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY 1 HAVING sum(amount_minor) <> 0) u)
          AS unbalanced`);
    const b = bad.rows[0] as {
      negative: string;
      cash_mismatch: string;
      entries_sum: string;
      unbalanced: string;
    };
    console.log(`  seed check: ${JSON.stringify(b)}`);
    const order = await q(
      `SELECT tablename, round(correlation::numeric, 3) AS correlation FROM pg_stats
                            WHERE attname = 'created_at' AND tablename = ANY($1)`,
      [BULK_TABLES],
    );
    console.log(`  seed physical order (correlation of created_at): ${JSON.stringify(order.rows)}`);
    if (Number(b.negative) || Number(b.cash_mismatch) || Number(b.entries_sum) || Number(b.unbalanced))
      throw new Error(`the seeded ledger is inconsistent: ${JSON.stringify(b)}`);
  });

  const window = await q(`SELECT to_char(start_at AT TIME ZONE time_zone, 'YYYY-MM-DD') AS first_day,
                                 to_char((end_at - interval '1 day') AT TIME ZONE time_zone, 'YYYY-MM-DD') AS last_day,
                                 time_zone, currency FROM bench_params`);
  const w = window.rows[0] as { first_day: string; last_day: string; time_zone: string; currency: string };

  for (const t of [
    'params',
    'games',
    'channels',
    'agents',
    'members',
    'rounds',
    'ev',
    'first',
    'wd',
    'post',
    'rb',
    'acct',
    'saved_indexes',
  ])
    await q(`DROP TABLE IF EXISTS bench_${t}`);
  await q(`DROP FUNCTION IF EXISTS bench_h(bigint, bigint)`);

  return {
    firstDay: w.first_day,
    lastDay: w.last_day,
    timeZone: w.time_zone,
    currency: w.currency.trim(),
    stepsMs,
    counts,
  };
}
