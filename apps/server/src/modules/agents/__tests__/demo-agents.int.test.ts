import {
  AGENT_PATHS,
  type TAgentLinkPage,
  type TAgentProfile,
  type TAgentTeamOverview,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../../../test/envelope.ts';
import { bearer, loginOk } from '../../../../test/member-client.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { seedDemoAgentPlay } from '../../../demo/demo-play.ts';
import { seedDemo } from '../../../demo/demo-seed.ts';

/** Demo mode's agents: terms, links and the play main.ts seeds, each repeatable without moving money twice. */
describe('demo agents', () => {
  let t: TestApp;
  const play = () =>
    seedDemoAgentPlay({ seamless: t.modules.seamless.service, sessions: t.modules.identity.sessions });
  beforeAll(async () => {
    t = await createTestApp();
    await play();
  });
  afterAll(async () => {
    await t?.close();
  });

  const overview = async (username: string) =>
    expectOk<TAgentTeamOverview>(
      await t.app.inject({
        method: 'GET',
        url: AGENT_PATHS.teamOverview,
        headers: bearer((await loginOk(t, username)).token),
      }),
    );

  it('gives agent01 a team with play: three levels, settled, open and refunded rounds', async () => {
    const figures = await overview('agent01');
    // DEMO_AGENT_PLAY: 11 rounds; the open one (10.00) and the refunded one (80.00) count no valid bet.
    expect(figures).toMatchObject({
      teamSize: { direct: 3, all: 17, agents: 2 },
      activeMembers: 5,
      validBet: '915.00',
      payout: '1005.00',
      winLoss: '90.00',
    });
  });

  it('plays and seeds again without moving anything twice', async () => {
    const before = await overview('agent02');
    await play();
    await seedDemo({
      systemSeeding: t.modules.system.seeding,
      vendors: t.modules.seamless,
      operators: t.modules.operators.service,
      games: t.modules.games.service,
      identity: t.modules.identity.registration,
      cashier: t.modules.cashier,
      agents: t.modules.agents,
    });
    expect(await overview('agent02')).toEqual(before);
    const token = (await loginOk(t, 'agent02')).token;
    const links = expectOk<TAgentLinkPage>(
      await t.app.inject({ method: 'GET', url: AGENT_PATHS.links, headers: bearer(token) }),
    );
    expect(links.list.map((l) => [l.code, l.type]).sort()).toEqual([
      ['JOINA02A', 'AGENT'],
      ['JOINA02M', 'MEMBER'],
    ]);
    const profile = expectOk<TAgentProfile>(
      await t.app.inject({ method: 'GET', url: AGENT_PATHS.profile, headers: bearer(token) }),
    );
    expect(profile).toMatchObject({
      uplineAccount: 'agent01',
      affiliateCode: 'AGENT02',
      gmtOffset: 'GMT+07:00',
    });
    expect(profile.terms.dividend?.tiers.map((t) => t.rate)).toEqual(['25', '35']);
  });
});
