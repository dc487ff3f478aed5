import type { OperatorPermission } from '@platform/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuditActor, AuthenticatedOperator, OperatorsService } from './operators.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: AuthenticatedOperator;
  }
}

const PASSWORD_CHANGE_PATHS = new Set(['/api/bo/auth/me', '/api/bo/auth/password', '/api/bo/auth/logout']);

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{20,200})$/);
  return match?.[1];
};

/**
 * onRequest hook that admits an operator session holding `permission`; with `global`, only an
 * operator serving every merchant (for what belongs to none: vendor secrets, the global catalogue,
 * ledger reconciliation).
 */
export function requireOperator(
  service: OperatorsService,
  permission?: OperatorPermission,
  options: { global?: boolean } = {},
) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const operator = token ? await service.authenticate(token) : undefined;
    if (!operator) throw new AppError('UNAUTHORIZED');
    // A one-time password opens nothing but the way to change it.
    if (operator.mustChangePassword && !PASSWORD_CHANGE_PATHS.has(request.url.split('?')[0] ?? ''))
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    if (permission) service.assertPermission(operator, permission);
    if (options.global) service.assertGlobal(operator);
    request.operator = operator;
  };
}

export function auditActor(request: FastifyRequest): AuditActor {
  if (!request.operator) throw new AppError('UNAUTHORIZED');
  return { operator: request.operator, ip: request.ip, requestId: String(request.id) };
}
