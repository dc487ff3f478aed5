import { randomUUID } from 'node:crypto';
import { AGENT_PATHS, type TAdminAgentDetail } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk, sendEncrypted } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

/**
 * Spec §4: an agent whose contract payment was forced is frozen. A frozen agent moves no money out
 * (withdrawal, transfer up or down) until an operator lifts the freeze, which is audited.
 */
describe('a frozen agent', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let token: string;
  let agentId: string;

  const send = (path: string, body: Record<string, unknown>) =>
    sendEncrypted(t, 'POST', path, body, bearer(token, { 'idempotency-key': randomUUID() }));
  const detailUrl = () => AGENT_PATHS.adminAgent.replace(':code', 'ROYAL').replace(':id', agentId);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
    token = (await loginOk(t, 'agent02')).token;
    agentId = (await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'agent02'))!.id;
    await t.db.transaction((tx) =>
      t.modules.agents.contractPorts.freeze(tx, agentId, 'ROYAL', 'forced settlement 1', new Date()),
    );
  }, 120_000);
  afterAll(async () => t?.close());

  it('cannot withdraw nor transfer, with a translated reason', async () => {
    const withdrawal = expectError(
      await send('/api/wps/cashier/withdrawals', {
        amount: '100.00',
        bankAccountId: randomUUID(),
        paymentPassword: '135790',
      }),
      403,
      'AGENT_FROZEN',
    );
    expect(withdrawal.message).toMatch(/frozen/);
    expectError(
      await send('/api/wps/cashier/transfer/downline', {
        amount: '10.00',
        toUsername: 'demo01',
        paymentPassword: '135790',
      }),
      403,
      'AGENT_FROZEN',
    );
    expectError(
      await send('/api/wps/cashier/transfer/upline', { amount: '10.00', paymentPassword: '135790' }),
      403,
      'AGENT_FROZEN',
    );
  });

  it('shows operators the freeze, and lifting it (members.write, audited) lets money move again', async () => {
    const detail = expectOk<TAdminAgentDetail>(
      await t.app.inject({ method: 'GET', url: detailUrl(), headers: admin }),
    );
    expect(detail.frozen).toMatchObject({ reason: 'forced settlement 1' });
    const unfreezeUrl = AGENT_PATHS.adminUnfreeze.replace(':code', 'ROYAL').replace(':id', agentId);
    // Another merchant's path finds no such agent.
    expectError(
      await t.app.inject({ method: 'POST', url: unfreezeUrl.replace('ROYAL', 'LOTUS'), headers: admin }),
      404,
      'NOT_FOUND',
    );
    const lifted = expectOk<TAdminAgentDetail>(
      await t.app.inject({ method: 'POST', url: unfreezeUrl, headers: admin }),
    );
    expect(lifted.frozen).toBeNull();
    expectError(await t.app.inject({ method: 'POST', url: unfreezeUrl, headers: admin }), 409, 'CONFLICT');
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'agent.unfreeze' AND target = $1`,
      [`agent:${agentId}`],
    );
    expect(audit.rowCount).toBe(1);
    // Past the freeze, the request fails on its own merits (the payment password), not on the freeze.
    const after = await send('/api/wps/cashier/transfer/downline', {
      amount: '10.00',
      toUsername: 'demo01',
      paymentPassword: '000000',
    });
    expect((after.json() as { code: string }).code).not.toBe('AGENT_FROZEN');
  });
});
