import {
  envelopeOf,
  ZConsolidatedFunds,
  ZGameWalletTransfer,
  ZGameWalletTransferRequest,
  ZMerchantWallet,
} from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/http/envelope.ts';
import { requireRealMember } from '../../identity/index.ts';
import type { LedgerService } from '../../ledger/index.ts';
import { requestMerchant } from '../../system/index.ts';
import type { GameWalletsService } from './game-wallets.service.ts';

const tags = ['cashier'];

/** Transfer-wallet vendors' game wallets, the merchant wallet mode and the consolidated funds. */
export function gameWalletsRoutes(deps: {
  gameWallets: GameWalletsService;
  ledger: LedgerService;
}): FastifyPluginAsyncZod {
  const { gameWallets, ledger } = deps;
  const config = { access: 'member' as const };
  const memberOf = (request: Parameters<typeof requireRealMember>[0]) => {
    const member = requireRealMember(request);
    const merchant = requestMerchant(request);
    return {
      id: member.id,
      username: member.username,
      merchantCode: merchant.code,
      currency: merchant.currency,
    };
  };
  const decimal = (amountMinor: bigint, currency: CurrencyCode) =>
    toDecimalString({ amountMinor, currency: currency });

  return async (app) => {
    app.post(
      '/api/wps/relay/GCS_walletTransfer',
      {
        config,
        schema: {
          tags,
          body: ZGameWalletTransferRequest,
          response: { 200: envelopeOf(ZGameWalletTransfer) },
        },
      },
      async (request) => {
        const member = memberOf(request);
        const vendors = await gameWallets.transferVendors(member.merchantCode);
        return ok(await gameWallets.transfer(member, vendors, request.body));
      },
    );

    app.get(
      '/api/wps/relay/GCS_walletTransfer',
      {
        config,
        schema: {
          tags,
          querystring: z.object({ transferId: z.string().uuid() }),
          response: { 200: envelopeOf(ZGameWalletTransfer) },
        },
      },
      async (request) => ok(await gameWallets.status(memberOf(request), request.query.transferId)),
    );

    app.get(
      '/api/wps/relay/GCS_merchantWallet',
      { config, schema: { tags, response: { 200: envelopeOf(ZMerchantWallet) } } },
      async (request) => {
        const vendors = await gameWallets.transferVendors(requestMerchant(request).code);
        return ok({ isSingle: vendors.length === 0 });
      },
    );

    app.get(
      '/api/wps/member/info/funds/consolidated',
      { config, schema: { tags, response: { 200: envelopeOf(ZConsolidatedFunds) } } },
      async (request) => {
        const member = memberOf(request);
        const [balances, games] = await Promise.all([
          ledger.memberBalances(member.id, member.currency),
          gameWallets.gameBalances(member),
        ]);
        const inGames = games.reduce((sum, g) => sum + g.balanceMinor, 0n);
        return ok({
          balance: decimal(balances.CASH, member.currency),
          currency: member.currency,
          gameWallets: games.map((g) => ({
            vendorCode: g.vendorCode,
            displayName: g.displayName,
            balance: decimal(g.balanceMinor, member.currency),
          })),
          total: decimal(balances.CASH + inGames, member.currency),
        });
      },
    );
  };
}
