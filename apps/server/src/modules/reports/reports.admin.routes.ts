import {
  envelopeOf,
  REPORT_PATHS,
  ZBreakdownPage,
  ZBreakdownQuery,
  ZDailyClose,
  ZFunnel,
  ZFunnelQuery,
  ZRankingPage,
  ZRankingQuery,
  ZReportFreshness,
  ZReportRange,
  ZReportRebuild,
  ZRevenueQuery,
  ZRevenueReport,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMerchantParams } from '../../platform/http/admin-params.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { ReportsService } from './reports.service.ts';

const tags = ['backoffice: reports'];
const params = ZMerchantParams;

/**
 * The operator reports (reports.read), within the operator's merchants. Rebuilding days also needs
 * system.write: it is platform upkeep, not a money action, and it is audited.
 */
export function reportsAdminRoutes(
  service: ReportsService,
  operators: OperatorsService,
): FastifyPluginAsyncZod {
  const canRead = requireOperator(operators, 'reports.read');
  const canReadAndWrite = async (...args: Parameters<typeof canRead>) => {
    await canRead(...args);
    operators.assertPermission(args[0].operator!, 'system.write');
  };
  const config = { access: 'operator' as const };

  return async (app) => {
    app.get(
      REPORT_PATHS.adminRevenue,
      {
        config,
        onRequest: canRead,
        schema: { tags, params, querystring: ZRevenueQuery, response: { 200: envelopeOf(ZRevenueReport) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.revenue(request.params.code, request.query));
      },
    );

    app.get(
      REPORT_PATHS.adminBreakdown,
      {
        config,
        onRequest: canRead,
        schema: { tags, params, querystring: ZBreakdownQuery, response: { 200: envelopeOf(ZBreakdownPage) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.breakdown(request.params.code, request.query));
      },
    );

    app.get(
      REPORT_PATHS.adminRankings,
      {
        config,
        onRequest: canRead,
        schema: { tags, params, querystring: ZRankingQuery, response: { 200: envelopeOf(ZRankingPage) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.rankings(request.params.code, request.query));
      },
    );

    app.get(
      REPORT_PATHS.adminFunnel,
      {
        config,
        onRequest: canRead,
        schema: { tags, params, querystring: ZFunnelQuery, response: { 200: envelopeOf(ZFunnel) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.funnel(request.params.code, request.query));
      },
    );

    app.get(
      REPORT_PATHS.adminDailyClose,
      {
        config,
        onRequest: canRead,
        schema: { tags, params, querystring: ZReportRange, response: { 200: envelopeOf(ZDailyClose) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.dailyClose(request.params.code, request.query));
      },
    );

    app.get(
      REPORT_PATHS.adminRefresh,
      {
        config,
        onRequest: canRead,
        schema: { tags, params, response: { 200: envelopeOf(ZReportFreshness) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.freshness(request.params.code));
      },
    );

    app.post(
      REPORT_PATHS.adminRefresh,
      {
        config,
        onRequest: canReadAndWrite,
        schema: { tags, params, body: ZReportRebuild, response: { 200: envelopeOf(ZReportFreshness) } },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        return ok(await service.rebuild(auditActor(request), request.params.code, request.body));
      },
    );
  };
}
