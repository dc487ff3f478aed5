import { randomUUID } from 'node:crypto';
import {
  cashOutValue,
  combinedOdds,
  MAX_ODDS,
  parseOdds,
  potentialPayout,
  slipProblem,
  type Outcome,
} from '../domain/index.ts';
import { inTransaction, type Pool, type PoolClient } from '../store/database.ts';
import { BookError, errorForStatus } from './book-error.ts';
import type { StakeLimits } from './limits.ts';
import { fromMinor, toMinor } from './money.ts';
import { newMessage, writeMessages, type MoneyMessage, type MoneyOutbox } from './money-outbox.ts';
import type { Player } from './players.ts';
import type { BoardSelection, PriceBoard } from './price-board.ts';

/** Whether a changed price is taken without asking: never, when it is better for the player, always. */
export type AcceptOdds = 'NONE' | 'BETTER' | 'ANY';

export interface PlaceBetRequest {
  legs: { selectionId: string; odds: string }[];
  stake: string;
  acceptOdds: AcceptOdds;
  /** The slip's id for this placement: the same id again answers the bet it made, staking nothing. */
  requestId?: string;
}

interface CheckedLeg {
  selection: BoardSelection;
  eventId: string;
  odds: number;
  quarter: boolean;
}

export interface BetView {
  id: string;
  kind: 'SINGLE' | 'PARLAY';
  stake: string;
  currency: string;
  odds: string;
  potentialReturn: string;
  placedAt: string;
  live: boolean;
  status: 'OPEN' | 'SETTLED' | 'CASHED_OUT' | 'VOID' | 'REJECTED' | 'PENDING';
  /** What the bet returned (settled: the latest settlement's payout; cashed out: the amount). */
  returned: string | null;
  legs: {
    eventId: string;
    event: string;
    marketId: string;
    market: string;
    selectionId: string;
    selection: string;
    odds: string;
    outcome: Outcome | null;
  }[];
}

/** A rejected bet's reason when its stake went unanswered (else the wallet's refusal status). */
const STAKE_UNCONFIRMED = 'stake unconfirmed';

/** The error a placement rejected for this reason answered (and answers again on a replay). */
export function refusalFor(reason: string | null): BookError {
  if (reason === null || reason === STAKE_UNCONFIRMED) return new BookError('WALLET_UNAVAILABLE');
  return errorForStatus(reason);
}

