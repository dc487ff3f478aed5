import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openRoundLog, type LogRecord, type RoundLog } from '../fairness-store/round-log.ts';
import {
  WalletUnavailableError,
  type SeamlessAnswer,
  type SeamlessClient,
  type SeamlessStatus,
} from '../seamless-client.ts';
import { createWalletGateway } from '../wallet/wallet-gateway.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Sent {
  call: 'balance' | 'bet' | 'win' | 'rollback';
  body: Record<string, unknown>;
}

/** A scripted platform: each call takes the next behaviour of its kind ('down' = no answer). */
function fakeClient(script: Partial<Record<Sent['call'], (SeamlessStatus | 'down')[]>>) {
  const sent: Sent[] = [];
  const answer =
    (call: Sent['call']) =>
    async (request: Record<string, unknown>): Promise<SeamlessAnswer> => {
      sent.push({ call, body: request });
      const next = script[call]?.shift() ?? 'RS_OK';
      if (next === 'down') throw new WalletUnavailableError(call, 'HTTP 503');
      return { status: next, balance: '100.00', currency: 'THB' };
    };
  const client = {
    send: async () => ({ status: 'RS_OK' }),
    balance: answer('balance'),
    bet: answer('bet'),
    win: answer('win'),
    rollback: answer('rollback'),
  } as unknown as SeamlessClient;
  return { client, sent };
}

async function readAll(dir: string): Promise<LogRecord[]> {
  const files = (await readdir(dir)).sort();
  const lines = (await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')))).join('').trim();
  return lines ? lines.split('\n').map((line) => JSON.parse(line) as LogRecord) : [];
}

let dir: string;
let log: RoundLog;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'house-log-'));
  log = await openRoundLog({ dir });
});
afterEach(async () => {
  await log.close();
  await rm(dir, { recursive: true, force: true });
});

const stakeRequest = {
  roundId: 'r1',
  gameCode: 'house-baccarat',
  user: '00000000-0000-4000-8000-000000000001',
  token: 'tok',
  amount: '10.00',
  currency: 'THB',
};

const waitFor = async (check: () => boolean, timeoutMs = 2_000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('wallet gateway', () => {
  it('writes the bet to the round log before sending it, and its answer after', async () => {
    const { client, sent } = fakeClient({});
    const gateway = createWalletGateway({ client, log, logger: silent });
    const result = await gateway.stake(stakeRequest);
    expect(result).toMatchObject({ ok: true, balance: '100.00' });
    const records = await readAll(dir);
    expect(records.map((r) => r.type)).toEqual(['tx', 'txDone']);
    expect(records[0]).toMatchObject({ kind: 'bet', amount: '10.00', roundId: 'r1' });
    expect(sent[0]!.body.transactionUuid).toBe((records[0] as { txUuid: string }).txUuid);
  });

  it('rolls back a bet the platform never confirmed, naming it', async () => {
    const { client, sent } = fakeClient({ bet: ['down'] });
    const gateway = createWalletGateway({ client, log, logger: silent });
    const result = await gateway.stake(stakeRequest);
    expect(result).toMatchObject({ ok: false, status: 'UNAVAILABLE' });
    expect(sent.map((s) => s.call)).toEqual(['bet', 'rollback']);
    expect(sent[1]!.body.referenceUuid).toBe(sent[0]!.body.transactionUuid);
    expect(sent[1]!.body.amount).toBe('10.00');
  });

  it('passes a refusal on and does not roll it back', async () => {
    const { client, sent } = fakeClient({ bet: ['RS_ERROR_NOT_ENOUGH_MONEY'] });
    const gateway = createWalletGateway({ client, log, logger: silent });
    const result = await gateway.stake(stakeRequest);
    expect(result).toMatchObject({ ok: false, status: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    expect(sent.map((s) => s.call)).toEqual(['bet']);
  });

  it('retries an unanswered win in the background with the same uuid until RS_OK', async () => {
    const { client, sent } = fakeClient({ win: ['down', 'down', 'RS_ERROR_UNKNOWN', 'RS_OK'] });
    const gateway = createWalletGateway({ client, log, logger: silent, retryBaseMs: 5, retryMaxMs: 10 });
    const stake = await gateway.stake(stakeRequest);
    if (!stake.ok) throw new Error('stake refused');
    const paid = await gateway.pay({ ...stakeRequest, amount: '19.50', betUuids: [stake.betUuid] });
    expect(paid).toMatchObject({ settled: false, pending: true });
    expect(gateway.pendingCount()).toBe(1);
    await waitFor(() => gateway.pendingCount() === 0);
    const wins = sent.filter((s) => s.call === 'win');
    expect(wins).toHaveLength(4);
    expect(new Set(wins.map((w) => w.body.transactionUuid)).size).toBe(1);
    expect(wins[0]!.body).toMatchObject({ referenceUuid: stake.betUuid, amount: '19.50' });
    const done = (await readAll(dir)).filter((r) => r.type === 'txDone');
    expect(done.at(-1)).toMatchObject({ txUuid: paid.winUuid, status: 'RS_OK' });
  });

  it('after a restart resends open wins and refunds bets no win settled', async () => {
    const first = fakeClient({ win: ['down', 'down', 'down', 'down', 'down', 'down'] });
    const gateway = createWalletGateway({ client: first.client, log, logger: silent, retryBaseMs: 10_000 });
    const settled = await gateway.stake({ ...stakeRequest, roundId: 'won' });
    const orphan = await gateway.stake({ ...stakeRequest, roundId: 'crashed-before-result' });
    const refused = fakeClient({ bet: ['RS_ERROR_NOT_ENOUGH_MONEY'] });
    await createWalletGateway({ client: refused.client, log, logger: silent }).stake({
      ...stakeRequest,
      roundId: 'r',
    });
    if (!settled.ok || !orphan.ok) throw new Error('stake refused');
    const paid = await gateway.pay({
      ...stakeRequest,
      roundId: 'won',
      amount: '20.00',
      betUuids: [settled.betUuid],
    });
    expect(paid.settled).toBe(false);
    await gateway.drain(0);
    await log.close();

    // The next run.
    log = await openRoundLog({ dir });
    const open = log.openMoney();
    expect(open.pending.map((tx) => tx.txUuid)).toEqual([paid.winUuid]);
    expect(open.orphanBets.map((tx) => tx.txUuid)).toEqual([orphan.betUuid]);
    const second = fakeClient({});
    const restarted = createWalletGateway({ client: second.client, log, logger: silent, retryBaseMs: 5 });
    await restarted.recover();
    await waitFor(() => restarted.pendingCount() === 0);
    const calls = second.sent.map(
      (s) => `${s.call}:${String(s.body.transactionUuid === paid.winUuid ? 'win' : s.body.referenceUuid)}`,
    );
    expect(calls.sort()).toEqual([`rollback:${orphan.betUuid}`, 'win:win'].sort());

    // And a third run finds nothing open.
    await log.close();
    log = await openRoundLog({ dir });
    expect(log.openMoney()).toEqual({ pending: [], orphanBets: [] });
  });
});
