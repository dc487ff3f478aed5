import { envelopeOf, VIP_PATHS, ZVipOverview } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { memberBearer } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { VipService } from './vip.service.ts';

const tags = ['vip'];

/**
 * The VIP page (public): every level; a signed-in member also gets their level (evaluated now) and
 * progress. A missing or stale token just reads the levels, like the lobby.
 */
export function vipRoutes(deps: {
  vip: VipService;
  authenticate: (token: string, merchantCode: string) => Promise<{ id: string; type: number }>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      VIP_PATHS.overview,
      { config: { access: 'public' }, schema: { tags, response: { 200: envelopeOf(ZVipOverview) } } },
      async (request) => {
        const merchant = requestMerchant(request);
        const token = memberBearer(request);
        let memberId: string | null = null;
        if (token) {
          try {
            const member = await deps.authenticate(token, merchant.code);
            // Trial players (type 4) browse as visitors: they have no level of their own.
            memberId = member.type === 4 ? null : member.id;
          } catch {
            memberId = null;
          }
        }
        return ok(await deps.vip.overview(merchant.code, request.language, memberId));
      },
    );
  };
}
