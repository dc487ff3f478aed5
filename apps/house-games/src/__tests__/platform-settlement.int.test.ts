import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseMoney, toDecimalString } from '@platform/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../server/test/test-app.ts';
import { vendorCall } from '../../../server/test/vendor-client.ts';
import { createHouseService, type HouseService } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createFloatStream, seedHash } from '../domain/fairness.ts';
import { TABLE_GAMES } from '../domain/tables/index.ts';

/**
 * The house vendor against the real platform on real ports: every real-money move goes through the
 * signed seamless wallet, and the member's platform balance must move by exactly win − stake.
 */
describe('house games settle through the seamless wallet', () => {
  let t: TestApp;
  let house: HouseService;
  let houseUrl: string;
  let dataDir: string;
  let user: string;
  let token: string;

  const thb = (amount: string) => parseMoney(amount, 'THB').amountMinor;
  const show = (amountMinor: bigint) => toDecimalString({ amountMinor, currency: 'THB' });
  const platformBalance = async () => {
    const answer = await vendorCall(t.app, 'balance', { user, token });
    expect(answer.status).toBe('RS_OK');
    return thb(answer.balance!);
  };
  const api = async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await fetch(`${houseUrl}${url}`, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    const json = (await response.json()) as { success: boolean; code: string; value: T };
    return { status: response.status, ...json };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'house-int-'));
    house = await createHouseService(
      loadConfig({
        PLATFORM_URL: platformUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        TABLE_BETTING_MS: '1500',
        TABLE_RESULT_MS: '300',
        HOUSE_GAMES_WEB_DIST_DIR: path.join(dataDir, 'no-pages'),
      }),
      { stakeGraceMs: 1_000 },
    );
    await house.start();
    await house.app.listen({ port: 0, host: '127.0.0.1' });
    houseUrl = `http://127.0.0.1:${(house.app.server.address() as AddressInfo).port}`;

    const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo01');
    user = member!.id;
    token = await t.modules.seamless.service.issueSession({
      vendorCode: 'HOUSE',
      memberId: user,
      merchantCode: 'ROYAL',
      gameCode: 'house-dragon-fortune',
    });
  });

  afterAll(async () => {
    await house?.stop({ drainMs: 2_000 });
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /health', async () => {
    const response = await fetch(`${houseUrl}/health`);
    expect(response.status).toBe(200);
  });

  it('plays slot rounds for real: the platform balance moves by exactly win − stake', async () => {
    const session = await api<{
      balance: string;
      betOptions: string[];
      nextServerSeedHash: string;
      mode: string;
    }>('GET', `/api/slots/house-dragon-fortune/session?token=${encodeURIComponent(token)}&user=${user}`);
    expect(session.success).toBe(true);
    expect(session.value.mode).toBe('real');
    expect(session.value.betOptions[0]).toBe('1.00');
    let expected = await platformBalance();
    expect(session.value.balance).toBe(show(expected));

    let nextHash = session.value.nextServerSeedHash;
    for (let spin = 0; spin < 12; spin++) {
      const bet = spin % 2 === 0 ? '1.00' : '2.00';
      const answer = await api<{
        balance: string;
        winPending: boolean;
        result: { totalWin: string };
        fairness: { serverSeed: string; serverSeedHash: string; nextServerSeedHash: string; nonce: number };
      }>('POST', '/api/slots/house-dragon-fortune/spin', { token, user, bet, clientSeed: 'lucky-seed' });
      expect(answer.success, answer.code).toBe(true);
      expect(answer.value.winPending).toBe(false);
      // The seed revealed is the one whose hash was shown before the spin.
      expect(answer.value.fairness.serverSeedHash).toBe(nextHash);
      expect(seedHash(answer.value.fairness.serverSeed)).toBe(nextHash);
      nextHash = answer.value.fairness.nextServerSeedHash;
      expected += thb(answer.value.result.totalWin) - thb(bet);
      expect(answer.value.balance).toBe(show(expected));
      expect(await platformBalance()).toBe(expected);
    }
  });

  it('refuses a bet outside the title options without touching the wallet', async () => {
    const before = await platformBalance();
    const answer = await api('POST', '/api/slots/house-dragon-fortune/spin', { token, user, bet: '1.01' });
    expect(answer).toMatchObject({ status: 400, success: false, code: 'BET_INVALID' });
    expect(await platformBalance()).toBe(before);
  });

  it('plays a shared table round: one stake per batch, one win per player-round, to the cent', async () => {
    const socket = new WebSocket(
      `${houseUrl.replace('http', 'ws')}/ws/tables/house-baccarat?token=${encodeURIComponent(token)}&user=${user}`,
    );
    const messages: Record<string, unknown>[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });

    // Wait for a betting phase with time left.
    let roundId = '';
    for (let i = 0; i < 100 && !roundId; i++) {
      const session = await api<{
        state: { phase: string; roundId: string; bettingEndsAtMs: number; serverTimeMs: number };
      }>('GET', `/api/tables/house-baccarat/session?token=${encodeURIComponent(token)}&user=${user}`);
      const s = session.value.state;
      if (s.phase === 'BETTING' && s.bettingEndsAtMs - s.serverTimeMs > 700) roundId = s.roundId;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(roundId).not.toBe('');
    const before = await platformBalance();
    const first = await api<{ balance: string }>('POST', '/api/tables/house-baccarat/bets', {
      token,
      user,
      roundId,
      bets: [
        { kind: 'player', amount: '10.00' },
        { kind: 'banker', amount: '5.50' },
      ],
    });
    expect(first.success, first.code).toBe(true);
    expect(first.value.balance).toBe(show(before - thb('15.50')));
    const second = await api('POST', '/api/tables/house-baccarat/bets', {
      token,
      user,
      roundId,
      bets: [{ kind: 'tie', amount: '1.00' }],
    });
    expect(second.success, second.code).toBe(true);

    // The settlement pushed to this player.
    let settlement: { roundId: string; stake: string; totalReturn: string; balance: string } | undefined;
    for (let i = 0; i < 100 && !settlement; i++) {
      settlement = messages.find(
        (m) => m.type === 'settlement' && m.roundId === roundId,
      ) as typeof settlement;
      if (!settlement) await new Promise((r) => setTimeout(r, 50));
    }
    socket.close();
    expect(settlement).toBeDefined();
    expect(settlement!.stake).toBe('16.50');
    const expected = before - thb('16.50') + thb(settlement!.totalReturn);
    expect(settlement!.balance).toBe(show(expected));
    expect(await platformBalance()).toBe(expected);

    // Every seated socket saw the result with the seed revealed; it recomputes to the same settlement.
    expect(messages.some((m) => m.type === 'result' && m.roundId === roundId)).toBe(true);
    const round = await api<{
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
      over: boolean;
    }>('GET', `/api/rounds/${roundId}`);
    expect(round.value.over).toBe(true);
    expect(seedHash(round.value.serverSeed)).toBe(round.value.serverSeedHash);
    const game = TABLE_GAMES['house-baccarat'];
    const outcome = game.deal(
      createFloatStream(round.value.serverSeed, round.value.clientSeed, round.value.nonce),
    );
    const recomputed = game.settle(outcome, [
      { kind: 'player', amountMinor: thb('10.00') },
      { kind: 'banker', amountMinor: thb('5.50') },
      { kind: 'tie', amountMinor: thb('1.00') },
    ]);
    expect(show(recomputed.totalReturnMinor)).toBe(settlement!.totalReturn);
  });

  it('refuses a bet on a round whose betting has closed', async () => {
    const answer = await api('POST', '/api/tables/house-baccarat/bets', {
      token,
      user,
      roundId: 'house-baccarat-gone-000000',
      bets: [{ kind: 'player', amount: '1.00' }],
    });
    expect(answer).toMatchObject({ status: 409, code: 'BETTING_CLOSED' });
  });

  it('plays fun mode on demo credits without a single seamless call', async () => {
    const before = await platformBalance();
    const session = await api<{ funSession: string; balance: string; mode: string }>(
      'GET',
      '/api/slots/house-golden-temple/session?currency=THB',
    );
    expect(session.value).toMatchObject({ mode: 'fun', balance: '2000.00' });
    const answer = await api<{ balance: string; result: { totalWin: string } }>(
      'POST',
      '/api/slots/house-golden-temple/spin',
      { funSession: session.value.funSession, bet: '1.00' },
    );
    expect(answer.success).toBe(true);
    expect(answer.value.balance).toBe(show(thb('2000.00') - thb('1.00') + thb(answer.value.result.totalWin)));
    expect(await platformBalance()).toBe(before);
  });

  it('keeps a seed secret while its round is in play, and serves finished rounds', async () => {
    const recent = await api<{ list: { roundId: string; serverSeed: string; kind: string }[] }>(
      'GET',
      '/api/rounds?gameCode=house-dragon-fortune&limit=5',
    );
    expect(recent.value.list).toHaveLength(5);
    expect(recent.value.list[0]!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const session = await api<{ state: { roundId: string; phase: string } }>(
      'GET',
      '/api/tables/house-roulette/session?currency=THB',
    );
    const current = await api<{ serverSeed: string | null; over: boolean }>(
      'GET',
      `/api/rounds/${session.value.state.roundId}`,
    );
    if (session.value.state.phase === 'BETTING' && current.success) {
      expect(current.value.over).toBe(false);
      expect(current.value.serverSeed).toBeNull();
    }
    expect((await api('GET', '/api/rounds/nope')).status).toBe(404);
  });

  describe('when the platform does not answer', () => {
    /** A second house service whose seamless calls go through `flaky`, on its own round log. */
    async function flakyHouse(flaky: (call: string, attempt: () => Promise<Response>) => Promise<Response>) {
      const platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const service = await createHouseService(
        loadConfig({
          PLATFORM_URL: platformUrl,
          DATA_DIR: path.join(dataDir, `flaky-${Math.random().toString(36).slice(2)}`),
          LOG_LEVEL: 'silent',
          HOUSE_GAMES_WEB_DIST_DIR: path.join(dataDir, 'no-pages'),
        }),
        {
          fetch: (input, init) => {
            const call = String(input).split('/').pop()!;
            return flaky(call, () => fetch(input, init));
          },
        },
      );
      await service.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
      const spin = async (bet: string) => {
        const response = await fetch(`${url}/api/slots/house-jungle-gems/spin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, user, bet }),
        });
        return (await response.json()) as {
          success: boolean;
          code: string;
          value: { balance: string; winPending: boolean; result: { totalWin: string } };
        };
      };
      return { service, spin };
    }

    it('rolls back a bet whose answer was lost, so the member keeps the stake', async () => {
      const before = await platformBalance();
      // The bet lands on the platform but every answer is lost on the way back.
      const { service, spin } = await flakyHouse(async (call, attempt) => {
        const response = await attempt();
        if (call === 'bet') throw new TypeError('connection reset');
        return response;
      });
      try {
        const answer = await spin('1.00');
        expect(answer).toMatchObject({ success: false, code: 'WALLET_UNAVAILABLE' });
        expect(await platformBalance()).toBe(before);
      } finally {
        await service.stop({ drainMs: 1_000 });
      }
    });

    it('keeps resending a win the platform did not confirm until it lands, to the cent', async () => {
      const before = await platformBalance();
      let winsRefused = 0;
      const { service, spin } = await flakyHouse(async (call, attempt) => {
        // The first five win calls fail with a 503 (the bounded in-request retries and one background retry).
        if (call === 'win' && winsRefused < 5) {
          winsRefused++;
          return new Response('unavailable', { status: 503 });
        }
        return attempt();
      });
      try {
        const answer = await spin('5.00');
        expect(answer.success, answer.code).toBe(true);
        expect(answer.value.winPending).toBe(true);
        const expected = before - thb('5.00') + thb(answer.value.result.totalWin);
        for (let i = 0; i < 100 && service.gateway.pendingCount() > 0; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect(service.gateway.pendingCount()).toBe(0);
        expect(await platformBalance()).toBe(expected);
      } finally {
        await service.stop({ drainMs: 1_000 });
      }
    });
  });
});
