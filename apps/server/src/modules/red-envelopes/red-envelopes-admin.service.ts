import type {
  TRedEnvelopeRoundAdmin,
  TRedEnvelopeRoundAdminList,
  TRedEnvelopeRoundCreate,
} from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { decimal, parsePositiveAmount } from './envelope-amount.ts';
import type { RedEnvelopesRepository, RoundRow } from './red-envelopes.repository.ts';
import { roundState, type EnvelopeMerchant } from './red-envelopes.service.ts';

/** Operators' rounds (rewards.manage): create, schedule, cancel before opening; audited. */
export function createRedEnvelopesAdminService(deps: {
  db: Database;
  clock: Clock;
  repository: RedEnvelopesRepository;
  operators: Pick<OperatorsService, 'audit'>;
  merchant: (code: string) => Promise<EnvelopeMerchant>;
}) {
  const { db, clock, repository } = deps;

  const view = (r: RoundRow): TRedEnvelopeRoundAdmin => ({
    id: r.id,
    titles: r.titles,
    state: r.cancelledAt ? 'CANCELLED' : roundState(r, clock.now()),
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    budget: decimal(r.budgetMinor, r.currency),
    envelopeCount: r.envelopeCount,
    minAmount: decimal(r.minMinor, r.currency),
    maxAmount: decimal(r.maxMinor, r.currency),
    eligibility: { depositedToday: r.depositedToday, vipLevels: r.vipLevels },
    claimedCount: r.claimedCount,
    claimedAmount: decimal(r.claimedMinor, r.currency),
    createdAt: r.createdAt.toISOString(),
  });

  return {
    async rounds(code: string): Promise<TRedEnvelopeRoundAdminList> {
      const merchant = await deps.merchant(code);
      return { currency: merchant.currency, list: (await repository.rounds(db, merchant.code)).map(view) };
    },

    async create(
      actor: AuditActor,
      code: string,
      body: TRedEnvelopeRoundCreate,
    ): Promise<TRedEnvelopeRoundAdmin> {
      const merchant = await deps.merchant(code);
      const budgetMinor = parsePositiveAmount(body.budget, merchant.currency);
      const minMinor = parsePositiveAmount(body.minAmount, merchant.currency);
      const maxMinor = parsePositiveAmount(body.maxAmount, merchant.currency);
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      const n = BigInt(body.envelopeCount);
      const bad: string[] = [];
      if (endsAt <= startsAt || endsAt <= clock.now()) bad.push('endsAt');
      if (maxMinor < minMinor) bad.push('maxAmount');
      if (minMinor * n > budgetMinor || maxMinor * n < budgetMinor) bad.push('budget');
      if (bad.length > 0)
        throw new AppError('VALIDATION_FAILED', { fields: bad.join(', ') }, { fields: bad });
      const id = newId();
      await db.transaction(async (tx) => {
        await repository.insertRound(tx, {
          id,
          merchantCode: merchant.code,
          currency: merchant.currency,
          titles: body.titles,
          startsAt,
          endsAt,
          budgetMinor,
          envelopeCount: body.envelopeCount,
          minMinor,
          maxMinor,
          depositedToday: body.eligibility.depositedToday,
          vipLevels: [...new Set(body.eligibility.vipLevels)].sort((a, b) => a - b),
          createdBy: actor.operator.username,
        });
        await deps.operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'red-envelope.round.create',
          target: `red-envelope-round:${id}`,
          before: null,
          after: body,
        });
      });
      return view((await repository.round(db, merchant.code, id))!);
    },

    async cancel(actor: AuditActor, code: string, id: string): Promise<TRedEnvelopeRoundAdmin> {
      const merchant = await deps.merchant(code);
      const round = await repository.round(db, merchant.code, id);
      if (!round) throw new AppError('NOT_FOUND');
      await db.transaction(async (tx) => {
        if (!(await repository.cancel(tx, id, clock.now()))) throw new AppError('CONFLICT');
        await deps.operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'red-envelope.round.cancel',
          target: `red-envelope-round:${id}`,
          before: { state: roundState(round, clock.now()) },
          after: { state: 'CANCELLED' },
        });
      });
      return view((await repository.round(db, merchant.code, id))!);
    },
  };
}

export type RedEnvelopesAdminService = ReturnType<typeof createRedEnvelopesAdminService>;
