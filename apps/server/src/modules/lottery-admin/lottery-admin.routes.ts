import {
  envelopeOf,
  LOTTERY_ADMIN_ODDS_PATH,
  LOTTERY_ADMIN_PATHS,
  ZAdminLotteryOdds,
  ZAdminLotteryOddsUpdate,
  ZAdminLotteryCancel,
  ZAdminLotteryCancelAnswer,
  ZAdminLotteryDecision,
  ZAdminLotteryDecisionAnswer,
  ZAdminLotteryDrawList,
  ZAdminLotteryDrawQuery,
  ZAdminLotteryResultEntry,
  ZAdminLotteryResultEntryAnswer,
} from '@platform/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { LotteryAdminService } from './lottery-admin.service.ts';

const tags = ['backoffice: lottery'];
const ZDrawId = z.object({ drawId: z.string().min(1).max(100) });

/** The console's lottery draws: read, result entry and cancel (lottery.manage), approval (lottery.approve). */
export function lotteryAdminRoutes(
  service: LotteryAdminService,
  operators: OperatorsService,
  merchantExists: (merchantCode: string) => Promise<boolean>,
): FastifyPluginAsyncZod {
  // Draws are shared by every merchant: only an operator serving them all may touch them.
  const canManage = requireOperator(operators, 'lottery.manage', { global: true });
  const canApprove = requireOperator(operators, 'lottery.approve', { global: true });
  const anyOperator = requireOperator(operators, undefined, { global: true });
  const canRead = async (request: FastifyRequest, reply: FastifyReply) => {
    await anyOperator(request, reply);
    const operator = request.operator!;
    try {
      operators.assertPermission(operator, 'lottery.manage');
    } catch {
      operators.assertPermission(operator, 'lottery.approve');
    }
  };
  const config = { access: 'operator' as const };
  // Odds belong to one merchant: any operator serving it with lottery.manage.
  const canManageMerchant = requireOperator(operators, 'lottery.manage');
  const ZMerchant = z.object({ merchantCode: z.string().min(1).max(40) });
  return async (app) => {
    app.get(
      LOTTERY_ADMIN_ODDS_PATH,
      {
        config,
        onRequest: canManageMerchant,
        schema: { tags, params: ZMerchant, response: { 200: envelopeOf(ZAdminLotteryOdds) } },
      },
      async (request) => {
        const merchantCode = request.params.merchantCode.toUpperCase();
        operators.assertMerchant(request.operator!, merchantCode);
        if (!(await merchantExists(merchantCode))) throw new AppError('NOT_FOUND');
        return ok(await service.odds(merchantCode));
      },
    );
    app.put(
      LOTTERY_ADMIN_ODDS_PATH,
      {
        config,
        onRequest: canManageMerchant,
        schema: {
          tags,
          params: ZMerchant,
          body: ZAdminLotteryOddsUpdate,
          response: { 200: envelopeOf(ZAdminLotteryOdds) },
        },
      },
      async (request) => {
        const merchantCode = request.params.merchantCode.toUpperCase();
        operators.assertMerchant(request.operator!, merchantCode);
        if (!(await merchantExists(merchantCode))) throw new AppError('NOT_FOUND');
        return ok(await service.updateOdds(auditActor(request), merchantCode, request.body));
      },
    );
    app.get(
      LOTTERY_ADMIN_PATHS.draws,
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          querystring: ZAdminLotteryDrawQuery,
          response: { 200: envelopeOf(ZAdminLotteryDrawList) },
        },
      },
      async (request) => ok(await service.draws(request.query)),
    );
    app.post(
      LOTTERY_ADMIN_PATHS.resultEntries,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZDrawId,
          body: ZAdminLotteryResultEntry,
          response: { 200: envelopeOf(ZAdminLotteryResultEntryAnswer) },
        },
      },
      async (request) =>
        ok(await service.enterResult(auditActor(request), request.params.drawId, request.body.result)),
    );
    app.post(
      LOTTERY_ADMIN_PATHS.entryDecision,
      {
        config,
        onRequest: canApprove,
        schema: {
          tags,
          params: z.object({ entryId: z.coerce.number().int().positive() }),
          body: ZAdminLotteryDecision,
          response: { 200: envelopeOf(ZAdminLotteryDecisionAnswer) },
        },
      },
      async (request) =>
        ok(await service.decide(auditActor(request), request.params.entryId, request.body.approve)),
    );
    app.post(
      LOTTERY_ADMIN_PATHS.drawCancel,
      {
        config,
        onRequest: canManage,
        schema: {
          tags,
          params: ZDrawId,
          body: ZAdminLotteryCancel,
          response: { 200: envelopeOf(ZAdminLotteryCancelAnswer) },
        },
      },
      async (request) =>
        ok(await service.cancel(auditActor(request), request.params.drawId, request.body.reason)),
    );
  };
}
