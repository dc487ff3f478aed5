import { envelopeOf, ZMemberBankAccount, ZMemberBankAccountCreate } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/http/envelope.ts';
import { requireRealMember } from '../../identity/index.ts';
import { requestMerchant } from '../../system/index.ts';
import type { BankAccountsService } from './bank-accounts.service.ts';

const tags = ['cashier'];

/** The member's payout accounts (spec paths under the cashier, where the withdraw screen calls them). */
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
      async (request) => {
        const member = { id: requireRealMember(request).id, merchantCode: requestMerchant(request).code };
        return ok(await bankAccounts.add(member, request.body));
      },
    );
  };
}
