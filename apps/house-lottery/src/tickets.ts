/**
 * Players, tickets and the lottery's read side. A ticket line is one ticket and one seamless bet:
 * validated and priced by the domain, checked against the liability limits, written with its BET
 * message in one transaction (row locks on the liability counters in sorted order), then sent.
 */
import { randomUUID } from 'node:crypto';
import { isCurrencyCode, parseMoney, toDecimalString, type CurrencyCode } from '@platform/money';
import {
  BET_TYPES,
  checkLiability,
  defaultMerchantOdds,
  defaultUnitMinor,
  liabilityLimitMinor,
  LotteryDomainError,
  normaliseNumbers,
  priceLine,
  type BetTypeCode,
  type MarketCode,
  type MerchantOdds,
} from './domain/index.ts';
import type { DrawRow, Draws } from './draws.ts';
import type { LotteryDb } from './store/database.ts';
import type { Logger, MessageRow, Outbox } from './wallet/outbox.ts';
import type { SeamlessClient } from './wallet/seamless-client.ts';
import { WalletUnavailableError } from './wallet/seamless-client.ts';

export interface Player {
  user: string;
  token: string;
  currency: string;
  merchantCode: string;
  balance: string | undefined;
}

export interface TicketLineInput {
  betType: string;
  numbers: string[];
  units: number;
}

export type LineOutcome =
  | { ok: true; ticketId: string; betType: string; numbers: string[]; cost: string; potentialWin: string }
  | { ok: false; betType: string; numbers: string[]; code: string; params?: Record<string, string | number> };

const money = (amountMinor: bigint, currency: string) =>
  toDecimalString({ amountMinor, currency: currency as 'THB' });

/** Stakes of one slip in flight at once (see `place`). */
const STAKE_CONCURRENCY = 16;

/** Runs `work` on every item, at most `limit` at a time; rejects with the first failure. */
async function eachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The demo's merchants: ROYAL (THB) and LOTUS (VND), with the default odds. */
export const DEMO_MERCHANTS = [
  { merchantCode: 'ROYAL', currency: 'THB' },
  { merchantCode: 'LOTUS', currency: 'VND' },
];

