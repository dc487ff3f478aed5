import { envelopeOf, ZSecurityOverview, ZTotpSetup } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember, type TotpService } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { MembersRepository } from './members.repository.ts';

const tags = ['security-centre'];
const HISTORY_SIZE = 20;

const ZCode = z.object({ code: z.string().trim().min(6).max(6) });

/**
 * The member's security centre: authenticator app, bound phone and e-mail, trusted IPs, login trail.
 * TOTP enrolment goes through identity's TOTP service, which also checks the codes at login, so one
 * place burns used time steps.
 */
export function securityCentreRoutes(
  repository: MembersRepository,
  totp: TotpService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/wps/member/security',
      { config: { access: 'member' }, schema: { tags, response: { 200: envelopeOf(ZSecurityOverview) } } },
      async (request) => {
        const member = requireRealMember(request);
        const [ips, history] = await Promise.all([
          repository.trustedIps(member.id),
          repository.loginHistory(member.id, HISTORY_SIZE),
        ]);
        return ok({
          totpEnabled: member.totpEnabled,
          mobileNum: member.mobileNum,
          countryDialingCode: member.countryDialingCode,
          email: member.email,
          payeeName: member.payeeName,
          trustedIps: ips.map((i) => ({
            ip: i.ip,
            firstAt: i.firstAt.toISOString(),
            lastAt: i.lastAt.toISOString(),
          })),
          loginHistory: history.map((h) => ({ ...h, at: h.at.toISOString() })),
        });
      },
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
        await repository.forgetIp(requireRealMember(request).id, request.body.ip);
        return ok(null);
      },
    );
  };
}
