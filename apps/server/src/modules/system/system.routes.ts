import {
  envelopeOf,
  SYSTEM_PATHS,
  ZBrandConfig,
  ZCountry,
  ZDomainRoute,
  ZMirrorSites,
  ZPublicKey,
  ZResource,
  ZSystemStatus,
  ZWhitelabelNode,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { requestMerchant } from './system.request-context.ts';
import type { SystemService } from './system.service.ts';

const tags = ['system'];
const languageQuery = z.object({ language: z.string().max(16).optional() });

export function systemRoutes(system: SystemService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/wps/system/status',
      {
        config: { access: 'system' },
        schema: { tags, querystring: languageQuery, response: { 200: envelopeOf(ZSystemStatus) } },
      },
      async (request) =>
        ok(
          await system.status(requestMerchant(request), {
            ip: request.clientIp,
            countryCode: request.countryCode,
          }),
        ),
    );

    app.get(
      '/api/wps/system/whitelabel',
      {
        config: { access: 'system' },
        schema: { tags, response: { 200: envelopeOf(z.array(ZWhitelabelNode)) } },
      },
      async (request) => ok(system.whitelabelTree(requestMerchant(request))),
    );

    app.get(
      '/api/wps/system/domainRoute',
      {
        config: { access: 'system' },
        schema: { tags, response: { 200: envelopeOf(z.array(ZDomainRoute)) } },
      },
      async (request) => ok(await system.domainRoutes(requestMerchant(request))),
    );

    app.get(
      SYSTEM_PATHS.mirrors,
      { config: { access: 'public' }, schema: { tags, response: { 200: envelopeOf(ZMirrorSites) } } },
      async (request) => ok(await system.mirrorSites(requestMerchant(request))),
    );

    app.get(
      '/api/wps/system/brandConfig',
      { config: { access: 'system' }, schema: { tags, response: { 200: envelopeOf(ZBrandConfig) } } },
      async (request) => ok(requestMerchant(request).brandConfig),
    );

    app.get(
      '/api/wps/system/countries',
      {
        config: { access: 'system' },
        schema: { tags, querystring: languageQuery, response: { 200: envelopeOf(z.array(ZCountry)) } },
      },
      async (request) => ok(system.countries(request.language)),
    );

    app.get(
      '/api/wps/system/resources',
      { config: { access: 'system' }, schema: { tags, response: { 200: envelopeOf(z.array(ZResource)) } } },
      async (request) => ok(await system.resources(requestMerchant(request))),
    );

    app.get(
      '/api/wps/system/publicKey',
      { config: { access: 'system' }, schema: { tags, response: { 200: envelopeOf(ZPublicKey) } } },
      async () => ok(await system.publicKey()),
    );
  };
}
