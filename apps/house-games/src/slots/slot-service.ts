import { randomBytes, randomUUID } from 'node:crypto';
import { seedHash, createFloatStream } from '../domain/fairness.ts';
import { playSpin, type SlotRoundResult, type SpinEvaluation } from '../domain/slots/slot-engine.ts';
import type { SlotTitle } from '../domain/slots/slot-title.ts';
import { toDecimal, parseAmount, type CurrencyCode } from '../currency.ts';
import type { RoundRecord } from '../fairness-store/round-log.ts';
import { HouseError } from '../http/house-error.ts';
import { playerLabel, type Credentials, type Player, type Players } from '../wallet/players.ts';

/** Total-bet ladder in line-bet steps: with 25 lines and THB, 1.00 … 100.00 (spec: 1 unit minimum bet). */
const BET_STEPS = [1n, 2n, 5n, 10n, 25n, 50n, 100n];
const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;
const FAIRNESS_STATE_LIMIT = 100_000;

interface FairnessState {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  busy: boolean;
}

const newServerSeed = () => randomBytes(32).toString('hex');

/** Bet options of a title in a currency, minor units: multiples of the line count × the minimum line bet. */
export function slotBetOptions(title: SlotTitle, unitMinor: bigint): bigint[] {
  const lines = BigInt(title.lines.length);
  const minLineBet = (unitMinor + lines - 1n) / lines;
  return BET_STEPS.map((step) => step * minLineBet * lines);
}

function spinView(spin: SpinEvaluation, currency: CurrencyCode) {
  return {
    stops: spin.stops,
    grid: spin.grid,
    lineWins: spin.lineWins.map((w) => ({
      line: w.line,
      symbol: w.symbol,
      count: w.count,
      win: toDecimal(w.winMinor, currency),
    })),
    scatter: {
      count: spin.scatter.count,
      win: toDecimal(spin.scatter.winMinor, currency),
      freeSpinsAwarded: spin.scatter.freeSpinsAwarded,
    },
    multiplier: spin.multiplier,
    totalWin: toDecimal(spin.totalWinMinor, currency),
  };
}

function resultView(result: SlotRoundResult, currency: CurrencyCode) {
  return {
    stops: result.stops,
    lineBet: toDecimal(result.lineBetMinor, currency),
    base: spinView(result.base, currency),
    freeSpins: result.freeSpins.map((spin) => spinView(spin, currency)),
    freeSpinsAwarded: result.freeSpinsAwarded,
    totalWin: toDecimal(result.totalWinMinor, currency),
  };
}

/**
 * Slot play. Provably fair per spin: the page is shown the hash of the server seed its next spin will
 * use; the spin answer reveals that seed and the hash of the next one. The outcome is
 * playSpin(title, bet, stream(serverSeed, clientSeed, nonce)); the nonce counts the player's spins.
 */
