import { createHash, randomBytes } from 'node:crypto';
import {
  bettingUnitMinor,
  funStartingBalanceMinor,
  isCurrencyCode,
  parseAmount,
  toDecimal,
  type CurrencyCode,
} from '../currency.ts';
import type { LogRecord, RoundLog, TxRecord } from '../fairness-store/round-log.ts';
import { errorForStatus, HouseError } from '../http/house-error.ts';
import { WalletUnavailableError, type SeamlessClient } from '../seamless-client.ts';
import type { WalletGateway } from './wallet-gateway.ts';

export interface RealPlayer {
  mode: 'real';
  /** Stable key of the launch session (hash of the token; the token itself is never logged). */
  key: string;
  user: string;
  token: string;
  currency: CurrencyCode;
  /** Last balance the platform answered, minor units. */
  balanceMinor: bigint;
  lastSeenMs: number;
}

export interface FunPlayer {
  mode: 'fun';
  key: string;
  funSession: string;
  currency: CurrencyCode;
  balanceMinor: bigint;
  lastSeenMs: number;
}

export type Player = RealPlayer | FunPlayer;

/** What a page presents: the launch token and member id (real) or its demo session (fun). */
export interface Credentials {
  token?: string | undefined;
  user?: string | undefined;
  funSession?: string | undefined;
  currency?: string | undefined;
}

export type StakeOutcome = { betUuid: string | null; balanceMinor: bigint };
export type PayOutcome = { winUuid: string | null; balanceMinor: bigint; pending: boolean };

const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
const FUN_IDLE_MS = 2 * 60 * 60 * 1000;
const SESSION_LIMIT = 100_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Label of a player in the round log: member id, or a short prefix of the demo session. */
export const playerLabel = (player: Player) =>
  player.mode === 'real' ? player.user : `fun:${player.funSession.slice(0, 8)}`;

/**
 * Who is playing, and their money: real players' through the seamless wallet (WalletGateway), demo
 * players' in an in-memory fun wallet that never calls the platform.
 */
