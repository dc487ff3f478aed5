import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomInt } from '../domain/fairness.ts';
import type { LogRecord, RoundLog, RoundRecord } from '../fairness-store/round-log.ts';
import { HouseError } from '../http/house-error.ts';
import type { SeamlessClient } from '../seamless-client.ts';
import { createTableRunner, type TableEvent } from '../tables/table-runner.ts';
import type { TableGameLike } from '../tables/table-types.ts';
import { createPlayers, type Player } from '../wallet/players.ts';
import type { WalletGateway } from '../wallet/wallet-gateway.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A coin: bet on the side that lands, get twice the stake back. */
const coin: TableGameLike<'H' | 'T'> = {
  code: 'test-coin',
  name: 'Coin',
  betKinds: [{ id: 'H' }, { id: 'T' }],
  deal: (next) => (randomInt(next, 2) === 0 ? 'H' : 'T'),
  settle: (outcome, bets) => ({
    totalReturnMinor: bets.reduce((sum, bet) => sum + (bet.kind === outcome ? bet.amountMinor * 2n : 0n), 0n),
  }),
  describe: (outcome) => ({ side: outcome }),
};

function memoryLog(): RoundLog & { records: LogRecord[] } {
  const records: LogRecord[] = [];
  return {
    records,
    append: async (record) => void records.push(record),
    appendMany: async (list) => void records.push(...list),
    getRound: (id) => records.find((r): r is RoundRecord => r.type === 'round' && r.roundId === id),
    recentRounds: () => [],
    openMoney: () => ({ pending: [], orphanBets: [] }),
    close: async () => undefined,
  };
}

const BETTING_MS = 10_000;
const RESULT_MS = 4_000;
const START = Date.UTC(2026, 10, 23, 12, 0, 0);

function setup() {
  const log = memoryLog();
  const players = createPlayers({
    client: {} as SeamlessClient,
    gateway: {} as WalletGateway,
    log,
  });
  const events: TableEvent[] = [];
  const runner = createTableRunner({
    game: coin,
    players,
    log,
    logger: silent,
    bettingMs: BETTING_MS,
    resultMs: RESULT_MS,
    emit: (event) => events.push(event),
  });
  return { log, players, events, runner };
}

