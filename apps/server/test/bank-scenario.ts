/**
 * The bank test's scenario and its checks, shared by the server's integration test (in-process,
 * `app.inject`, dropped database connections) and by `bench/bank` (HTTP to a server it SIGKILLs).
 *
 * Concurrent clients do random bets, wins, rollbacks (seamless wallet, signed as a vendor),
 * deposits (PSP simulator), withdrawals (request, then operator rejection or payment and the
 * member's receipt), transfers to the upline, and duplicate retries. Every operation is retried with
 * its key until it gets a definitive answer. `verify` then checks the ledger invariants, that every
 * member's balance equals the opening balance plus the effects of the acknowledged operations, and
 * that every acknowledged operation is in the ledger exactly once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { signSeamlessRequest } from '../src/modules/seamless/index.ts';
import { encryptPayload } from '../src/platform/crypto/hybrid-encryption.ts';
import { ledgerInvariantProblems, type SqlClient } from './ledger-invariants.ts';

/** Not an answer about the operation (the server is down, answered 5xx or shed it): ask again, same key. */
export class Retry extends Error {}

export interface BankResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many routes, read field by field
  json: Record<string, unknown> & { success?: boolean; code?: string; value?: any };
}

/** How the scenario reaches the platform: over HTTP (bench) or `app.inject` (test). */
export interface BankTransport {
  /** Sends one request; its answer whatever the status (the scenario decides what to retry). */
  send(
    method: string,
    url: string,
    options: { body?: string; headers: Record<string, string> },
  ): Promise<{ status: number; text: string }>;
}

export interface BankRun {
  clients: number;
  operations: number;
}

interface Member {
  username: string;
  id: string;
  token: string;
  vendorToken: string;
  bankAccountId: string;
  hasUpline: boolean;
}

