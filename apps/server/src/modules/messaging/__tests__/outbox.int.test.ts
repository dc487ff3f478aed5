import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOutboxMessage } from '@platform/contracts';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { solveBotCheck } from '../../../../test/member-client.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

/**
 * Issue 18: a read-only operator read a member's temporary password in the outbox and logged in with
 * it. What proves identity now reaches the recipient only (in demo mode, the dev outbox); the stored
 * copy is masked, and reading it takes its own permission and leaves an audit entry.
 */
describe('outbox', () => {
  let t: TestApp;
  let temporary: string;

  beforeAll(async () => {
    t = await createTestApp();
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        payload: 'username=demo07&email=demo07%40example.com',
      }),
    );
    const delivered = expectOk<{ body: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=demo07%40example.com' }),
    );
    temporary = delivered[0]!.body.match(/temporary password is (\S+)\./)![1]!;
  });
  afterAll(() => t.close());

  it('delivers the temporary password but stores no readable copy of it', async () => {
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
    const rows = await t.db.query<{ body: string }>(
      `SELECT body FROM outbox_messages WHERE recipient = 'demo07@example.com'`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.body).not.toContain(temporary);
    expect(rows.rows[0]!.body).toContain('••••••');
    const anywhere = await t.db.query(
      `SELECT 1 FROM outbox_messages WHERE body LIKE '%' || $1 || '%' OR subject LIKE '%' || $1 || '%'`,
      [temporary],
    );
    expect(anywhere.rowCount).toBe(0);
  });

  it('refuses the outbox to a VIEWER and to SUPPORT', async () => {
    const admin = await operatorAuth(t.app);
    for (const role of ['VIEWER', 'SUPPORT']) {
      const username = `outbox-${role.toLowerCase()}`;
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/api/bo/operators',
          headers: admin,
          payload: { username, password: 'Reader12345', role, merchantCodes: ['ROYAL'] },
        }),
      );
      const auth = await operatorAuth(t.app, username, 'Reader12345');
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/bo/outbox', headers: auth }),
        403,
        'FORBIDDEN',
      );
    }
  });

  it('shows an allowed operator the masked text, and audits the read', async () => {
    const auth = await operatorAuth(t.app);
    const page = expectOk<{ list: { body: string }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/bo/outbox?recipient=demo07%40example.com',
        headers: auth,
      }),
    );
    expect(page.list).toHaveLength(1);
    expect(page.list[0]!.body).not.toContain(temporary);
    expect(page.list[0]!.body).toMatch(/temporary password is ••••••\./);
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'outbox.read' AND target = 'demo07@example.com'`,
    );
    expect(audit.rowCount).toBe(1);
  });

  it('sends a registration code by SMS: in clear to the phone only, masked where operators read it', async () => {
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/wps/verification/sms/register',
        remoteAddress: '10.18.0.7',
        payload: { mobileNo: '0891230077', countryDialingCode: '66', botCheck: await solveBotCheck(t) },
      }),
    );
    const [sms] = expectOk<TOutboxMessage[]>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B66891230077' }),
    );
    expect(sms).toMatchObject({
      merchantCode: 'ROYAL',
      channel: 'SMS',
      recipient: '+66891230077',
      subject: null,
    });
    const stored = await t.db.query<{
      merchant_code: string;
      channel: string;
      subject: string | null;
      body: string;
    }>(`SELECT merchant_code, channel, subject, body FROM outbox_messages WHERE recipient = '+66891230077'`);
    expect(stored.rows).toHaveLength(1);
    const row = stored.rows[0]!;
    expect(row).toMatchObject({ merchant_code: 'ROYAL', channel: 'SMS', subject: null });
    // The stored text is the sent text with the code, and only the code, masked.
    const [before, after] = row.body.split('••••••') as [string, string];
    expect(row.body.split('••••••')).toHaveLength(2);
    expect(sms!.body.startsWith(before) && sms!.body.endsWith(after)).toBe(true);
    expect(sms!.body.slice(before.length, sms!.body.length - after.length)).toMatch(/^\d{4,8}$/);
  });

  it('masks SMS codes the same way', async () => {
    const member = await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'demo08');
    await t.modules.messaging.provider.send({
      merchantCode: 'ROYAL',
      channel: 'SMS',
      recipient: '+66810000008',
      body: 'Your verification code is 493817. Never share it.',
      secrets: ['493817'],
    });
    expect(member).not.toBeNull();
    const rows = await t.db.query<{ body: string }>(
      `SELECT body FROM outbox_messages WHERE recipient = '+66810000008' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows.rows[0]!.body).toBe('Your verification code is ••••••. Never share it.');
    const delivered = expectOk<{ body: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B66810000008' }),
    );
    expect(delivered[0]!.body).toContain('493817');
  });
});
