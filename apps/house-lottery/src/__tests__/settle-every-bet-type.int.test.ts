import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test/test-app.ts';
import { createLotteryService, type LotteryService } from '../app.ts';
import { loadConfig } from '../config.ts';
import {
  BET_TYPES,
  betTypesOf,
  settleTicket,
  ticketHits,
  type BetTypeCode,
  type DrawPlan,
  type DrawResult,
  type MarketCode,
} from '../domain/index.ts';

/**
 * The SQL settlement against the pure `settleTicket`, for every bet type on every market that sells
 * it: tickets bought through the real vendor and the platform's seamless wallet on draws with
 * hand-chosen results (duplicates for multi-hit lô, 00 / 99 / 000 / 9999 edge numbers), settled by
 * `draws.settle` (the real SQL), sent through the outbox; each ticket's settlement and the win the
 * platform credited for its round must equal `settleTicket` to the minor unit. A bet type added to
 * BET_TYPES without tickets here fails the coverage test.
 */

/** Northern shape (VN_NORTH and ELOTT): 99 closes 7 prizes, 00 and 45 four, 099 three, 899 two. */
const NORTH: DrawResult = {
  DB: ['10099'],
  G1: ['54300'],
  G2: ['11199', '22200'],
  G3: ['33345', '44400', '55502', '66603', '77704', '88899'],
  G4: ['1245', '3406', '5607', '7899'],
  G5: ['9009', '1110', '2211', '3312', '4413', '0099'],
  G6: ['345', '616', '099'],
  G7: ['45', '18', '00', '99'],
};

/** Provincial shape (VN_CENTRAL, VN_SOUTH): đề 00 (five 00 endings), G8 00, 3 càng 600, 4 càng 7600. */
const PROVINCIAL: DrawResult = {
  G8: ['00'],
  G7: ['900'],
  G6: ['1234', '5600', '9999'],
  G5: ['4321'],
  G4: ['10000', '20001', '30002', '40003', '50004', '60005', '70099'],
  G3: ['11111', '22222'],
  G2: ['33333'],
  G1: ['44400'],
  DB: ['987600'],
};

/** Thai: first 123456; 3-digit back 001 twice (two hits). */
const THAI: DrawResult = {
  FIRST: ['123456'],
  FRONT3: ['456', '789'],
  BACK3: ['001', '001'],
  BACK2: ['56'],
};

