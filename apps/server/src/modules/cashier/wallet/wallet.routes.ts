import {
  envelopeOf,
  ZPage,
  ZTransactionHistoryQuery,
  ZTransactionRecord,
  ZWalletBalance,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../../platform/clock.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { requestMember, requireRealMember } from '../../identity/index.ts';
import type { WalletViews } from '../../ledger/index.ts';
import { requestMerchant } from '../../system/index.ts';
import { trialBalance } from './trial-wallet.ts';

const tags = ['cashier'];

/** The member's wallet: balance (spec §7 `/wps/v2/wallets/balance`) and account record (transactionHistory). */
export function walletRoutes(deps: { views: WalletViews; clock: Clock }): FastifyPluginAsyncZod {
  const { views, clock } = deps;
  const config = { access: 'member' as const };
  return async (app) => {
    app.get(
      '/api/wps/v2/wallets/balance',
      { config, schema: { tags, response: { 200: envelopeOf(ZWalletBalance) } } },
      async (request) => {
        const member = requestMember(request);
        const merchant = requestMerchant(request);
        if (member.type === 4) return ok(trialBalance(merchant.currency));
        return ok(await views.balance(member.id, merchant.currency, false));
      },
    );

    app.get(
      '/api/wps/v2/wallets/transactions',
      {
        config,
        schema: {
          tags,
          querystring: ZTransactionHistoryQuery,
          response: { 200: envelopeOf(ZPage(ZTransactionRecord)) },
        },
      },
      async (request) => {
        const member = requireRealMember(request);
        const merchant = requestMerchant(request);
        return ok(
          await views.records({
            memberId: member.id,
            query: request.query,
            timeZone: merchant.timeZone,
            now: clock.now(),
          }),
        );
      },
    );
  };
}
