import {
  envelopeOf,
  ZManualAdjustment,
  ZMemberLedgerView,
  ZTransactionHistoryQuery,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { requestHash, requireIdempotencyKey, runIdempotent } from '../../platform/db/idempotency.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { IdentityModule } from '../identity/index.ts';
import type { WalletViews } from '../ledger/index.ts';
import { auditActor, requireOperator, type OperatorsService } from '../operators/index.ts';
import type { SystemService } from '../system/index.ts';
import type { CashierService } from './cashier.service.ts';

const tags = ['backoffice: cashier'];
const params = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,40}$/)
    .transform((c) => c.toUpperCase()),
  id: z.string().uuid(),
});

/** A member's ledger for operators, and manual adjustments with a reason (idempotent, audited). */
export function cashierAdminRoutes(deps: {
  db: Database;
  clock: Clock;
  views: WalletViews;
  cashier: CashierService;
  identity: IdentityModule['repository'];
  system: SystemService;
  operators: OperatorsService;
  balanceChanged: (memberId: string) => void;
}): FastifyPluginAsyncZod {
  const { db, views, cashier, identity, system, operators, clock } = deps;
  const canRead = requireOperator(operators, 'money.read');
  const canWrite = requireOperator(operators, 'money.write');
  const config = { access: 'operator' as const };

  async function memberOf(code: string, id: string) {
    const member = await identity.findById(code, id);
    if (!member || member.type === 4) throw new AppError('NOT_FOUND');
    return { member, merchant: await system.merchantOrThrow(code) };
  }

  return async (app) => {
    app.get(
      '/api/bo/merchants/:code/members/:id/ledger',
      {
        config,
        onRequest: canRead,
        schema: {
          tags,
          params,
          querystring: ZTransactionHistoryQuery,
          response: { 200: envelopeOf(ZMemberLedgerView) },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const { member, merchant } = await memberOf(request.params.code, request.params.id);
        const [balance, records] = await Promise.all([
          views.balance(member.id, merchant.currency, false),
          views.records({
            memberId: member.id,
            query: request.query,
            timeZone: merchant.timeZone,
            now: clock.now(),
          }),
        ]);
        return ok({ balance, records });
      },
    );

    app.post(
      '/api/bo/merchants/:code/members/:id/adjustments',
      {
        config,
        onRequest: canWrite,
        schema: {
          tags,
          params,
          body: ZManualAdjustment,
          response: {
            200: envelopeOf(
              z.object({ transactionId: z.string(), amount: z.string(), balanceAfter: z.string() }),
            ),
          },
        },
      },
      async (request) => {
        operators.assertMerchant(request.operator!, request.params.code);
        const key = requireIdempotencyKey(request.headers['idempotency-key']);
        const { member, merchant } = await memberOf(request.params.code, request.params.id);
        const actor = auditActor(request);
        const result = await runIdempotent(
          db,
          {
            scope: `operator:${actor.operator.id}`,
            key,
            hash: requestHash(`adjust:${member.id}`, request.body),
          },
          async (tx) => {
            const adjusted = await cashier.adjust(tx, {
              merchantCode: merchant.code,
              currency: merchant.currency,
              memberId: member.id,
              account: request.body.account,
              amount: request.body.amount,
              reason: request.body.reason,
              operator: actor.operator.username,
            });
            await operators.audit(tx, actor, {
              merchantCode: merchant.code,
              action: 'member.adjustment',
              target: `member:${member.username}`,
              before: null,
              after: { ...request.body, transactionId: adjusted.transactionId },
            });
            return adjusted;
          },
        );
        if (!result.replayed) deps.balanceChanged(member.id);
        return ok(result.value);
      },
    );
  };
}