export function createSlotService(deps: {
  titles: Record<string, SlotTitle>;
  players: Players;
  nowMs?: () => number;
}) {
  const nowMs = deps.nowMs ?? Date.now;
  const fairness = new Map<string, FairnessState>();

  function titleOf(gameCode: string): SlotTitle {
    const title = Object.hasOwn(deps.titles, gameCode) ? deps.titles[gameCode] : undefined;
    if (!title) throw new HouseError('GAME_NOT_FOUND');
    return title;
  }

  function fairnessOf(player: Player, gameCode: string): FairnessState {
    const key = `${player.key}|${gameCode}`;
    let state = fairness.get(key);
    if (!state) {
      if (fairness.size >= FAIRNESS_STATE_LIMIT) fairness.delete(fairness.keys().next().value as string);
      state = {
        serverSeed: newServerSeed(),
        clientSeed: randomBytes(8).toString('hex'),
        nonce: 0,
        busy: false,
      };
      fairness.set(key, state);
    }
    return state;
  }

  function sessionView(title: SlotTitle, player: Player) {
    const state = fairnessOf(player, title.code);
    const options = slotBetOptions(title, deps.players.bettingUnitMinor(player));
    return {
      gameCode: title.code,
      title: { code: title.code, name: title.name, lines: title.lines.length },
      mode: player.mode,
      ...(player.mode === 'fun' ? { funSession: player.funSession } : {}),
      currency: player.currency,
      balance: toDecimal(player.balanceMinor, player.currency),
      betOptions: options.map((o) => toDecimal(o, player.currency)),
      defaultBet: toDecimal(options[0]!, player.currency),
      nextServerSeedHash: seedHash(state.serverSeed),
      clientSeed: state.clientSeed,
      nonce: state.nonce,
    };
  }

  return {
    async session(gameCode: string, credentials: Credentials) {
      const title = titleOf(gameCode);
      const player = await deps.players.resolve(credentials, { openFunIfMissing: !credentials.token });
      await deps.players.refreshBalance(player);
      return sessionView(title, player);
    },

    async spin(
      gameCode: string,
      credentials: Credentials,
      request: { bet: string; clientSeed?: string | undefined },
    ) {
      const title = titleOf(gameCode);
      const player = await deps.players.resolve(credentials);
      const betMinor = parseAmount(request.bet, player.currency);
      const options = slotBetOptions(title, deps.players.bettingUnitMinor(player));
      if (betMinor === null || !options.includes(betMinor)) throw new HouseError('BET_INVALID');
      if (request.clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(request.clientSeed))
        throw new HouseError('INVALID_INPUT', { field: 'clientSeed' });

      const state = fairnessOf(player, gameCode);
      if (state.busy) throw new HouseError('SPIN_IN_PROGRESS');
      state.busy = true;
      try {
        if (request.clientSeed !== undefined) state.clientSeed = request.clientSeed;
        const roundId = `${gameCode}-${nowMs().toString(36)}-${randomBytes(4).toString('hex')}`;
        const startedAt = new Date(nowMs()).toISOString();
        const round = { roundId, gameCode };
        const staked = await deps.players.stake(player, round, betMinor);

        // The seeds of this spin are fixed before the stake was taken; from here the spin is played out.
        const { serverSeed, clientSeed, nonce } = state;
        let result: SlotRoundResult;
        try {
          result = playSpin(title, betMinor, createFloatStream(serverSeed, clientSeed, nonce));
        } catch (error) {
          await deps.players.refund(player, round, betMinor, staked.betUuid);
          throw error;
        }
        state.serverSeed = newServerSeed();
        state.nonce = nonce + 1;

        const winUuid = player.mode === 'real' ? randomUUID() : null;
        const record: RoundRecord = {
          type: 'round',
          at: new Date(nowMs()).toISOString(),
          gameCode,
          roundId,
          kind: 'slot',
          serverSeedHash: seedHash(serverSeed),
          serverSeed,
          clientSeed,
          nonce,
          startedAt,
          settledAt: new Date(nowMs()).toISOString(),
          outcome: {
            bet: toDecimal(betMinor, player.currency),
            stops: result.stops,
            freeSpinStops: result.freeSpins.map((spin) => spin.stops),
            freeSpinsAwarded: result.freeSpinsAwarded,
            totalWin: toDecimal(result.totalWinMinor, player.currency),
          },
          players: [
            {
              player: playerLabel(player),
              mode: player.mode,
              currency: player.currency,
              bets: [{ kind: 'spin', amount: toDecimal(betMinor, player.currency) }],
              stake: toDecimal(betMinor, player.currency),
              totalReturn: toDecimal(result.totalWinMinor, player.currency),
              betUuids: staked.betUuid ? [staked.betUuid] : [],
              winUuid,
            },
          ],
        };
        const paid = await deps.players.pay(
          player,
          round,
          result.totalWinMinor,
          staked.betUuid ? [staked.betUuid] : [],
          { ...(winUuid ? { winUuid } : {}), alsoLog: [record] },
        );
        return {
          roundId,
          gameCode,
          currency: player.currency,
          bet: toDecimal(betMinor, player.currency),
          balance: toDecimal(paid.balanceMinor, player.currency),
          winPending: paid.pending,
          result: resultView(result, player.currency),
          fairness: {
            serverSeedHash: record.serverSeedHash,
            serverSeed,
            clientSeed,
            nonce,
            nextServerSeedHash: seedHash(state.serverSeed),
          },
        };
      } finally {
        state.busy = false;
      }
    },
  };
}

export type SlotService = ReturnType<typeof createSlotService>;
