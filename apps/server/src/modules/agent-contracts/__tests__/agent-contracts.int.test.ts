import { randomUUID } from 'node:crypto';
import {
  AGENT_CONTRACT_PATHS,
  AGENT_CONTRACT_RELAY,
  type AgentContractKind,
  type TContractConsolidated,
  type TContractRelayAnswer,
  type TContractRelayRequest,
  type TSettlementDetail,
  type TSettlementPage,
  type TSettlementRunResult,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall } from '../../../../test/vendor-client.ts';
import { seedDemoContractPlay } from '../../../demo/demo-play.ts';
import { periodAt, type SettlementPeriod } from '../../agents/index.ts';

/**
 * Issue 11's contracts through the HTTP layer on PostgreSQL: the spec's contract calls (offer, sign,
 * reject, the lower-rate rule, termination), the team boundary, and the settlement engine paying
 * each (contract, period) once — re-run, two nodes at once, and a restart between calculation and
 * payment.
 */
describe('agent contracts', () => {
  let t: TestApp;
  let second: TestApp;
  const tokens: Record<string, string> = {};
  const players = seatedPlayers('house-baccarat');
  let testWindow: (key: string) => SettlementPeriod;

  const relay = async (user: string, kind: AgentContractKind, body: TContractRelayRequest) =>
    t.app.inject({
      method: 'POST',
      url: AGENT_CONTRACT_RELAY[kind],
      headers: bearer(tokens[user]!),
      payload: body,
    });
  const info = async (user: string, kind: AgentContractKind) =>
    expectOk<TContractRelayAnswer>(await relay(user, kind, { action: 'INFO' }));
  const get = async <T>(user: string, url: string) =>
    expectOk<T>(await t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) }));
  const cash = async (username: string) => {
    const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', username);
    const r = await t.db.query<{ balance_minor: string }>(
      `SELECT balance_minor FROM ledger_accounts WHERE member_id = $1 AND kind = 'CASH'`,
      [member!.id],
    );
    return BigInt(r.rows[0]?.balance_minor ?? 0);
  };
  const agentPays = async () =>
    (
      await t.db.query<{ reference: string }>(
        `SELECT reference FROM ledger_transactions WHERE kind = 'AGENT_PAY'`,
      )
    ).rows.map((r) => r.reference);

  beforeAll(async () => {
    t = await createTestApp();
    second = await createTestApp({ database: t.database, seed: false });
    await t.modules.agentContracts.seedDemoContracts({
      playPastDays: () =>
        seedDemoContractPlay({
          seamless: t.modules.seamless.service,
          sessions: t.modules.identity.sessions,
          now: new Date(),
        }),
    });
    for (const u of ['agent01', 'agent02', 'agent03', 'demo01']) tokens[u] = (await loginOk(t, u)).token;
    await players.seat(t, ['demo07', 'demo21']);
    // Rounds of this test, in a window of their own (away from any day or hour boundary).
    const startMs = Date.now() - 60_000;
    testWindow = (key) => ({
      ...periodAt('D', new Date(), 'Asia/Bangkok'),
      key,
      startAt: new Date(startMs),
      endAt: new Date(startMs + 3_600_000),
    });
    for (const [user, amount] of [
      ['demo07', '1000.00'],
      ['demo21', '1500.00'],
    ] as const) {
      const bet = players.move(user, { amount });
      expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
      const win = players.move(user, {
        amount: '0.00',
        round: bet.round,
        reference_transaction_uuid: bet.transaction_uuid,
      });
      expect((await vendorCall(t.app, 'win', win)).status).toBe('RS_OK');
    }
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  describe('the contract calls', () => {
    it('shows each side its contracts and what waits for it', async () => {
      const mine = await info('agent02', 'dailySalary');
      expect(mine.enabled).toBe(true);
      expect(mine.active).toMatchObject({ status: 'ACTIVE', role: 'PAYEE', payer: { account: 'agent01' } });
      expect(mine.downlines.map((c) => [c.payee.account, c.status])).toEqual([['agent03', 'OFFERED']]);
      const top = await info('agent01', 'dividend');
      expect(top.active).toMatchObject({ payer: null, cycle: 'D' });
      const waiting = await get<TContractConsolidated>('agent03', AGENT_CONTRACT_PATHS.consolidated);
      expect(waiting).toMatchObject({
        dailysalreqtype: 1,
        divtypereq: 0,
        enableContract: true,
        enableSalary: true,
      });
    });

    it('refuses members, other teams’ contracts and offers above the payer’s own rate', async () => {
      expectError(await relay('demo01', 'dailySalary', { action: 'INFO' }), 403, 'NOT_AGENT');
      // Without a session, every contract route answers 401 before anything is read.
      for (const url of Object.values(AGENT_CONTRACT_RELAY))
        expect((await t.app.inject({ method: 'POST', url, payload: { action: 'INFO' } })).statusCode).toBe(
          401,
        );
      for (const url of [
        AGENT_CONTRACT_PATHS.consolidated,
        `${AGENT_CONTRACT_PATHS.statements}?kind=dividend`,
        AGENT_CONTRACT_PATHS.statement.replace(':id', '1'),
        AGENT_CONTRACT_PATHS.revenue,
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
        expectError(
          await t.app.inject({ method: 'GET', url, headers: bearer(tokens.demo01!) }),
          403,
          'NOT_AGENT',
        );
      }
      const offered = (await info('agent03', 'dailySalary')).offered!;
      // agent01 is not the payee of agent02's offer to agent03: as if it did not exist.
      expectError(
        await relay('agent01', 'dailySalary', { action: 'SIGN', contractId: offered.id }),
        404,
        'CONTRACT_NOT_FOUND',
      );
      expectError(
        await relay('agent02', 'dailySalary', { action: 'SIGN', contractId: randomUUID() }),
        404,
        'CONTRACT_NOT_FOUND',
      );
      const agent03 = offered.payee.id;
      // agent02 is paid 0.5 % to 1 %: it cannot offer 2 %.
      expectError(
        await relay('agent02', 'dailySalary', {
          action: 'OFFER',
          downlineId: agent03,
          tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '2' }],
        }),
        400,
        'AGENT_TERMS_EXCEEDED',
      );
      // agent01 may not offer agent03, who is not its direct sub-agent.
      expectError(
        await relay('agent01', 'dailySalary', {
          action: 'OFFER',
          downlineId: agent03,
          tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '0.1' }],
        }),
        404,
        'DOWNLINE_NOT_FOUND',
      );
    });

    it('signs an offer: the sub-agent’s contract is active and nothing waits any more', async () => {
      const offered = (await info('agent03', 'dailySalary')).offered!;
      const signed = expectOk<TContractRelayAnswer>(
        await relay('agent03', 'dailySalary', { action: 'SIGN', contractId: offered.id }),
      );
      expect(signed.active).toMatchObject({ id: offered.id, status: 'ACTIVE', tiers: [{ rate: '0.3' }] });
      expect(signed.offered).toBeNull();
      expect(
        (await get<TContractConsolidated>('agent03', AGENT_CONTRACT_PATHS.consolidated)).dailysalreqtype,
      ).toBe(0);
      expectError(
        await relay('agent03', 'dailySalary', { action: 'SIGN', contractId: offered.id }),
        409,
        'CONTRACT_STATE_INVALID',
      );
    });

    it('asks before ending contracts below that pay more than a lower contract just signed (spec §4)', async () => {
      const agent02 = (await info('agent02', 'hourlySalary')).active!.payee.id;
      const agent03 = (await info('agent03', 'dailySalary')).active!.payee.id;
      // agent02 offers agent03 an hourly salary of 0.3 %, agent03 signs it.
      const offer = expectOk<TContractRelayAnswer>(
        await relay('agent02', 'hourlySalary', {
          action: 'OFFER',
          downlineId: agent03,
          tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '0.3' }],
        }),
      );
      const toAgent03 = offer.downlines.find((c) => c.payee.account === 'agent03')!;
      expectOk(await relay('agent03', 'hourlySalary', { action: 'SIGN', contractId: toAgent03.id }));
      // agent01 now offers agent02 0.2 %: lower than agent03's 0.3 %.
      const lower = expectOk<TContractRelayAnswer>(
        await relay('agent01', 'hourlySalary', {
          action: 'OFFER',
          downlineId: agent02,
          tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '0.2' }],
        }),
      );
      const newOne = lower.downlines.find((c) => c.status === 'OFFERED')!;
      const refused = await relay('agent02', 'hourlySalary', { action: 'SIGN', contractId: newOne.id });
      expectError(refused, 409, 'CONTRACT_ENDS_DOWNLINE');
      expect(refused.json().value.contracts).toEqual([
        expect.objectContaining({ id: toAgent03.id, account: 'agent03', depth: 1 }),
      ]);
      expect((await info('agent03', 'hourlySalary')).active?.id).toBe(toAgent03.id);
      const agreed = expectOk<TContractRelayAnswer>(
        await relay('agent02', 'hourlySalary', { action: 'SIGN', contractId: newOne.id, agreeToEnd: true }),
      );
      expect(agreed.active).toMatchObject({ id: newOne.id, tiers: [{ rate: '0.2' }] });
      expect(agreed.ended?.map((c) => c.id)).toEqual([toAgent03.id]);
      expect((await info('agent03', 'hourlySalary')).active).toBeNull();
    });

    it('ends a contract only when the other side agrees to the termination', async () => {
      const active = (await info('agent03', 'dailySalary')).active!;
      expectOk(
        await relay('agent03', 'dailySalary', { action: 'REQUEST_TERMINATION', contractId: active.id }),
      );
      expect(
        (await get<TContractConsolidated>('agent02', AGENT_CONTRACT_PATHS.consolidated)).dailysalreqtype,
      ).toBe(2);
      // The side that asked cannot answer itself.
      expectError(
        await relay('agent03', 'dailySalary', { action: 'TERMINATE', contractId: active.id }),
        409,
        'CONTRACT_STATE_INVALID',
      );
      expectOk(await relay('agent02', 'dailySalary', { action: 'KEEP', contractId: active.id }));
      expect((await info('agent03', 'dailySalary')).active).toMatchObject({
        id: active.id,
        terminationRequestedBy: null,
      });
    });
  });

  describe('settlement', () => {
    it('settled the demo’s past days and pays each agent up the chain', async () => {
      const page = await get<TSettlementPage>(
        'agent02',
        `${AGENT_CONTRACT_PATHS.statements}?kind=dailySalary&role=PAYEE`,
      );
      expect(page.total).toBeGreaterThanOrEqual(3);
      const detail = await get<TSettlementDetail>(
        'agent02',
        AGENT_CONTRACT_PATHS.statement.replace(':id', page.list[0]!.id),
      );
      expect(detail.statement.lines.map((l) => l.item)).toContain('gross');
      // agent03 is no party to agent02's statements.
      expectError(
        await t.app.inject({
          method: 'GET',
          url: AGENT_CONTRACT_PATHS.statement.replace(':id', page.list[0]!.id),
          headers: bearer(tokens.agent03!),
        }),
        404,
        'SETTLEMENT_NOT_FOUND',
      );
    });

    it('pays the daily salary up the chain with the differential, once, however often it is run', async () => {
      const merchant = await t.modules.agentContracts.merchant('ROYAL');
      const period = testWindow('D:2099-01-01');
      const before = { a1: await cash('agent01'), a2: await cash('agent02'), a3: await cash('agent03') };
      await t.modules.agentContracts.engine.settle(merchant, 'dailySalary', null, period, {
        dryRun: false,
        triggeredBy: 'TEST',
      });
      // Team valid bets 2,500 (agent01 and agent02: 1.5 % and 1 %) and 1,500 (agent03: 0.3 %).
      const after = { a1: await cash('agent01'), a2: await cash('agent02'), a3: await cash('agent03') };
      expect(after.a1 - before.a1).toBe(3750n - 2500n);
      expect(after.a2 - before.a2).toBe(2500n - 450n);
      expect(after.a3 - before.a3).toBe(450n);
      const rerun = await t.modules.agentContracts.engine.settle(merchant, 'dailySalary', null, period, {
        dryRun: false,
        triggeredBy: 'TEST',
      });
      expect(rerun?.created).toBe(0);
      expect(await cash('agent03')).toBe(after.a3);
      const refs = (await agentPays()).filter((r) => r.endsWith(':D:2099-01-01'));
      expect(refs).toHaveLength(3);
    });

    it('pays once when two nodes settle the same period at the same time', async () => {
      const merchant = await t.modules.agentContracts.merchant('ROYAL');
      const period = testWindow('D:2099-01-02');
      await Promise.all(
        [t, second, t, second].map((node) =>
          node.modules.agentContracts.engine.settle(merchant, 'realtimeSalary', null, period, {
            dryRun: false,
            triggeredBy: 'TEST',
          }),
        ),
      );
      const refs = (await agentPays()).filter((r) => r.endsWith(':D:2099-01-02'));
      expect(new Set(refs).size).toBe(refs.length);
      // agent01 and agent02 hold real-time contracts: 2,500 lost by the members, at the loss rates.
      expect(refs).toHaveLength(2);
      const rows = await t.db.query<{ payable_minor: string }>(
        `SELECT payable_minor FROM contract_settlements WHERE period_key = 'D:2099-01-02' ORDER BY depth`,
      );
      expect(rows.rows.map((r) => r.payable_minor)).toEqual(['2000', '1250']);
    });

    it('pays what a crash left calculated but unpaid, once, when the nodes come back', async () => {
      const merchant = await t.modules.agentContracts.merchant('ROYAL');
      const period = testWindow('D:2099-01-03');
      // The calculation committed; the process died before paying.
      await t.modules.agentContracts.engine.calculate(merchant, 'dividend', 'D', period, {
        dryRun: false,
        triggeredBy: 'TEST',
      });
      const pending = await t.db.query(
        `SELECT 1 FROM contract_settlements WHERE period_key = 'D:2099-01-03' AND status = 'PENDING'`,
      );
      expect(pending.rowCount).toBe(2);
      await Promise.all([
        t.modules.agentContracts.engine.payPending(merchant),
        second.modules.agentContracts.engine.payPending(merchant),
      ]);
      const refs = (await agentPays()).filter((r) => r.endsWith(':D:2099-01-03'));
      expect(refs).toHaveLength(2);
      const rows = await t.db.query<{ status: string; payable_minor: string }>(
        `SELECT status, payable_minor FROM contract_settlements WHERE period_key = 'D:2099-01-03' ORDER BY depth`,
      );
      // Net loss 2,500.00: agent01 30 %, agent02 20 %.
      expect(rows.rows).toEqual([
        { status: 'PAID', payable_minor: '75000' },
        { status: 'PAID', payable_minor: '50000' },
      ]);
    });

    it('lets the back office dry-run a period (nothing stored as paid) and re-run a settled one (nothing created)', async () => {
      const headers = await operatorAuth(t.app);
      const dry = expectOk<TSettlementRunResult>(
        await t.app.inject({
          method: 'POST',
          url: AGENT_CONTRACT_PATHS.adminRuns.replace(':code', 'ROYAL'),
          headers,
          payload: { kind: 'dailySalary', dryRun: true },
        }),
      );
      expect(dry.run).toMatchObject({ dryRun: true, created: 0 });
      const rerun = expectOk<TSettlementRunResult>(
        await t.app.inject({
          method: 'POST',
          url: AGENT_CONTRACT_PATHS.adminRuns.replace(':code', 'ROYAL'),
          headers,
          payload: { kind: 'dailySalary', dryRun: false },
        }),
      );
      // A re-run of a settled period creates nothing and shows nothing to pay.
      expect(rerun.run).toMatchObject({ created: 0, pending: '0.00', carried: '0.00' });
      expect(rerun.settlements.length).toBeGreaterThan(0);
      expectError(
        await t.app.inject({
          method: 'POST',
          url: AGENT_CONTRACT_PATHS.adminRuns.replace(':code', 'ROYAL'),
          headers,
          payload: { kind: 'dailySalary', periodKey: 'D:2999-01-01' },
        }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('takes the bonuses and rebates paid to the team off its net loss, to the cent', async () => {
      const merchant = await t.modules.agentContracts.merchant('ROYAL');
      const period = testWindow('D:2099-01-05');
      const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo07');
      const run = randomUUID();
      const pay = (
        source: 'MANUAL' | 'REBATE' | 'PROMOTION',
        amountMinor: bigint,
        requirementMinor: bigint | null,
      ) =>
        t.db.transaction((tx) =>
          t.modules.bonuses.grants.grant(tx, {
            merchantCode: 'ROYAL',
            memberId: member!.id,
            currency: 'THB',
            source,
            sourceRef: `net-loss:${source}:${run}`,
            amountMinor,
            wagering:
              requirementMinor === null
                ? null
                : {
                    requirementMinor,
                    categoryWeightsBps: { RNG: 10_000 },
                    excludedGameCodes: [],
                    maxBetMinor: null,
                  },
            expiresAt: null,
            titleKey: 'bonuses.title.manual',
          }),
        );
      // A bonus paid to cash (12.34), a rebate (5.67), and a locked bonus (20.00) the member gives up:
      // the forfeit takes it back, so it costs the house nothing.
      await pay('MANUAL', 1_234n, null);
      await pay('REBATE', 567n, null);
      const locked = await pay('PROMOTION', 2_000n, 100_000n);
      await t.modules.bonuses.service.close({
        merchantCode: 'ROYAL',
        grantId: locked.grantId,
        status: 'FORFEITED',
        reason: 'MEMBER_FORFEIT',
        closedBy: 'test',
      });
      await t.modules.agentContracts.engine.calculate(merchant, 'dividend', 'D', period, {
        dryRun: false,
        triggeredBy: 'TEST',
      });
      const rows = await t.db.query<{ net_loss_minor: string; payable_minor: string }>(
        `SELECT net_loss_minor, payable_minor FROM contract_settlements WHERE period_key = 'D:2099-01-05'
          ORDER BY depth`,
      );
      // Stake 2,500.00 − payout 0 − bonus 12.34 − rebate 5.67 = 2,481.99; agent01 30 %, agent02 20 %
      // (744.597 and 496.398, rounded down as every share is).
      expect(rows.rows).toEqual([
        { net_loss_minor: '248199', payable_minor: '74459' },
        { net_loss_minor: '248199', payable_minor: '49639' },
      ]);
    });
  });
});
