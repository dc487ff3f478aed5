import { envelopeOf, REPORT_PATHS, ZPersonalProfit, ZProfitQuery } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { requestMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { ReportsService } from './reports.service.ts';

const tags = ['reports'];

/** The member's own profit (spec §2 personalProfit), in the merchant's time zone and currency. */
export function reportsRoutes(service: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      REPORT_PATHS.personalProfit,
      {
        config: { access: 'member' },
        schema: { tags, querystring: ZProfitQuery, response: { 200: envelopeOf(ZPersonalProfit) } },
      },
      async (request) => {
        const merchant = requestMerchant(request);
        return ok(
          await service.personalProfit(
            requestMember(request),
            { code: merchant.code, currency: merchant.currency, timeZone: merchant.timeZone },
            request.query,
          ),
        );
      },
    );
  };
}
