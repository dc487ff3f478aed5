import { envelopeOf, ZSecurityOverview, ZTotpSetup } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember, type TotpService } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { SecurityCentreService } from './security-centre.service.ts';

const tags = ['security-centre'];

const ZCode = z.object({ code: z.string().trim().min(6).max(6) });

/**
 * The member's security centre: authenticator app, bound phone and e-mail, trusted IPs, login trail.
 * TOTP enrolment goes through identity's TOTP service, which also checks the codes at login, so one
 * place burns used time steps.
 */
export function securityCentreRoutes(
  service: SecurityCentreService,
  totp: TotpService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/wps/member/security',
      { config: { access: 'member' }, schema: { tags, response: { 200: envelopeOf(ZSecurityOverview) } } },
      async (request) => ok(await service.overview(requireRealMember(request))),
    );

    app.post(
      '/api/wps/member/security/totp/setup',
      {
        config: { access: 'member' },
        schema: {
          tags,
          response: { 200: envelopeOf(ZTotpSetup) },
        },
      },
      async (request) =>
        ok(await totp.setup(requireRealMember(request), requestMerchant(request).brandConfig.brandName)),
    );

    app.post(
      '/api/wps/member/security/totp/enable',
      {
        config: { access: 'member' },
        schema: { tags, body: ZCode, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await totp.enable(requireRealMember(request), request.body.code);
        return ok(null);
      },
    );

    app.post(
      '/api/wps/member/security/totp/disable',
      {
        config: { access: 'member' },
        schema: { tags, body: ZCode, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await totp.disable(requireRealMember(request), request.body.code);
        return ok(null);
      },
    );

    app.delete(
      '/api/wps/member/security/trusted-ips',
      {
        config: { access: 'member' },
        schema: {
          tags,
          body: z.object({ ip: z.string().min(2).max(64) }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await service.forgetTrustedIp(requireRealMember(request).id, request.body.ip);
        return ok(null);
      },
    );
  };
}
