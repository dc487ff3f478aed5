import type {
  TAdminLotteryCancelAnswer,
  TAdminLotteryDecisionAnswer,
  TAdminLotteryDrawList,
  TAdminLotteryDrawQuery,
  TAdminLotteryOdds,
  TAdminLotteryOddsUpdate,
  TAdminLotteryResultEntryAnswer,
} from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { LotteryAdminClient } from './lottery-admin-client.ts';

/**
 * The console's lottery use cases (issue 14): the vendor keeps draws, entries and approvals; the
 * platform passes the operator's id (the vendor refuses an approval by the entry's own author) and
 * keeps the audit trail. A draw belongs to every merchant, so only operators serving all may act.
 */
export function createLotteryAdminService(deps: {
  client: LotteryAdminClient;
  db: Queryable;
  operators: OperatorsService;
}) {
  const { client, db, operators } = deps;
  const audit = (actor: AuditActor, action: string, target: string, after: unknown) =>
    operators.audit(db, actor, { merchantCode: null, action, target, before: null, after });

  return {
    async draws(query: TAdminLotteryDrawQuery): Promise<TAdminLotteryDrawList> {
      return client.get<TAdminLotteryDrawList>('/api/admin/draws', {
        market: query.market,
        state: query.state,
        date: query.date,
      });
    },

    async enterResult(
      actor: AuditActor,
      drawId: string,
      result: Record<string, string[]>,
    ): Promise<TAdminLotteryResultEntryAnswer> {
      const answer = await client.post<TAdminLotteryResultEntryAnswer>(
        `/api/admin/draws/${encodeURIComponent(drawId)}/result-entries`,
        { operator: actor.operator.id, result },
      );
      await audit(actor, 'lottery.result.enter', `draw:${drawId}`, { entryId: answer.entryId, result });
      return { entryId: answer.entryId };
    },

    async decide(actor: AuditActor, entryId: number, approve: boolean): Promise<TAdminLotteryDecisionAnswer> {
      const answer = await client.post<TAdminLotteryDecisionAnswer>(
        `/api/admin/result-entries/${entryId}/decision`,
        { operator: actor.operator.id, approve },
      );
      await audit(actor, approve ? 'lottery.result.approve' : 'lottery.result.reject', `entry:${entryId}`, {
        approved: approve,
      });
      return { entryId: answer.entryId, approved: answer.approved };
    },

    async odds(merchantCode: string): Promise<TAdminLotteryOdds> {
      return client.get<TAdminLotteryOdds>(
        `/api/admin/merchants/${encodeURIComponent(merchantCode)}/odds`,
        {},
      );
    },

    /** Changes the bet types given; the vendor prices every later ticket with them. */
    async updateOdds(
      actor: AuditActor,
      merchantCode: string,
      update: TAdminLotteryOddsUpdate,
    ): Promise<TAdminLotteryOdds> {
      const path = `/api/admin/merchants/${encodeURIComponent(merchantCode)}/odds`;
      const before = await client.get<TAdminLotteryOdds>(path, {});
      const after = await client.put<TAdminLotteryOdds>(path, {
        operator: actor.operator.id,
        odds: update.odds,
      });
      await operators.audit(db, actor, {
        merchantCode,
        action: 'lottery.odds.update',
        target: `merchant:${merchantCode}`,
        before: Object.fromEntries(
          Object.entries(update.odds).map(([m, types]) => [
            m,
            Object.fromEntries(Object.keys(types).map((b) => [b, before.odds[m]?.[b] ?? null])),
          ]),
        ),
        after: update.odds,
      });
      return after;
    },

    async cancel(actor: AuditActor, drawId: string, reason: string): Promise<TAdminLotteryCancelAnswer> {
      const answer = await client.post<TAdminLotteryCancelAnswer>(
        `/api/admin/draws/${encodeURIComponent(drawId)}/cancel`,
        { operator: actor.operator.id, reason },
      );
      await audit(actor, 'lottery.draw.cancel', `draw:${drawId}`, { reason, rolledBack: answer.rolledBack });
      return { rolledBack: answer.rolledBack };
    },
  };
}

export type LotteryAdminService = ReturnType<typeof createLotteryAdminService>;
