import {
  envelopeOf,
  ZPage,
  ZPaymentPasswordUpdate,
  ZTransferCreate,
  ZTransferResult,
  ZWithdrawal,
  ZWithdrawalConfirm,
  ZWithdrawalCreate,
  ZWithdrawalInfo,
  ZWithdrawalQuery,
  ZWithdrawalQuote,
  ZWithdrawalQuoteQuery,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdempotencyKey } from '../../../platform/db/idempotency.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { requireRealMember } from '../../identity/index.ts';
import { requestMerchant } from '../../system/index.ts';
import type { TransfersService } from './transfers.service.ts';
import type { CashierMember, WithdrawalsService } from './withdrawals.service.ts';

const tags = ['cashier'];

function cashierMember(request: FastifyRequest): CashierMember & { type: number; parentId: string | null } {
  const member = requireRealMember(request);
  const merchant = requestMerchant(request);
  return {
    id: member.id,
    username: member.username,
    merchantCode: merchant.code,
    currency: merchant.currency,
    type: member.type,
    parentId: member.parentId,
  };
}

/** Withdraw (with its confirmation screen), payment password, and transfers up or down the tree. */
export function withdrawalsRoutes(deps: {
  withdrawals: WithdrawalsService;
  transfers: TransfersService;
}): FastifyPluginAsyncZod {
  const { withdrawals, transfers } = deps;
  const config = { access: 'member' as const };
  const encrypted = { access: 'member' as const, encrypted: true };

  return async (app) => {
    app.get(
      '/api/wps/cashier/withdraw/info',
      { config, schema: { tags, response: { 200: envelopeOf(ZWithdrawalInfo) } } },
      async (request) => ok(await withdrawals.info(cashierMember(request))),
    );

    app.get(
      '/api/wps/cashier/withdraw/quote',
      {
        config,
        schema: { tags, querystring: ZWithdrawalQuoteQuery, response: { 200: envelopeOf(ZWithdrawalQuote) } },
      },
      async (request) => ok(await withdrawals.quote(cashierMember(request), request.query.amount)),
    );

    app.put(
      '/api/wps/cashier/paymentPassword',
      {
        config: encrypted,
        schema: { tags, body: ZPaymentPasswordUpdate, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await withdrawals.setPaymentPassword(cashierMember(request), request.body);
        return ok(null);
      },
    );

    app.post(
      '/api/wps/cashier/withdrawals',
      {
        config: encrypted,
        schema: { tags, body: ZWithdrawalCreate, response: { 200: envelopeOf(ZWithdrawal) } },
      },
      async (request) => {
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        return ok(await withdrawals.request(cashierMember(request), key, request.body));
      },
    );

    app.get(
      '/api/wps/cashier/withdrawals',
      {
        config,
        schema: { tags, querystring: ZWithdrawalQuery, response: { 200: envelopeOf(ZPage(ZWithdrawal)) } },
      },
      async (request) => {
        const member = cashierMember(request);
        return ok(await withdrawals.list(member.merchantCode, { memberId: member.id, ...request.query }));
      },
    );

    app.get(
      '/api/wps/cashier/withdrawals/:id',
      {
        config,
        schema: {
          tags,
          params: z.object({ id: z.string().uuid() }),
          response: { 200: envelopeOf(ZWithdrawal) },
        },
      },
      async (request) => {
        const member = cashierMember(request);
        return ok((await withdrawals.get(member.merchantCode, request.params.id, member.id)).view);
      },
    );

    app.post(
      '/api/wps/cashier/withdrawals/:id/confirm',
      {
        config,
        bodyLimit: 12 * 1024 * 1024,
        schema: {
          tags,
          params: z.object({ id: z.string().uuid() }),
          body: ZWithdrawalConfirm,
          response: { 200: envelopeOf(ZWithdrawal) },
        },
      },
      async (request) =>
        ok(await withdrawals.confirm(cashierMember(request), request.params.id, request.body)),
    );

    for (const [path, direction] of [
      ['/api/wps/cashier/transfer/upline', 'TO_UPLINE'],
      ['/api/wps/cashier/transfer/downline', 'TO_DOWNLINE'],
    ] as const) {
      app.post(
        path,
        {
          config: encrypted,
          schema: { tags, body: ZTransferCreate, response: { 200: envelopeOf(ZTransferResult) } },
        },
        async (request) => {
          const key = requireIdempotencyKey(request.headers['idempotency-key']);
          return ok(await transfers.transfer(cashierMember(request), direction, key, request.body));
        },
      );
    }
  };
}