const states = (events: TableEvent[]) => events.flatMap((e) => (e.type === 'state' ? [e.state] : []));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('table round cycle', () => {
  it('runs BETTING → DEALING → RESULT → next round on exact boundaries, without drift', async () => {
    const { runner, events } = setup();
    runner.start();
    for (let i = 0; i < 10; i++) {
      // Timers firing late must not push the schedule: each boundary is computed from the previous one.
      await vi.advanceTimersByTimeAsync(BETTING_MS + RESULT_MS);
    }
    const bettingStarts = states(events).filter((s) => s.phase === 'BETTING');
    const roundIds = [...new Set(bettingStarts.map((s) => s.roundId))];
    expect(roundIds.length).toBe(11);
    const firstStates = roundIds.map((id) => bettingStarts.find((s) => s.roundId === id)!);
    firstStates.forEach((s, k) => {
      expect(s.bettingEndsAtMs).toBe(START + k * (BETTING_MS + RESULT_MS) + BETTING_MS);
    });
    const results = states(events).filter((s) => s.phase === 'RESULT');
    results.forEach((s, k) =>
      expect(s.resultEndsAtMs).toBe(START + k * (BETTING_MS + RESULT_MS) + BETTING_MS + RESULT_MS),
    );
    await runner.stop();
  });

  it('keeps its cadence when every timer fires late', async () => {
    const log = memoryLog();
    const players = createPlayers({ client: {} as SeamlessClient, gateway: {} as WalletGateway, log });
    const events: TableEvent[] = [];
    const LATE_MS = 700;
    const runner = createTableRunner({
      game: coin,
      players,
      log,
      logger: silent,
      bettingMs: BETTING_MS,
      resultMs: RESULT_MS,
      timers: {
        nowMs: () => Date.now(),
        setTimeout: (callback, delayMs) => setTimeout(callback, delayMs + LATE_MS),
        clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
      },
      emit: (event) => events.push(event),
    });
    runner.start();
    await vi.advanceTimersByTimeAsync(10 * (BETTING_MS + RESULT_MS));
    const firstStates = new Map<string, number>();
    for (const s of states(events))
      if (s.phase === 'BETTING' && !firstStates.has(s.roundId)) firstStates.set(s.roundId, s.bettingEndsAtMs);
    const ends = [...firstStates.values()];
    expect(ends.length).toBeGreaterThanOrEqual(9);
    ends.forEach((end, k) => expect(end).toBe(START + k * (BETTING_MS + RESULT_MS) + BETTING_MS));
    await runner.stop();
  });

  it('publishes the hash first, reveals the seed with the result, and the outcome follows from the seeds', async () => {
    const { runner, events } = setup();
    runner.start();
    const first = states(events)[0]!;
    expect(first.phase).toBe('BETTING');
    expect(first.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(events)).not.toContain('"serverSeed":');
    await vi.advanceTimersByTimeAsync(BETTING_MS);
    const result = events.find((e) => e.type === 'result');
    if (result?.type !== 'result') throw new Error('no result');
    const { seedHash, createFloatStream } = await import('../domain/fairness.ts');
    expect(seedHash(result.serverSeed)).toBe(first.serverSeedHash);
    expect(result.clientSeed).toBe(first.roundId);
    expect(result.result).toEqual(
      coin.describe(coin.deal(createFloatStream(result.serverSeed, result.clientSeed, result.nonce))),
    );
    await runner.stop();
  });

  it('takes bets only while betting is open, and settles them with one return per player', async () => {
    const { runner, events, players, log } = setup();
    runner.start();
    const alice = (await players.resolve({ currency: 'THB' }, { openFunIfMissing: true })) as Player;
    const roundId = states(events)[0]!.roundId;
    const placed = await runner.placeBets(alice, roundId, [
      { kind: 'H', amount: '10.00' },
      { kind: 'T', amount: '5.00' },
    ]);
    expect(placed).toMatchObject({ roundId, balance: '1985.00' });
    await runner.placeBets(alice, roundId, [{ kind: 'H', amount: '10.00' }]);
    expect(runner.ownBets(alice)).toEqual([
      { kind: 'H', amount: '20.00' },
      { kind: 'T', amount: '5.00' },
    ]);
    await expect(runner.placeBets(alice, roundId, [{ kind: 'X', amount: '1.00' }])).rejects.toMatchObject({
      code: 'BET_INVALID',
    });
    await expect(runner.placeBets(alice, roundId, [{ kind: 'H', amount: '0.50' }])).rejects.toMatchObject({
      code: 'BET_INVALID',
    });
    await expect(
      runner.placeBets(alice, 'another-round', [{ kind: 'H', amount: '1.00' }]),
    ).rejects.toMatchObject({
      code: 'BETTING_CLOSED',
    });

    await vi.advanceTimersByTimeAsync(BETTING_MS);
    await expect(runner.placeBets(alice, roundId, [{ kind: 'H', amount: '1.00' }])).rejects.toBeInstanceOf(
      HouseError,
    );
    const result = events.find((e) => e.type === 'result');
    if (result?.type !== 'result') throw new Error('no result');
    const side = (result.result as { side: 'H' | 'T' }).side;
    const expectedReturn = side === 'H' ? '40.00' : '10.00';
    const settlement = events.find((e) => e.type === 'settlement');
    if (settlement?.type !== 'settlement') throw new Error('no settlement');
    expect(settlement.to).toBe(alice.key);
    expect(settlement.settlement).toMatchObject({
      roundId,
      stake: '25.00',
      totalReturn: expectedReturn,
      balance: side === 'H' ? '2015.00' : '1985.00',
    });
    const record = log.records.find((r) => r.type === 'round') as RoundRecord;
    expect(record).toMatchObject({ roundId, kind: 'table', clientSeed: roundId });
    expect(record.players[0]).toMatchObject({ stake: '25.00', totalReturn: expectedReturn, mode: 'fun' });
    await runner.stop();
  });

  it('on stop takes no more bets, deals the open round with bets at once and settles it', async () => {
    const { runner, events, players } = setup();
    runner.start();
    const bob = await players.resolve({ currency: 'THB' }, { openFunIfMissing: true });
    const roundId = states(events)[0]!.roundId;
    await runner.placeBets(bob, roundId, [{ kind: 'T', amount: '1.00' }]);
    await runner.stop();
    expect(events.some((e) => e.type === 'settlement')).toBe(true);
    expect(states(events).at(-1)!.phase).toBe('CLOSED');
    await expect(runner.placeBets(bob, roundId, [{ kind: 'T', amount: '1.00' }])).rejects.toMatchObject({
      code: 'SHUTTING_DOWN',
    });
    // No next round was started.
    const before = events.length;
    await vi.advanceTimersByTimeAsync(5 * (BETTING_MS + RESULT_MS));
    expect(events.length).toBe(before);
  });
});