const PAYMENT_PASSWORD = '246810';
const OPENING_CASH_MINOR = 1_000_000n;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const minorOf = (amount: string) => BigInt(amount.replace('.', ''));
const randomAmount = (max: number) =>
  `${1 + Math.floor(Math.random() * max)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

export function createBankScenario(deps: {
  transport: BankTransport;
  /** The HOUSE vendor's signing secret of the server under test. */
  vendorSecret: string;
  /** The database of the server under test, for the set-up's agent and for `verify`. */
  sql: SqlClient;
  /** Demo members taking part (demo01…); the first half have an upline to transfer to. */
  members?: number;
  /** Back-off between retries. */
  retryDelayMs?: () => number;
}) {
  const { transport } = deps;
  const retryDelayMs = deps.retryDelayMs ?? (() => 50 + Math.random() * 150);
  let retries = 0;
  let throttled = 0;

  // ---- retrying HTTP: every operation is repeated with its key until definitively answered ----

  async function untilAnswered<T>(attempt: () => Promise<T>): Promise<T> {
    for (let i = 0; ; i++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof Retry) && !(error instanceof TypeError)) throw error;
        retries += 1;
        if (i > 2_000) throw new Error('operation never answered', { cause: error });
        await sleep(retryDelayMs());
      }
    }
  }

  async function http(
    method: string,
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<BankResponse> {
    const res = await transport.send(method, url, {
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...options.headers },
      ...(options.raw !== undefined
        ? { body: options.raw }
        : options.body !== undefined
          ? { body: JSON.stringify(options.body) }
          : {}),
    });
    // A crash or a dropped connection surfaces as a 5xx or no answer: try again with the same key.
    if (res.status >= 500) throw new Retry();
    // Shed under load (429 with Retry-After): not an answer about the operation, so ask again.
    if (res.status === 429) {
      throttled += 1;
      throw new Retry();
    }
    return { status: res.status, json: JSON.parse(res.text) as BankResponse['json'] };
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
      headers: {
        'x-timestamp': String(ts),
        'x-signature': signSeamlessRequest(deps.vendorSecret, ts, 'POST', path, raw),
      },
    });
    const status = String(res.json.status);
    if (status === 'RS_ERROR_UNKNOWN') throw new Retry();
    return status;
  }

  // ---- the model: what each acknowledged operation must have done ----

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

  let operatorToken = '';
  let agentId = '';
  /** The ledger's last transaction when the scenario began: agent pay posted after it is the engine's. */
  let ledgerIdAtStart = 0n;
  let members: Member[] = [];
  let channelId: string | null = null;

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

  async function deposit(m: Member) {
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
      const res = await transport.send('POST', '/psp-sim/pay/confirm', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ order }).toString(),
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

  /** Logs in the operator and the demo members, gives each a payment password, a bank account and a game session. */
  async function setUp() {
    operatorToken = String(
      (await http('POST', '/api/bo/auth/login', { body: { username: 'admin', password: 'Admin1234' } })).json
        .value.token,
    );
    const total = deps.members ?? 20;
    members = [];
    for (let i = 1; i <= total; i++) {
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
        { headers: auth },
      );
      const url = new URL(String(launch.json.value.url));
      const id = url.searchParams.get('user')!;
      members.push({
        username,
        id,
        token,
        vendorToken: url.searchParams.get('token')!,
        bankAccountId: String(account.json.value.id),
        hasUpline: i <= total / 2,
      });
      expectedCashMinor.set(id, OPENING_CASH_MINOR);
    }
    agentId = (
      await deps.sql.query<{ id: string }>(
        `SELECT id FROM members WHERE merchant_code = 'ROYAL' AND username = 'agent02'`,
      )
    ).rows[0]!.id;
    expectedCashMinor.set(agentId, OPENING_CASH_MINOR);
    // The server may have moved some of these members' money before we start (a demo start plays the
    // contracts' demo rounds and pays the agents): each starts from what it holds now.
    const ids = [...expectedCashMinor.keys()].map((id) => `'${id.replace(/[^0-9a-f-]/g, '')}'`).join(',');
    const opening = await deps.sql.query<{ member_id: string; balance_minor: string }>(
      `SELECT member_id, balance_minor FROM ledger_accounts WHERE kind = 'CASH' AND member_id IN (${ids})`,
    );
    for (const row of opening.rows) expectedCashMinor.set(row.member_id, BigInt(row.balance_minor));
    const last = await deps.sql.query<{ id: string }>(
      `SELECT COALESCE(max(id), 0) AS id FROM ledger_transactions`,
    );
    ledgerIdAtStart = BigInt(last.rows[0]!.id);
    const channels = await http('GET', '/api/wps/cashier/deposit/channels', {
      headers: { authorization: `Bearer ${members[0]!.token}` },
    });
    const list = (channels.json.value ?? []) as { id: string; kind: string }[];
    const online = Array.isArray(list) ? list.find((c) => c.kind === 'ONLINE') : undefined;
    channelId = online?.id ?? null;
  }

  /** `clients` concurrent clients share `operations` random operations: 70 % bet rounds, then transfers, withdrawals, deposits. */
  async function run(size: BankRun) {
    let remaining = size.operations;
    const client = async () => {
      while (remaining-- > 0) {
        const m = members[Math.floor(Math.random() * members.length)]!;
        const pick = Math.random();
        if (pick < 0.7) await betRound(m);
        else if (pick < 0.8) await transfer(m);
        else if (pick < 0.9) await withdraw(m);
        else await deposit(m);
      }
    };
    await Promise.all(Array.from({ length: size.clients }, client));
  }

  /** Every invariant that failed, one sentence each: the ledger's own, then the model's. */
  async function verify(): Promise<string[]> {
    const { sql } = deps;
    const problems = await ledgerInvariantProblems(sql);
    const cash = await sql.query<{ member_id: string; balance_minor: string }>(
      `SELECT member_id, balance_minor FROM ledger_accounts WHERE kind = 'CASH' AND merchant_code = 'ROYAL'`,
    );
    const actual = new Map(cash.rows.map((r) => [r.member_id, BigInt(r.balance_minor)]));
    // Agent contracts are settled every minute while the scenario plays (issue 11): their pay is
    // money the scenario did not move, counted from the ledger.
    const agentPay = await sql.query<{ member_id: string; amount: string }>(
      `SELECT a.member_id, sum(e.amount_minor) AS amount
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'CASH'
        WHERE t.kind = 'AGENT_PAY' AND t.id > ${ledgerIdAtStart} GROUP BY a.member_id`,
    );
    const paid = new Map(agentPay.rows.map((r) => [r.member_id, BigInt(r.amount)]));
    for (const [memberId, modelled] of expectedCashMinor) {
      const expected = modelled + (paid.get(memberId) ?? 0n);
      const got = actual.get(memberId) ?? 0n;
      if (got !== expected)
        problems.push(
          `member ${members.find((m) => m.id === memberId)?.username ?? memberId}: cash ${got}, expected ${expected}`,
        );
    }
    const once = async (label: string, query: string, ids: Set<string>) => {
      const rows = await sql.query<{ ref: string; n: number }>(query);
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
    // Only the scenario's own rounds: a server started in demo mode also plays the demo agents' rounds.
    const rollbackCount = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM seamless_transactions WHERE kind = 'ROLLBACK' AND game_code = 'bank'`,
    );
    if (rollbackCount.rows[0]!.n !== acknowledged.rollbacks.size)
      problems.push(
        `rollbacks: ${rollbackCount.rows[0]!.n} stored, ${acknowledged.rollbacks.size} acknowledged`,
      );
    return problems;
  }

  return {
    setUp,
    run,
    verify,
    /** What happened, for the report: retries, outcomes and the acknowledged operations per kind. */
    summary: () => ({
      retries,
      throttledRetries: throttled,
      acknowledged: Object.fromEntries(Object.entries(acknowledged).map(([k, v]) => [k, v.size])) as Record<
        keyof typeof acknowledged,
        number
      >,
      outcomes: { ...counts },
    }),
  };
}

export type BankScenario = ReturnType<typeof createBankScenario>;
