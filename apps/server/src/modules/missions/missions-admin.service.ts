import type { TAdminMission, TAdminMissionList, ZAdminMissionInput } from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { missionTarget, positiveMinor, scaleOf } from './domain/amounts.ts';
import type { MissionInput, MissionRow, MissionsRepository } from './missions.repository.ts';
import { MONEY_MISSION_KINDS } from '@platform/contracts';

type Input = z.output<typeof ZAdminMissionInput>;

/** Operators' mission editor (rewards.manage): every change audited with before and after. */
export function createMissionsAdminService(deps: {
  db: Database;
  repository: MissionsRepository;
  operators: Pick<OperatorsService, 'audit'>;
  merchant: (code: string) => Promise<{ code: string; currency: CurrencyCode } | undefined>;
}) {
  const { db, repository } = deps;

  const merchantOrThrow = async (code: string) => {
    const merchant = await deps.merchant(code);
    if (!merchant) throw new AppError('NOT_FOUND');
    return merchant;
  };

  const view = (m: MissionRow, currency: CurrencyCode): TAdminMission => ({
    id: m.id,
    period: m.period,
    kind: m.kind,
    category: m.category,
    titles: m.titles,
    target: MONEY_MISSION_KINDS.includes(m.kind)
      ? toDecimalString({ amountMinor: m.target, currency })
      : m.target.toString(),
    reward: toDecimalString({ amountMinor: m.rewardMinor, currency }),
    wageringMultiple: m.wageringMultiple,
    points: m.points,
    sortOrder: m.sortOrder,
    active: m.active,
    updatedAt: m.updatedAt.toISOString(),
  });

  function parse(input: Input, currency: CurrencyCode): MissionInput {
    const target = missionTarget(input.kind, input.target, currency);
    if (target === null) throw new AppError('FIELD_INVALID', { message: 'target' }, { field: 'target' });
    const rewardMinor = positiveMinor(input.reward, currency);
    if (rewardMinor === null)
      throw new AppError('AMOUNT_INVALID', { scale: scaleOf(currency) }, { field: 'reward' });
    const titles = Object.fromEntries(
      Object.entries(input.titles).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[1].length > 0,
      ),
    );
    return {
      period: input.period,
      kind: input.kind,
      category: input.kind === 'BET_AMOUNT' || input.kind === 'PLAY_ROUNDS' ? input.category : null,
      target,
      rewardMinor,
      wageringMultiple: input.wageringMultiple,
      points: input.points,
      titles,
      sortOrder: input.sortOrder,
      active: input.active,
    };
  }

  return {
    async list(merchantCode: string): Promise<TAdminMissionList> {
      const merchant = await merchantOrThrow(merchantCode);
      const rows = await repository.list(merchant.code, { activeOnly: false });
      return { currency: merchant.currency, list: rows.map((m) => view(m, merchant.currency)) };
    },

    async create(actor: AuditActor, merchantCode: string, input: Input): Promise<TAdminMission> {
      const merchant = await merchantOrThrow(merchantCode);
      const mission = parse(input, merchant.currency);
      return db.transaction(async (tx) => {
        const row = await repository.insert(tx, newId(), merchant.code, mission);
        const after = view(row, merchant.currency);
        await deps.operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'mission.created',
          target: `mission:${row.id}`,
          before: null,
          after,
        });
        return after;
      });
    },

    async update(actor: AuditActor, merchantCode: string, id: string, input: Input): Promise<TAdminMission> {
      const merchant = await merchantOrThrow(merchantCode);
      const mission = parse(input, merchant.currency);
      return db.transaction(async (tx) => {
        const before = await repository.lock(tx, merchant.code, id);
        if (!before) throw new AppError('NOT_FOUND');
        const row = (await repository.update(tx, merchant.code, id, mission))!;
        const after = view(row, merchant.currency);
        await deps.operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'mission.updated',
          target: `mission:${id}`,
          before: view(before, merchant.currency),
          after,
        });
        return after;
      });
    },
  };
}

export type MissionsAdminService = ReturnType<typeof createMissionsAdminService>;
