import {
  envelopeOf,
  ZBrandConfig,
  ZBrandConfigUpdate,
  ZMaintenanceUpdate,
  ZMerchantSettings,
  ZMerchantSummary,
  ZRegionRule,
  ZRegionRuleCreate,
  ZWhitelabelNode,
  ZWhitelabelUpdate,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { SystemService } from './system.service.ts';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';

const tags = ['backoffice: system'];
const merchantParams = ZMerchantParams;

export function systemAdminRoutes(system: SystemService, operators: OperatorsService): FastifyPluginAsyncZod {
  const canRead = requireOperator(operators, 'system.read');
  const canWrite = requireOperator(operators, 'system.write');
  const config = { access: 'operator' as const };

  return async (app) => {
    app.get(
      '/api/bo/merchants',
      {
        config,
        onRequest: canRead,
        schema: { tags, response: { 200: envelopeOf(z.array(ZMerchantSummary)) } },
      },
      async (request) => ok(await system.listMerchants(auditActor(request))),
    );

    app.get(
      '/api/bo/merchants/:code/settings',
      {
        config,
        onRequest: canRead,
        schema: { tags, params: merchantParams, response: { 200: envelopeOf(ZMerchantSettings) } },
      },
      async (request) => ok(await system.settings(auditActor(request), request.params.code)),
    );

    app.put(
      '/api/bo/merchants/:code/maintenance',
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: merchantParams,
          body: ZMaintenanceUpdate,
          response: { 200: envelopeOf(ZMaintenanceUpdate) },
        },
      },
      async (request) =>
        ok(await system.setMaintenance(auditActor(request), request.params.code, request.body)),
    );

    app.get(
      '/api/bo/merchants/:code/region-rules',
      {
        config,
        onRequest: canRead,
        schema: { tags, params: merchantParams, response: { 200: envelopeOf(z.array(ZRegionRule)) } },
      },
      async (request) => ok((await system.settings(auditActor(request), request.params.code)).regionRules),
    );

    app.post(
      '/api/bo/merchants/:code/region-rules',
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: merchantParams,
          body: ZRegionRuleCreate,
          response: { 200: envelopeOf(ZRegionRule) },
        },
      },
      async (request) =>
        ok(await system.addRegionRule(auditActor(request), request.params.code, request.body)),
    );

    app.delete(
      '/api/bo/merchants/:code/region-rules/:id',
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: merchantParams.extend({ id: z.uuid() }),
          response: { 200: envelopeOf(ZRegionRule) },
        },
      },
      async (request) =>
        ok(await system.deleteRegionRule(auditActor(request), request.params.code, request.params.id)),
    );

    app.put(
      '/api/bo/merchants/:code/whitelabel',
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: merchantParams,
          body: ZWhitelabelUpdate,
          response: { 200: envelopeOf(z.array(ZWhitelabelNode)) },
        },
      },
      async (request) =>
        ok(await system.setWhitelabelFlags(auditActor(request), request.params.code, request.body.flags)),
    );

    app.put(
      '/api/bo/merchants/:code/brand-config',
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params: merchantParams,
          body: ZBrandConfigUpdate,
          response: { 200: envelopeOf(ZBrandConfig) },
        },
      },
      async (request) =>
        ok(await system.updateBrandConfig(auditActor(request), request.params.code, request.body)),
    );
  };
}
