import { randomBytes } from 'node:crypto';
import { createFloatStream, seedHash } from '../domain/fairness.ts';
import { parseAmount, toDecimal } from '../currency.ts';
import type { RoundLog, RoundPlayerRecord, RoundRecord, TxRecord } from '../fairness-store/round-log.ts';
import { HouseError } from '../http/house-error.ts';
import { playerLabel, type Player, type Players } from '../wallet/players.ts';
import type { Logger } from '../wallet/wallet-gateway.ts';
import type { TableGameLike } from './table-types.ts';

export type TablePhase = 'BETTING' | 'DEALING' | 'RESULT' | 'CLOSED';

export interface Timers {
  nowMs(): number;
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  nowMs: () => Date.now(),
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface Batch {
  betUuid: string | null;
  bets: { kind: string; amountMinor: bigint }[];
  totalMinor: bigint;
}

interface PlayerRound {
  player: Player;
  batches: Batch[];
  /** Serialises one player's batches so the per-kind limit sees every earlier batch. */
  chain: Promise<unknown>;
}

interface TableRound {
  id: string;
  number: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  startedAtMs: number;
  bettingEndsAtMs: number;
  resultEndsAtMs: number | null;
  phase: TablePhase;
  /** Set once the deal is drawn: a stake confirmed after this is refunded, never played. */
  closed: boolean;
  players: Map<string, PlayerRound>;
  inFlight: Set<Promise<unknown>>;
  result: unknown;
}

export interface HistoryEntry {
  roundId: string;
  result: unknown;
}

/** Events for the WebSocket hub: `to` names one player's key, otherwise everyone at the table. */
export type TableEvent =
  | { type: 'state'; state: TableStateView }
  | {
      type: 'result';
      roundId: string;
      result: unknown;
      serverSeedHash: string;
      serverSeed: string;
      clientSeed: string;
      nonce: number;
    }
  | { type: 'settlement'; to: string; settlement: SettlementView };

export interface TableStateView {
  gameCode: string;
  roundId: string;
  phase: TablePhase;
  serverTimeMs: number;
  bettingEndsAtMs: number;
  resultEndsAtMs: number | null;
  /** Lengths of the phases, for the countdown ring. */
  bettingMs: number;
  resultMs: number;
  serverSeedHash: string;
  seated: number;
  history: HistoryEntry[];
}

export interface SettlementView {
  roundId: string;
  currency: string;
  bets: { kind: string; amount: string }[];
  stake: string;
  totalReturn: string;
  balance: string;
  winPending: boolean;
}

const HISTORY_SIZE = 40;
/** Per bet kind and player-round, in betting units: minimum 1, maximum 10,000. */
const MAX_UNITS_PER_KIND = 10_000n;
const MAX_BETS_PER_BATCH = 30;

/**
 * One shared table: BETTING (countdown, the server seed's hash published) → DEALING (late stakes
 * settle, the deal is drawn from serverSeed + clientSeed (the round id) + nonce) → RESULT (seed
 * revealed, results pushed, each player's total return paid as one seamless win) → next round.
 * Phase boundaries are computed from the previous boundary, not from when a timer happened to fire,
 * so the cycle does not drift; one timer at a time, so phases never overlap.
 */
export function createTableRunner(deps: {
  game: TableGameLike;
  players: Players;
  log: RoundLog;
  logger: Logger;
  bettingMs: number;
  resultMs: number;
  timers?: Timers;
  /** How long dealing waits for stakes still in flight when betting closes. */
  stakeGraceMs?: number;
  seated?: () => number;
  emit: (event: TableEvent) => void;
}) {
  const { game } = deps;
  const timers = deps.timers ?? realTimers;
  const stakeGraceMs = deps.stakeGraceMs ?? 2_000;
  const betKinds = new Set(game.betKinds.map((k) => k.id));
  const history: HistoryEntry[] = [];
  const settling = new Set<Promise<void>>();
  let round: TableRound | null = null;
  let timer: unknown = null;
  let roundNumber = 0;
  let stopping = false;
  let stopped: (() => void) | null = null;

  function schedule(callback: () => void, atMs: number) {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(
      () => {
        timer = null;
        callback();
      },
      Math.max(0, atMs - timers.nowMs()),
    );
  }

  function stateView(): TableStateView {
    const r = round!;
    return {
      gameCode: game.code,
      roundId: r.id,
      phase: stopping && r.phase === 'RESULT' ? 'CLOSED' : r.phase,
      serverTimeMs: timers.nowMs(),
      bettingEndsAtMs: r.bettingEndsAtMs,
      resultEndsAtMs: r.resultEndsAtMs,
      bettingMs: deps.bettingMs,
      resultMs: deps.resultMs,
      serverSeedHash: r.serverSeedHash,
      seated: deps.seated?.() ?? 0,
      history: history.slice(0, HISTORY_SIZE),
    };
  }

  function startRound(startMs: number) {
    roundNumber++;
    const serverSeed = randomBytes(32).toString('hex');
    const id = `${game.code}-${startMs.toString(36)}-${randomBytes(3).toString('hex')}`;
    round = {
      id,
      number: roundNumber,
      serverSeed,
      serverSeedHash: seedHash(serverSeed),
      // The client seed is public and unique per round: the round id itself.
      clientSeed: id,
      nonce: roundNumber,
      startedAtMs: startMs,
      bettingEndsAtMs: startMs + deps.bettingMs,
      resultEndsAtMs: null,
      phase: 'BETTING',
      closed: false,
      players: new Map(),
      inFlight: new Set(),
      result: null,
    };
    deps.emit({ type: 'state', state: stateView() });
    schedule(() => void closeBetting(), round.bettingEndsAtMs);
  }

  async function closeBetting() {
    const r = round!;
    if (r.phase !== 'BETTING') return;
    r.phase = 'DEALING';
    deps.emit({ type: 'state', state: stateView() });
    if (r.inFlight.size > 0) {
      let graceTimer: unknown = null;
      await Promise.race([
        Promise.allSettled([...r.inFlight]),
        new Promise<void>((resolve) => (graceTimer = timers.setTimeout(resolve, stakeGraceMs))),
      ]);
      timers.clearTimeout(graceTimer);
    }
    r.closed = true;
    const outcome = game.deal(createFloatStream(r.serverSeed, r.clientSeed, r.nonce));
    r.result = game.describe(outcome);
    // Drift-free: the result phase ends resultMs after betting was DUE to close, so a late timer or slow
    // stakes do not push every later round; only when dealing ran very late is the result phase
    // stretched to leave the pages half of it for the reveal.
    r.resultEndsAtMs = Math.max(r.bettingEndsAtMs + deps.resultMs, timers.nowMs() + deps.resultMs / 2);
    r.phase = 'RESULT';
    history.unshift({ roundId: r.id, result: r.result });
    history.length = Math.min(history.length, HISTORY_SIZE);
    deps.emit({
      type: 'result',
      roundId: r.id,
      result: r.result,
      serverSeedHash: r.serverSeedHash,
      serverSeed: r.serverSeed,
      clientSeed: r.clientSeed,
      nonce: r.nonce,
    });
    deps.emit({ type: 'state', state: stateView() });
    const settlement = settle(r, outcome).catch((error: unknown) =>
      deps.logger.error({ err: error, round: r.id }, 'table settlement failed'),
    );
    settling.add(settlement);
    void settlement.finally(() => settling.delete(settlement));
    if (stopping) {
      await Promise.allSettled([...settling]);
      stopped?.();
      return;
    }
    schedule(() => {
      // On schedule (or a little late): the next round starts at its due time, keeping the cycle's
      // cadence. After a long stall (a suspended process) it starts now instead of with no betting time.
      const dueMs = r.resultEndsAtMs!;
      startRound(timers.nowMs() - dueMs < deps.bettingMs / 2 ? dueMs : timers.nowMs());
    }, r.resultEndsAtMs);
  }

  async function settle(r: TableRound, outcome: unknown) {
    const entries: {
      playerRound: PlayerRound;
      bets: { kind: string; amountMinor: bigint }[];
      stakeMinor: bigint;
      returnMinor: bigint;
      prepared: TxRecord | null;
    }[] = [];
    for (const playerRound of r.players.values()) {
      if (playerRound.batches.length === 0) continue;
      const merged = new Map<string, bigint>();
      for (const batch of playerRound.batches)
        for (const bet of batch.bets) merged.set(bet.kind, (merged.get(bet.kind) ?? 0n) + bet.amountMinor);
      const bets = [...merged].map(([kind, amountMinor]) => ({ kind, amountMinor }));
      const stakeMinor = bets.reduce((sum, bet) => sum + bet.amountMinor, 0n);
      const { totalReturnMinor } = game.settle(outcome, bets);
      const betUuids = playerRound.batches.flatMap((batch) => (batch.betUuid ? [batch.betUuid] : []));
      const prepared = deps.players.prepareWin(
        playerRound.player,
        { roundId: r.id, gameCode: game.code },
        totalReturnMinor,
        betUuids,
      );
      entries.push({ playerRound, bets, stakeMinor, returnMinor: totalReturnMinor, prepared });
    }
    const nowIso = new Date(timers.nowMs()).toISOString();
    const players: RoundPlayerRecord[] = entries.map((e) => {
      const currency = e.playerRound.player.currency;
      return {
        player: playerLabel(e.playerRound.player),
        mode: e.playerRound.player.mode,
        currency,
        bets: e.bets.map((bet) => ({ kind: bet.kind, amount: toDecimal(bet.amountMinor, currency) })),
        stake: toDecimal(e.stakeMinor, currency),
        totalReturn: toDecimal(e.returnMinor, currency),
        betUuids: e.playerRound.batches.flatMap((batch) => (batch.betUuid ? [batch.betUuid] : [])),
        winUuid: e.prepared?.txUuid ?? null,
      };
    });
    const record: RoundRecord = {
      type: 'round',
      at: nowIso,
      gameCode: game.code,
      roundId: r.id,
      kind: 'table',
      serverSeedHash: r.serverSeedHash,
      serverSeed: r.serverSeed,
      clientSeed: r.clientSeed,
      nonce: r.nonce,
      startedAt: new Date(r.startedAtMs).toISOString(),
      settledAt: nowIso,
      outcome: r.result,
      players,
    };
    // The round and every win intent in one durable append, before any win is sent.
    await deps.log.appendMany([record, ...entries.flatMap((e) => (e.prepared ? [e.prepared] : []))]);
    await Promise.all(
      entries.map(async (e) => {
        const player = e.playerRound.player;
        const paid = await deps.players.payPrepared(player, e.prepared, e.returnMinor);
        deps.emit({
          type: 'settlement',
          to: player.key,
          settlement: {
            roundId: r.id,
            currency: player.currency,
            bets: e.bets.map((bet) => ({
              kind: bet.kind,
              amount: toDecimal(bet.amountMinor, player.currency),
            })),
            stake: toDecimal(e.stakeMinor, player.currency),
            totalReturn: toDecimal(e.returnMinor, player.currency),
            balance: toDecimal(paid.balanceMinor, player.currency),
            winPending: paid.pending,
          },
        });
      }),
    );
  }

  function ownBets(r: TableRound, player: Player) {
    const merged = new Map<string, bigint>();
    for (const batch of r.players.get(player.key)?.batches ?? [])
      for (const bet of batch.bets) merged.set(bet.kind, (merged.get(bet.kind) ?? 0n) + bet.amountMinor);
    return [...merged].map(([kind, amountMinor]) => ({
      kind,
      amount: toDecimal(amountMinor, player.currency),
    }));
  }

  async function placeBatch(
    r: TableRound,
    playerRound: PlayerRound,
    bets: { kind: string; amountMinor: bigint }[],
  ) {
    const player = playerRound.player;
    const unit = deps.players.bettingUnitMinor(player);
    const already = new Map<string, bigint>();
    for (const batch of playerRound.batches)
      for (const bet of batch.bets) already.set(bet.kind, (already.get(bet.kind) ?? 0n) + bet.amountMinor);
    for (const bet of bets) {
      const total = (already.get(bet.kind) ?? 0n) + bet.amountMinor;
      if (total > unit * MAX_UNITS_PER_KIND)
        throw new HouseError('BET_INVALID', {
          kind: bet.kind,
          max: toDecimal(unit * MAX_UNITS_PER_KIND, player.currency),
        });
      already.set(bet.kind, total);
    }
    if (r.closed || r.phase !== 'BETTING' || stopping) throw new HouseError('BETTING_CLOSED');
    const totalMinor = bets.reduce((sum, bet) => sum + bet.amountMinor, 0n);
    const staking = deps.players.stake(player, { roundId: r.id, gameCode: game.code }, totalMinor);
    r.inFlight.add(staking);
    try {
      const staked = await staking;
      if (r.closed) {
        // Confirmed after the deal was drawn: it must not play. Refund it.
        await deps.players.refund(player, { roundId: r.id, gameCode: game.code }, totalMinor, staked.betUuid);
        throw new HouseError('BETTING_CLOSED');
      }
      playerRound.batches.push({ betUuid: staked.betUuid, bets, totalMinor });
      return staked.balanceMinor;
    } finally {
      r.inFlight.delete(staking);
    }
  }

  return {
    gameCode: game.code,
    start() {
      startRound(timers.nowMs());
    },

    state: stateView,

    /** The round's public view while it is not over (the seed stays secret until the deal). */
    currentRound() {
      if (!round) return null;
      return {
        gameCode: game.code,
        roundId: round.id,
        phase: round.phase,
        serverSeedHash: round.serverSeedHash,
        serverSeed: round.phase === 'RESULT' ? round.serverSeed : null,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        result: round.result,
      };
    },

    /** The player's bets in the current round (for a page that reconnects). */
    ownBets(player: Player) {
      return round ? ownBets(round, player) : [];
    },

    /** One batch of bets = one stake (one seamless bet). Accepted only while betting is open. */
    async placeBets(player: Player, roundId: string, input: { kind: string; amount: string }[]) {
      const r = round;
      if (stopping) throw new HouseError('SHUTTING_DOWN');
      if (!r || r.id !== roundId || r.phase !== 'BETTING' || timers.nowMs() >= r.bettingEndsAtMs)
        throw new HouseError('BETTING_CLOSED');
      if (input.length === 0 || input.length > MAX_BETS_PER_BATCH) throw new HouseError('INVALID_INPUT');
      const unit = deps.players.bettingUnitMinor(player);
      const bets = input.map((bet) => {
        const amountMinor = parseAmount(bet.amount, player.currency);
        if (!betKinds.has(bet.kind)) throw new HouseError('BET_INVALID', { kind: bet.kind });
        if (amountMinor === null || amountMinor < unit)
          throw new HouseError('BET_INVALID', { kind: bet.kind, min: toDecimal(unit, player.currency) });
        return { kind: bet.kind, amountMinor };
      });
      let playerRound = r.players.get(player.key);
      if (!playerRound) {
        playerRound = { player, batches: [], chain: Promise.resolve() };
        r.players.set(player.key, playerRound);
      } else {
        playerRound.player = player;
      }
      const pr = playerRound;
      const run = pr.chain.then(() => placeBatch(r, pr, bets));
      pr.chain = run.catch(() => undefined);
      const balanceMinor = await run;
      return {
        roundId: r.id,
        currency: player.currency,
        bets: ownBets(r, player),
        balance: toDecimal(balanceMinor, player.currency),
      };
    },

    /** Stops taking bets; a round with bets is dealt and settled now, then the table closes. */
    async stop() {
      if (stopping) return;
      stopping = true;
      const r = round;
      if (!r) return;
      if (r.phase === 'BETTING') {
        const hasBets = r.inFlight.size > 0 || [...r.players.values()].some((p) => p.batches.length > 0);
        if (timer !== null) timers.clearTimeout(timer);
        timer = null;
        if (hasBets) {
          await new Promise<void>((resolve) => {
            stopped = resolve;
            void closeBetting();
          });
        }
      } else if (r.phase === 'DEALING') {
        await new Promise<void>((resolve) => (stopped = resolve));
      } else if (timer !== null) {
        timers.clearTimeout(timer);
        timer = null;
      }
      await Promise.allSettled([...settling]);
      deps.emit({ type: 'state', state: { ...stateView(), phase: 'CLOSED' } });
    },
  };
}

export type TableRunner = ReturnType<typeof createTableRunner>;