const odds3 = (milli: number) => `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;

/**
 * Taking bets (ADR 0031 §7): the slip is checked against the live board (price versions, suspension,
 * limits), in-play bets wait a delay and are checked again, and the bet, its legs, the exposure it
 * adds and its stake message are written in one transaction before the stake is sent.
 */
export function createBetService(deps: {
  pool: Pool;
  board: PriceBoard;
  outbox: MoneyOutbox;
  limits: (currency: string) => StakeLimits;
  inPlayDelayMs?: number;
  /** A bet accepted after one of its events was resulted is settled at once. */
  afterAccept?: (betId: string, eventIds: string[]) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}) {
  const { pool, board, outbox } = deps;
  const inPlayDelayMs = deps.inPlayDelayMs ?? 5_000;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  /** Checks the slip against the board now; throws the first problem. */
  function check(request: PlaceBetRequest): { legs: CheckedLeg[]; live: boolean } {
    const legs: CheckedLeg[] = [];
    const changed: { selectionId: string; odds: string }[] = [];
    let live = false;
    for (const leg of request.legs) {
      const selection = board.selection(leg.selectionId);
      if (!selection) throw new BookError('MARKET_CLOSED', { selectionId: leg.selectionId });
      const event = board.event(selection.eventId)!;
      const market = board.market(selection.marketId)!;
      if (event.status !== 'UPCOMING' && event.status !== 'LIVE')
        throw new BookError('MARKET_CLOSED', { selectionId: leg.selectionId });
      // A dangerous moment suspends the match; a runaway price its market or selection (price band).
      if (event.suspended || !selection.offered)
        throw new BookError('MARKET_SUSPENDED', { selectionId: leg.selectionId });
      if (event.status === 'LIVE') live = true;
      const seen = parseOdds(leg.odds);
      if (seen === null || seen < 1000) throw new BookError('INVALID_INPUT', { field: 'odds' });
      const now = selection.odds;
      const better = now > seen;
      const ok = now === seen || request.acceptOdds === 'ANY' || (request.acceptOdds === 'BETTER' && better);
      if (!ok) changed.push({ selectionId: selection.id, odds: odds3(now) });
      legs.push({ selection, eventId: event.id, odds: now, quarter: market.quarter });
    }
    if (changed.length > 0) throw new BookError('PRICE_CHANGED', { changes: changed });
    return { legs, live };
  }

  async function lockRisk(
    c: PoolClient,
    player: Player,
    marketIds: string[],
    stakeMinor: bigint,
    liabilityMinor: bigint,
    limits: StakeLimits,
  ) {
    const ids = [...new Set(marketIds)].sort();
    await c.query(
      `INSERT INTO market_exposure (market_id, currency) SELECT unnest($1::text[]), $2 ON CONFLICT DO NOTHING`,
      [ids, player.currency],
    );
    await c.query(
      `INSERT INTO member_market_stakes (member_id, market_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
      [player.memberId, ids],
    );
    const exposure = await c.query<{ market_id: string; liability_minor: string }>(
      `SELECT market_id, liability_minor FROM market_exposure WHERE market_id = ANY($1) AND currency = $2
       ORDER BY market_id FOR UPDATE`,
      [ids, player.currency],
    );
    const stakes = await c.query<{ market_id: string; stake_minor: string }>(
      `SELECT market_id, stake_minor FROM member_market_stakes WHERE member_id = $1 AND market_id = ANY($2)
       ORDER BY market_id FOR UPDATE`,
      [player.memberId, ids],
    );
    for (const row of stakes.rows) {
      const left = limits.maxMemberMarketStakeMinor - BigInt(row.stake_minor);
      if (stakeMinor > left)
        throw new BookError('MEMBER_LIMIT_REACHED', {
          marketId: row.market_id,
          available: fromMinor(left > 0n ? left : 0n, player.currency),
        });
    }
    for (const row of exposure.rows) {
      if (BigInt(row.liability_minor) + liabilityMinor > limits.maxMarketLiabilityMinor)
        throw new BookError('EXPOSURE_LIMIT_REACHED', { marketId: row.market_id });
    }
    await c.query(
      `UPDATE market_exposure SET stake_minor = stake_minor + $3, liability_minor = liability_minor + $4
       WHERE market_id = ANY($1) AND currency = $2`,
      [ids, player.currency, stakeMinor.toString(), liabilityMinor.toString()],
    );
    await c.query(
      `UPDATE member_market_stakes SET stake_minor = stake_minor + $3 WHERE member_id = $1 AND market_id = ANY($2)`,
      [player.memberId, ids, stakeMinor.toString()],
    );
  }

  /** Takes back what an accepted-then-ended bet added to the risk aggregates. */
  async function releaseRisk(c: PoolClient, betId: string) {
    await c.query(
      `WITH b AS (SELECT member_id, currency, stake_minor, potential_minor - stake_minor AS liability FROM bets WHERE id = $1),
            m AS (SELECT DISTINCT market_id FROM bet_legs WHERE bet_id = $1)
       UPDATE market_exposure e SET stake_minor = e.stake_minor - b.stake_minor, liability_minor = e.liability_minor - b.liability
       FROM b, m WHERE e.market_id = m.market_id AND e.currency = b.currency`,
      [betId],
    );
    await c.query(
      `WITH b AS (SELECT member_id, stake_minor FROM bets WHERE id = $1),
            m AS (SELECT DISTINCT market_id FROM bet_legs WHERE bet_id = $1)
       UPDATE member_market_stakes s SET stake_minor = s.stake_minor - b.stake_minor
       FROM b, m WHERE s.member_id = b.member_id AND s.market_id = m.market_id`,
      [betId],
    );
  }

  /** Closes a bet (REJECTED, CASHED_OUT, VOID) once; false when it was closed already. */
  async function close(
    c: PoolClient,
    betId: string,
    kind: string,
    amountMinor: bigint,
    reason: string | null,
  ) {
    const r = await c.query(
      `INSERT INTO bet_closures (bet_id, kind, amount_minor, reason) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [betId, kind, amountMinor.toString(), reason],
    );
    if ((r.rowCount ?? 0) === 0) return false;
    await releaseRisk(c, betId);
    return true;
  }

  /** An unconfirmed stake: refuse the bet and roll the stake back (sent by the outbox). */
  async function abandonBet(bet: MoneyMessage) {
    await inTransaction(pool, async (c) => {
      const accepted = await c.query('SELECT 1 FROM bet_acceptances WHERE bet_id = $1', [bet.betId]);
      if ((accepted.rowCount ?? 0) === 0 && (await close(c, bet.betId, 'REJECTED', 0n, STAKE_UNCONFIRMED))) {
        await writeMessages(c, [
          newMessage({
            betId: bet.betId,
            kind: 'ROLLBACK',
            amountMinor: bet.amountMinor,
            currency: bet.currency,
            memberId: bet.memberId,
            referenceId: bet.id,
            cause: 'stake unconfirmed',
          }),
        ]);
      }
      await c.query('DELETE FROM money_pending WHERE message_id = $1', [bet.id]);
    });
    void outbox.kick();
  }

  /** The bet an earlier placement with this requestId made, if any (whatever became of it). */
  async function madeFor(player: Player, requestId: string): Promise<BetView | null> {
    const [view] = await betViews('b.member_id = $1 AND b.request_id = $2', [player.memberId, requestId]);
    return view ?? null;
  }

  /**
   * The answer to a placement sent again: the bet it made, or, when the wallet refused its stake,
   * that same refusal (a placement refused once stays refused; nothing new is placed or staked).
   */
  async function answerAgain(made: BetView): Promise<{ bet: BetView; balance: string | null }> {
    if (made.status === 'REJECTED') {
      const r = await pool.query<{ reason: string | null }>(
        `SELECT reason FROM bet_closures WHERE bet_id = $1 AND kind = 'REJECTED'`,
        [made.id],
      );
      throw refusalFor(r.rows[0]?.reason ?? null);
    }
    return { bet: made, balance: null };
  }

  async function betViews(where: string, params: unknown[]): Promise<BetView[]> {
    const r = await pool.query<{
      id: string;
      kind: 'SINGLE' | 'PARLAY';
      currency: string;
      stake_minor: string;
      odds: number;
      potential_minor: string;
      placed_at: Date;
      live: boolean;
      accepted: boolean;
      closure: string | null;
      closure_amount: string | null;
      payout: string | null;
      legs: {
        event_id: string;
        event: string;
        market_id: string;
        market: string;
        selection_id: string;
        selection: string;
        odds: number;
        outcome: Outcome | null;
      }[];
    }>(
      `SELECT b.id, b.kind, b.currency, b.stake_minor, b.odds, b.potential_minor, b.placed_at, b.live,
              EXISTS (SELECT 1 FROM bet_acceptances a WHERE a.bet_id = b.id) AS accepted,
              c.kind AS closure, c.amount_minor AS closure_amount,
              (SELECT s.payout_minor FROM bet_settlements s WHERE s.bet_id = b.id ORDER BY s.seq DESC LIMIT 1) AS payout,
              (SELECT json_agg(json_build_object(
                  'event_id', l.event_id, 'event', coalesce(e.home || ' – ' || e.away, l.event_id),
                  'market_id', l.market_id, 'market', coalesce(m.kind || coalesce(' ' || m.line, ''), l.market_id),
                  'selection_id', l.selection_id, 'selection', coalesce(s.key, l.selection_id), 'odds', l.odds,
                  'outcome', (SELECT sr.outcome FROM selection_results sr WHERE sr.selection_id = l.selection_id ORDER BY sr.version DESC LIMIT 1)
                ) ORDER BY l.leg_no)
               FROM bet_legs l LEFT JOIN events e ON e.id = l.event_id LEFT JOIN markets m ON m.id = l.market_id
               LEFT JOIN selections s ON s.id = l.selection_id WHERE l.bet_id = b.id) AS legs
       FROM bets b LEFT JOIN bet_closures c ON c.bet_id = b.id
       WHERE ${where}
       ORDER BY b.placed_at DESC LIMIT 100`,
      params,
    );
    return r.rows.map((row) => {
      const status: BetView['status'] =
        row.closure === 'REJECTED'
          ? 'REJECTED'
          : row.closure === 'CASHED_OUT'
            ? 'CASHED_OUT'
            : row.closure === 'VOID'
              ? 'VOID'
              : !row.accepted
                ? 'PENDING'
                : row.payout !== null
                  ? 'SETTLED'
                  : 'OPEN';
      const returned =
        status === 'CASHED_OUT'
          ? BigInt(row.closure_amount ?? '0')
          : status === 'VOID'
            ? BigInt(row.stake_minor)
            : row.payout !== null
              ? BigInt(row.payout)
              : null;
      return {
        id: row.id,
        kind: row.kind,
        stake: fromMinor(BigInt(row.stake_minor), row.currency),
        currency: row.currency,
        odds: odds3(row.odds),
        potentialReturn: fromMinor(BigInt(row.potential_minor), row.currency),
        placedAt: row.placed_at.toISOString(),
        live: row.live,
        status,
        returned: returned === null ? null : fromMinor(returned, row.currency),
        legs: row.legs.map((l) => ({
          eventId: l.event_id,
          event: l.event,
          marketId: l.market_id,
          market: l.market,
          selectionId: l.selection_id,
          selection: l.selection,
          odds: odds3(l.odds),
          outcome: l.outcome,
        })),
      };
    });
  }

  async function cashOutState(player: Player, betId: string, c: Pick<PoolClient, 'query'> = pool) {
    const bet = await c.query<{
      stake_minor: string;
      currency: string;
      settled: boolean;
      closed: boolean;
      accepted: boolean;
    }>(
      `SELECT b.stake_minor, b.currency,
              EXISTS (SELECT 1 FROM bet_settlements s WHERE s.bet_id = b.id) AS settled,
              EXISTS (SELECT 1 FROM bet_closures x WHERE x.bet_id = b.id) AS closed,
              EXISTS (SELECT 1 FROM bet_acceptances a WHERE a.bet_id = b.id) AS accepted
       FROM bets b WHERE b.id = $1 AND b.member_id = $2`,
      [betId, player.memberId],
    );
    const row = bet.rows[0];
    if (!row) throw new BookError('NOT_FOUND');
    if (row.settled || row.closed || !row.accepted) return { row, value: null };
    const legs = await c.query<{ selection_id: string; odds: number; outcome: Outcome | null }>(
      `SELECT l.selection_id, l.odds,
              (SELECT sr.outcome FROM selection_results sr WHERE sr.selection_id = l.selection_id ORDER BY sr.version DESC LIMIT 1) AS outcome
       FROM bet_legs l WHERE l.bet_id = $1 ORDER BY l.leg_no`,
      [betId],
    );
    const value = cashOutValue(
      BigInt(row.stake_minor),
      legs.rows.map((l) => {
        const s = board.selection(l.selection_id);
        const e = s ? board.event(s.eventId) : undefined;
        // No offer against a suspended match or a price out of the sane band (price-band.ts).
        const open = e && (e.status === 'UPCOMING' || e.status === 'LIVE') && !e.suspended && s!.offered;
        return {
          acceptedOdds: l.odds,
          outcome: l.outcome,
          currentOdds: l.outcome === null && open ? s!.odds : null,
        };
      }),
    );
    return { row, value };
  }

  return {
    abandonBet,

    async place(player: Player, request: PlaceBetRequest, limits = deps.limits(player.currency)) {
      if (request.requestId) {
        const made = await madeFor(player, request.requestId);
        if (made) return await answerAgain(made);
      }
      const problem = slipProblem(
        request.legs.map((l) => ({
          eventId: board.selection(l.selectionId)?.eventId ?? `unknown:${l.selectionId}`,
          selectionId: l.selectionId,
        })),
      );
      if (problem) throw new BookError('SLIP_INVALID', { problem });
      const stakeMinor = toMinor(request.stake, player.currency);
      if (stakeMinor === null || stakeMinor <= 0n) throw new BookError('INVALID_INPUT', { field: 'stake' });
      if (stakeMinor < limits.minStakeMinor)
        throw new BookError('STAKE_TOO_LOW', { min: fromMinor(limits.minStakeMinor, player.currency) });
      if (stakeMinor > limits.maxStakeMinor)
        throw new BookError('STAKE_TOO_HIGH', { max: fromMinor(limits.maxStakeMinor, player.currency) });

      let checked = check(request);
      if (checked.live) {
        // In play: the price must still stand after the delay (a goal, a suspension meanwhile refuses it).
        await sleep(inPlayDelayMs);
        checked = check(request);
      }
      const legs = checked.legs;
      const odds = combinedOdds(legs.map((l) => l.odds));
      if (odds > MAX_ODDS) throw new BookError('SLIP_INVALID', { problem: 'ODDS_TOO_HIGH' });
      const potential = potentialPayout(
        stakeMinor,
        legs.map((l) => l.odds),
      );
      const betId = randomUUID();
      const stake = newMessage({
        betId,
        kind: 'BET',
        amountMinor: stakeMinor,
        currency: player.currency,
        memberId: player.memberId,
        referenceId: null,
        cause: 'stake',
      });
      const inserted = await inTransaction(pool, async (c) => {
        await lockRisk(
          c,
          player,
          legs.map((l) => l.selection.marketId),
          stakeMinor,
          potential - stakeMinor,
          limits,
        );
        // A twin of this placement (same requestId) that got here first keeps its bet; this one stakes nothing.
        const row = await c.query(
          `INSERT INTO bets (id, member_id, currency, kind, stake_minor, odds, potential_minor, live, request_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (member_id, request_id) WHERE request_id IS NOT NULL DO NOTHING`,
          [
            betId,
            player.memberId,
            player.currency,
            legs.length === 1 ? 'SINGLE' : 'PARLAY',
            stakeMinor.toString(),
            odds,
            potential.toString(),
            checked.live,
            request.requestId ?? null,
          ],
        );
        if (row.rowCount === 0) return false;
        await c.query(
          `INSERT INTO bet_legs (bet_id, leg_no, event_id, market_id, selection_id, odds, price_version, quarter)
           SELECT $1, * FROM unnest($2::smallint[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::bool[])`,
          [
            betId,
            legs.map((_, i) => i + 1),
            legs.map((l) => l.eventId),
            legs.map((l) => l.selection.marketId),
            legs.map((l) => l.selection.id),
            legs.map((l) => l.odds),
            legs.map((l) => l.selection.version),
            legs.map((l) => l.quarter),
          ],
        );
        await writeMessages(c, [stake]);
        return true;
      });
      // The conflicting twin is committed by now (ON CONFLICT waits for it), so its bet is there.
      if (!inserted) return await answerAgain((await madeFor(player, request.requestId!))!);

      const answer = await outbox.send(stake);
      if (!answer) {
        await abandonBet(stake);
        throw new BookError('WALLET_UNAVAILABLE');
      }
      if (answer.status !== 'RS_OK') {
        await inTransaction(pool, (c) => close(c, betId, 'REJECTED', 0n, answer.status));
        throw errorForStatus(answer.status, answer.balance);
      }
      await pool.query('INSERT INTO bet_acceptances (bet_id) VALUES ($1) ON CONFLICT DO NOTHING', [betId]);
      await deps.afterAccept?.(betId, [...new Set(legs.map((l) => l.eventId))]);
      const [view] = await betViews('b.id = $1', [betId]);
      return { bet: view!, balance: answer.balance ?? null };
    },

    /** Open (or pending) bets, or settled ones (settled, cashed out, void, rejected), newest first. */
    async list(player: Player, which: 'open' | 'settled'): Promise<BetView[]> {
      const open = `NOT EXISTS (SELECT 1 FROM bet_closures c2 WHERE c2.bet_id = b.id)
                    AND NOT EXISTS (SELECT 1 FROM bet_settlements s2 WHERE s2.bet_id = b.id)`;
      return betViews(`b.member_id = $1 AND ${which === 'open' ? open : `NOT (${open})`}`, [player.memberId]);
    },

    async get(player: Player, betId: string): Promise<BetView> {
      const [view] = await betViews('b.id = $1 AND b.member_id = $2', [betId, player.memberId]);
      if (!view) throw new BookError('NOT_FOUND');
      return view;
    },

    async cashOutQuote(player: Player, betId: string) {
      const { row, value } = await cashOutState(player, betId);
      if (value === null || value <= 0n) throw new BookError('CASH_OUT_UNAVAILABLE');
      return { betId, amount: fromMinor(value, row.currency), currency: row.currency };
    },

    /** Pays the quoted amount if the bet is still worth at least that; the bet is closed. */
    async cashOut(player: Player, betId: string, amount: string) {
      const message = await inTransaction(pool, async (c) => {
        await c.query('SELECT id FROM bets WHERE id = $1 FOR UPDATE', [betId]);
        const { row, value } = await cashOutState(player, betId, c);
        if (value === null || value <= 0n) throw new BookError('CASH_OUT_UNAVAILABLE');
        const asked = toMinor(amount, row.currency);
        if (asked === null || asked <= 0n) throw new BookError('INVALID_INPUT', { field: 'amount' });
        if (asked > value)
          throw new BookError('CASH_OUT_CHANGED', { amount: fromMinor(value, row.currency) });
        await close(c, betId, 'CASHED_OUT', asked, null);
        const stake = await c.query<{ id: string }>(
          `SELECT id FROM money_messages WHERE bet_id = $1 AND kind = 'BET'`,
          [betId],
        );
        const win = newMessage({
          betId,
          kind: 'WIN',
          amountMinor: asked,
          currency: row.currency,
          memberId: player.memberId,
          referenceId: stake.rows[0]!.id,
          cause: 'cash-out',
        });
        await writeMessages(c, [win]);
        return win;
      });
      const answer = await outbox.send(message);
      return {
        betId,
        amount: fromMinor(message.amountMinor, message.currency),
        paid: answer?.status === 'RS_OK',
        balance: answer?.balance ?? null,
      };
    },
  };
}

export type BetService = ReturnType<typeof createBetService>;
