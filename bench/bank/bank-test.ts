/**
 * bench/bank: the money invariants under load, retries and crashes.
 *
 * Many concurrent clients do random bets, wins, rollbacks (seamless wallet, signed as a vendor),
 * deposits (PSP simulator callbacks), withdrawals (request, then operator rejection or payment and the
 * member's receipt), transfers to the upline, and duplicate retries, all over HTTP. Meanwhile the
 * server is killed with SIGKILL and restarted, and its database connections are dropped. Every
 * operation is retried with its key until it gets a definitive answer. Afterwards:
 * entries sum to zero, no wallet is negative, cached balances equal their entries, every member's
 * balance equals the opening balance plus the effects of the acknowledged operations, and every
 * acknowledged operation is in the ledger exactly once.
 *
 *   BANK_SIZE=small npx tsx bench/bank/bank-test.ts   # CI (about a minute)
 *   BANK_SIZE=large npx tsx bench/bank/bank-test.ts   # the benchmark
 *
 * Needs a PostgreSQL it may create a database in (BENCH_PG_ADMIN_URL, default the machine's).
 * Exits 1 when an invariant fails.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { encryptPayload } from '../../apps/server/src/platform/crypto/hybrid-encryption.ts';
import { signSeamlessRequest } from '../../apps/server/src/modules/seamless/index.ts';
import { repoRoot, startServer } from '../support/load.ts';

const SIZES = {
  small: { clients: 12, operations: 1_500, kills: 2, drops: 2 },
  large: { clients: 48, operations: 30_000, kills: 8, drops: 8 },
} as const;
const SIZE = SIZES[(process.env.BANK_SIZE ?? 'small') as keyof typeof SIZES] ?? SIZES.small;
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BANK_PORT ?? 3920);
const SECRET = 'bank-test-house-secret-0123456789';
const DATABASE = `bank_${randomBytes(3).toString('hex')}`;
const PAYMENT_PASSWORD = '246810';

const dbUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

// ---- the server, which the chaos loop kills ----

let base = '';
let server: ChildProcess | null = null;
let serverUp = false;

const crashes: string[] = [];
let expectingExit = false;

async function boot() {
  const started = await startServer({
    port: PORT,
    env: { DATABASE_URL: dbUrl, HOUSE_GAMES_SECRET: SECRET, DATABASE_POOL_SIZE: '12', LOG_LEVEL: 'error' },
  });
  base = started.url;
  server = started.child;
  serverUp = true;
  // A server that dies on its own (not our SIGKILL) is a failure to report; bring it back and go on.
  started.child.once('exit', (code, signal) => {
    if (expectingExit) return;
    crashes.push(`server exited on its own (code ${code}, signal ${signal})`);
    serverUp = false;
    void boot();
  });
}

async function killServer() {
  serverUp = false;
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  expectingExit = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  expectingExit = false;
}

// ---- retrying HTTP: every operation is repeated with its key until definitively answered ----

class Retry extends Error {}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let retries = 0;
let throttled = 0;

async function untilAnswered<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof Retry) && !(error instanceof TypeError)) throw error;
      retries += 1;
      if (i > 2_000) throw new Error('operation never answered', { cause: error });
      await sleep(50 + Math.random() * 150);
    }
  }
}

async function http(
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; raw?: string } = {},
) {
  if (!serverUp) throw new Retry();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...options.headers },
    ...(options.raw !== undefined
      ? { body: options.raw }
      : options.body !== undefined
        ? { body: JSON.stringify(options.body) }
        : {}),
  });
  const text = await res.text();
  // A crash or a dropped connection surfaces as a 5xx or no answer: try again with the same key.
  if (res.status >= 500) throw new Retry();
  // Shed under load (429 with Retry-After): not an answer about the operation, so ask again.
  if (res.status === 429) {
    throttled += 1;
    throw new Retry();
  }
  return {
    status: res.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many routes, read field by field
    json: JSON.parse(text) as Record<string, unknown> & { success?: boolean; code?: string; value?: any },
  };
}

let publicKey: { keyId: string; publicKey: string } | null = null;
async function encrypted(
  method: string,
  url: string,
  fields: Record<string, unknown>,
  headers: Record<string, string>,
) {
  publicKey ??= (await http('GET', '/api/wps/system/publicKey')).json.value as {
    keyId: string;
    publicKey: string;
  };
  // Re-encrypted on every attempt: a fresh nonce each time, the same Idempotency-Key.
  const body = encryptPayload(publicKey.keyId, publicKey.publicKey, {
    ...fields,
    ts: Date.now(),
    nonce: randomBytes(12).toString('hex'),
  });
  return http(method, url, { body, headers });
}

async function vendor(call: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) {
  const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const ts = Math.floor(Date.now() / 1000);
  const path = `/api/seamless/HOUSE/${call}`;
  const res = await http('POST', path, {
    raw,
    headers: { 'x-timestamp': String(ts), 'x-signature': signSeamlessRequest(SECRET, ts, 'POST', path, raw) },
  });
  const status = String(res.json.status);
  if (status === 'RS_ERROR_UNKNOWN') throw new Retry();
  return status;
}

// ---- the model: what each acknowledged operation must have done ----

interface Member {
  username: string;
  id: string;
  token: string;
  vendorToken: string;
  bankAccountId: string;
  hasUpline: boolean;
}

const expectedCashMinor = new Map<string, bigint>();
const acknowledged = {
  bets: new Set<string>(),
  wins: new Set<string>(),
  rollbacks: new Set<string>(),
  transfers: new Set<string>(),
  deposits: new Set<string>(),
  withdrawals: new Set<string>(),
};
const counts: Record<string, number> = {};
const count = (what: string) => (counts[what] = (counts[what] ?? 0) + 1);
const move = (memberId: string, deltaMinor: bigint) =>
  expectedCashMinor.set(memberId, (expectedCashMinor.get(memberId) ?? 0n) + deltaMinor);
const minorOf = (amount: string) => BigInt(amount.replace('.', ''));
const randomAmount = (max: number) =>
  `${1 + Math.floor(Math.random() * max)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

let operatorToken = '';
let agentId = '';

async function betRound(m: Member) {
  const bet = {
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    game_code: 'bank',
    user: m.id,
    token: m.vendorToken,
    currency: 'THB',
    amount: randomAmount(40),
  };
  const status = await untilAnswered(() => vendor('bet', bet));
  count(`bet ${status}`);
  if (status !== 'RS_OK') return;
  acknowledged.bets.add(bet.transaction_uuid);
  move(m.id, -minorOf(bet.amount));
  // A vendor retry of the same bet: the first answer, nothing moves.
  if (Math.random() < 0.2) count(`bet replay ${await untilAnswered(() => vendor('bet', bet))}`);
  const next = Math.random();
  if (next < 0.5) {
    const win = {
      ...bet,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      amount: randomAmount(60),
    };
    const w = await untilAnswered(() => vendor('win', win));
    count(`win ${w}`);
    if (w === 'RS_OK') {
      acknowledged.wins.add(win.transaction_uuid);
      move(m.id, minorOf(win.amount));
      if (Math.random() < 0.2) count(`win replay ${await untilAnswered(() => vendor('win', win))}`);
    }
  } else if (next < 0.65) {
    const rollback = {
      ...bet,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
    };
    const r = await untilAnswered(() => vendor('rollback', rollback));
    count(`rollback ${r}`);
    if (r === 'RS_OK') {
      acknowledged.rollbacks.add(rollback.transaction_uuid);
      move(m.id, minorOf(bet.amount));
    }
  }
}

async function transfer(m: Member) {
  if (!m.hasUpline) return;
  const key = randomUUID();
  const amount = randomAmount(20);
  const res = await untilAnswered(() =>
    encrypted(
      'POST',
      '/api/wps/cashier/transfer/upline',
      { amount, paymentPassword: PAYMENT_PASSWORD },
      { authorization: `Bearer ${m.token}`, 'idempotency-key': key },
    ),
  );
  count(`transfer ${res.json.code}`);
  if (res.json.success) {
    acknowledged.transfers.add(String(res.json.value.id));
    move(m.id, -minorOf(amount));
    move(agentId, minorOf(amount));
  }
}

async function withdraw(m: Member) {
  const key = randomUUID();
  const amount = `${100 + Math.floor(Math.random() * 300)}.00`;
  const res = await untilAnswered(() =>
    encrypted(
      'POST',
      '/api/wps/cashier/withdrawals',
      { amount, bankAccountId: m.bankAccountId, paymentPassword: PAYMENT_PASSWORD },
      { authorization: `Bearer ${m.token}`, 'idempotency-key': key },
    ),
  );
  count(`withdrawal ${res.json.code}`);
  if (!res.json.success) return;
  const id = String(res.json.value.id);
  acknowledged.withdrawals.add(id);
  move(m.id, -minorOf(String(res.json.value.amount)) - minorOf(String(res.json.value.guarantee)));
  const review = (body: Record<string, unknown>) => {
    const reviewKey = randomUUID();
    return untilAnswered(() =>
      http('POST', `/api/bo/merchants/ROYAL/withdrawals/${id}/review`, {
        body,
        headers: { authorization: `Bearer ${operatorToken}`, 'idempotency-key': reviewKey },
      }),
    );
  };
  if (Math.random() < 0.5) {
    const rejected = await review({ action: 'REJECT', note: 'bank test rejection' });
    count(`withdrawal reject ${rejected.json.code}`);
    if (rejected.json.success)
      move(m.id, minorOf(String(res.json.value.amount)) + minorOf(String(res.json.value.guarantee)));
    return;
  }
  count(`withdrawal approve ${(await review({ action: 'APPROVE' })).json.code}`);
  count(`withdrawal paid ${(await review({ action: 'MARK_PAID' })).json.code}`);
  const confirmed = await untilAnswered(() =>
    http('POST', `/api/wps/cashier/withdrawals/${id}/confirm`, {
      body: { choice: 'RECEIVED' },
      headers: { authorization: `Bearer ${m.token}` },
    }),
  );
  count(`withdrawal confirm ${confirmed.json.code}`);
  if (confirmed.json.success || confirmed.json.code === 'WITHDRAWAL_STATE_INVALID') {
    // Received (now, or by an earlier attempt whose answer was lost): the guarantee comes back.
    move(m.id, minorOf(String(res.json.value.guarantee)));
  }
}

async function deposit(m: Member, channelId: string | null) {
  if (!channelId) return;
  const key = randomUUID();
  const amount = `${100 + Math.floor(Math.random() * 400)}.00`;
  const created = await untilAnswered(() =>
    http('POST', '/api/wps/cashier/deposits', {
      body: { channelId, amount },
      headers: { authorization: `Bearer ${m.token}`, 'idempotency-key': key },
    }),
  );
  count(`deposit ${created.json.code}`);
  if (!created.json.success) return;
  const payUrl = String(created.json.value.payUrl ?? '');
  if (!payUrl) return;
  // The hosted page's "Pay" button: the simulator then sends its signed callback to the platform.
  const order = new URL(payUrl, 'http://x').searchParams.get('order') ?? '';
  const paid = await untilAnswered(async () => {
    if (!serverUp) throw new Retry();
    const res = await fetch(`${base}/psp-sim/pay/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ order }).toString(),
      redirect: 'manual',
    });
    if (res.status >= 500) throw new Retry();
    return res.status;
  });
  count(`deposit pay ${paid}`);
  const status = await untilAnswered(() =>
    http('GET', `/api/wps/cashier/deposits/${created.json.value.depositId ?? created.json.value.id}`, {
      headers: { authorization: `Bearer ${m.token}` },
    }),
  );
  if (status.json.value?.status === 'COMPLETED') {
    acknowledged.deposits.add(String(status.json.value.id));
    // The house pays the PSP fee: the member is credited the full amount.
    move(m.id, minorOf(String(status.json.value.amount)));
  }
  count(`deposit ${status.json.value?.status}`);
}

async function setUp(): Promise<{ members: Member[]; channelId: string | null }> {
  operatorToken = String(
    (await http('POST', '/api/bo/auth/login', { body: { username: 'admin', password: 'Admin1234' } })).json
      .value.token,
  );
  const members: Member[] = [];
  for (let i = 1; i <= 20; i++) {
    const username = `demo${String(i).padStart(2, '0')}`;
    const login = await encrypted('POST', '/api/wps/session/login', { username, password: 'Demo1234' }, {});
    const token = String(login.json.value.token);
    const auth = { authorization: `Bearer ${token}` };
    await encrypted(
      'PUT',
      '/api/wps/cashier/paymentPassword',
      { loginPassword: 'Demo1234', newPaymentPassword: PAYMENT_PASSWORD },
      auth,
    );
    // Adding a bank account is encrypted and takes the payment password (issue 18).
    const account = await encrypted(
      'POST',
      '/api/wps/cashier/bankAccounts',
      {
        bankName: 'Bank Test',
        accountName: username,
        accountNumber: `00011${String(i).padStart(5, '0')}`,
        paymentPassword: PAYMENT_PASSWORD,
      },
      auth,
    );
    if (!account.json.success)
      throw new Error(`bank account for ${username}: ${JSON.stringify(account.json)}`);
    const launch = await http(
      'GET',
      '/api/wps/game/launchGame?vendorCode=HOUSE&gameCode=house-dragon-fortune',
      {
        headers: auth,
      },
    );
    const url = new URL(String(launch.json.value.url));
    const id = url.searchParams.get('user')!;
    members.push({
      username,
      id,
      token,
      vendorToken: url.searchParams.get('token')!,
      bankAccountId: String(account.json.value.id),
      hasUpline: i <= 10,
    });
    expectedCashMinor.set(id, 1_000_000n);
  }
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  agentId = (
    await client.query<{ id: string }>(
      `SELECT id FROM members WHERE merchant_code = 'ROYAL' AND username = 'agent02'`,
    )
  ).rows[0]!.id;
  await client.end();
  expectedCashMinor.set(agentId, 1_000_000n);
  const channels = await http('GET', '/api/wps/cashier/deposit/channels', {
    headers: { authorization: `Bearer ${members[0]!.token}` },
  });
  const list = (channels.json.value ?? []) as { id: string; kind: string }[];
  const online = Array.isArray(list) ? list.find((c) => c.kind === 'ONLINE') : undefined;
  return { members, channelId: online?.id ?? null };
}

async function chaos(stop: () => boolean) {
  const events: string[] = [];
  let kills = 0;
  let drops = 0;
  while (!stop() && (kills < SIZE.kills || drops < SIZE.drops)) {
    await sleep(1_500 + Math.random() * 2_500);
    if (stop()) break;
    if (drops < SIZE.drops && (kills >= SIZE.kills || Math.random() < 0.5)) {
      const r = await admin(
        `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = '${DATABASE}' AND pid <> pg_backend_pid()`,
      );
      drops += 1;
      events.push(`dropped ${r.rows[0].n} database connections`);
    } else {
      await killServer();
      kills += 1;
      events.push('server killed (SIGKILL)');
      await boot();
      events.push('server restarted');
    }
  }
  return events;
}

async function verify(members: Member[]) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const problems: string[] = [];
  try {
    const sums = await client.query(
      `SELECT currency, sum(amount_minor)::text AS s FROM ledger_entries GROUP BY currency`,
    );
    for (const r of sums.rows) if (r.s !== '0') problems.push(`entries in ${r.currency} sum to ${r.s}`);
    const unbalanced = await client.query(
      `SELECT count(*)::int AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount_minor) <> 0) x`,
    );
    if (unbalanced.rows[0].n > 0) problems.push(`${unbalanced.rows[0].n} unbalanced transactions`);
    const negative = await client.query(
      `SELECT count(*)::int AS n FROM ledger_accounts WHERE balance_minor < 0`,
    );
    if (negative.rows[0].n > 0) problems.push(`${negative.rows[0].n} negative wallets`);
    // No foreign key checks entries per bet (ADR 0015): every entry's account and transaction must exist.
    const dangling = await client.query(
      `SELECT count(*)::int AS n FROM ledger_entries e
        WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = e.transaction_id)
           OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)`,
    );
    if (dangling.rows[0].n > 0)
      problems.push(`${dangling.rows[0].n} entries without their account or transaction`);
    const mismatched = await client.query(
      `SELECT a.id FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount_minor) s FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id WHERE a.balance_minor IS NOT NULL AND a.balance_minor <> COALESCE(e.s, 0)`,
    );
    if (mismatched.rowCount)
      problems.push(`${mismatched.rowCount} cached balances differ from their entries`);
    const cash = await client.query<{ member_id: string; balance_minor: string }>(
      `SELECT member_id, balance_minor FROM ledger_accounts WHERE kind = 'CASH' AND merchant_code = 'ROYAL'`,
    );
    const actual = new Map(cash.rows.map((r) => [r.member_id, BigInt(r.balance_minor)]));
    for (const [memberId, expected] of expectedCashMinor) {
      const got = actual.get(memberId) ?? 0n;
      if (got !== expected)
        problems.push(
          `member ${members.find((m) => m.id === memberId)?.username ?? memberId}: cash ${got}, expected ${expected}`,
        );
    }
    const once = async (label: string, sql: string, ids: Set<string>) => {
      const rows = await client.query<{ ref: string; n: number }>(sql);
      const seen = new Map(rows.rows.map((r) => [r.ref, Number(r.n)]));
      let missing = 0;
      let doubled = 0;
      for (const id of ids) {
        const n = seen.get(id) ?? 0;
        if (n === 0) missing += 1;
        if (n > 1) doubled += 1;
      }
      if (missing || doubled)
        problems.push(`${label}: ${missing} acknowledged but missing, ${doubled} applied more than once`);
    };
    await once(
      'bets',
      `SELECT substr(reference, 7) AS ref, count(*)::int AS n FROM ledger_transactions WHERE kind = 'BET' GROUP BY 1`,
      acknowledged.bets,
    );
    await once(
      'wins',
      `SELECT substr(reference, 7) AS ref, count(*)::int AS n FROM ledger_transactions WHERE kind = 'WIN' GROUP BY 1`,
      acknowledged.wins,
    );
    await once(
      'transfers',
      `SELECT substr(reference, 10) AS ref, count(*)::int AS n FROM ledger_transactions WHERE kind = 'TRANSFER' GROUP BY 1`,
      acknowledged.transfers,
    );
    await once(
      'withdrawals',
      `SELECT substr(reference, 12) AS ref, count(*)::int AS n FROM ledger_transactions WHERE kind = 'WITHDRAWAL_REQUEST' GROUP BY 1`,
      acknowledged.withdrawals,
    );
    await once(
      'deposits',
      `SELECT substr(reference, 9) AS ref, count(*)::int AS n FROM ledger_transactions WHERE kind = 'DEPOSIT' AND reference LIKE 'deposit:%' GROUP BY 1`,
      acknowledged.deposits,
    );
    const rollbackCount = await client.query(
      `SELECT count(*)::int AS n FROM seamless_transactions WHERE kind = 'ROLLBACK'`,
    );
    if (rollbackCount.rows[0].n !== acknowledged.rollbacks.size)
      problems.push(
        `rollbacks: ${rollbackCount.rows[0].n} stored, ${acknowledged.rollbacks.size} acknowledged`,
      );
  } finally {
    await client.end();
  }
  return problems;
}

async function main() {
  await admin(`CREATE DATABASE ${DATABASE}`);
  const startedAt = Date.now();
  let problems: string[] = [];
  let events: string[];
  try {
    await boot();
    const { members, channelId } = await setUp();
    let remaining = SIZE.operations;
    let finished = false;
    const chaosDone = chaos(() => finished);
    const client = async () => {
      while (remaining-- > 0) {
        const m = members[Math.floor(Math.random() * members.length)]!;
        const pick = Math.random();
        if (pick < 0.7) await betRound(m);
        else if (pick < 0.8) await transfer(m);
        else if (pick < 0.9) await withdraw(m);
        else await deposit(m, channelId);
      }
    };
    await Promise.all(Array.from({ length: SIZE.clients }, client));
    finished = true;
    events = await chaosDone;
    if (!serverUp) await boot();
    problems = [...crashes, ...(await verify(members))];
  } finally {
    if (server) await killServer();
    // A failed run keeps its database, so the ledger behind the problems can be read.
    if (problems.length === 0) await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    else console.error(`kept database ${DATABASE} for inspection`);
  }
  const result = {
    at: new Date().toISOString(),
    size: process.env.BANK_SIZE ?? 'small',
    ...SIZE,
    seconds: Math.round((Date.now() - startedAt) / 1000),
    retries,
    throttledRetries: throttled,
    events,
    acknowledged: Object.fromEntries(Object.entries(acknowledged).map(([k, v]) => [k, v.size])),
    outcomes: counts,
    problems,
    ok: problems.length === 0,
  };
  console.log(JSON.stringify(result, null, 2));
  await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench/results/bank.json'), `${JSON.stringify(result, null, 2)}\n`);
  process.exit(problems.length === 0 ? 0 : 1);
}

await main();
