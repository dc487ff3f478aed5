import {
  AGENT_CONTRACT_PATHS,
  type TAgentContract,
  type TContractTemplate,
  type TContractTemplateList,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../../../test/envelope.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';

/**
 * Contract templates per merchant (issue 11): an operator keeps named standard terms per kind, the
 * tiers checked as an offer's are; an offer copies them, so a later edit changes no contract; each
 * change is audited; another merchant's template answers as if it did not exist.
 */
describe('contract templates in the back office', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const path = (code: string, id?: string) =>
    id
      ? AGENT_CONTRACT_PATHS.adminTemplate.replace(':code', code).replace(':id', id)
      : AGENT_CONTRACT_PATHS.adminTemplates.replace(':code', code);
  const bo = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, payload: payload as object, headers });
  const dividend = {
    kind: 'dividend' as const,
    name: 'Dividend standard',
    cycle: 'W' as const,
    tiers: [
      { minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '20' },
      { minValidBet: '100000', minActiveMembers: 5, minNetLoss: '10000', rate: '25' },
    ],
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await operatorAuth(t.app);
  });
  afterAll(() => t?.close());

  it('adds, lists, changes and archives a template, each change audited', async () => {
    const created = expectOk<TContractTemplate>(await bo('POST', path('ROYAL'), dividend));
    expect(created).toMatchObject({ kind: 'dividend', name: 'Dividend standard', cycle: 'W' });
    expect(created.tiers.map((tier) => tier.rate)).toEqual(['20', '25']);
    expect(created.updatedBy).toBe('operator:admin');

    const salary = expectOk<TContractTemplate>(
      await bo('POST', path('ROYAL'), {
        kind: 'dailySalary',
        name: 'Daily 0.5 %',
        tiers: [{ minValidBet: '1000', minActiveMembers: 1, minNetLoss: '0', rate: '0.5' }],
      }),
    );
    expect(salary.cycle).toBeNull();
    const listed = expectOk<TContractTemplateList>(await bo('GET', `${path('ROYAL')}?kind=dividend`));
    expect(listed.list.map((x) => x.id)).toEqual([created.id]);

    const changed = expectOk<TContractTemplate>(
      await bo('PUT', path('ROYAL', created.id), { ...dividend, name: 'Dividend gold', cycle: 'M' }),
    );
    expect(changed).toMatchObject({ id: created.id, name: 'Dividend gold', cycle: 'M' });
    expectOk(await bo('DELETE', path('ROYAL', created.id)));
    const after = expectOk<TContractTemplateList>(await bo('GET', path('ROYAL')));
    expect(after.list.map((x) => x.name)).toEqual(['Daily 0.5 %']);
    expectError(await bo('DELETE', path('ROYAL', created.id)), 404, 'NOT_FOUND');

    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target = $1 ORDER BY id`,
      [`contract-template:${created.id}`],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'agentContractTemplate.create',
      'agentContractTemplate.update',
      'agentContractTemplate.archive',
    ]);
  });

  it('refuses bad tiers and a second live template of the name, changing nothing', async () => {
    const before = expectOk<TContractTemplateList>(await bo('GET', path('ROYAL'))).list.length;
    // Three decimals for THB's two, a rate over 100 %, no tiers at all.
    for (const tiers of [
      [{ minValidBet: '0.001', minActiveMembers: 0, minNetLoss: '0', rate: '10' }],
      [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '150' }],
      [],
    ])
      expectError(
        await bo('POST', path('ROYAL'), { ...dividend, name: 'Bad', tiers }),
        400,
        'VALIDATION_FAILED',
      );
    expectOk(await bo('POST', path('ROYAL'), { ...dividend, name: 'Unique name' }));
    expectError(await bo('POST', path('ROYAL'), { ...dividend, name: 'unique NAME' }), 409, 'CONFLICT');
    const list = expectOk<TContractTemplateList>(await bo('GET', path('ROYAL'))).list;
    expect(list.length).toBe(before + 1);
  });

  it("answers another merchant's template as if it did not exist", async () => {
    const royal = expectOk<TContractTemplate>(
      await bo('POST', path('ROYAL'), { ...dividend, name: 'Royal only' }),
    );
    expect(
      expectOk<TContractTemplateList>(await bo('GET', path('LOTUS'))).list.map((x) => x.id),
    ).not.toContain(royal.id);
    expectError(await bo('PUT', path('LOTUS', royal.id), dividend), 404, 'NOT_FOUND');
    expectError(await bo('DELETE', path('LOTUS', royal.id)), 404, 'NOT_FOUND');
    expectOk(
      await bo('POST', '/api/bo/operators', {
        username: 'templates-lotus',
        password: 'Scoped12345',
        role: 'ADMIN',
        merchantCodes: ['LOTUS'],
      }),
    );
    const scoped = await operatorAuth(t.app, 'templates-lotus', 'Scoped12345');
    expectError(await bo('GET', path('ROYAL'), undefined, scoped), 403, 'FORBIDDEN');
    expectError(await bo('POST', path('ROYAL'), dividend, scoped), 403, 'FORBIDDEN');
  });

  it('an offer copies the tiers: changing the template later changes no contract', async () => {
    const template = expectOk<TContractTemplate>(
      await bo('POST', path('ROYAL'), {
        kind: 'hourlySalary',
        name: 'Hourly start',
        tiers: [{ minValidBet: '100', minActiveMembers: 1, minNetLoss: '0', rate: '0.3' }],
      }),
    );
    const agent01 = (await t.modules.identity.sessions.findMemberByUsername('ROYAL', 'agent01'))!.id;
    const offered = expectOk<TAgentContract>(
      await bo('POST', AGENT_CONTRACT_PATHS.adminContracts.replace(':code', 'ROYAL'), {
        agentId: agent01,
        kind: template.kind,
        tiers: template.tiers,
      }),
    );
    expectOk(
      await bo('PUT', path('ROYAL', template.id), {
        kind: 'hourlySalary',
        name: 'Hourly start',
        tiers: [{ minValidBet: '100', minActiveMembers: 1, minNetLoss: '0', rate: '0.9' }],
      }),
    );
    const page = expectOk<{ list: TAgentContract[] }>(
      await bo(
        'GET',
        `${AGENT_CONTRACT_PATHS.adminContracts.replace(':code', 'ROYAL')}?kind=hourlySalary&status=OFFERED`,
      ),
    );
    expect(page.list.find((c) => c.id === offered.id)!.tiers.map((tier) => tier.rate)).toEqual(['0.3']);
  });
});
