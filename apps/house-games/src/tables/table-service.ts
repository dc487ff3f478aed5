import { toDecimal } from '../currency.ts';
import type { RoundLog } from '../fairness-store/round-log.ts';
import { HouseError } from '../http/house-error.ts';
import type { Credentials, Player, Players } from '../wallet/players.ts';
import type { Logger } from '../wallet/wallet-gateway.ts';
import { createTableRunner, type TableEvent, type TableRunner, type Timers } from './table-runner.ts';
import type { TableGameLike } from './table-types.ts';

/** The part of a WebSocket the hub uses (ws's WebSocket fits). */
export interface TableSocket {
  readonly readyState: number;
  send(data: string): void;
}

interface Subscriber {
  socket: TableSocket;
  playerKey: string | null;
}

const SOCKET_OPEN = 1;
/** Chip values in betting units (1.00 … 500.00 THB). */
const CHIP_UNITS = [1n, 5n, 10n, 50n, 100n, 500n];
const MAX_UNITS_PER_KIND = 10_000n;

/**
 * The shared tables: one runner per table game, and the WebSocket fan-out of their rounds to the
 * people sitting there (state and results to all, each player's settlement and balance to them only).
 */
export function createTableService(deps: {
  games: Record<string, TableGameLike>;
  players: Players;
  log: RoundLog;
  logger: Logger;
  bettingMs: number;
  resultMs: number;
  timers?: Timers;
  stakeGraceMs?: number;
}) {
  const subscribers = new Map<string, Set<Subscriber>>();
  const runners = new Map<string, TableRunner>();

  function seated(gameCode: string) {
    const keys = new Set<string>();
    for (const s of subscribers.get(gameCode) ?? []) if (s.playerKey) keys.add(s.playerKey);
    return keys.size;
  }

  function send(socket: TableSocket, message: object) {
    if (socket.readyState === SOCKET_OPEN) socket.send(JSON.stringify(message));
  }

  function emit(gameCode: string, event: TableEvent) {
    const listeners = subscribers.get(gameCode) ?? new Set<Subscriber>();
    if (event.type === 'settlement') {
      for (const s of listeners)
        if (s.playerKey === event.to) send(s.socket, { type: 'settlement', ...event.settlement });
      return;
    }
    const message =
      event.type === 'state'
        ? { type: 'state', ...event.state }
        : {
            type: 'result',
            roundId: event.roundId,
            result: event.result,
            fairness: {
              serverSeedHash: event.serverSeedHash,
              serverSeed: event.serverSeed,
              clientSeed: event.clientSeed,
              nonce: event.nonce,
            },
          };
    for (const s of listeners) send(s.socket, message);
  }

  for (const [gameCode, game] of Object.entries(deps.games)) {
    runners.set(
      gameCode,
      createTableRunner({
        game,
        players: deps.players,
        log: deps.log,
        logger: deps.logger,
        bettingMs: deps.bettingMs,
        resultMs: deps.resultMs,
        ...(deps.timers ? { timers: deps.timers } : {}),
        ...(deps.stakeGraceMs !== undefined ? { stakeGraceMs: deps.stakeGraceMs } : {}),
        seated: () => seated(gameCode),
        emit: (event) => emit(gameCode, event),
      }),
    );
  }

  function runnerOf(gameCode: string): TableRunner {
    const runner = runners.get(gameCode);
    if (!runner) throw new HouseError('GAME_NOT_FOUND');
    return runner;
  }

  function sessionView(gameCode: string, player: Player) {
    const runner = runnerOf(gameCode);
    const game = deps.games[gameCode]!;
    const unit = deps.players.bettingUnitMinor(player);
    return {
      gameCode,
      title: { code: gameCode, name: game.name },
      mode: player.mode,
      ...(player.mode === 'fun' ? { funSession: player.funSession } : {}),
      currency: player.currency,
      balance: toDecimal(player.balanceMinor, player.currency),
      chips: CHIP_UNITS.map((n) => toDecimal(n * unit, player.currency)),
      minBet: toDecimal(unit, player.currency),
      maxBet: toDecimal(unit * MAX_UNITS_PER_KIND, player.currency),
      betKinds: game.betKinds.map((kind) => ({
        id: kind.id,
        label: kind.label ?? kind.id,
        labelKey: kind.labelKey ?? null,
        labelParams: kind.labelParams ?? null,
        payoutText: kind.payoutText ?? '',
      })),
      state: runner.state(),
      ownBets: runner.ownBets(player),
    };
  }

  return {
    isTable: (gameCode: string) => runners.has(gameCode),
    start() {
      for (const runner of runners.values()) runner.start();
    },
    async stop() {
      await Promise.all([...runners.values()].map((runner) => runner.stop()));
    },

    async session(gameCode: string, credentials: Credentials) {
      runnerOf(gameCode);
      const player = await deps.players.resolve(credentials, { openFunIfMissing: !credentials.token });
      await deps.players.refreshBalance(player);
      return sessionView(gameCode, player);
    },

    async placeBets(
      gameCode: string,
      credentials: Credentials,
      request: { roundId: string; bets: { kind: string; amount: string }[] },
    ) {
      const runner = runnerOf(gameCode);
      const player = await deps.players.resolve(credentials);
      const placed = await runner.placeBets(player, request.roundId, request.bets);
      for (const s of subscribers.get(gameCode) ?? [])
        if (s.playerKey === player.key) send(s.socket, { type: 'bets', ...placed });
      return placed;
    },

    /** Seats a WebSocket at a table; answers a function that unseats it. */
    async join(gameCode: string, credentials: Credentials, socket: TableSocket): Promise<() => void> {
      runnerOf(gameCode);
      let player: Player | null = null;
      if (credentials.token || credentials.funSession) {
        try {
          player = await deps.players.resolve(credentials);
        } catch (error) {
          if (!(error instanceof HouseError)) throw error;
          send(socket, { type: 'error', code: error.code });
        }
      }
      const subscriber: Subscriber = { socket, playerKey: player?.key ?? null };
      let set = subscribers.get(gameCode);
      if (!set) subscribers.set(gameCode, (set = new Set()));
      set.add(subscriber);
      const runner = runnerOf(gameCode);
      send(
        socket,
        player
          ? { type: 'hello', ...sessionView(gameCode, player) }
          : { type: 'hello', state: runner.state() },
      );
      emit(gameCode, { type: 'state', state: runner.state() });
      return () => {
        set.delete(subscriber);
        emit(gameCode, { type: 'state', state: runner.state() });
      };
    },

    currentRound(gameCode: string) {
      return runners.get(gameCode)?.currentRound() ?? null;
    },
    currentRoundById(roundId: string) {
      for (const runner of runners.values()) {
        const current = runner.currentRound();
        if (current?.roundId === roundId) return current;
      }
      return null;
    },
  };
}

export type TableService = ReturnType<typeof createTableService>;
