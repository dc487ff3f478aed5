import {
  ZAuditEntry,
  ZCreateOperator,
  ZOperator,
  ZOperatorLogin,
  ZOperatorPasswordChange,
  ZOperatorSession,
  ZOperatorStatusUpdate,
  ZOperatorTotpCode,
  ZOperatorTotpSetup,
  ZPage,
  ZPageQuery,
  envelopeOf,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, bearerToken, requireOperator } from './operator-guard.ts';
import { toOperatorView, type OperatorsService } from './operators.service.ts';

const tags = ['backoffice: operators'];

export function operatorsAdminRoutes(service: OperatorsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/bo/auth/login',
      {
        config: { access: 'operator' },
        schema: { tags, body: ZOperatorLogin, response: { 200: envelopeOf(ZOperatorSession) } },
      },
      async (request) =>
        ok(
          await service.login(
            request.body.username,
            request.body.password,
            {
              ip: request.ip,
              userAgent: String(request.headers['user-agent'] ?? ''),
              requestId: String(request.id),
            },
            request.body.totpCode,
          ),
        ),
    );

    app.post(
      '/api/bo/auth/logout',
      { config: { access: 'operator' }, onRequest: requireOperator(service), schema: { tags } },
      async (request) => {
        const token = bearerToken(request);
        if (token) await service.logout(token);
        return ok(null);
      },
    );

    app.get(
      '/api/bo/auth/me',
      {
        config: { access: 'operator' },
        onRequest: requireOperator(service),
        schema: { tags, response: { 200: envelopeOf(ZOperator) } },
      },
      async (request) => ok(toOperatorView(auditActor(request).operator)),
    );

    app.post(
      '/api/bo/auth/password',
      {
        config: { access: 'operator' },
        onRequest: requireOperator(service),
        schema: { tags, body: ZOperatorPasswordChange },
      },
      async (request) => {
        await service.changeOwnPassword(
          auditActor(request),
          bearerToken(request)!,
          request.body.currentPassword,
          request.body.newPassword,
        );
        return ok(null);
      },
    );

    app.post(
      '/api/bo/auth/totp/setup',
      {
        config: { access: 'operator' },
        onRequest: requireOperator(service),
        schema: { tags, response: { 200: envelopeOf(ZOperatorTotpSetup) } },
      },
      async (request) => ok(await service.totpSetup(auditActor(request), 'Operator console')),
    );

    app.post(
      '/api/bo/auth/totp/enable',
      {
        config: { access: 'operator' },
        onRequest: requireOperator(service),
        schema: { tags, body: ZOperatorTotpCode },
      },
      async (request) => {
        await service.totpEnable(auditActor(request), request.body.code);
        return ok(null);
      },
    );

    app.post(
      '/api/bo/auth/totp/disable',
      {
        config: { access: 'operator' },
        onRequest: requireOperator(service),
        schema: { tags, body: ZOperatorTotpCode },
      },
      async (request) => {
        await service.totpDisable(auditActor(request), request.body.code);
        return ok(null);
      },
    );

    app.put(
      '/api/bo/operators/:id/status',
      {
        config: { access: 'operator' },
        onRequest: requireOperator(service, 'operators.manage'),
        schema: {
          tags,
          params: z.object({ id: z.string().uuid() }),
          body: ZOperatorStatusUpdate,
          response: { 200: envelopeOf(ZOperator) },
        },
      },
      async (request) =>
        ok(await service.setStatus(auditActor(request), request.params.id, request.body.status)),
    );

    app.post(
      '/api/bo/operators/:id/sessions/revoke',
      {
        config: { access: 'operator' },
        onRequest: requireOperator(service, 'operators.manage'),
        schema: { tags, params: z.object({ id: z.string().uuid() }) },
      },
      async (request) => ok(await service.revokeSessions(auditActor(request), request.params.id)),
    );

    app.get(
      '/api/bo/operators',
      {
        config: { access: 'operator' },
        onRequest: requireOperator(service, 'operators.manage'),
        schema: { tags, response: { 200: envelopeOf(z.array(ZOperator)) } },
      },
      async () => ok(await service.list()),
    );

    app.post(
      '/api/bo/operators',
      {
        config: { access: 'operator' },
        onRequest: requireOperator(service, 'operators.manage'),
        schema: { tags, body: ZCreateOperator, response: { 200: envelopeOf(ZOperator) } },
      },
      async (request) => ok(await service.create(auditActor(request), request.body)),
    );

    app.get(
      '/api/bo/audit-log',
      {
        config: { access: 'operator' },
        onRequest: requireOperator(service, 'audit.read'),
        schema: {
          tags,
          querystring: ZPageQuery.extend({
            merchantCode: z.string().max(40).optional(),
            action: z.string().max(80).optional(),
          }),
          response: { 200: envelopeOf(ZPage(ZAuditEntry)) },
        },
      },
      async (request) => ok(await service.auditPage(auditActor(request).operator, request.query)),
    );
  };
}
