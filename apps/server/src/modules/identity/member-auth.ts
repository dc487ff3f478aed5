import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberRecord } from './identity.repository.ts';
import type { SessionService } from './session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    member?: MemberRecord;
    memberToken?: string;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * What a session that must change its password (default or expired password, spec §4) may still
 * do: change it, read who it is, and log out. Enforced here so no route can forget it.
 */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  'POST /api/wps/member/password',
  'GET /api/wps/member/info',
  'DELETE /api/wps/session/logout',
]);

export const memberBearer = (request: FastifyRequest): string | undefined =>
  request.headers.authorization?.match(BEARER)?.[1];

/**
 * Routes with `access: 'member'` need a live session of the request's merchant. Runs after the
 * request context (merchant, site gate), so a blocked visitor gets 423 before 401.
 */
export function registerMemberAuth(
  app: FastifyInstance,
  sessions: Pick<SessionService, 'authenticateSession'>,
) {
  app.decorateRequest('member', undefined);
  app.decorateRequest('memberToken', undefined);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.access !== 'member') return;
    const token = memberBearer(request);
    if (!token || !request.merchant) throw new AppError('UNAUTHORIZED');
    const session = await sessions.authenticateSession(token, request.merchant.code);
    if (
      session.mustChangePassword &&
      !ALLOWED_BEFORE_PASSWORD_CHANGE.has(`${request.method} ${request.routeOptions.url}`)
    )
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    request.member = session.member;
    request.memberToken = token;
  });
}

export function requestMember(request: FastifyRequest): MemberRecord {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  return request.member;
}

/** Trial users are refused the restricted actions with the register-a-real-account message. */
export function requireRealMember(request: FastifyRequest): MemberRecord {
  const member = requestMember(request);
  if (member.type === 4) throw new AppError('TRIAL_RESTRICTED');
  return member;
}
