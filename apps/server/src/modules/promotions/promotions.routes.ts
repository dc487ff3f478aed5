import {
  envelopeOf,
  PROMOTION_PATHS,
  ZDepositOptions,
  ZDepositOptionsQuery,
  ZPromotionAction,
  ZPromotionApply,
  ZPromotionDetail,
  ZPromotionList,
  ZPromotionListQuery,
  ACTIVITY_STATES,
} from '@platform/contracts';
import { parseMoney, type CurrencyCode } from '@platform/money';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { requireRealMember } from '../identity/index.ts';
import { requestMerchant } from '../system/index.ts';
import { readPositiveMinor } from './domain/eligibility.ts';
import { PROMOTION_ART_CATEGORY, type PromotionsService } from './promotions.service.ts';

const tags = ['promotions'];
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
/** Three data-URL images of up to 5 MB each are about 21 MB of base64. */
const APPLY_BODY_LIMIT_BYTES = 22 * 1024 * 1024;
const ZActionAnswer = z.object({ state: z.enum(ACTIVITY_STATES) });

/** The player's promotion calls (spec §7 sign-up and raffle calls, /promotions, the deposit form). */
export function promotionsRoutes(deps: {
  service: PromotionsService;
  storage: FileStorage;
  authenticate: (token: string, merchantCode: string) => Promise<{ id: string; type: number }>;
}): FastifyPluginAsyncZod {
  const { service } = deps;
  const member = { access: 'member' as const };

  /** Public calls read a member's state when a live session token comes with them; otherwise a visitor's. */
  async function viewer(request: FastifyRequest) {
    const merchant = requestMerchant(request);
    const token = request.headers.authorization?.match(BEARER)?.[1];
    if (!token) return null;
    try {
      const m = await deps.authenticate(token, merchant.code);
      return { id: m.id, merchantCode: merchant.code };
    } catch {
      return null;
    }
  }
  const merchantOf = (request: FastifyRequest) => {
    const m = requestMerchant(request);
    return { code: m.code, currency: m.currency, defaultLanguage: m.brandConfig.defaultLanguage };
  };
  const memberOf = (request: FastifyRequest) => {
    const m = requireRealMember(request);
    return { id: m.id, merchantCode: m.merchantCode };
  };

  return async (app) => {
    app.get(
      PROMOTION_PATHS.list,
      {
        config: { access: 'public' },
        schema: { tags, querystring: ZPromotionListQuery, response: { 200: envelopeOf(ZPromotionList) } },
      },
      async (request) =>
        ok(
          await deps.service.list(
            merchantOf(request),
            request.query.language ?? request.language,
            await viewer(request),
          ),
        ),
    );

    app.get(
      PROMOTION_PATHS.depositOptions,
      {
        config: member,
        schema: { tags, querystring: ZDepositOptionsQuery, response: { 200: envelopeOf(ZDepositOptions) } },
      },
      async (request) => {
        const merchant = merchantOf(request);
        let amountMinor: bigint | null = null;
        if (request.query.amount) {
          amountMinor = readPositiveMinor(request.query.amount, merchant.currency, (t, c) =>
            parseMoney(t, c as CurrencyCode),
          );
          if (amountMinor === null) throw new AppError('AMOUNT_INVALID', { scale: 2 });
        }
        const list = await service.depositOptions(memberOf(request), amountMinor, request.language);
        return ok({ list });
      },
    );

    app.get(
      PROMOTION_PATHS.detail,
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: z.object({ id: z.string().uuid() }),
          querystring: ZPromotionListQuery,
          response: { 200: envelopeOf(ZPromotionDetail) },
        },
      },
      async (request) =>
        ok(
          await service.detail(
            merchantOf(request),
            request.params.id,
            request.query.language ?? request.language,
            await viewer(request),
          ),
        ),
    );

    app.post(
      PROMOTION_PATHS.join,
      {
        config: member,
        schema: { tags, body: ZPromotionAction, response: { 200: envelopeOf(ZActionAnswer) } },
      },
      async (request) => ok(await service.join(memberOf(request), request.body.promotionId)),
    );

    app.post(
      PROMOTION_PATHS.requestReward,
      {
        config: member,
        schema: { tags, body: ZPromotionAction, response: { 200: envelopeOf(ZActionAnswer) } },
      },
      async (request) => ok(await service.requestReward(memberOf(request), request.body.promotionId)),
    );

    app.post(
      PROMOTION_PATHS.claimRaffle,
      {
        config: member,
        schema: { tags, body: ZPromotionAction, response: { 200: envelopeOf(ZActionAnswer) } },
      },
      async (request) => ok(await service.claimRaffle(memberOf(request), request.body.promotionId)),
    );

    app.post(
      PROMOTION_PATHS.claim,
      {
        config: member,
        schema: {
          tags,
          params: z.object({ id: z.string().uuid() }),
          response: { 200: envelopeOf(ZActionAnswer) },
        },
      },
      async (request) => ok(await service.claim(memberOf(request), request.params.id)),
    );

    app.post(
      PROMOTION_PATHS.apply,
      {
        config: member,
        bodyLimit: APPLY_BODY_LIMIT_BYTES,
        schema: {
          tags,
          params: z.object({ id: z.string().uuid() }),
          body: ZPromotionApply,
          response: { 200: envelopeOf(ZActionAnswer) },
        },
      },
      async (request) => ok(await service.apply(memberOf(request), request.params.id, request.body)),
    );

    app.get(
      PROMOTION_PATHS.image,
      {
        config: { access: 'system' },
        schema: { tags, params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/) }) },
      },
      async (request, reply) => {
        const stored = await deps.storage.read(`${PROMOTION_ART_CATEGORY}/${request.params.file}`);
        if (!stored) throw new AppError('NOT_FOUND');
        return reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Type', stored.contentType)
          .send(stored.bytes);
      },
    );
  };
}
