/**
 * bench/settlement (issue 11): the settlement engine over a 5-level tree of 100,000 members with
 * 1,000,000 settled rounds in one day. Goals: the real-time salary run over one 5-minute window in
 * ≤ 10 s, the daily salary run over the day in ≤ 60 s, memory bounded.
 *
 * It makes a database of its own (BENCH_PG_ADMIN_URL, default the machine's PostgreSQL), migrates it,
 * seeds the demo merchants, then writes the tree, the contracts and the rounds with SQL (the data is
 * the input; the engine under test is the platform's, called in-process). Then it times
 * `engine.calculate` (figures, tiers, statements and rows; payment is timed apart) and reports CPU
 * and memory. Sizes: SETTLEMENT_MEMBERS (default 100000), SETTLEMENT_ROUNDS (default 1000000).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { seedDemo } from '../../apps/server/src/demo/demo-seed.ts';
import { periodAt, previousPeriod } from '../../apps/server/src/modules/agents/index.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { createMemoryStore } from '../../apps/server/src/platform/cache/memory-store.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { createDatabase } from '../../apps/server/src/platform/db/database.ts';
import { migrate } from '../../apps/server/src/platform/db/migrate.ts';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = Number(process.env.SETTLEMENT_MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.SETTLEMENT_ROUNDS ?? 1_000_000);
/** Agents per level under each agent of the level above: 10 tops, 100, 1,000, then the members. */
const FAN_OUT = 10;
const TIME_ZONE = 'Asia/Bangkok';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function timed<T>(label: string, work: () => Promise<T>) {
  const startCpu = cpuMs();
  const start = performance.now();
  const value = await work();
  const wallMs = Math.round(performance.now() - start);
  const nodeCpuMs = Math.round(cpuMs() - startCpu);
  console.log(`${label}: ${wallMs} ms (node CPU ${nodeCpuMs} ms)`);
  return { value, wallMs, nodeCpuMs };
}

