import {
  envelopeOf,
  MEMBER_ACCOUNT_PATHS,
  ZBankAccountRemove,
  ZMemberBankAccount,
  ZMemberBankAccountCreate,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/http/envelope.ts';
import { requireRealMember } from '../../identity/index.ts';
import { requestMerchant } from '../../system/index.ts';
import type { BankAccountsService, PayoutActor } from './bank-accounts.service.ts';

const tags = ['cashier'];

const actorOf = (request: FastifyRequest): PayoutActor => ({
  id: requireRealMember(request).id,
  merchantCode: requestMerchant(request).code,
  ip: request.clientIp,
});

/** The member's payout methods (spec paths under the cashier, where the withdraw screen calls them). */
export function bankAccountsRoutes(bankAccounts: BankAccountsService): FastifyPluginAsyncZod {
  const config = { access: 'member' as const };
  return async (app) => {
    app.get(
      '/api/wps/cashier/bankAccounts',
      { config, schema: { tags, response: { 200: envelopeOf(z.array(ZMemberBankAccount)) } } },
      async (request) => ok(await bankAccounts.list(requireRealMember(request).id)),
    );

    app.post(
      '/api/wps/cashier/bankAccounts',
      {
        config: { ...config, encrypted: true },
        schema: { tags, body: ZMemberBankAccountCreate, response: { 200: envelopeOf(ZMemberBankAccount) } },
      },
      async (request) => ok(await bankAccounts.add(actorOf(request), request.body)),
    );

    app.post(
      MEMBER_ACCOUNT_PATHS.removeBankAccount,
      {
        config: { ...config, encrypted: true },
        schema: {
          tags,
          params: z.object({ id: z.string().uuid() }),
          body: ZBankAccountRemove,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await bankAccounts.remove(actorOf(request), request.params.id, request.body.paymentPassword);
        return ok(null);
      },
    );
  };
}
