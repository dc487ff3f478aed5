import {
  envelopeOf,
  ZMemberDetail,
  ZMemberLockRequest,
  ZMemberPasswordReset,
  ZMemberSearchQuery,
  ZMemberSummary,
  ZPage,
  type TMemberSummary,
} from '@platform/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { IdentityRepository } from '../identity/index.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { MemberListing, MembersRepository } from './members.repository.ts';

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

const summaryOf = (
  m: Omit<MemberListing, 'parentUsername'>,
  parentUsername: string | null,
): TMemberSummary => ({
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

/**
 * Operators find members, open one, reset a password, lock and unlock: every change audited. The
 * member row, its password and its sessions are identity's: changes go through identity's
 * repository, inside this module's audited transaction.
 */
export function membersAdminRoutes(deps: {
  db: Database;
  repository: MembersRepository;
  identity: IdentityRepository;
  /** A reset password or a lock ends the member's game sessions too, once committed. */
  endVendorSessions: (memberId: string) => Promise<void>;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const { db, repository, identity, operators } = deps;
  const canRead = requireOperator(operators, 'members.read');
  const canWrite = requireOperator(operators, 'members.write');
  const config = { access: 'operator' as const };

  async function memberOrThrow(code: string, id: string) {
    const member = await identity.findById(code, id);
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
          await identity.setPassword(tx, member.id, hash, true);
          await identity.revokeMemberSessions(tx, member.id);
          await operators.audit(tx, auditActor(request), {
            merchantCode: member.merchantCode,
            action: 'member.password-reset',
            target: `member:${member.username}`,
            before: null,
            after: { mustChangePassword: true },
          });
        });
        await deps.endVendorSessions(member.id);
        return ok({ temporaryPassword });
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
          await identity.setStatus(tx, member.id, status);
          if (status === 'LOCKED') await identity.revokeMemberSessions(tx, member.id);
          await operators.audit(tx, auditActor(request), {
            merchantCode: member.merchantCode,
            action: request.body.locked ? 'member.lock' : 'member.unlock',
            target: `member:${member.username}`,
            before: { status: member.status },
            after: { status, reason: request.body.reason },
          });
        });
        if (status === 'LOCKED') await deps.endVendorSessions(member.id);
        return ok(summaryOf({ ...member, status }, await repository.parentUsername(member.parentId)));
      },
    );
  };
}
