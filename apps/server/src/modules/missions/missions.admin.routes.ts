import {
  envelopeOf,
  MISSION_ADMIN_PATHS,
  ZAdminMission,
  ZAdminMissionInput,
  ZAdminMissionList,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { MissionsAdminService } from './missions-admin.service.ts';

const tags = ['backoffice: rewards'];
const merchantParam = z
  .string()
  .regex(/^[A-Za-z0-9_]{2,40}$/)
  .transform((c) => c.toUpperCase());

/** The console's mission editor (rewards.manage, audited). */
export function missionsAdminRoutes(deps: {
  admin: MissionsAdminService;
  operators: OperatorsService;
}): FastifyPluginAsyncZod {
  const canManage = requireOperator(deps.operators, 'rewards.manage');
  const config = { access: 'operator' as const };
  return async (app) => {
    app.get(
      MISSION_ADMIN_PATHS.missions,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: z.object({ code: merchantParam }),
          response: { 200: envelopeOf(ZAdminMissionList) },
        },
      },
      async (request) => {
        deps.operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.admin.list(request.params.code));
      },
    );

    app.post(
      MISSION_ADMIN_PATHS.missions,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: z.object({ code: merchantParam }),
          body: ZAdminMissionInput,
          response: { 200: envelopeOf(ZAdminMission) },
        },
      },
      async (request) => {
        deps.operators.assertMerchant(request.operator!, request.params.code);
        return ok(await deps.admin.create(auditActor(request), request.params.code, request.body));
      },
    );

    app.put(
      MISSION_ADMIN_PATHS.mission,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: z.object({ code: merchantParam, id: z.string().uuid() }),
          body: ZAdminMissionInput,
          response: { 200: envelopeOf(ZAdminMission) },
        },
      },
      async (request) => {
        deps.operators.assertMerchant(request.operator!, request.params.code);
        return ok(
          await deps.admin.update(auditActor(request), request.params.code, request.params.id, request.body),
        );
      },
    );
  };
}
