import {
  AGENT_CONTRACT_RELAY,
  type AgentContractKind,
  type TContractRelayAnswer,
  type TContractRelayRequest,
  type TInboxPage,
  CONTENT_PATHS,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall } from '../../../../test/vendor-client.ts';
import { periodAt } from '../../agents/index.ts';
import { FORCE_AFTER_MS } from '../settlement-engine.ts';

/**
 * Spec §4's rule text: a dividend the upline leaves unpaid after its period is paid by force — the
 * upline is frozen and the downline paid. agent02's own members win while agent03's lose, so agent02
 * owes agent03 more than it earns, with an empty wallet.
 */
describe('a dividend left unpaid', () => {
  let t: TestApp;
  const clock = createTestClock(Date.now());
  const tokens: Record<string, string> = {};
  const players = seatedPlayers('house-baccarat');
  const relay = async (user: string, kind: AgentContractKind, body: TContractRelayRequest) =>
    t.app.inject({
      method: 'POST',
      url: AGENT_CONTRACT_RELAY[kind],
      headers: bearer(tokens[user]!),
      payload: body,
    });
  const memberId = async (username: string) =>
    (await t.modules.identity.sessions.findMemberByUsername('ROYAL', username))!.id;
  const cash = async (username: string) => {
    const r = await t.db.query<{ balance_minor: string }>(
      `SELECT balance_minor FROM ledger_accounts WHERE member_id = $1 AND kind = 'CASH'`,
      [await memberId(username)],
    );
    return BigInt(r.rows[0]?.balance_minor ?? 0);
  };

  /** The titles of a user's platform messages about this test's period, in English. */
  const agentMessages = async (user: string) =>
    expectOk<TInboxPage>(
      await t.app.inject({
        method: 'GET',
        url: `${CONTENT_PATHS.messages}?pageSize=50`,
        headers: { ...bearer(tokens[user]!), 'accept-language': 'en' },
      }),
    )
      .list.filter((m) => m.content.includes('2099-02-01'))
      .map((m) => m.title)
      .sort();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await t.modules.agentContracts.seedDemoContracts({ playPastDays: async () => {} });
    for (const u of ['agent01', 'agent02', 'agent03']) tokens[u] = (await loginOk(t, u)).token;
    await players.seat(t, ['demo01', 'demo21']);
  });
  afterAll(() => t?.close());

  it('stays pending while the upline cannot pay, then is paid by the merchant and the upline frozen', async () => {
    // agent02 offers agent03 a dividend at 20 % (its own rate); agent03 signs.
    const offered = expectOk<TContractRelayAnswer>(
      await relay('agent02', 'dividend', {
        action: 'OFFER',
        downlineId: await memberId('agent03'),
        tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '20' }],
      }),
    );
    const contract = offered.downlines.find((c) => c.payee.account === 'agent03')!;
    expectOk(await relay('agent03', 'dividend', { action: 'SIGN', contractId: contract.id }));

    // agent02's wallet is emptied (it spent its cash), then the period's play.
    const drained = await cash('agent02');
    if (drained > 0n)
      await t.db.transaction((tx) =>
        t.modules.ledger.service.post(tx, {
          merchantCode: 'ROYAL',
          currency: 'THB',
          kind: 'ADJUSTMENT',
          memberId: null,
          legs: [
            { account: { member: contract.payer!.id, kind: 'CASH' }, amountMinor: -drained },
            { account: { system: 'ADJUSTMENTS' }, amountMinor: drained },
          ],
        }),
      );
    const startMs = Date.now() - 60_000;
    for (const [user, stake, win] of [
      ['demo01', '100.00', '1000.00'],
      ['demo21', '1000.00', '0.00'],
    ] as const) {
      const bet = players.move(user, { amount: stake });
      expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
      const result = players.move(user, {
        amount: win,
        round: bet.round,
        reference_transaction_uuid: bet.transaction_uuid,
      });
      expect((await vendorCall(t.app, 'win', result)).status).toBe('RS_OK');
    }
    const merchant = await t.modules.agentContracts.merchant('ROYAL');
    const period = {
      ...periodAt('D', new Date(), 'Asia/Bangkok'),
      key: 'D:2099-02-01',
      startAt: new Date(startMs),
      endAt: new Date(startMs + 3_600_000),
    };
    await t.modules.agentContracts.engine.settle(merchant, 'dividend', 'D', period, {
      dryRun: false,
      triggeredBy: 'TEST',
    });
    const rows = async () =>
      (
        await t.db.query<{ account: string; status: string; payable_minor: string }>(
          `SELECT m.username AS account, s.status, s.payable_minor FROM contract_settlements s
             JOIN members m ON m.id = s.payee_id WHERE s.period_key = 'D:2099-02-01' ORDER BY s.depth`,
        )
      ).rows;
    // Team net loss: agent01 and agent02 +100.00 (−900 + 1,000), agent03 +1,000.00.
    expect(await rows()).toEqual([
      { account: 'agent01', status: 'PAID', payable_minor: '3000' },
      { account: 'agent02', status: 'PAID', payable_minor: '2000' },
      { account: 'agent03', status: 'PENDING', payable_minor: '20000' },
    ]);
    const agent03Before = await cash('agent03');
    // Each paid agent is told once, in the payment's transaction; the unpaid one is not told yet.
    expect(await agentMessages('agent01')).toEqual(['Agent income paid']);
    expect(await agentMessages('agent02')).toEqual(['Agent income paid']);
    expect(await agentMessages('agent03')).toEqual([]);

    // Retried within the grace time: still short, still pending.
    await t.modules.agentContracts.engine.payPending(merchant);
    expect((await rows())[2]!.status).toBe('PENDING');

    clock.advance(FORCE_AFTER_MS + 60_000);
    const outcome = await t.modules.agentContracts.engine.payPending(merchant);
    expect(outcome.forced).toBe(1);
    expect((await rows())[2]).toEqual({ account: 'agent03', status: 'FORCED', payable_minor: '20000' });
    expect(await cash('agent03')).toBe(agent03Before + 20000n);
    // agent02 paid nothing it did not have, and is frozen: it may not offer contracts any more.
    expect(await cash('agent02')).toBe(2000n);
    expect(await t.modules.agents.contractPorts.frozenAt(contract.payer!.id)).not.toBeNull();
    // Back to the session's day (the member's token and signed requests follow the wall clock).
    clock.advance(-(FORCE_AFTER_MS + 60_000));
    expectError(
      await relay('agent02', 'dividend', {
        action: 'OFFER',
        downlineId: await memberId('agent03'),
        tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '10' }],
      }),
      409,
      'CONTRACT_STATE_INVALID',
    );
    // Forced once: a second pass finds nothing.
    expect((await t.modules.agentContracts.engine.payPending(merchant)).forced).toBe(0);
    // The payee is told it was paid, the payer that it was frozen; each once.
    expect(await agentMessages('agent03')).toEqual(['Agent income paid']);
    expect(await agentMessages('agent02')).toEqual(['Agent income paid', 'Your agent account is frozen']);
  });
});