export function createTickets(deps: {
  db: LotteryDb;
  client: SeamlessClient;
  outbox: Outbox;
  draws: Draws;
  logger: Logger;
  nowMs?: () => number;
}) {
  const { db, client, outbox, draws, logger } = deps;
  const nowMs = deps.nowMs ?? Date.now;
  const players = new Map<string, Player>();
  const merchants = new Map<string, MerchantOdds>();

  async function seedMerchants() {
    for (const m of DEMO_MERCHANTS) {
      const odds = defaultMerchantOdds(m.merchantCode, m.currency, defaultUnitMinor(m.currency));
      await db.query(
        `INSERT INTO lottery_merchants (merchant_code, currency, unit_minor, odds) VALUES ($1, $2, $3, $4) ON CONFLICT (merchant_code) DO NOTHING`,
        [m.merchantCode, m.currency, String(odds.unitMinor), JSON.stringify(odds.odds)],
      );
    }
    merchants.clear();
  }

  /** A merchant's odds by its currency (the launch names the member's currency). */
  async function merchantFor(currency: string): Promise<MerchantOdds> {
    const hit = [...merchants.values()].find((m) => m.currency === currency);
    if (hit) return hit;
    const r = await db.query<{
      merchant_code: string;
      currency: string;
      unit_minor: string;
      odds: MerchantOdds['odds'];
    }>(
      `SELECT merchant_code, currency, unit_minor, odds FROM lottery_merchants WHERE currency = $1 ORDER BY merchant_code LIMIT 1`,
      [currency],
    );
    const row = r.rows[0];
    const odds: MerchantOdds = row
      ? {
          merchantCode: row.merchant_code,
          currency: row.currency,
          unitMinor: BigInt(row.unit_minor),
          odds: row.odds,
        }
      : defaultMerchantOdds(currency, currency, defaultUnitMinor(currency));
    merchants.set(odds.merchantCode, odds);
    return odds;
  }

  /**
   * Opens (or finds) a real player by the platform's launch token: checked once with a balance call.
   * `fresh` asks the wallet again: the balance kept here is the one of the last stake, and a draw's
   * wins, the member's deposits and other games move it afterwards (the balance the page shows).
   */
  async function session(token: string, user: string, options: { fresh?: boolean } = {}): Promise<Player> {
    const known = players.get(token);
    if (known && known.user === user && !options.fresh) return known;
    let answer;
    try {
      answer = await client.send('balance', { user, token });
    } catch (error) {
      if (error instanceof WalletUnavailableError)
        throw new LotteryDomainError('WALLET_UNAVAILABLE', 'the wallet did not answer');
      throw error;
    }
    if (answer.status !== 'RS_OK' || !answer.currency || !isCurrencyCode(answer.currency)) {
      players.delete(token);
      throw new LotteryDomainError('SESSION_INVALID', 'the launch token is not valid');
    }
    const merchant = await merchantFor(answer.currency);
    const player: Player = {
      user,
      token,
      currency: answer.currency,
      merchantCode: merchant.merchantCode,
      balance: answer.balance,
    };
    if (players.size > 50_000) players.clear();
    players.set(token, player);
    return player;
  }

  /**
   * Places ticket lines on one draw. Each line is refused on its own (bad numbers, liability) or
   * written and staked; a draw past its cut-off refuses every line with DRAW_CLOSED.
   */
  async function place(
    player: Player,
    drawId: string,
    lines: TicketLineInput[],
  ): Promise<{ draw: DrawRow; lines: LineOutcome[]; balance?: string }> {
    const d = await draws.draw(drawId);
    if (!d) throw new LotteryDomainError('DRAW_NOT_FOUND', 'no such draw');
    if (d.state !== 'OPEN' || d.closes_at.getTime() <= nowMs() || d.opens_at.getTime() > nowMs())
      throw new LotteryDomainError('DRAW_CLOSED', 'betting on this draw is closed', {
        closesAt: d.closes_at.toISOString(),
      });
    const merchant = await merchantFor(player.currency);
    const outcomes: LineOutcome[] = [];
    const toStake: {
      row: MessageRow;
      index: number;
      liabilityKey: [string, string, string, string];
      potential: bigint;
    }[] = [];
    for (const line of lines) {
      try {
        if (!Object.hasOwn(BET_TYPES, line.betType))
          throw new LotteryDomainError('BET_TYPE_NOT_SOLD', 'unknown bet type', { betType: line.betType });
        const betType = line.betType as BetTypeCode;
        const normal = normaliseNumbers(d.market, betType, line.numbers);
        const priced = priceLine(merchant, d.market, betType, line.units);
        const spec = BET_TYPES[betType];
        const ticketId = randomUUID();
        const txUuid = randomUUID();
        // One transaction per line: lock the number's counter, check, write ticket + BET message.
        await db.transaction(async (tx) => {
          const live = await tx.query<{ state: string; closes_at: Date }>(
            `SELECT state, closes_at FROM lottery_draws WHERE draw_id = $1 FOR SHARE`,
            [drawId],
          );
          if (live.rows[0]?.state !== 'OPEN' || live.rows[0].closes_at.getTime() <= nowMs())
            throw new LotteryDomainError('DRAW_CLOSED', 'betting on this draw is closed');
          await tx.query(
            `INSERT INTO lottery_liability (draw_id, merchant_code, bet_type, match_key, owed_minor) VALUES ($1, $2, $3, $4, 0)
             ON CONFLICT DO NOTHING`,
            [drawId, merchant.merchantCode, betType, normal.matchKey],
          );
          const owed = await tx.query<{ owed_minor: string }>(
            `SELECT owed_minor FROM lottery_liability WHERE draw_id = $1 AND merchant_code = $2 AND bet_type = $3 AND match_key = $4 FOR UPDATE`,
            [drawId, merchant.merchantCode, betType, normal.matchKey],
          );
          const verdict = checkLiability(
            BigInt(owed.rows[0]!.owed_minor),
            priced.potentialWinMinor,
            liabilityLimitMinor(merchant, d.market, betType),
          );
          if (!verdict.ok)
            throw new LotteryDomainError(
              'LIABILITY_EXCEEDED',
              'this number takes no more bets of that size',
              {
                available: money(verdict.availableMinor, player.currency),
              },
            );
          await tx.query(
            `UPDATE lottery_liability SET owed_minor = owed_minor + $5 WHERE draw_id = $1 AND merchant_code = $2 AND bet_type = $3 AND match_key = $4`,
            [drawId, merchant.merchantCode, betType, normal.matchKey, String(priced.potentialWinMinor)],
          );
          await tx.query(
            `INSERT INTO lottery_tickets (ticket_id, draw_id, merchant_code, member_id, currency, bet_type, kind, combination, numbers, match_key, units, cost_minor, payouts_minor, potential_win_minor, bet_uuid)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
            [
              ticketId,
              drawId,
              merchant.merchantCode,
              player.user,
              player.currency,
              betType,
              spec.kind,
              spec.combination ?? null,
              normal.numbers,
              normal.matchKey,
              line.units,
              String(priced.costMinor),
              priced.payoutsMinor.map(String),
              String(priced.potentialWinMinor),
              txUuid,
            ],
          );
          await tx.query(
            `INSERT INTO lottery_messages (tx_uuid, kind, ticket_id, draw_id, member_id, game_code, currency, amount_minor)
             VALUES ($1, 'BET', $2, $3, $4, $5, $6, $7)`,
            [txUuid, ticketId, drawId, player.user, d.game_code, player.currency, String(priced.costMinor)],
          );
        });
        toStake.push({
          row: {
            tx_uuid: txUuid,
            kind: 'BET',
            ticket_id: ticketId,
            ref_uuid: null,
            member_id: player.user,
            game_code: d.game_code,
            currency: player.currency,
            amount_minor: String(priced.costMinor),
          },
          index: outcomes.length,
          liabilityKey: [drawId, merchant.merchantCode, betType, normal.matchKey],
          potential: priced.potentialWinMinor,
        });
        outcomes.push({
          ok: true,
          ticketId,
          betType,
          numbers: normal.numbers,
          cost: money(priced.costMinor, player.currency),
          potentialWin: money(priced.potentialWinMinor, player.currency),
        });
      } catch (error) {
        if (!(error instanceof LotteryDomainError)) throw error;
        outcomes.push({
          ok: false,
          betType: line.betType,
          numbers: line.numbers,
          code: error.code,
          ...(Object.keys(error.params).length ? { params: error.params } : {}),
        });
      }
    }
    // Stakes go out a few at a time: the platform's wallet takes a member's concurrent stakes in one
    // batch, where one after another each paid a batch's wait (a 100-line slip took 8–14 s). Each
    // line is still staked once and refused on its own; with too little money, which lines the wallet
    // refuses is not strictly the last ones.
    let balance: string | undefined;
    const minorOf = (amount: string) => parseMoney(amount, player.currency as CurrencyCode).amountMinor;
    await eachConcurrently(toStake, STAKE_CONCURRENCY, async (s) => {
      const answer = await outbox.sendOne(s.row, player.token);
      if (answer) await outbox.recordAnswers(db, [{ txUuid: s.row.tx_uuid, answer }]);
      if (answer?.status === 'RS_OK') {
        // Only stakes move the balance here: the lowest answered is the one after all of them.
        if (
          answer.balance !== undefined &&
          (balance === undefined || minorOf(answer.balance) < minorOf(balance))
        )
          balance = answer.balance;
        return;
      }
      const line = outcomes[s.index] as Extract<LineOutcome, { ok: true }>;
      await db.query(
        `UPDATE lottery_liability SET owed_minor = owed_minor - $5 WHERE draw_id = $1 AND merchant_code = $2 AND bet_type = $3 AND match_key = $4`,
        [...s.liabilityKey, String(s.potential)],
      );
      if (!answer) {
        // No answer: the stake may have landed; refund it (retried until answered).
        logger.warn({ ticketId: line.ticketId }, 'bet unconfirmed: rolling it back');
        await db.query(
          `INSERT INTO lottery_messages (tx_uuid, kind, ticket_id, ref_uuid, draw_id, member_id, game_code, currency, amount_minor)
           SELECT gen_random_uuid(), 'ROLLBACK', ticket_id, tx_uuid, draw_id, member_id, game_code, currency, amount_minor
             FROM lottery_messages WHERE tx_uuid = $1 ON CONFLICT (ticket_id, kind) DO NOTHING`,
          [s.row.tx_uuid],
        );
        void outbox.drain(drawId).catch(() => undefined);
      }
      outcomes[s.index] = {
        ok: false,
        betType: line.betType,
        numbers: line.numbers,
        code:
          answer?.status === 'RS_ERROR_NOT_ENOUGH_MONEY'
            ? 'NOT_ENOUGH_MONEY'
            : answer
              ? 'BET_REFUSED'
              : 'WALLET_UNAVAILABLE',
      };
    });
    if (balance !== undefined) player.balance = balance;
    return { draw: d, lines: outcomes, ...(balance !== undefined ? { balance } : {}) };
  }

  /** Bets sent by a previous run that never got an answer: refunded (ROLLBACK, retried until answered). */
  async function recoverOrphanBets(startedAt: Date) {
    const r = await db.query(
      `INSERT INTO lottery_messages (tx_uuid, kind, ticket_id, ref_uuid, draw_id, member_id, game_code, currency, amount_minor)
       SELECT gen_random_uuid(), 'ROLLBACK', m.ticket_id, m.tx_uuid, m.draw_id, m.member_id, m.game_code, m.currency, m.amount_minor
         FROM lottery_messages m
        WHERE m.kind = 'BET' AND m.created_at < $1
          AND NOT EXISTS (SELECT 1 FROM lottery_message_answers a WHERE a.tx_uuid = m.tx_uuid)
       ON CONFLICT (ticket_id, kind) DO NOTHING`,
      [startedAt],
    );
    if (r.rowCount) logger.warn({ refunded: r.rowCount }, 'unanswered bets of a previous run rolled back');
  }

  async function myTickets(user: string, limit: number) {
    const r = await db.query<{
      ticket_id: string;
      draw_id: string;
      market: MarketCode;
      game_code: string;
      province_name: string | null;
      draw_at: Date;
      draw_state: string;
      bet_type: string;
      numbers: string[];
      units: string;
      currency: string;
      cost_minor: string;
      potential_win_minor: string;
      placed_at: Date;
      bet_status: string | null;
      win_minor: string | null;
      refunded: boolean;
      ended: boolean;
    }>(
      `SELECT t.ticket_id, t.draw_id, d.market, d.game_code, d.province_name, d.draw_at, d.state AS draw_state, t.bet_type, t.numbers,
              t.units, t.currency, t.cost_minor, t.potential_win_minor, t.placed_at, a.status AS bet_status, s.win_minor,
              EXISTS (SELECT 1 FROM lottery_messages r WHERE r.ticket_id = t.ticket_id AND r.kind = 'ROLLBACK') AS refunded,
              EXISTS (SELECT 1 FROM lottery_messages e JOIN lottery_message_answers ea ON ea.tx_uuid = e.tx_uuid
                       WHERE e.ticket_id = t.ticket_id AND e.kind <> 'BET') AS ended
         FROM lottery_tickets t
         JOIN lottery_draws d ON d.draw_id = t.draw_id
         JOIN lottery_messages bm ON bm.ticket_id = t.ticket_id AND bm.kind = 'BET'
         LEFT JOIN lottery_message_answers a ON a.tx_uuid = bm.tx_uuid
         LEFT JOIN lottery_settlements s ON s.ticket_id = t.ticket_id
        WHERE t.member_id = $1
        ORDER BY t.placed_at DESC
        LIMIT $2`,
      [user, limit],
    );
    return r.rows.map((t) => ({
      ticketId: t.ticket_id,
      drawId: t.draw_id,
      market: t.market,
      gameCode: t.game_code,
      province: t.province_name,
      drawAt: t.draw_at.toISOString(),
      betType: t.bet_type,
      numbers: t.numbers,
      units: Number(t.units),
      cost: money(BigInt(t.cost_minor), t.currency),
      potentialWin: money(BigInt(t.potential_win_minor), t.currency),
      placedAt: t.placed_at.toISOString(),
      status: t.refunded
        ? 'REFUNDED'
        : t.bet_status === null
          ? 'PENDING'
          : t.bet_status !== 'RS_OK'
            ? 'REFUSED'
            : t.win_minor !== null && BigInt(t.win_minor) > 0n
              ? 'WON'
              : t.win_minor !== null || t.draw_state === 'SETTLED'
                ? 'LOST'
                : 'OPEN',
      win: t.win_minor !== null ? money(BigInt(t.win_minor), t.currency) : null,
      // The platform has the ticket's ending (its win, a win of 0 or its refund): a win is in the
      // balance only from then on (it is sent just after the draw settles).
      walletSettled: t.ended,
    }));
  }

  return {
    seedMerchants,
    merchantFor,
    /** After an operator's change of odds: the next ticket reads them again (tickets keep their own). */
    forgetMerchants: () => merchants.clear(),
    session,
    place,
    recoverOrphanBets,
    myTickets,
    parseUnits: (s: string, c: string) => parseMoney(s, c as 'THB'),
  };
}

export type Tickets = ReturnType<typeof createTickets>;