async function main() {
  const name = `bench_settlement_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString(), 4);
  let peakRssMb = 0;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, Math.round(process.memoryUsage().rss / 1024 / 1024));
  }, 100);
  try {
    await migrate(db);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DEMO: '1',
      DATABASE_URL: url.toString(),
      WEB_DIST_DIR: '/nonexistent',
      BACKOFFICE_DIST_DIR: '/nonexistent',
    });
    const { modules } = await buildApp({
      config,
      db,
      store: createMemoryStore(systemClock),
      clock: systemClock,
    });
    await seedDemo({
      systemSeeding: modules.system.seeding,
      vendors: modules.seamless,
      operators: modules.operators.service,
      games: modules.games.service,
      identity: modules.identity.registration,
      cashier: modules.cashier,
      agents: modules.agents,
    });

    const day = previousPeriod(periodAt('D', new Date(), TIME_ZONE), TIME_ZONE);
    const levels = [FAN_OUT, FAN_OUT ** 2, FAN_OUT ** 3];
    const membersPerLeaf = Math.ceil(MEMBERS / levels[2]!);
    await timed('tree (1,110 agents, members, closure)', async () => {
      // Agents of levels 0–2, then members under the level-2 agents: usernames say where they are.
      await db.query(
        `INSERT INTO members (id, merchant_code, username, password_hash, type, parent_id)
         SELECT gen_random_uuid(), 'ROYAL', 'ba0_' || i, 'x', 1, NULL FROM generate_series(1, $1) i`,
        [levels[0]],
      );
      for (let level = 1; level <= 2; level++) {
        await db.query(
          `INSERT INTO members (id, merchant_code, username, password_hash, type, parent_id)
           SELECT gen_random_uuid(), 'ROYAL', 'ba${level}_' || p.n || '_' || i, 'x', 2, p.id
             FROM (SELECT id, row_number() OVER (ORDER BY username) AS n FROM members
                    WHERE username LIKE 'ba${level - 1}\\_%') p
            CROSS JOIN generate_series(1, $1) i`,
          [FAN_OUT],
        );
      }
      await db.query(
        `INSERT INTO members (id, merchant_code, username, password_hash, type, parent_id)
         SELECT gen_random_uuid(), 'ROYAL', 'bm_' || p.n || '_' || i, 'x', 0, p.id
           FROM (SELECT id, row_number() OVER (ORDER BY username) AS n FROM members WHERE username LIKE 'ba2\\_%') p
          CROSS JOIN generate_series(1, $1) i`,
        [membersPerLeaf],
      );
      await db.query(
        `INSERT INTO agent_tree (merchant_code, ancestor_id, descendant_id, depth)
         WITH RECURSIVE chain AS (
           SELECT m.merchant_code, m.id AS descendant_id, m.id AS ancestor_id, m.parent_id AS next_id, 0 AS depth
             FROM members m WHERE m.username LIKE 'b%\\_%'
           UNION ALL
           SELECT c.merchant_code, c.descendant_id, p.id, p.parent_id, c.depth + 1
             FROM chain c JOIN members p ON p.id = c.next_id
         )
         SELECT merchant_code, ancestor_id, descendant_id, depth FROM chain
         ON CONFLICT DO NOTHING`,
      );
    });

    await timed('contracts (every agent: real-time and daily salary)', async () => {
      // Rates fall by level, so every downline stays within its upline (ADR 0024's order).
      for (const [kind, tiersOf] of [
        [
          'realtimeSalary',
          (level: number) =>
            `[{"minValidBet":"100.00","minActiveMembers":0,"minNetLoss":"0.00","rate":"${(0.3 - level * 0.05).toFixed(2)}","lossRate":"${(0.8 - level * 0.1).toFixed(2)}"}]`,
        ],
        [
          'dailySalary',
          (level: number) =>
            `[{"minValidBet":"0.00","minActiveMembers":0,"minNetLoss":"0.00","rate":"${(1 - level * 0.2).toFixed(2)}"},{"minValidBet":"100000.00","minActiveMembers":0,"minNetLoss":"0.00","rate":"${(1.5 - level * 0.3).toFixed(2)}"}]`,
        ],
      ] as const) {
        for (let level = 0; level <= 2; level++) {
          await db.query(
            `INSERT INTO agent_contracts (id, merchant_code, kind, cycle, payee_id, payer_id, tiers, status, offered_at,
                                          offered_by, signed_at)
             SELECT gen_random_uuid(), 'ROYAL', $1, NULL, m.id, m.parent_id, $2::jsonb, 'ACTIVE', $3, 'bench', $3
               FROM members m WHERE m.username LIKE 'ba${level}\\_%'`,
            [kind, tiersOf(level), new Date(day.startAt.getTime() - 86_400_000)],
          );
        }
      }
    });

    await timed(`rounds (${ROUNDS.toLocaleString('en')} settled, a bet and a win each)`, async () => {
      const members = await db.query<{ id: string }>(`SELECT id FROM members WHERE username LIKE 'bm\\_%'`);
      const ids = members.rows.map((r) => r.id);
      const chunk = 100_000;
      for (let from = 0; from < ROUNDS; from += chunk) {
        const count = Math.min(chunk, ROUNDS - from);
        // Round i: member i mod N, spread evenly over the day, stake 1.00–50.00, half of them lost.
        await db.query(
          `WITH r AS (
             SELECT i, ($1::uuid[])[1 + (i % $2)] AS member_id,
                    $3::timestamptz + (i * ($4::float8 / $5)) * interval '1 millisecond' AS at,
                    (100 + (i * 7919) % 4900)::bigint AS stake
               FROM generate_series($6::bigint, $6::bigint + $7 - 1) i
           )
           INSERT INTO seamless_transactions (vendor_code, transaction_uuid, kind, member_id, merchant_code, round,
                                              game_code, reference_uuid, amount_minor, currency, created_at)
           SELECT 'HOUSE', 'bench-' || i || '-' || k.kind, k.kind, r.member_id, 'ROYAL', 'bench-' || i,
                  'house-baccarat', CASE WHEN k.kind = 'WIN' THEN 'bench-' || i || '-BET' END,
                  CASE WHEN k.kind = 'BET' THEN r.stake WHEN i % 2 = 0 THEN 0 ELSE r.stake * 2 END, 'THB',
                  r.at + CASE WHEN k.kind = 'WIN' THEN interval '20 seconds' ELSE interval '0' END
             FROM r CROSS JOIN (VALUES ('BET'), ('WIN')) AS k(kind)`,
          [
            ids,
            ids.length,
            day.startAt,
            day.endAt.getTime() - day.startAt.getTime() - 60_000,
            ROUNDS,
            from,
            count,
          ],
        );
      }
      // What autovacuum does in production: statistics, and the BRIN ranges summarised.
      await db.query('VACUUM ANALYZE seamless_transactions');
      await db.query('ANALYZE');
    });

    const engine = modules.agentContracts.engine;
    const merchant = await modules.agentContracts.merchant('ROYAL');
    const window = periodAt('RT', new Date(day.startAt.getTime() + 12 * 3_600_000), TIME_ZONE);
    const realtime = await timed(`real-time salary, one 5-minute window (${window.key})`, () =>
      engine.calculate(merchant, 'realtimeSalary', null, window, { dryRun: false, triggeredBy: 'BENCH' }),
    );
    const daily = await timed(`daily salary, the day (${day.key})`, () =>
      engine.calculate(merchant, 'dailySalary', null, day, { dryRun: false, triggeredBy: 'BENCH' }),
    );
    const rerun = await timed('daily salary re-run (settled: creates nothing)', () =>
      engine.calculate(merchant, 'dailySalary', null, day, { dryRun: false, triggeredBy: 'BENCH' }),
    );
    const payment = await timed('payment of both runs (merchant → tops → down)', () =>
      engine.payPending(merchant),
    );
    const counted = await db.query<{ rounds: string }>(
      `SELECT sum((statement->'inputs'->>'roundsCounted')::bigint) AS rounds FROM contract_settlements
        WHERE period_key = $1 AND depth = 0`,
      [day.key],
    );
    const report = {
      members: MEMBERS,
      agents: levels.reduce((a, b) => a + b, 0),
      rounds: ROUNDS,
      roundsCountedByTops: Number(counted.rows[0]?.rounds ?? 0),
      realtimeWindow: {
        ms: realtime.wallMs,
        nodeCpuMs: realtime.nodeCpuMs,
        settlements: realtime.value?.created,
        stepsMs: realtime.value?.timingsMs,
      },
      dailyDay: {
        ms: daily.wallMs,
        nodeCpuMs: daily.nodeCpuMs,
        settlements: daily.value?.created,
        stepsMs: daily.value?.timingsMs,
      },
      dailyRerun: { ms: rerun.wallMs, created: rerun.value?.created },
      payment: { ms: payment.wallMs, ...payment.value },
      peakRssMb,
      targets: { realtimeWithin10s: realtime.wallMs <= 10_000, dailyWithin60s: daily.wallMs <= 60_000 },
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    clearInterval(sampler);
    await db.close();
    if (!process.env.KEEP_DATABASE) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
process.exit(0);
