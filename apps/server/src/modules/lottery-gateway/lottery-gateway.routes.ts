import {
  envelopeOf,
  LOTTERY_PATHS,
  ZLotteryMenu,
  ZLotteryMenuQuery,
  ZLotteryMenus,
  ZLotteryOpened,
  ZLotteryOpenedNumero,
  ZLotteryOpenedQuery,
  ZLotteryRecent,
  ZLotteryResults,
  ZLotteryResultsQuery,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import type { GatewayMerchant, LotteryGatewayService } from './lottery-gateway.service.ts';

const tags = ['lottery'];
const merchantOf = (request: FastifyRequest): GatewayMerchant => requestMerchant(request);

/** Spec §7 "Lottery" and "Home": the lottery's menus, recent titles, opened numbers and results. */
export function lotteryGatewayRoutes(deps: { gateway: LotteryGatewayService }): FastifyPluginAsyncZod {
  const { gateway } = deps;
  const open = { access: 'public' as const };
  return async (app) => {
    app.get(
      LOTTERY_PATHS.gameMenu,
      {
        config: open,
        schema: { tags, querystring: ZLotteryMenuQuery, response: { 200: envelopeOf(ZLotteryMenu) } },
      },
      async (request) => ok(await gateway.menu(merchantOf(request), request.query)),
    );
    app.get(
      LOTTERY_PATHS.gameMenus,
      { config: open, schema: { tags, response: { 200: envelopeOf(ZLotteryMenus) } } },
      async (request) => ok(await gateway.menus(merchantOf(request))),
    );
    app.get(
      LOTTERY_PATHS.recent,
      {
        config: { access: 'member' as const },
        schema: { tags, response: { 200: envelopeOf(ZLotteryRecent) } },
      },
      async (request) => {
        const member = requireRealMember(request);
        const merchant = merchantOf(request);
        return ok(
          await gateway.recent({
            memberId: member.id,
            merchantCode: merchant.code,
            currency: merchant.currency,
            language: request.language,
          }),
        );
      },
    );
    app.get(
      LOTTERY_PATHS.openedByGame,
      {
        config: open,
        schema: { tags, querystring: ZLotteryOpenedQuery, response: { 200: envelopeOf(ZLotteryOpened) } },
      },
      async (request) => ok(await gateway.opened(request.query.gameCode, request.query.limit)),
    );
    app.get(
      LOTTERY_PATHS.openedNumero,
      { config: open, schema: { tags, response: { 200: envelopeOf(ZLotteryOpenedNumero) } } },
      async () => ok(await gateway.openedNumero()),
    );
    app.get(
      LOTTERY_PATHS.results,
      {
        config: open,
        schema: { tags, querystring: ZLotteryResultsQuery, response: { 200: envelopeOf(ZLotteryResults) } },
      },
      async (request) => ok(await gateway.results(request.query)),
    );
  };
}
