import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AGENT_CONTRACT_PATHS,
  AGENT_MAX_ACTIVE_LINKS,
  AGENT_PATHS,
  type TAdminAgentDetail,
  type TAdminAgentTreePage,
  type TAgentDownlineDetail,
  type TAgentDownlinePage,
  type TAgentLink,
  type TAgentLinkPage,
  type TAgentOpenAccountValue,
  type TAgentProfile,
  type TAgentTeamBetPage,
  type TAgentTeamOverview,
  type TAgentTeamTransactionPage,
  type TAgentWinLossPage,
  type TDepositChannel,
  type TDepositCreated,
  type TLoginValue,
} from '@platform/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, type InjectedResponse } from '../../../../test/envelope.ts';
import { bearer, login, loginOk, sendEncrypted, solveBotCheck } from '../../../../test/member-client.ts';
import { concreteUrl, listRoutes } from '../../../../test/routes.ts';
import { createTestApp, operatorAuth, type TestApp } from '../../../../test/test-app.ts';
import { seatedPlayers, vendorCall } from '../../../../test/vendor-client.ts';
import { hashPassword } from '../../../platform/crypto/password-hasher.ts';
import { MIGRATIONS_DIR } from '../../../platform/db/migrate.ts';
import { closureByWalking, sortedRows, type ClosureRow } from '../domain/tree.ts';

const PASSWORD = 'Demo1234';
const path_ = (pattern: string, values: Record<string, string> = {}) => concreteUrl(pattern, values);

/**
 * The agents module through HTTP on real PostgreSQL: the closure table against the parent links,
 * the team boundary of every agent route, account opening with its forced password change, links,
 * and the reports against play placed through the seamless wallet.
 *
 * Trees (ROYAL unless said): the demo's agent01 → {agent02 → {demo01…10, agent03 → demo21…23},
 * demo24, demo25}; ovtop → {ovsub → {ovp1, ovp2}, ovp3} for the figures; rival01 → rivalp1, an
 * outside team; LOTUS: lotusag → lotusp1, another merchant.
 */
/** The agent-contracts module's routes: their callers and boundary are agent-contracts.int.test.ts's. */
const isContractRoute = (url: string) =>
  url.startsWith('/api/wps/agent/contracts/') || url === AGENT_CONTRACT_PATHS.revenue;