/** 4D: 1234 first and special; 0000 second and twice consolation. */
const FOUR_D: DrawResult = {
  P1: ['1234'],
  P2: ['0000'],
  P3: ['9999'],
  SPECIAL: ['1234', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '0001'],
  CONSOLATION: ['0000', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0000'],
};

type Cases = Partial<Record<BetTypeCode, string[][]>>;

const VN_NORTH_CASES: Cases = {
  LO2: [['99'], ['00'], ['45'], ['18'], ['01'], ['98']],
  LO3: [['099'], ['899'], ['345'], ['000'], ['999']],
  DE: [['99'], ['00'], ['09']],
  DE_G1: [['00'], ['99'], ['30']],
  DE_HEAD: [['9'], ['0']],
  DE_TAIL: [['9'], ['1']],
  DAU_DUOI: [['99'], ['45'], ['18'], ['12'], ['00']],
  CANG3: [['099'], ['990'], ['000']],
  CANG4: [['0099'], ['9900'], ['0000'], ['9999']],
  XIEN2: [
    ['00', '99'],
    ['45', '18'],
    ['99', '01'],
  ],
  XIEN3: [
    ['00', '45', '99'],
    ['00', '45', '98'],
  ],
  XIEN4: [
    ['00', '18', '45', '99'],
    ['00', '18', '45', '97'],
  ],
  TRUOT4: [
    ['20', '21', '22', '23'],
    ['01', '02', '03', '04'],
  ],
  TRUOT8: [
    ['30', '31', '32', '33', '34', '35', '36', '37'],
    ['30', '31', '32', '33', '34', '35', '36', '99'],
  ],
  TRUOT10: [
    ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'],
    ['00', '21', '22', '23', '24', '25', '26', '27', '28', '29'],
  ],
};

const PROVINCIAL_CASES: Cases = {
  LO2: [['00'], ['99'], ['33'], ['98']],
  LO3: [['000'], ['600'], ['999'], ['123']],
  DE: [['00'], ['99']],
  DE_G1: [['00'], ['01']],
  DE_HEAD: [['0'], ['9']],
  DE_TAIL: [['0'], ['1']],
  DAU_DUOI: [['00'], ['99'], ['76']],
  CANG3: [['600'], ['000']],
  CANG4: [['7600'], ['0000']],
  XIEN2: [
    ['00', '99'],
    ['00', '98'],
  ],
  XIEN3: [
    ['00', '01', '99'],
    ['00', '01', '98'],
  ],
  XIEN4: [
    ['00', '01', '02', '03'],
    ['00', '01', '02', '98'],
  ],
  TRUOT4: [
    ['40', '41', '42', '43'],
    ['40', '41', '42', '00'],
  ],
  TRUOT8: [
    ['40', '41', '42', '43', '44', '45', '46', '47'],
    ['40', '41', '42', '43', '44', '45', '46', '99'],
  ],
  TRUOT10: [
    ['40', '41', '42', '43', '44', '45', '46', '47', '48', '49'],
    ['40', '41', '42', '43', '44', '45', '46', '47', '48', '05'],
  ],
};

const THAI_CASES: Cases = {
  TH_3TOP: [['456'], ['654'], ['000'], ['999']],
  TH_3TOTE: [['645'], ['456'], ['123'], ['000']],
  TH_3FRONT: [['456'], ['789'], ['001']],
  TH_3BACK: [['001'], ['456'], ['100']],
  TH_2TOP: [['56'], ['65'], ['00']],
  TH_2BOTTOM: [['56'], ['99']],
  TH_RUN_TOP: [['4'], ['5'], ['6'], ['0']],
  TH_RUN_BOTTOM: [['5'], ['6'], ['4'], ['9']],
};

const FOUR_D_CASES: Cases = {
  MY_BIG: [['1234'], ['0000'], ['9999'], ['0001'], ['0009'], ['5678']],
  MY_SMALL: [['1234'], ['0000'], ['9999'], ['0001'], ['5678']],
};

interface DrawCase {
  drawId: string;
  market: MarketCode;
  gameCode: string;
  result: DrawResult;
  cases: Cases;
}

const DRAWS: DrawCase[] = [
  {
    drawId: 'VN_NORTH-S1',
    market: 'VN_NORTH',
    gameCode: 'lotto-vn-north',
    result: NORTH,
    cases: VN_NORTH_CASES,
  },
  { drawId: 'ELOTT1-S1', market: 'ELOTT', gameCode: 'lotto-elott-1', result: NORTH, cases: VN_NORTH_CASES },
  {
    drawId: 'VN_CENTRAL-S1',
    market: 'VN_CENTRAL',
    gameCode: 'lotto-vn-central',
    result: PROVINCIAL,
    cases: PROVINCIAL_CASES,
  },
  {
    drawId: 'VN_SOUTH-S1',
    market: 'VN_SOUTH',
    gameCode: 'lotto-vn-south',
    result: PROVINCIAL,
    cases: PROVINCIAL_CASES,
  },
  { drawId: 'TH_GOV-S1', market: 'TH_GOV', gameCode: 'lotto-th-gov', result: THAI, cases: THAI_CASES },
  { drawId: 'MY_4D-S1', market: 'MY_4D', gameCode: 'lotto-my-4d', result: FOUR_D, cases: FOUR_D_CASES },
];

/** Bet types whose tickets here must include one hit more than once (per hit / per tier payouts). */
const MULTI_HIT: BetTypeCode[] = ['LO2', 'LO3', 'DAU_DUOI', 'TH_3BACK', 'MY_BIG', 'MY_SMALL'];

const MARKETS: MarketCode[] = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'TH_GOV', 'MY_4D', 'ELOTT'];

