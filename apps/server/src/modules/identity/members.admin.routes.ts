import {
  envelopeOf,
  ZMemberDetail,
  ZMemberLockRequest,
  ZMemberPasswordReset,
  ZMemberSearchQuery,
  ZMemberSummary,
  ZPage,
  ZRegisterRules,
  ZRegisterRulesUpdate,
  type TMemberSummary,
} from '@platform/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';
import type { IdentityService } from './identity.service.ts';

const tags = ['backoffice: members'];
const HISTORY_SIZE = 50;
const params = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .transform((c) => c.toUpperCase()),
  id: z.string().uuid(),
});
const merchantParams = params.pick({ code: true });

const summaryOf = (m: MemberRecord, parentUsername: string | null): TMemberSummary => ({
  id: m.id,
  username: m.username,
  nickname: m.nickname,
  type: m.type,
  status: m.status,
  mobileNum: m.mobileNum,
  email: m.email,
  vipLevel: m.vipLevel,
  parentUsername,
  createdAt: m.createdAt.toISOString(),
  lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
});

/** Operators find members, edit the registration rules, open one, reset a password, lock and unlock: every change audited. */
export function membersAdminRoutes(
  db: Database,
  repository: IdentityRepository,
  identity: IdentityService,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  const canRead = requireOperator(operators, 'members.read');
  const canWrite = requireOperator(operators, 'members.write');
  const canReadSystem = requireOperator(operators, 'system.read');
  const canWriteSystem = requireOperator(operators, 'system.write');
  const config = { access: 'operator' as const };

  async function memberOrThrow(code: string, id: string) {
    const member = await repository.findById(code, id);
    if (!member || member.type === 4) throw new AppError('NOT_FOUND');
    return member;
  }

  return async (app) => {
    app.get(
      '/api/bo/merchants/:code/members',
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params: merchantParams,
          querystring: ZMemberSearchQuery,
          response: { 200: envelopeOf(ZPage(ZMemberSummary)) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const { pageNo, pageSize } = request.query;
        const { list, total } = await repository.pageMembers({
          merchantCode: request.params.code,
          ...request.query,
        });
        return ok({
          list: list.map((m) => summaryOf(m, m.parentUsername)),
          pageNo,
          pageSize,
          total,
          totalPages: Math.ceil(total / pageSize),
        });
      },
    );

    app.get(
      '/api/bo/merchants/:code/members/:id',
      { config, onRequest: canRead, schema: { tags, params, response: { 200: envelopeOf(ZMemberDetail) } } },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const member = await memberOrThrow(request.params.code, request.params.id);
        const [parent, history, ips] = await Promise.all([
          repository.parentUsername(member.parentId),
          repository.loginHistory(member.id, HISTORY_SIZE),
          repository.trustedIps(member.id),
        ]);
        return ok({
          ...summaryOf(member, parent),
          payeeName: member.payeeName,
          countryDialingCode: member.countryDialingCode,
          totpEnabled: member.totpEnabled,
          mustChangePassword: member.mustChangePassword,
          loginHistory: history.map((h) => ({ ...h, at: h.at.toISOString() })),
          trustedIps: ips.map((i) => ({
            ip: i.ip,
            firstAt: i.firstAt.toISOString(),
            lastAt: i.lastAt.toISOString(),
          })),
        });
      },
    );

    app.post(
      '/api/bo/merchants/:code/members/:id/password-reset',
      {
        config,
        onRequest: canWrite,
        schema: { tags, params, response: { 200: envelopeOf(ZMemberPasswordReset) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const member = await memberOrThrow(request.params.code, request.params.id);
        // The spec's default password ({secret}): usable once, then the member must choose their own.
        const temporaryPassword = `${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}9a`;
        const hash = await hashPassword(temporaryPassword);
        await db.transaction(async (tx) => {
          await repository.setPassword(tx, member.id, hash, true);
          await repository.revokeMemberSessions(tx, member.id);
          await operators.audit(tx, auditActor(request), {
            merchantCode: member.merchantCode,
            action: 'member.password-reset',
            target: `member:${member.username}`,
            before: null,
            after: { mustChangePassword: true },
          });
        });
        return ok({ temporaryPassword });
      },
    );

    app.get(
      '/api/bo/merchants/:code/register-rules',
      {
        config,
        onRequest: canReadSystem,
        schema: { tags, params: merchantParams, response: { 200: envelopeOf(ZRegisterRules) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await identity.registerRules(request.params.code));
      },
    );

    app.put(
      '/api/bo/merchants/:code/register-rules',
      {
        config,
        onRequest: canWriteSystem,
        schema: {
          tags,
          params: merchantParams,
          body: ZRegisterRulesUpdate,
          response: { 200: envelopeOf(ZRegisterRules) },
        },
      },
      async (request) => {
        const { code } = request.params;
        operators.assertMerchant(request.operator!, code);
        const before = await identity.registerRules(code);
        const after = { ...before, ...request.body.rules };
        // The published map must stay coherent: username and password always on and required.
        if (!ZRegisterRules.safeParse(after).success)
          throw new AppError('VALIDATION_FAILED', { fields: 'username, password' });
        const changed = Object.entries(request.body.rules);
        await db.transaction(async (tx) => {
          for (const [field, rule] of changed) await repository.saveRule(tx, code, field, rule);
          await operators.audit(tx, auditActor(request), {
            merchantCode: code,
            action: 'system.register-rules.update',
            target: `merchant:${code}`,
            before: Object.fromEntries(changed.map(([f]) => [f, before[f as keyof typeof before]])),
            after: request.body.rules,
          });
        });
        return ok(await identity.registerRules(code));
      },
    );

    app.post(
      '/api/bo/merchants/:code/members/:id/lock',
      {
        config,
        onRequest: canWrite,
        schema: { tags, params, body: ZMemberLockRequest, response: { 200: envelopeOf(ZMemberSummary) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const member = await memberOrThrow(request.params.code, request.params.id);
        const status = request.body.locked ? 'LOCKED' : 'ACTIVE';
        await db.transaction(async (tx) => {
          await repository.setStatus(tx, member.id, status);
          if (status === 'LOCKED') await repository.revokeMemberSessions(tx, member.id);
          await operators.audit(tx, auditActor(request), {
            merchantCode: member.merchantCode,
            action: request.body.locked ? 'member.lock' : 'member.unlock',
            target: `member:${member.username}`,
            before: { status: member.status },
            after: { status, reason: request.body.reason },
          });
        });
        return ok(summaryOf({ ...member, status }, await repository.parentUsername(member.parentId)));
      },
    );
  };
}
