/**
 * bench/lottery (issue 14): settling a northern draw with 1,000,000 tickets from 50,000 members,
 * timed from the result to every win credited by the platform, exactly once. Goal: ≤ 30 s.
 *
 * The platform runs as its own process (`apps/server/src/main.ts`, demo mode, port
 * LOTTERY_BENCH_PORT, default 3480) on a fresh database of the machine's PostgreSQL
 * (BENCH_PG_ADMIN_URL); the lottery vendor runs in this process on its own database beside it,
 * exactly as in `npm run serve`. The input is written with SQL on both sides as if every ticket had
 * been staked through the seamless wallet: members and their cash accounts, the platform's BET rows,
 * the lottery's tickets, BET messages and their RS_OK answers. Then the clock starts: the result is
 * recorded, the draw settled in SQL, and every WIN sent over HTTP with bounded concurrency.
 * Sizes: LOTTERY_TICKETS (1000000), LOTTERY_MEMBERS (50000); LOTTERY_SEND_CONCURRENCY (48).
 * LOTTERY_BENCH_PROF_DIR: a directory for the platform's CPU profile.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createLotteryService } from '../../apps/house-lottery/src/app.ts';
import { loadConfig } from '../../apps/house-lottery/src/config.ts';
import { dealResult, type DrawResult } from '../../apps/house-lottery/src/domain/index.ts';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TICKETS = Number(process.env.LOTTERY_TICKETS ?? 1_000_000);
const MEMBERS = Number(process.env.LOTTERY_MEMBERS ?? 50_000);
const PORT = Number(process.env.LOTTERY_BENCH_PORT ?? 3480);
const CONCURRENCY = Number(process.env.LOTTERY_SEND_CONCURRENCY ?? 48);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const DRAW = 'VN_NORTH-BENCH';

async function sql(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}
const dbUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** CPU (user + system) of a process from /proc, in ms (clock ticks of 10 ms); null once it is gone. */
async function procCpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * CPU of the platform process and of every PostgreSQL backend of the two bench databases while the
 * clock runs: backends are listed every 200 ms from pg_stat_activity and read from /proc (a
 * backend's CPU before it is first seen counts when it appeared after the start; a parallel worker
 * living less than 200 ms is missed).
 */
function cpuSampler(databases: string[], platformPid: number) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const databaseOf = new Map<number, string>();
  let platformStart = 0;
  let stop = false;
  let loop: Promise<void> = Promise.resolve();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  const sample = async (initial: boolean) => {
    const r = await admin.query<{ pid: number; datname: string }>(
      `SELECT pid, datname FROM pg_stat_activity WHERE datname = ANY($1)`,
      [databases],
    );
    for (const { pid, datname } of r.rows) {
      const ms = await procCpuMs(pid);
      if (ms === null) continue;
      if (!first.has(pid)) first.set(pid, initial ? ms : 0);
      last.set(pid, ms);
      databaseOf.set(pid, datname);
    }
  };
  /** Transactions committed and rolled back per database (pg_stat_database, as of the last flush). */
  const transactions = async () => {
    const r = await admin.query<{ datname: string; commits: string; rollbacks: string }>(
      `SELECT datname, xact_commit::text AS commits, xact_rollback::text AS rollbacks
         FROM pg_stat_database WHERE datname = ANY($1)`,
      [databases],
    );
    return Object.fromEntries(
      r.rows.map((row) => [row.datname, { commits: Number(row.commits), rollbacks: Number(row.rollbacks) }]),
    );
  };
  let transactionsAtStart: Record<string, { commits: number; rollbacks: number }> = {};
  /** CPU so far: the platform's, PostgreSQL's, and PostgreSQL's per database. */
  const totals = async () => {
    const now = await transactions();
    const transactionsByDatabase = Object.fromEntries(
      Object.entries(now).map(([db, t]) => [
        db,
        {
          commits: t.commits - (transactionsAtStart[db]?.commits ?? 0),
          rollbacks: t.rollbacks - (transactionsAtStart[db]?.rollbacks ?? 0),
        },
      ]),
    );
    const byDatabase: Record<string, number> = Object.fromEntries(databases.map((d) => [d, 0]));
    let pgMs = 0;
    for (const [pid, ms] of last) {
      const used = ms - (first.get(pid) ?? 0);
      pgMs += used;
      byDatabase[databaseOf.get(pid)!] = (byDatabase[databaseOf.get(pid)!] ?? 0) + used;
    }
    return {
      platformMs: ((await procCpuMs(platformPid)) ?? 0) - platformStart,
      postgresMs: pgMs,
      postgresMsByDatabase: byDatabase,
      transactionsByDatabase,
    };
  };
  return {
    async start() {
      await admin.connect();
      platformStart = (await procCpuMs(platformPid)) ?? 0;
      transactionsAtStart = await transactions();
      await sample(true);
      loop = (async () => {
        while (!stop) {
          await new Promise((r) => setTimeout(r, 200));
          await sample(false).catch(() => undefined);
        }
      })();
    },
    /** CPU so far, without stopping. */
    async mark() {
      await sample(false).catch(() => undefined);
      return totals();
    },
    async stop() {
      await sample(false).catch(() => undefined);
      stop = true;
      await loop;
      const result = await totals();
      await admin.end();
      return result;
    },
  };
}