describe('the SQL settlement pays every bet type as settleTicket does', () => {
  let t: TestApp;
  let lotteryDbUrl: string;
  let lottery: LotteryService;
  let user: string;
  let token: string;
  const DRAW_AT = Date.parse('2026-11-27T11:15:00Z');
  let clockMs = DRAW_AT - 2 * 3_600_000;

  const plan = (d: DrawCase): DrawPlan => ({
    drawId: d.drawId,
    market: d.market,
    gameCode: d.gameCode,
    provinceCode: null,
    provinceName: null,
    drawDate: '2026-11-27',
    opensAtMs: DRAW_AT - 3 * 3_600_000,
    closesAtMs: DRAW_AT - (d.market === 'ELOTT' ? 5_000 : 15 * 60_000),
    drawAtMs: DRAW_AT,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.modules.seamless.registerVendorIfMissing({
      code: 'LOTTO',
      displayName: 'Royal Lottery',
      brandColor: '#c2410c',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const url = new URL(inject('adminDatabaseUrl'));
    url.pathname = `/lt_${randomBytes(5).toString('hex')}`;
    lotteryDbUrl = url.toString();
    lottery = await createLotteryService(
      {
        ...loadConfig({ PLATFORM_URL: platformUrl, LOG_LEVEL: 'silent', LOTTERY_FEED: 'none' }),
        databaseUrl: lotteryDbUrl,
      },
      { nowMs: () => clockMs, scheduler: false },
    );
    await lottery.start();
    const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo03');
    user = member!.id;
    // Enough money for every ticket, whatever the demo seed gave.
    await t.db.query(
      `UPDATE ledger_accounts SET balance_minor = balance_minor + 100000000 WHERE member_id = $1 AND kind = 'CASH'`,
      [user],
    );
    token = await t.modules.seamless.service.issueSession({
      vendorCode: 'LOTTO',
      memberId: user,
      merchantCode: 'ROYAL',
      gameCode: 'lotto-vn-north',
    });
  });

  afterAll(async () => {
    await lottery?.stop().catch(() => undefined);
    await t?.close();
    if (lotteryDbUrl) {
      const adminUrl = new URL(lotteryDbUrl);
      const name = adminUrl.pathname.slice(1);
      adminUrl.pathname = '/postgres';
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    }
  });

  it('has tickets of every bet type on every market that sells it, winning and losing', () => {
    for (const market of MARKETS) {
      const d = DRAWS.find((x) => x.market === market);
      expect(d, `a draw of ${market}`).toBeDefined();
      for (const code of betTypesOf(market))
        expect(d!.cases[code]?.length ?? 0, `${market} ${code}`).toBeGreaterThan(0);
    }
    for (const code of Object.keys(BET_TYPES) as BetTypeCode[])
      expect(
        DRAWS.some((d) => (d.cases[code]?.length ?? 0) > 0),
        `${code} has tickets`,
      ).toBe(true);
  });

  const placed: { drawId: string; ticketId: string; betType: BetTypeCode }[] = [];

  it('sells every case through the seamless wallet', async () => {
    await lottery.draws.insertPlans(DRAWS.map(plan));
    await lottery.draws.tick();
    for (const d of DRAWS) {
      expect((await lottery.draws.draw(d.drawId))!.state).toBe('OPEN');
      const lines = Object.entries(d.cases).flatMap(([betType, list]) =>
        list.map((numbers, i) => ({ betType, numbers, units: 1 + (i % 3) })),
      );
      const response = await lottery.app.inject({
        method: 'POST',
        url: '/api/lottery/tickets',
        payload: { token, user, drawId: d.drawId, lines },
      });
      const body = response.json() as {
        success: boolean;
        code?: string;
        value: { lines: { ok: boolean; code?: string; ticketId?: string; betType: string }[] };
      };
      expect(body.success, body.code).toBe(true);
      for (const [i, line] of body.value.lines.entries()) {
        expect(line.ok, `${d.drawId} ${lines[i]!.betType} ${lines[i]!.numbers.join(',')}: ${line.code}`).toBe(
          true,
        );
        placed.push({ drawId: d.drawId, ticketId: line.ticketId!, betType: line.betType as BetTypeCode });
      }
    }
  });

  it('settles in SQL exactly as settleTicket, and the platform credits each win once, to the minor unit', async () => {
    clockMs = DRAW_AT - 1_000;
    await lottery.draws.tick(); // closes every draw; none is due yet
    clockMs = DRAW_AT + 1_000;
    for (const d of DRAWS) {
      await lottery.draws.recordResult(d.drawId, d.result, d.market === 'ELOTT' ? 'ELOTT' : 'FEED');
      expect(await lottery.draws.settle(d.drawId)).toMatchObject({ settled: true });
      await lottery.outbox.drain(d.drawId);
      expect((await lottery.draws.draw(d.drawId))!.state).toBe('SETTLED');
    }

    const rows = await lottery.db.query<{
      ticket_id: string;
      draw_id: string;
      bet_type: BetTypeCode;
      numbers: string[];
      match_key: string;
      units: string;
      payouts_minor: string[];
      win_minor: string | null;
    }>(
      `SELECT t.ticket_id, t.draw_id, t.bet_type, t.numbers, t.match_key, t.units, t.payouts_minor::text[] AS payouts_minor, s.win_minor
         FROM lottery_tickets t LEFT JOIN lottery_settlements s ON s.ticket_id = t.ticket_id
        WHERE t.ticket_id = ANY($1)`,
      [placed.map((p) => p.ticketId)],
    );
    expect(rows.rows).toHaveLength(placed.length);
    const credited = await t.db.query<{ round: string; n: string; sum: string }>(
      `SELECT round, count(*) AS n, sum(amount_minor)::text AS sum FROM seamless_transactions
        WHERE vendor_code = 'LOTTO' AND kind = 'WIN' GROUP BY round`,
    );
    const platformWin = new Map(credited.rows.map((r) => [r.round, r]));

    const outcome = new Map<BetTypeCode, { wins: number; losses: number; multi: number }>();
    for (const row of rows.rows) {
      const d = DRAWS.find((x) => x.drawId === row.draw_id)!;
      const ticket = {
        betType: row.bet_type,
        numbers: row.numbers,
        matchKey: row.match_key,
        units: BigInt(row.units),
        payoutsMinor: row.payouts_minor.map(BigInt),
      };
      const expected = settleTicket(d.market, ticket, d.result);
      const label = `${row.draw_id} ${row.bet_type} ${row.numbers.join(',')} ×${row.units}`;
      expect(row.win_minor, label).not.toBeNull();
      expect(BigInt(row.win_minor!), label).toBe(expected);
      // The platform: one WIN on the ticket's round, of exactly that amount.
      const credit = platformWin.get(row.ticket_id);
      expect(credit?.n, label).toBe('1');
      expect(BigInt(credit!.sum), label).toBe(expected);
      const o = outcome.get(row.bet_type) ?? { wins: 0, losses: 0, multi: 0 };
      if (expected > 0n) o.wins++;
      else o.losses++;
      if (ticketHits(d.market, ticket, d.result).reduce((a, b) => a + b, 0) > 1) o.multi++;
      outcome.set(row.bet_type, o);
    }
    for (const code of Object.keys(BET_TYPES) as BetTypeCode[]) {
      expect(outcome.get(code)?.wins ?? 0, `${code}: a winning ticket`).toBeGreaterThan(0);
      expect(outcome.get(code)?.losses ?? 0, `${code}: a losing ticket`).toBeGreaterThan(0);
    }
    for (const code of MULTI_HIT)
      expect(outcome.get(code)?.multi ?? 0, `${code}: a multi-hit ticket`).toBeGreaterThan(0);

    // Running settlement and the outbox again changes nothing.
    for (const d of DRAWS) {
      expect(await lottery.draws.settle(d.drawId)).toEqual({ winners: 0, settled: true });
      await lottery.outbox.drain(d.drawId);
    }
    const again = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM seamless_transactions WHERE vendor_code = 'LOTTO' AND kind = 'WIN'`,
    );
    expect(Number(again.rows[0]!.n)).toBe(placed.length);
  });

  it('a settlement stopped after its wins resumes where it stopped, and the draw can no longer be cancelled', async () => {
    const d: DrawCase = { ...DRAWS[0]!, drawId: 'VN_NORTH-S2' };
    clockMs = DRAW_AT - 2 * 3_600_000;
    await lottery.draws.insertPlans([{ ...plan(d), drawId: d.drawId }]);
    await lottery.draws.tick();
    const response = await lottery.app.inject({
      method: 'POST',
      url: '/api/lottery/tickets',
      payload: {
        token,
        user,
        drawId: d.drawId,
        lines: [
          { betType: 'LO2', numbers: ['99'], units: 2 }, // 7 hits × 80 × 2 = 1,120.00
          { betType: 'DE', numbers: ['01'], units: 3 }, // loses
        ],
      },
    });
    const lines = (response.json() as { value: { lines: { ok: boolean; ticketId: string }[] } }).value.lines;
    expect(lines.every((l) => l.ok)).toBe(true);
    clockMs = DRAW_AT + 1_000;
    await lottery.draws.recordResult(d.drawId, NORTH, 'FEED');
    // "Crash" right after the winners' transaction: the zero wins and the state are not written.
    await expect(
      lottery.draws.settle(d.drawId, {
        onEndingsWritten: () => {
          throw new Error('stopped');
        },
      }),
    ).rejects.toThrow('stopped');
    expect((await lottery.draws.draw(d.drawId))!.state).toBe('RESULTED');
    // A win may already be on its way: cancelling (refunding the stakes) is refused from now on.
    await expect(lottery.draws.cancel(d.drawId, 'op1')).rejects.toMatchObject({ code: 'DRAW_SETTLED' });
    expect(await lottery.draws.settle(d.drawId)).toEqual({ winners: 0, settled: true });
    await lottery.outbox.drain(d.drawId);
    const credited = await t.db.query<{ round: string; amount_minor: string }>(
      `SELECT round, amount_minor FROM seamless_transactions WHERE vendor_code = 'LOTTO' AND kind = 'WIN' AND round = ANY($1)`,
      [lines.map((l) => l.ticketId)],
    );
    expect(Object.fromEntries(credited.rows.map((r) => [r.round, BigInt(r.amount_minor)]))).toEqual({
      [lines[0]!.ticketId]: 112_000n,
      [lines[1]!.ticketId]: 0n,
    });
  });
});