describe('agents', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Record<string, string>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const ensure = async (
    merchantCode: string,
    username: string,
    type: number,
    parentUsername: string | undefined,
    passwordHash: string,
  ) => {
    await t.modules.identity.registration.ensureMember({
      merchantCode,
      username,
      type,
      parentUsername,
      passwordHash,
    });
    ids[username] = (await t.modules.identity.sessions.findMemberByUsername(merchantCode, username))!.id;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'agents-int-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    admin = await operatorAuth(t.app);
    const hash = await hashPassword(PASSWORD);
    for (const [username, type, parent] of [
      ['ovtop', 1, undefined],
      ['ovsub', 2, 'ovtop'],
      ['ovp1', 0, 'ovsub'],
      ['ovp2', 0, 'ovsub'],
      ['ovp3', 0, 'ovtop'],
      ['rival01', 1, undefined],
      ['rivalp1', 0, 'rival01'],
    ] as const)
      await ensure('ROYAL', username, type, parent, hash);
    await ensure('LOTUS', 'lotusag', 1, undefined, hash);
    await ensure('LOTUS', 'lotusp1', 0, 'lotusag', hash);
    for (const username of ['agent01', 'agent02', 'agent03', 'demo01', 'demo21', 'demo24', 'demo25'])
      ids[username] = (await t.modules.identity.sessions.findMemberByUsername('ROYAL', username))!.id;
    for (const username of ['ovp1', 'ovp2', 'ovp3', 'rivalp1'])
      await t.modules.cashier.seedDemoBalance('ROYAL', username, '1000.00');
    for (const username of ['agent01', 'agent02', 'agent03', 'ovtop', 'ovsub', 'rival01', 'demo01', 'ovp2'])
      tokens[username] = (await loginOk(t, username)).token;
    tokens.lotusag = expectOk<TLoginValue>(
      await login(t, 'lotusag', PASSWORD, { agentLogin: true }, { merchant: 'LOTUS' }),
    ).token;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (token: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token, headers) });
  const post = (token: string, url: string, payload: object = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token, headers), payload });
  const bo = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...admin, 'accept-language': 'en' } });
  const register = async (fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
    sendEncrypted(
      t,
      'PUT',
      '/api/wps/member/register',
      { password: 'Abcd1234', confirmPassword: 'Abcd1234', ...fields, botCheck: await solveBotCheck(t) },
      headers,
    );

  async function closureMatchesParents(merchantCode: string) {
    const [closure, parents] = await Promise.all([
      t.modules.agents.tree.closureOf(merchantCode),
      t.modules.agents.tree.parentsOf(merchantCode),
    ]);
    expect(sortedRows(closure)).toEqual(sortedRows(closureByWalking(parents)));
  }

  describe('the tree', () => {
    it('holds the demo tree, three levels under agent01, and every merchant’s closure matches its parent links', async () => {
      await closureMatchesParents('ROYAL');
      await closureMatchesParents('LOTUS');
      const overview = expectOk<TAgentTeamOverview>(await get(tokens.agent01!, AGENT_PATHS.teamOverview));
      expect(overview.teamSize).toEqual({ direct: 3, all: 17, agents: 2 });
      const deepest = expectOk<TAgentDownlinePage>(
        await get(tokens.agent01!, `${AGENT_PATHS.downlines}?scope=all&depth=3`),
      );
      expect(deepest.list.map((d) => d.account).sort()).toEqual(['demo21', 'demo22', 'demo23']);
      expect(deepest.list[0]).toMatchObject({ parentAccount: 'agent03', depth: 3, type: 'MEMBER' });
    });

    it('the migration’s backfill from parent links gives the same closure', async () => {
      const migration = readFileSync(path.join(MIGRATIONS_DIR, '0025_agents.sql'), 'utf8');
      const backfill = /INSERT INTO agent_tree[\s\S]*?;/.exec(migration)![0];
      const rebuilt = await t.db
        .transaction(async (tx) => {
          await tx.query('DELETE FROM agent_tree');
          await tx.query(backfill);
          const rows = await tx.query<{ ancestor_id: string; descendant_id: string; depth: number }>(
            `SELECT ancestor_id, descendant_id, depth FROM agent_tree WHERE merchant_code = 'ROYAL'`,
          );
          throw Object.assign(new Error('rollback'), { rows: rows.rows });
        })
        .catch((e: { rows?: { ancestor_id: string; descendant_id: string; depth: number }[] }) => e.rows!);
      const parents = await t.modules.agents.tree.parentsOf('ROYAL');
      expect(
        sortedRows(
          rebuilt.map((r) => ({ ancestor: r.ancestor_id, descendant: r.descendant_id, depth: r.depth })),
        ),
      ).toEqual(sortedRows(closureByWalking(parents)));
      await closureMatchesParents('ROYAL');
    });

    it('stays equal to walking the parent links after random trees are inserted', async () => {
      const hash = await hashPassword(PASSWORD);
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.option(fc.nat(), { nil: null }), fc.constantFrom(0, 1, 2)), {
            minLength: 1,
            maxLength: 12,
          }),
          async (nodes) => {
            run++;
            const names = nodes.map((_, i) => `pt${run}x${i}`);
            const parents = new Map<string, string | null>();
            for (const [i, [choice, type]] of nodes.entries()) {
              const parent = choice === null || i === 0 ? undefined : names[choice % i];
              await ensure('ROYAL', names[i]!, type, parent, hash);
              parents.set(ids[names[i]!]!, parent ? ids[parent]! : null);
            }
            const mine = new Set(parents.keys());
            const closure = (await t.modules.agents.tree.closureOf('ROYAL')).filter((r: ClosureRow) =>
              mine.has(r.descendant),
            );
            expect(sortedRows(closure)).toEqual(sortedRows(closureByWalking(parents)));
          },
        ),
        { numRuns: 12 },
      );
    });
  });

  describe('who may call', () => {
    const agentRoutes = () =>
      listRoutes(t.app).routes.filter(
        (r) =>
          r.method !== 'HEAD' &&
          r.url.startsWith('/api/wps/agent/') &&
          r.url !== '/api/wps/agent/affiliate' &&
          !isContractRoute(r.url),
      );

    it('serves every agent route to agents only: a member gets NOT_AGENT, no session UNAUTHORIZED', async () => {
      const routes = agentRoutes();
      expect(routes.length).toBe(11);
      for (const route of routes) {
        const url = concreteUrl(route.url, { id: randomUUID() });
        const method = route.method as 'GET' | 'POST';
        expectError(
          await t.app.inject({
            method,
            url,
            headers: bearer(tokens.demo01!),
            payload: method === 'POST' ? {} : undefined,
          }),
          403,
          'NOT_AGENT',
          'Non-agents cannot log in.',
        );
        expectError(
          await t.app.inject({ method, url, headers: { 'accept-language': 'en' } }),
          401,
          'UNAUTHORIZED',
        );
      }
    });

    it('keeps merchants apart: another merchant’s token is refused, another merchant’s ids do not exist', async () => {
      expectError(await get(tokens.lotusag!, AGENT_PATHS.profile), 401, 'TOKEN_MERCHANT_MISMATCH');
      const lotus = expectOk<TAgentProfile>(
        await get(tokens.lotusag!, AGENT_PATHS.profile, { merchant: 'LOTUS' }),
      );
      expect(lotus).toMatchObject({
        account: 'lotusag',
        currency: 'VND',
        timeZone: 'Asia/Ho_Chi_Minh',
        gmtOffset: 'GMT+07:00',
      });
      const lotusTeam = expectOk<TAgentDownlinePage>(
        await get(tokens.lotusag!, `${AGENT_PATHS.downlines}?scope=all`, { merchant: 'LOTUS' }),
      );
      expect(lotusTeam.list.map((d) => d.account)).toEqual(['lotusp1']);
      expectError(
        await get(tokens.lotusag!, path_(AGENT_PATHS.downline, { id: ids.demo01! }), { merchant: 'LOTUS' }),
        404,
        'DOWNLINE_NOT_FOUND',
      );
      expectError(await bo(`/api/bo/merchants/ROYAL/agents/${ids.lotusag}`), 404, 'NOT_FOUND');
      expectError(await bo(`/api/bo/merchants/ROYAL/agents/tree?parentId=${ids.lotusag}`), 404, 'NOT_FOUND');
    });
  });

  describe('the team boundary', () => {
    /** What an id or account outside agent02's team gets must be exactly what a missing one gets. */
    const sameAnswer = (outside: InjectedResponse, missing: InjectedResponse) => {
      expect(outside.statusCode).toBe(missing.statusCode);
      expect(outside.body).toBe(missing.body);
    };

    it('answers every id- or account-taking route for another team’s member exactly as for no one', async () => {
      const otherLink = expectOk<TAgentLink>(
        await post(tokens.rival01!, AGENT_PATHS.links, { type: 'MEMBER' }),
      );
      // Outsiders: another team, the agent's own upline, the agent itself, another merchant's member.
      const outsiders = ['rivalp1', 'rival01', 'agent01', 'agent02', 'ovp1', 'lotusp1'];
      const token = tokens.agent02!;
      const covered = new Set<string>();
      for (const who of outsiders) {
        const id = ids[who]!;
        for (const [pattern, url, missingUrl] of [
          [
            AGENT_PATHS.downline,
            path_(AGENT_PATHS.downline, { id }),
            path_(AGENT_PATHS.downline, { id: randomUUID() }),
          ],
          [
            AGENT_PATHS.teamBets,
            `${AGENT_PATHS.teamBets}?account=${who}`,
            `${AGENT_PATHS.teamBets}?account=nobody77`,
          ],
          [
            AGENT_PATHS.teamTransactions,
            `${AGENT_PATHS.teamTransactions}?account=${who}`,
            `${AGENT_PATHS.teamTransactions}?account=nobody77`,
          ],
          [
            AGENT_PATHS.teamWinLoss,
            `${AGENT_PATHS.teamWinLoss}?account=${who}`,
            `${AGENT_PATHS.teamWinLoss}?account=nobody77`,
          ],
        ] as const) {
          const outside = await get(token, url);
          expectError(outside, 404, 'DOWNLINE_NOT_FOUND', 'No such member in your team.');
          sameAnswer(outside, await get(token, missingUrl));
          covered.add(`GET ${pattern}`);
        }
        // A search finds no outsider: the same empty page as for a name nobody has.
        const search = await get(token, `${AGENT_PATHS.downlines}?scope=all&account=${who}`);
        expect(expectOk<TAgentDownlinePage>(search).list).toEqual([]);
        sameAnswer(search, await get(token, `${AGENT_PATHS.downlines}?scope=all&account=nobody77`));
        covered.add(`GET ${AGENT_PATHS.downlines}`);
      }
      // Another agent's link and round are no one's.
      const disable = await post(token, path_(AGENT_PATHS.linkDisable, { id: otherLink.id }));
      expectError(disable, 404, 'NOT_FOUND');
      sameAnswer(disable, await post(token, path_(AGENT_PATHS.linkDisable, { id: randomUUID() })));
      covered.add(`POST ${AGENT_PATHS.linkDisable}`);
      const players = seatedPlayers('house-baccarat');
      await players.seat(t, ['rivalp1']);
      const rivalRound = players.move('rivalp1');
      await vendorCall(t.app, 'bet', rivalRound);
      const byRound = await get(token, `${AGENT_PATHS.teamBets}?round=${rivalRound.round}`);
      expect(expectOk<TAgentTeamBetPage>(byRound).total).toBe(0);
      sameAnswer(byRound, await get(token, `${AGENT_PATHS.teamBets}?round=${randomUUID()}`));
      expect(
        expectOk<TAgentTeamBetPage>(
          await get(tokens.rival01!, `${AGENT_PATHS.teamBets}?round=${rivalRound.round}`),
        ).total,
      ).toBe(1);
      // The rest take no id: the agent's own profile, overview, links, and accounts it creates.
      for (const free of [
        `GET ${AGENT_PATHS.profile}`,
        `GET ${AGENT_PATHS.teamOverview}`,
        `GET ${AGENT_PATHS.links}`,
        `POST ${AGENT_PATHS.links}`,
        `POST ${AGENT_PATHS.openAccount}`,
      ])
        covered.add(free);
      const every = listRoutes(t.app)
        .routes.filter(
          (r) =>
            r.method !== 'HEAD' &&
            r.url.startsWith('/api/wps/agent/') &&
            r.url !== '/api/wps/agent/affiliate' &&
            !isContractRoute(r.url),
        )
        .map((r) => `${r.method} ${r.url}`);
      expect([...covered].sort()).toEqual(every.sort());
    });

    it('lets an agent see its whole team, deeper levels included', async () => {
      const detail = expectOk<TAgentDownlineDetail>(
        await get(tokens.agent01!, path_(AGENT_PATHS.downline, { id: ids.demo21! })),
      );
      expect(detail).toMatchObject({
        account: 'demo21',
        depth: 3,
        parentAccount: 'agent03',
        balance: '10000.00',
      });
      expect(detail.uplineChain).toEqual(['agent01', 'agent02', 'agent03']);
      const sub = expectOk<TAgentDownlineDetail>(
        await get(tokens.agent02!, path_(AGENT_PATHS.downline, { id: ids.agent03! })),
      );
      expect(sub).toMatchObject({ type: 'AGENT', depth: 1, directCount: 3, teamCount: 3 });
      expect(sub.terms?.dividend?.tiers[0]?.rate).toBe('20');
      // agent03 does not see its upline's other downlines.
      expectError(
        await get(tokens.agent03!, path_(AGENT_PATHS.downline, { id: ids.demo01! })),
        404,
        'DOWNLINE_NOT_FOUND',
      );
    });
  });

  describe('opening accounts', () => {
    it('opens a member with a one-time password that must be changed at the first login', async () => {
      const opened = expectOk<TAgentOpenAccountValue>(
        await post(tokens.agent02!, AGENT_PATHS.openAccount, {
          type: 'MEMBER',
          account: 'opened01',
          nickname: 'Opened',
        }),
      );
      expect(opened).toMatchObject({ account: 'opened01', type: 'MEMBER', nickname: 'Opened' });
      expect(opened.oneTimePassword).toMatch(/^[A-Za-z0-9]{8}9a$/);
      const first = expectOk<TLoginValue>(await login(t, 'opened01', opened.oneTimePassword));
      expect(first.defaultPassword).toBe(true);
      expectOk(await get(first.token, '/api/wps/member/info'));
      expectError(await get(first.token, '/api/wps/v2/wallets/balance'), 403, 'PASSWORD_CHANGE_REQUIRED');
      expectOk(
        await sendEncrypted(
          t,
          'POST',
          '/api/wps/member/password',
          { oldPassword: opened.oneTimePassword, newPassword: 'Chosen123', confirmNewPassword: 'Chosen123' },
          bearer(first.token),
        ),
      );
      expectError(await login(t, 'opened01', opened.oneTimePassword), 401, 'INVALID_CREDENTIALS');
      const second = expectOk<TLoginValue>(await login(t, 'opened01', 'Chosen123'));
      expect(second.defaultPassword).toBe(false);
      expectOk(await get(second.token, '/api/wps/v2/wallets/balance'));
      const direct = expectOk<TAgentDownlinePage>(
        await get(tokens.agent02!, `${AGENT_PATHS.downlines}?account=opened`),
      );
      expect(direct.list).toEqual([
        expect.objectContaining({
          account: 'opened01',
          parentAccount: 'agent02',
          depth: 1,
          type: 'MEMBER',
          balance: '0.00',
        }),
      ]);
    });

    it('opens a sub-agent within its creator’s terms, which must change its password before the agent centre', async () => {
      const tooMuch = expectError(
        await post(tokens.agent02!, AGENT_PATHS.openAccount, {
          type: 'AGENT',
          account: 'opened02',
          terms: { dividend: { tiers: [{ rate: '30', minActiveMembers: 1 }] } },
        }),
        400,
        'AGENT_TERMS_EXCEEDED',
        'Sub-agent terms cannot exceed your own.',
      );
      expect(tooMuch.value).toMatchObject({ kind: 'dividend', offered: '30', allowed: '25' });
      expectError(await login(t, 'opened02', 'whatever1'), 401, 'INVALID_CREDENTIALS');
      const terms = {
        dividend: { tiers: [{ rate: '20', minActiveMembers: 1 }] },
        dailySalary: { tiers: [{ rate: '0.35' }] },
      };
      const opened = expectOk<TAgentOpenAccountValue>(
        await post(tokens.agent02!, AGENT_PATHS.openAccount, { type: 'AGENT', account: 'opened02', terms }),
      );
      const first = expectOk<TLoginValue>(
        await login(t, 'opened02', opened.oneTimePassword, { agentLogin: true }),
      );
      expect(first).toMatchObject({ defaultPassword: true, memberInfo: { isAgent: true, type: 2 } });
      expectError(await get(first.token, AGENT_PATHS.profile), 403, 'PASSWORD_CHANGE_REQUIRED');
      expectOk(
        await sendEncrypted(
          t,
          'POST',
          '/api/wps/member/password',
          { oldPassword: opened.oneTimePassword, newPassword: 'Chosen123', confirmNewPassword: 'Chosen123' },
          bearer(first.token),
        ),
      );
      const again = expectOk<TLoginValue>(await login(t, 'opened02', 'Chosen123', { agentLogin: true }));
      const profile = expectOk<TAgentProfile>(await get(again.token, AGENT_PATHS.profile));
      expect(profile).toMatchObject({ account: 'opened02', uplineAccount: 'agent02', affiliateCode: null });
      expect(profile.terms.dailySalary).toEqual({
        tiers: [{ minValidBet: '0.00', minActiveMembers: 0, minNetLoss: '0.00', rate: '0.35' }],
      });
      expect(profile.terms.hourlySalary).toBeNull();
    });

    it('refuses a taken or ill-formed account, and terms for a member', async () => {
      expectError(
        await post(tokens.agent02!, AGENT_PATHS.openAccount, { type: 'MEMBER', account: 'Demo01' }),
        409,
        'USERNAME_TAKEN',
      );
      const bad = expectError(
        await post(tokens.agent02!, AGENT_PATHS.openAccount, { type: 'MEMBER', account: 'a!' }),
        400,
        'FIELD_INVALID',
      );
      expect(bad.value).toMatchObject({ field: 'account' });
      expectError(
        await post(tokens.agent02!, AGENT_PATHS.openAccount, {
          type: 'MEMBER',
          account: 'opened03',
          terms: { dividend: null },
        }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('invitation links', () => {
    it('registers a member through a member link, counts it, and keeps the agent’s own code working', async () => {
      const link = expectOk<TAgentLink>(
        await post(tokens.agent02!, AGENT_PATHS.links, { type: 'MEMBER', note: 'Chat group' }),
      );
      expect(link).toMatchObject({
        type: 'MEMBER',
        status: 'ACTIVE',
        terms: null,
        registrations: 0,
        note: 'Chat group',
      });
      expect(link.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(link.registerPath).toBe(`/register?affiliateCode=${link.code}`);
      expect(
        expectOk(
          await t.app.inject({
            method: 'GET',
            url: `/api/wps/agent/affiliate?code=${link.code.toLowerCase()}`,
          }),
        ),
      ).toEqual({ valid: true, agentAccount: 'agent02' });
      const joined = expectOk<TLoginValue>(
        await register({ username: 'linkmem01', affiliateCode: link.code.toLowerCase() }),
      );
      expect(joined.memberInfo).toMatchObject({ account: 'linkmem01', isAgent: false });
      expectOk(await register({ username: 'codemem01', affiliateCode: 'AGENT02' }));
      const listed = expectOk<TAgentLinkPage>(await get(tokens.agent02!, `${AGENT_PATHS.links}?type=MEMBER`));
      expect(listed.list.find((l) => l.id === link.id)).toMatchObject({ registrations: 1 });
      const direct = expectOk<TAgentDownlinePage>(
        await get(tokens.agent02!, `${AGENT_PATHS.downlines}?account=mem01`),
      );
      expect(direct.list.map((d) => d.account).sort()).toEqual(['codemem01', 'linkmem01']);
    });

    it('makes a sub-agent through an agent link, with the link’s terms', async () => {
      expectError(
        await post(tokens.agent02!, AGENT_PATHS.links, {
          type: 'AGENT',
          terms: { realtimeSalary: { tiers: [{ rate: '0.1', lossRate: '0.9' }] } },
        }),
        400,
        'AGENT_TERMS_EXCEEDED',
      );
      const terms = { hourlySalary: { tiers: [{ rate: '0.15' }] } };
      const link = expectOk<TAgentLink>(
        await post(tokens.agent02!, AGENT_PATHS.links, { type: 'AGENT', terms }),
      );
      expect(link.terms?.hourlySalary?.tiers[0]?.rate).toBe('0.15');
      const joined = expectOk<TLoginValue>(
        await register({ username: 'linkag01', affiliateCode: link.code }),
      );
      expect(joined.memberInfo).toMatchObject({ isAgent: true, type: 2 });
      const sub = expectOk<TAgentDownlineDetail>(
        await get(tokens.agent02!, path_(AGENT_PATHS.downline, { id: joined.memberInfo.id })),
      );
      expect(sub).toMatchObject({ type: 'AGENT', parentAccount: 'agent02' });
      expect(sub.terms).toEqual(link.terms);
      // The new sub-agent works its own team at once.
      const own = expectOk<TAgentLink>(await post(joined.token, AGENT_PATHS.links, { type: 'MEMBER' }));
      expectOk(await register({ username: 'linkag01p', affiliateCode: own.code }));
      const team = expectOk<TAgentDownlinePage>(
        await get(tokens.agent02!, `${AGENT_PATHS.downlines}?scope=all&account=linkag01p`),
      );
      expect(team.list[0]).toMatchObject({ depth: 2, parentAccount: 'linkag01' });
    });

    it('refuses a disabled link’s code with the translated invitation-code error, and registers nobody', async () => {
      const link = expectOk<TAgentLink>(await post(tokens.agent02!, AGENT_PATHS.links, { type: 'MEMBER' }));
      const disabled = expectOk<TAgentLink>(
        await post(tokens.agent02!, path_(AGENT_PATHS.linkDisable, { id: link.id })),
      );
      expect(disabled).toMatchObject({ status: 'DISABLED', disabledAt: expect.any(String) });
      expectError(
        await register({ username: 'lateone01', affiliateCode: link.code }),
        400,
        'AFFILIATE_INVALID',
        'Invalid invitation code.',
      );
      expectError(
        await register({ username: 'lateone01', affiliateCode: link.code }, { 'accept-language': 'th' }),
        400,
        'AFFILIATE_INVALID',
        'รหัสเชิญไม่ถูกต้อง',
      );
      expectError(
        await t.app.inject({
          method: 'GET',
          url: `/api/wps/agent/affiliate?code=${link.code}`,
          headers: { 'accept-language': 'en' },
        }),
        400,
        'AFFILIATE_INVALID',
      );
      expectError(await login(t, 'lateone01', 'Abcd1234'), 401, 'INVALID_CREDENTIALS');
      const active = expectOk<TAgentLinkPage>(
        await get(tokens.agent02!, `${AGENT_PATHS.links}?status=ACTIVE`),
      );
      expect(active.list.some((l) => l.id === link.id)).toBe(false);
    });

    it('refuses a link of a locked agent, and a link from a non-agent', async () => {
      const link = expectOk<TAgentLink>(await post(tokens.agent03!, AGENT_PATHS.links, { type: 'MEMBER' }));
      await t.db.query(`UPDATE members SET status = 'LOCKED' WHERE id = $1`, [ids.agent03]);
      try {
        expectError(
          await register({ username: 'lockedvia1', affiliateCode: link.code }),
          400,
          'AFFILIATE_INVALID',
        );
      } finally {
        await t.db.query(`UPDATE members SET status = 'ACTIVE' WHERE id = $1`, [ids.agent03]);
      }
      expectError(await post(tokens.demo01!, AGENT_PATHS.links, { type: 'MEMBER' }), 403, 'NOT_AGENT');
    });

    it('holds the active-link cap under creates racing each other', async () => {
      const active = async () =>
        expectOk<TAgentLinkPage>(
          await get(tokens.agent03!, `${AGENT_PATHS.links}?status=ACTIVE&pageSize=100`),
        ).total;
      // Up to two below the cap, then ten creates at once: exactly two pass.
      const room = AGENT_MAX_ACTIVE_LINKS - 2 - (await active());
      for (let i = 0; i < room; i++)
        expectOk(await post(tokens.agent03!, AGENT_PATHS.links, { type: 'MEMBER' }));
      const raced = await Promise.all(
        Array.from({ length: 10 }, () => post(tokens.agent03!, AGENT_PATHS.links, { type: 'MEMBER' })),
      );
      const codes = raced.map((r) => (r.json() as { code: string }).code);
      expect(codes.filter((c) => c === 'OK')).toHaveLength(2);
      expect(codes.filter((c) => c === 'AGENT_LINK_LIMIT')).toHaveLength(8);
      expect(await active()).toBe(AGENT_MAX_ACTIVE_LINKS);
    });
  });

  describe('reports', () => {
    beforeAll(async () => {
      // ovp1: baccarat 10.00 won 25.00, and a slot spin of 7.00 still open; ovp2: baccarat 20.00
      // lost (zero win) and a 500.00 deposit; ovp3: 5.00 rolled back. ovsub and ovtop play nothing.
      const live = seatedPlayers('house-baccarat');
      const slot = seatedPlayers('house-dragon-fortune');
      await live.seat(t, ['ovp1', 'ovp2', 'ovp3']);
      await slot.seat(t, ['ovp1']);
      const round = async (username: string, stake: string, outcome: string | 'rollback') => {
        const bet = live.move(username, { amount: stake });
        expect((await vendorCall(t.app, 'bet', bet)).status).toBe('RS_OK');
        const next = live.move(username, {
          round: bet.round,
          reference_transaction_uuid: bet.transaction_uuid,
        });
        const call = outcome === 'rollback' ? 'rollback' : 'win';
        const amount = outcome === 'rollback' ? stake : outcome;
        expect((await vendorCall(t.app, call, { ...next, amount })).status).toBe('RS_OK');
        return bet.round;
      };
      rounds.won = await round('ovp1', '10.00', '25.00');
      rounds.lost = await round('ovp2', '20.00', '0.00');
      rounds.refunded = await round('ovp3', '5.00', 'rollback');
      const open = slot.move('ovp1', { amount: '7.00' });
      expect((await vendorCall(t.app, 'bet', open)).status).toBe('RS_OK');
      rounds.open = open.round;

      const channels = expectOk<TDepositChannel[]>(
        await get(tokens.ovp2!, '/api/wps/cashier/deposit/channels'),
      );
      const created = expectOk<TDepositCreated>(
        await post(
          tokens.ovp2!,
          '/api/wps/cashier/deposits',
          { channelId: channels.find((c) => c.kind === 'ONLINE')!.id, amount: '500.00' },
          { 'idempotency-key': randomUUID() },
        ),
      );
      const order = new URL(created.payUrl!, 'http://site.test').searchParams.get('order')!;
      const paid = await t.app.inject({
        method: 'POST',
        url: '/psp-sim/pay/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `order=${encodeURIComponent(order)}`,
      });
      expect(paid.statusCode).toBe(303);
    });
    const rounds: Record<string, string> = {};

    it('sums the period’s play, deposits and registrations of the whole team, and nothing of other teams', async () => {
      const overview = expectOk<TAgentTeamOverview>(await get(tokens.ovtop!, AGENT_PATHS.teamOverview));
      expect(overview).toMatchObject({
        currency: 'THB',
        teamSize: { direct: 2, all: 4, agents: 1 },
        newRegistrations: 4,
        activeMembers: 2,
        deposits: { count: 1, amount: '500.00' },
        withdrawals: { count: 0, amount: '0.00' },
        validBet: '30.00',
        payout: '25.00',
        winLoss: '-5.00',
      });
      expect(overview.period.from).toBe(overview.period.to);
      const yesterday = expectOk<TAgentTeamOverview>(
        await get(tokens.ovtop!, `${AGENT_PATHS.teamOverview}?from=2020-01-01&to=2020-01-31`),
      );
      expect(yesterday).toMatchObject({
        newRegistrations: 0,
        activeMembers: 0,
        validBet: '0.00',
        deposits: { count: 0 },
      });
      const agent02 = expectOk<TAgentTeamOverview>(await get(tokens.agent02!, AGENT_PATHS.teamOverview));
      expect(agent02).toMatchObject({ validBet: '0.00', deposits: { count: 0 } });
      expectError(
        await get(tokens.ovtop!, `${AGENT_PATHS.teamOverview}?from=2026-02-30`),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await get(tokens.ovtop!, `${AGENT_PATHS.teamOverview}?from=2025-01-01&to=2025-12-31`),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('lists the team’s rounds with their state, filtered by account, category and round', async () => {
      const all = expectOk<TAgentTeamBetPage>(await get(tokens.ovtop!, AGENT_PATHS.teamBets));
      expect(all.total).toBe(4);
      expect(all.summary).toEqual({ rounds: 4, stake: '37.00', win: '25.00', net: '-12.00' });
      const byRound = new Map(all.list.map((r) => [r.round, r]));
      expect(byRound.get(rounds.won!)).toMatchObject({
        account: 'ovp1',
        status: 'SETTLED',
        stake: '10.00',
        win: '25.00',
        net: '15.00',
        category: 'LIVE',
      });
      expect(byRound.get(rounds.lost!)).toMatchObject({ account: 'ovp2', status: 'SETTLED', net: '-20.00' });
      expect(byRound.get(rounds.refunded!)).toMatchObject({ account: 'ovp3', status: 'ROLLED_BACK' });
      expect(byRound.get(rounds.open!)).toMatchObject({
        account: 'ovp1',
        status: 'OPEN',
        category: 'RNG',
        settleTime: null,
      });
      const ovp1 = expectOk<TAgentTeamBetPage>(
        await get(tokens.ovtop!, `${AGENT_PATHS.teamBets}?account=OVP1`),
      );
      expect(ovp1.list.map((r) => r.round).sort()).toEqual([rounds.won!, rounds.open!].sort());
      const slots = expectOk<TAgentTeamBetPage>(
        await get(tokens.ovtop!, `${AGENT_PATHS.teamBets}?category=RNG`),
      );
      expect(slots.list.map((r) => r.round)).toEqual([rounds.open!]);
      const paged = expectOk<TAgentTeamBetPage>(
        await get(tokens.ovtop!, `${AGENT_PATHS.teamBets}?pageSize=3&pageNo=2`),
      );
      expect(paged).toMatchObject({ total: 4, totalPages: 2, pageNo: 2 });
      expect(paged.list).toHaveLength(1);
      // ovsub sees its own team's part only.
      const sub = expectOk<TAgentTeamBetPage>(await get(tokens.ovsub!, AGENT_PATHS.teamBets));
      expect(sub.summary).toMatchObject({ rounds: 3, stake: '37.00' });
    });

    it('lists the team’s cash entries with a summary per type', async () => {
      const all = expectOk<TAgentTeamTransactionPage>(await get(tokens.ovtop!, AGENT_PATHS.teamTransactions));
      expect(all.summary).toEqual([
        { type: 'DEPOSIT', count: 4, amount: '3500.00' },
        { type: 'BET', count: 4, amount: '-42.00' },
        { type: 'WIN', count: 1, amount: '25.00' },
        { type: 'REFUND', count: 1, amount: '5.00' },
      ]);
      expect(all.total).toBe(10);
      const ovp3 = expectOk<TAgentTeamTransactionPage>(
        await get(tokens.ovtop!, `${AGENT_PATHS.teamTransactions}?account=ovp3&pageSize=2`),
      );
      expect(ovp3).toMatchObject({ total: 3, totalPages: 2 });
      expect(ovp3.list[0]).toMatchObject({
        account: 'ovp3',
        type: 'REFUND',
        amount: '5.00',
        wallet: 'CASH',
        balanceAfter: '1000.00',
      });
      const bets = expectOk<TAgentTeamTransactionPage>(
        await get(tokens.ovtop!, `${AGENT_PATHS.teamTransactions}?type=BET`),
      );
      expect(bets.list.map((e) => e.amount).sort()).toEqual(['-10.00', '-20.00', '-5.00', '-7.00']);
    });

    it('reports win/loss per direct downline over its team, or per member, adding up to the totals', async () => {
      const direct = expectOk<TAgentWinLossPage>(await get(tokens.ovtop!, AGENT_PATHS.teamWinLoss));
      const totals = {
        validBet: '30.00',
        payout: '25.00',
        winLoss: '-5.00',
        bonus: '0.00',
        rebate: '0.00',
        deposits: '500.00',
        withdrawals: '0.00',
        net: '-5.00',
      };
      expect(direct.totals).toEqual(totals);
      expect(direct.list).toEqual([
        expect.objectContaining({
          account: 'ovp3',
          type: 'MEMBER',
          depth: 1,
          members: 1,
          validBet: '0.00',
          net: '0.00',
        }),
        expect.objectContaining({ account: 'ovsub', type: 'AGENT', depth: 1, members: 3, ...totals }),
      ]);
      const each = expectOk<TAgentWinLossPage>(
        await get(tokens.ovtop!, `${AGENT_PATHS.teamWinLoss}?scope=all`),
      );
      expect(each.totals).toEqual(totals);
      expect(each.list.map((r) => [r.account, r.depth, r.validBet, r.payout, r.deposits])).toEqual([
        ['ovp1', 2, '10.00', '25.00', '0.00'],
        ['ovp2', 2, '20.00', '0.00', '500.00'],
        ['ovp3', 1, '0.00', '0.00', '0.00'],
        ['ovsub', 1, '0.00', '0.00', '0.00'],
      ]);
      const one = expectOk<TAgentWinLossPage>(
        await get(tokens.ovtop!, `${AGENT_PATHS.teamWinLoss}?scope=all&account=ovp2`),
      );
      expect(one).toMatchObject({ total: 1, totals: { validBet: '20.00', deposits: '500.00' } });
    });
  });

  describe('back office', () => {
    it('browses a merchant’s tree from its top agents down, with team counts and an agent’s detail', async () => {
      const roots = expectOk<TAdminAgentTreePage>(await bo('/api/bo/merchants/ROYAL/agents/tree'));
      expect(roots.parent).toBeNull();
      expect(roots.list.every((n) => n.type === 'AGENT' && n.level === 0)).toBe(true);
      // The random-tree property above adds its own roots (pt…), so each expected top agent is searched for.
      for (const account of ['agent01', 'ovtop', 'rival01']) {
        const found = expectOk<TAdminAgentTreePage>(
          await bo(`/api/bo/merchants/ROYAL/agents/tree?account=${account}`),
        );
        expect(found.list.map((n) => n.account)).toEqual([account]);
      }
      const ovtop = expectOk<TAdminAgentTreePage>(
        await bo('/api/bo/merchants/ROYAL/agents/tree?account=ovtop'),
      );
      expect(ovtop.list.find((n) => n.account === 'ovtop')).toMatchObject({
        directCount: 2,
        teamCount: 4,
        agentCount: 1,
      });
      const children = expectOk<TAdminAgentTreePage>(
        await bo(`/api/bo/merchants/ROYAL/agents/tree?parentId=${ids.agent01}`),
      );
      expect(children.parent).toMatchObject({ account: 'agent01', level: 0 });
      expect(children.list.map((n) => n.account)).toEqual(['agent02', 'demo24', 'demo25']);
      expect(children.list[0]).toMatchObject({ level: 1, type: 'AGENT' });
      const detail = expectOk<TAdminAgentDetail>(await bo(`/api/bo/merchants/ROYAL/agents/${ids.agent03}`));
      expect(detail).toMatchObject({ account: 'agent03', level: 2, directCount: 3, teamCount: 3 });
      expect(detail.uplineChain.map((u) => u.account)).toEqual(['agent01', 'agent02']);
      expect(detail.levels).toEqual([{ depth: 1, members: 3, agents: 0 }]);
      expect(detail.links.active).toBeGreaterThanOrEqual(1);
      expect(detail.terms?.dividend?.tiers[0]?.rate).toBe('20');
      // The whole tree: agent03 (level 2) and demo21 (a member under it), which the roots do not list.
      const roots03 = expectOk<TAdminAgentTreePage>(
        await bo('/api/bo/merchants/ROYAL/agents/tree?account=agent03'),
      );
      expect(roots03.list).toEqual([]);
      const anywhere = expectOk<TAdminAgentTreePage>(
        await bo('/api/bo/merchants/ROYAL/agents/tree?account=agent03&scope=tree'),
      );
      expect(anywhere.list.map((n) => [n.account, n.level])).toEqual([['agent03', 2]]);
      const member = expectOk<TAdminAgentTreePage>(
        await bo('/api/bo/merchants/ROYAL/agents/tree?account=demo21&scope=tree'),
      );
      expect(member.list.map((n) => [n.account, n.type, n.level])).toEqual([['demo21', 'MEMBER', 3]]);
      // Another merchant's accounts are not found from this one, at any depth.
      const foreign = expectOk<TAdminAgentTreePage>(
        await bo('/api/bo/merchants/LOTUS/agents/tree?account=agent03&scope=tree'),
      );
      expect(foreign.list).toEqual([]);
      const lotus = expectOk<TAdminAgentTreePage>(await bo('/api/bo/merchants/LOTUS/agents/tree'));
      expect(lotus.list.map((n) => n.account)).toEqual(['lotusag']);
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/bo/merchants/ROYAL/agents/tree' }),
        401,
        'UNAUTHORIZED',
      );
    });

    it('ends with the closure still equal to the parent links after every way members were added', async () => {
      await closureMatchesParents('ROYAL');
      await closureMatchesParents('LOTUS');
    });
  });
});