async function timed<T>(label: string, work: () => Promise<T>) {
  const startCpu = cpuMs();
  const start = performance.now();
  const value = await work();
  const wallMs = Math.round(performance.now() - start);
  console.log(`${label}: ${wallMs} ms (vendor CPU ${Math.round(cpuMs() - startCpu)} ms)`);
  return { value, wallMs };
}

/** The bet mix, in SQL over i (deterministic): h(i, salt) is a uniform integer in [0, 2^31). */
const H = (salt: string) => `(hashtext('${salt}' || i) & 2147483647)`;
const TICKETS_SQL = `
  WITH g AS (
    SELECT i, ${H('k')} % 100 AS kind_pick, ${H('n')} % 100 AS n1, ${H('m')} % 99 AS n2off, ${H('c')} % 1000 AS n3,
           1 + ${H('u')} % 5 AS units, md5('m' || (${H('w')} % $2))::uuid AS member_id
      FROM generate_series(1, $1) i
  ), t AS (
    SELECT i, member_id, units,
           CASE WHEN kind_pick < 50 THEN 'LO2' WHEN kind_pick < 80 THEN 'DE' WHEN kind_pick < 90 THEN 'XIEN2'
                WHEN kind_pick < 95 THEN 'CANG3' ELSE 'LO3' END AS bet_type,
           lpad(n1::text, 2, '0') AS a, lpad(((n1 + 1 + n2off) % 100)::text, 2, '0') AS b, lpad(n3::text, 3, '0') AS c
      FROM g
  )`;