export function createPlayers(deps: {
  client: SeamlessClient;
  gateway: WalletGateway;
  log: RoundLog;
  nowMs?: () => number;
}) {
  const nowMs = deps.nowMs ?? Date.now;
  const real = new Map<string, RealPlayer>();
  const fun = new Map<string, FunPlayer>();

  function prune<T extends { lastSeenMs: number }>(map: Map<string, T>, idleMs: number) {
    if (map.size < SESSION_LIMIT) return;
    const cutoff = nowMs() - idleMs;
    for (const [key, value] of map) if (value.lastSeenMs < cutoff) map.delete(key);
    // Still full of live sessions: drop the oldest insertions.
    while (map.size >= SESSION_LIMIT) map.delete(map.keys().next().value as string);
  }

  function openFun(currencyInput: string | undefined): FunPlayer {
    const currency = isCurrencyCode(currencyInput) ? currencyInput : 'THB';
    prune(fun, FUN_IDLE_MS);
    const funSession = randomBytes(16).toString('base64url');
    const player: FunPlayer = {
      mode: 'fun',
      key: `fun:${funSession}`,
      funSession,
      currency,
      balanceMinor: funStartingBalanceMinor(currency),
      lastSeenMs: nowMs(),
    };
    fun.set(funSession, player);
    return player;
  }

  async function openReal(token: string, user: string, currency: string | undefined): Promise<RealPlayer> {
    let answer;
    try {
      answer = await deps.client.balance({ user, token, ...(currency ? { currency } : {}) });
    } catch (error) {
      if (error instanceof WalletUnavailableError) throw new HouseError('WALLET_UNAVAILABLE');
      throw error;
    }
    if (answer.status !== 'RS_OK') throw errorForStatus(answer.status);
    const answered = answer.currency;
    if (!isCurrencyCode(answered)) throw new HouseError('WRONG_CURRENCY');
    const balanceMinor = parseAmount(answer.balance, answered) ?? 0n;
    prune(real, SESSION_IDLE_MS);
    const player: RealPlayer = {
      mode: 'real',
      key: hashToken(token),
      user,
      token,
      currency: answered,
      balanceMinor,
      lastSeenMs: nowMs(),
    };
    real.set(player.key, player);
    return player;
  }

  function balanceFrom(player: Player, balance: string | undefined) {
    const parsed = balance === undefined ? null : parseAmount(balance, player.currency);
    if (parsed !== null) player.balanceMinor = parsed;
  }

  return {
    /**
     * The player behind the credentials. A real session is checked with the platform (balance call)
     * the first time it is seen; `openFunIfMissing` starts a demo session when none is presented.
     */
    async resolve(credentials: Credentials, options: { openFunIfMissing?: boolean } = {}): Promise<Player> {
      const { token, user, funSession } = credentials;
      if (token) {
        const known = real.get(hashToken(token));
        if (known && (!user || known.user === user)) {
          known.lastSeenMs = nowMs();
          return known;
        }
        if (!user) throw new HouseError('SESSION_INVALID');
        return openReal(token, user, credentials.currency);
      }
      if (funSession) {
        const known = fun.get(funSession);
        if (known) {
          known.lastSeenMs = nowMs();
          return known;
        }
      }
      if (options.openFunIfMissing) return openFun(credentials.currency);
      throw new HouseError('SESSION_INVALID');
    },

    /** Refreshes a real player's balance from the platform (the page's reload button, table sessions). */
    async refreshBalance(player: Player): Promise<bigint> {
      if (player.mode === 'fun') return player.balanceMinor;
      try {
        const answer = await deps.client.balance({ user: player.user, token: player.token });
        if (answer.status === 'RS_OK') balanceFrom(player, answer.balance);
      } catch (error) {
        if (!(error instanceof WalletUnavailableError)) throw error;
      }
      return player.balanceMinor;
    },

    /** Takes a stake; throws the HouseError of a refusal (NOT_ENOUGH_MONEY with the balance, ...). */
    async stake(
      player: Player,
      round: { roundId: string; gameCode: string },
      amountMinor: bigint,
    ): Promise<StakeOutcome> {
      if (player.mode === 'fun') {
        if (player.balanceMinor < amountMinor) {
          throw new HouseError('NOT_ENOUGH_MONEY', {
            balance: toDecimal(player.balanceMinor, player.currency),
          });
        }
        player.balanceMinor -= amountMinor;
        return { betUuid: null, balanceMinor: player.balanceMinor };
      }
      const result = await deps.gateway.stake({
        ...round,
        user: player.user,
        token: player.token,
        amount: toDecimal(amountMinor, player.currency),
        currency: player.currency,
      });
      balanceFrom(player, result.balance);
      if (!result.ok) throw errorForStatus(result.status, result.balance);
      return { betUuid: result.betUuid, balanceMinor: player.balanceMinor };
    },

    /** Refunds a stake that will not be played. */
    async refund(
      player: Player,
      round: { roundId: string; gameCode: string },
      amountMinor: bigint,
      betUuid: string | null,
    ): Promise<void> {
      if (player.mode === 'fun') {
        player.balanceMinor += amountMinor;
        return;
      }
      if (!betUuid) return;
      const answer = await deps.gateway.refund(betUuid, {
        ...round,
        user: player.user,
        token: player.token,
        amount: toDecimal(amountMinor, player.currency),
        currency: player.currency,
      });
      if (answer?.status === 'RS_OK') balanceFrom(player, answer.balance);
    },

    /**
     * Pays a player-round's total return (possibly 0). A real win that is not answered stays pending.
     * `alsoLog` (the round record) is written with the win's intent, before anything is sent.
     */
    async pay(
      player: Player,
      round: { roundId: string; gameCode: string },
      amountMinor: bigint,
      betUuids: string[],
      options: { winUuid?: string; alsoLog?: LogRecord[] } = {},
    ): Promise<PayOutcome> {
      if (player.mode === 'fun') {
        if (options.alsoLog) await deps.log.appendMany(options.alsoLog);
        player.balanceMinor += amountMinor;
        return { winUuid: null, balanceMinor: player.balanceMinor, pending: false };
      }
      const result = await deps.gateway.pay({
        ...round,
        ...options,
        user: player.user,
        token: player.token,
        amount: toDecimal(amountMinor, player.currency),
        currency: player.currency,
        betUuids,
      });
      if (result.settled) {
        balanceFrom(player, result.balance);
        return { winUuid: result.winUuid, balanceMinor: player.balanceMinor, pending: false };
      }
      // Not credited yet: show the stake-debited balance plus the win on its way.
      return {
        winUuid: result.winUuid,
        balanceMinor: player.balanceMinor + amountMinor,
        pending: result.pending,
      };
    },

    /** A real player's win intent, for callers that log it with their round record (null in fun play). */
    prepareWin(
      player: Player,
      round: { roundId: string; gameCode: string },
      amountMinor: bigint,
      betUuids: string[],
    ): TxRecord | null {
      if (player.mode === 'fun' || betUuids.length === 0) return null;
      return deps.gateway.prepareWin({
        ...round,
        user: player.user,
        amount: toDecimal(amountMinor, player.currency),
        currency: player.currency,
        betUuids,
      });
    },

    /** Pays a return whose win intent (if real) is already logged. */
    async payPrepared(player: Player, prepared: TxRecord | null, amountMinor: bigint): Promise<PayOutcome> {
      if (player.mode === 'fun' || !prepared) {
        if (player.mode === 'fun') player.balanceMinor += amountMinor;
        return { winUuid: null, balanceMinor: player.balanceMinor, pending: false };
      }
      const result = await deps.gateway.payPrepared(prepared, player.token);
      if (result.settled) {
        balanceFrom(player, result.balance);
        return { winUuid: result.winUuid, balanceMinor: player.balanceMinor, pending: false };
      }
      return {
        winUuid: result.winUuid,
        balanceMinor: player.balanceMinor + amountMinor,
        pending: result.pending,
      };
    },

    bettingUnitMinor: (player: Player) => bettingUnitMinor(player.currency),
  };
}

export type Players = ReturnType<typeof createPlayers>;