async function main() {
  const tag = randomBytes(3).toString('hex');
  const platformDb = `bench_lotto_${tag}`;
  const lotteryDb = `${platformDb}_lottery`;
  await sql(ADMIN_URL, `CREATE DATABASE ${platformDb}`);
  const dataDir = `/tmp/lottery/bench-${tag}`;
  await mkdir(dataDir, { recursive: true });
  const platformUrl = `http://127.0.0.1:${PORT}`;
  console.log(`platform database ${platformDb}; starting the platform on ${platformUrl}`);
  // LOTTERY_BENCH_PROF_DIR: the platform writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools, or read it with bench/support/cpu-profile-top.ts).
  const profDir = process.env.LOTTERY_BENCH_PROF_DIR;
  const profArgs = profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [];
  const platform = spawn(process.execPath, [...profArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: dbUrl(platformDb),
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'error',
      MODE: 'api',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopPlatform = () => platform.exitCode === null && platform.kill('SIGTERM');
  process.on('exit', stopPlatform);
  for (let waited = 0; ; waited += 1000) {
    const up = await fetch(`${platformUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (waited > 600_000 || platform.exitCode !== null) throw new Error('the platform did not start');
    await new Promise((r) => setTimeout(r, 1000));
  }
  // Demo seeding finishes after /api/health answers: wait for the demo members.
  for (;;) {
    const r = await sql(
      dbUrl(platformDb),
      `SELECT count(*)::int AS n FROM members WHERE username = 'demo20'`,
    ).catch(() => null);
    if (r && r.rows[0].n > 0) break;
    await new Promise((r) => setTimeout(r, 1000));
  }

  const lottery = await createLotteryService(
    {
      ...loadConfig({
        PLATFORM_URL: platformUrl,
        LOG_LEVEL: 'silent',
        LOTTERY_FEED: 'none',
        LOTTERY_SEND_CONCURRENCY: String(CONCURRENCY),
      }),
      databaseUrl: dbUrl(lotteryDb),
    },
    { scheduler: false },
  );
  await lottery.start();
  const drawAt = Date.now() - 60_000;

  await timed(`seed: ${MEMBERS} members and cash accounts (platform)`, async () => {
    await sql(
      dbUrl(platformDb),
      `INSERT INTO members (id, merchant_code, username, password_hash, type)
       SELECT md5('m' || k)::uuid, 'ROYAL', 'lb' || lpad(k::text, 6, '0'), 'x', 0 FROM generate_series(0, $1 - 1) k`,
      [MEMBERS],
    );
    await sql(
      dbUrl(platformDb),
      `INSERT INTO ledger_accounts (merchant_code, member_id, kind, currency, balance_minor)
       SELECT 'ROYAL', md5('m' || k)::uuid, 'CASH', 'THB', 0 FROM generate_series(0, $1 - 1) k`,
      [MEMBERS],
    );
  });
  await timed(`seed: ${TICKETS} tickets, BET messages and answers (lottery)`, async () => {
    await lottery.draws.insertPlans([
      {
        drawId: DRAW,
        market: 'VN_NORTH',
        gameCode: 'lotto-vn-north',
        provinceCode: 'HN',
        provinceName: 'Hà Nội',
        drawDate: new Date(drawAt).toISOString().slice(0, 10),
        opensAtMs: drawAt - 86_400_000,
        closesAtMs: drawAt - 900_000,
        drawAtMs: drawAt,
      },
    ]);
    await lottery.db.query(`UPDATE lottery_draws SET state = 'CLOSED' WHERE draw_id = $1`, [DRAW]);
    const u = dbUrl(lotteryDb);
    await sql(
      u,
      `${TICKETS_SQL}
      INSERT INTO lottery_tickets (ticket_id, draw_id, merchant_code, member_id, currency, bet_type, kind, combination, numbers, match_key, units, cost_minor, payouts_minor, potential_win_minor, bet_uuid)
      SELECT md5('t' || i)::uuid, '${DRAW}', 'ROYAL', member_id::text, 'THB', bet_type,
             CASE bet_type WHEN 'LO2' THEN 'L2' WHEN 'DE' THEN 'DE' WHEN 'CANG3' THEN 'C3' WHEN 'LO3' THEN 'L3' END,
             CASE WHEN bet_type = 'XIEN2' THEN 'ALL' END,
             CASE bet_type WHEN 'XIEN2' THEN ARRAY[least(a, b), greatest(a, b)] WHEN 'CANG3' THEN ARRAY[c] WHEN 'LO3' THEN ARRAY[c] ELSE ARRAY[a] END,
             CASE bet_type WHEN 'XIEN2' THEN least(a, b) || '-' || greatest(a, b) WHEN 'CANG3' THEN c WHEN 'LO3' THEN c ELSE a END,
             units,
             units * 100 * CASE bet_type WHEN 'LO2' THEN 23 WHEN 'LO3' THEN 23 ELSE 1 END,
             ARRAY[100 * CASE bet_type WHEN 'LO2' THEN 80 WHEN 'DE' THEN 95 WHEN 'XIEN2' THEN 17 ELSE 900 END]::bigint[],
             units * 100 * CASE bet_type WHEN 'LO2' THEN 80 WHEN 'DE' THEN 95 WHEN 'XIEN2' THEN 17 ELSE 900 END,
             md5('b' || md5('t' || i)::uuid)::uuid
        FROM t`,
      [TICKETS, MEMBERS],
    );
    await sql(
      u,
      `INSERT INTO lottery_messages (tx_uuid, kind, ticket_id, draw_id, member_id, game_code, currency, amount_minor)
      SELECT md5('b' || ticket_id)::uuid, 'BET', ticket_id, draw_id, member_id, 'lotto-vn-north', currency, cost_minor FROM lottery_tickets WHERE draw_id = '${DRAW}'`,
    );
    await sql(
      u,
      `INSERT INTO lottery_message_answers (tx_uuid, status) SELECT tx_uuid, 'RS_OK' FROM lottery_messages WHERE draw_id = '${DRAW}' AND kind = 'BET'`,
    );
    await sql(u, `VACUUM ANALYZE lottery_tickets`);
    await sql(u, `VACUUM ANALYZE lottery_messages`);
    await sql(u, `VACUUM ANALYZE lottery_message_answers`);
  });
  await timed(`seed: ${TICKETS} BET rows of vendor LOTTO (platform)`, async () => {
    // The same tickets, as the platform recorded their stakes (uuids derived the same way).
    await sql(
      dbUrl(platformDb),
      `${TICKETS_SQL}
      INSERT INTO seamless_transactions (vendor_code, transaction_uuid, kind, member_id, merchant_code, round, game_code, amount_minor, currency)
      SELECT 'LOTTO', md5('b' || md5('t' || i)::uuid)::uuid::text, 'BET', member_id, 'ROYAL', md5('t' || i)::uuid::text, 'lotto-vn-north',
             units * 100 * CASE bet_type WHEN 'LO2' THEN 23 WHEN 'LO3' THEN 23 ELSE 1 END, 'THB'
        FROM t`,
      [TICKETS, MEMBERS],
    );
    await sql(dbUrl(platformDb), `VACUUM ANALYZE seamless_transactions`);
  });

  const result: DrawResult = dealResult('VN_NORTH', `bench-${tag}`, DRAW);
  console.log(`result: special ${result.DB![0]}; go`);
  const sampler = cpuSampler([platformDb, lotteryDb], platform.pid!);
  await sampler.start();
  const vendorCpuStart = cpuMs();
  const clockStart = (await lottery.db.query<{ at: Date }>(`SELECT clock_timestamp() AS at`)).rows[0]!.at;
  const total = performance.now();
  const recorded = await timed('record the result', () => lottery.draws.recordResult(DRAW, result, 'FEED'));
  // As the vendor's scheduler does: the wins are sent as soon as they are written, and the zero wins
  // are written once the wins are answered; then everything still open.
  let winsWrittenMs = 0;
  let sending: Promise<number> = Promise.resolve(0);
  // CPU when the wins (written first) were all answered: the part of the run the goal is about.
  let cpuAtWinsAnswered: Promise<Record<string, unknown>> | null = null;
  const settled = await timed('settle in SQL (settlements + WIN messages; sent meanwhile)', () =>
    lottery.draws.settle(DRAW, {
      onEndingsWritten: () => {
        sending = lottery.outbox.drainSoon(DRAW);
        if (!winsWrittenMs) {
          winsWrittenMs = Math.round(performance.now() - total);
          console.log(`wins written after ${winsWrittenMs} ms: sending them`);
          cpuAtWinsAnswered = sending.then(async () => ({
            atMs: Math.round(performance.now() - total),
            vendorMs: Math.round(cpuMs() - vendorCpuStart),
            ...(await sampler.mark()),
          }));
        }
        return sending;
      },
    }),
  );
  const cpuAtSettled = { vendor: Math.round(cpuMs() - vendorCpuStart), ...(await sampler.mark()) };
  if (process.env.LOTTERY_BENCH_PROBE === '1') {
    // One call at a time: the latency of a single win, apart from any queueing.
    const probe = await lottery.outbox.openMessages(20, DRAW);
    const times: number[] = [];
    for (const m of probe) {
      const at = performance.now();
      const answer = await lottery.outbox.sendOne(m);
      times.push(Math.round(performance.now() - at));
      if (answer) await lottery.outbox.recordAnswers(lottery.db, [{ txUuid: m.tx_uuid, answer }]);
    }
    console.log(`probe: one win at a time took ${times.join(', ')} ms`);
  }
  const sent = await timed('send the endings still open after the settle SQL', async () => ({
    answered: (await sending) + (await lottery.outbox.drainSoon(DRAW)),
    open: 0,
  }));
  const totalMs = Math.round(performance.now() - total);
  const vendorCpuMs = Math.round(cpuMs() - vendorCpuStart);
  const cpu = await sampler.stop();
  const winsInBudget = sent.value.answered;
  // Whatever the budget left open is sent now (resumed from the outbox, exactly once), unless the
  // budget was set to keep a loaded machine's run short (LOTTERY_SEND_REST=0).
  const rest =
    process.env.LOTTERY_SEND_REST === '0'
      ? { value: { answered: 0, open: 0 }, wallMs: 0 }
      : await timed('send the rest', () => lottery.outbox.drain(DRAW));

  // Every accepted ticket is settled (a loss with a WIN of 0 that closes its round): n messages sent.
  const lot = await lottery.db.query<{ n: number; winners: number; sum: string }>(
    `SELECT count(*)::int AS n, (count(*) FILTER (WHERE win_minor > 0))::int AS winners,
            coalesce(sum(win_minor), 0)::text AS sum FROM lottery_settlements WHERE draw_id = $1`,
    [DRAW],
  );
  // When the last win (> 0) and the last ending of all were answered, from the clock's start.
  const answeredBy = await lottery.db.query<{ wins_ms: number | null; all_ms: number | null }>(
    `SELECT (extract(epoch FROM max(a.answered_at) FILTER (WHERE m.amount_minor > 0) - $2::timestamptz) * 1000)::int AS wins_ms,
            (extract(epoch FROM max(a.answered_at) - $2::timestamptz) * 1000)::int AS all_ms
       FROM lottery_messages m JOIN lottery_message_answers a ON a.tx_uuid = m.tx_uuid
      WHERE m.draw_id = $1 AND m.kind = 'WIN'`,
    [DRAW, clockStart],
  );
  const plat = await sql(
    dbUrl(platformDb),
    `SELECT count(*)::int AS n, coalesce(sum(amount_minor), 0)::text AS sum FROM seamless_transactions WHERE vendor_code = 'LOTTO' AND kind = 'WIN'`,
  );
  const open = await lottery.outbox.openMessages(10, DRAW);
  const twice = (
    await sql(
      dbUrl(platformDb),
      `SELECT count(*)::int AS n FROM (SELECT round FROM seamless_transactions
         WHERE vendor_code = 'LOTTO' AND kind = 'WIN' GROUP BY round HAVING count(*) > 1) d`,
    )
  ).rows[0].n as number;
  const figures = {
    tickets: TICKETS,
    members: MEMBERS,
    concurrency: CONCURRENCY,
    winners: lot.rows[0]!.winners,
    settledTickets: lot.rows[0]!.n,
    winsMinor: lot.rows[0]!.sum,
    platformWins: plat.rows[0].n,
    platformWinsMinor: plat.rows[0].sum,
    openAfter: open.length,
    recordMs: recorded.wallMs,
    settleSqlMs: settled.wallMs,
    sendMs: sent.wallMs,
    winsSentInBudget: winsInBudget,
    restSent: rest.value.answered,
    restMs: rest.wallMs,
    winsWrittenMs,
    /** Endings answered per second from the wins written to the last answer. */
    endingsPerSecond: Math.round((winsInBudget / Math.max(1, totalMs - winsWrittenMs)) * 1000),
    /** Time to close every round at the measured rate: wins written + messages / rate. */
    projectedTotalMs: Math.round(
      winsWrittenMs + (lot.rows[0]!.n / Math.max(1, winsInBudget)) * (totalMs - winsWrittenMs),
    ),
    everyWinCreditedMs: answeredBy.rows[0]!.wins_ms,
    everyEndingAnsweredMs: answeredBy.rows[0]!.all_ms,
    /** CPU while the clock ran (result → last ending answered), in ms and µs per ticket. */
    cpuMs: { vendor: vendorCpuMs, platform: cpu.platformMs, postgres: cpu.postgresMs },
    /** CPU from the result to the end of the settle SQL (sending of the wins included). */
    cpuMsAtSettled: cpuAtSettled,
    /** CPU from the result to the draw's wins all answered (before the zero wins are written). */
    cpuMsAtWinsAnswered: await cpuAtWinsAnswered,
    cpuUsPerTicket: {
      vendor: Math.round((vendorCpuMs / TICKETS) * 10_000) / 10,
      platform: Math.round((cpu.platformMs / TICKETS) * 10_000) / 10,
      postgres: Math.round((cpu.postgresMs / TICKETS) * 10_000) / 10,
    },
    loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 10) / 10),
    totalMs,
    goalMs: 30_000,
    unanswered: lottery.outbox.problems(),
    // No ticket paid twice on the platform; and, when nothing is left open, every win credited.
    exactlyOnce: twice === 0,
    allCredited:
      open.length === 0 && plat.rows[0].n === lot.rows[0]!.n && plat.rows[0].sum === lot.rows[0]!.sum,
    at: new Date().toISOString(),
  };
  console.log(JSON.stringify(figures, null, 2));
  await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(repoRoot, `bench/results/lottery-settle${TICKETS === 1_000_000 ? '' : `-${TICKETS}`}.json`),
    `${JSON.stringify(figures, null, 2)}\n`,
  );

  await lottery.stop();
  stopPlatform();
  await new Promise((r) => setTimeout(r, 2000));
  if (process.env.BENCH_KEEP !== '1') {
    await sql(ADMIN_URL, `DROP DATABASE IF EXISTS ${lotteryDb} WITH (FORCE)`);
    await sql(ADMIN_URL, `DROP DATABASE IF EXISTS ${platformDb} WITH (FORCE)`);
  }
  process.exit(figures.exactlyOnce && (figures.allCredited || process.env.LOTTERY_SEND_REST === '0') ? 0 : 1);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
