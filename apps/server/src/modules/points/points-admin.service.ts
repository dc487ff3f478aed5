import type {
  EarningPointType,
  TGoodsAdmin,
  TGoodsAdminList,
  TPointConfig,
  TPointConfigUpdate,
  TRedemptionAdmin,
  TRedemptionAdminPage,
  TRedemptionAdminQuery,
  TGoodsUpsert,
  RedemptionStatus,
} from '@platform/contracts';
import type { Database } from '../../platform/db/database.ts';
import { requestHash, runIdempotent } from '../../platform/db/idempotency.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import type { BonusGrants } from '../bonuses/index.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { decimal, parsePositiveAmount } from './points-amount.ts';
import type { GoodsRow, PointsRepository } from './points.repository.ts';
import { redemptionView, type PointsMerchant, type PointsService } from './points.service.ts';

const goodsView = (g: GoodsRow, currency: string): TGoodsAdmin => ({
  id: g.id,
  kind: g.kind,
  names: g.names,
  imageUrl: g.imageUrl,
  pointsRequired: Number(g.pointsRequired),
  amount: g.amountMinor === null ? null : decimal(g.amountMinor, currency),
  stock: g.stock,
  active: g.active,
  sortOrder: g.sortOrder,
  redeemed: g.redeemed,
});

/**
 * Operators' side of the mall (rewards.manage: ratios, goods; rewards.approve: the redemption queue),
 * every change audited in its own transaction. Approving a cash reward pays it through bonuses;
 * rejecting puts the points and the stock back, all in the decision's transaction.
 */
export function createPointsAdminService(deps: {
  db: Database;
  repository: PointsRepository;
  points: PointsService;
  grants: BonusGrants;
  operators: Pick<OperatorsService, 'audit'>;
  merchant: (code: string) => Promise<PointsMerchant>;
}) {
  const { db, repository } = deps;

  const adminView = (r: Parameters<typeof redemptionView>[0], m: PointsMerchant): TRedemptionAdmin => ({
    ...redemptionView(r, m.defaultLanguage, 'EN'),
    memberId: r.memberId,
    username: r.username,
    address: r.address,
    reviewedBy: r.reviewedBy,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  });

  return {
    config: async (code: string): Promise<TPointConfig> => deps.points.config(await deps.merchant(code)),

    async saveConfig(actor: AuditActor, code: string, body: TPointConfigUpdate): Promise<TPointConfig> {
      const merchant = await deps.merchant(code);
      const types = new Set<EarningPointType>();
      const ratios = body.ratios.map((r) => {
        if (types.has(r.type))
          throw new AppError('VALIDATION_FAILED', { fields: 'ratios' }, { field: 'ratios' });
        types.add(r.type);
        return {
          type: r.type,
          unitMinor: parsePositiveAmount(r.betUnit, merchant.currency),
          points: r.points,
        };
      });
      const convertAmountMinor = parsePositiveAmount(body.convertAmount, merchant.currency);
      const before = await deps.points.config(merchant);
      await db.transaction(async (tx) => {
        await repository.saveConfig(tx, {
          merchantCode: merchant.code,
          convertPoints: body.convertPoints,
          convertAmountMinor,
          convertMinPoints: body.convertMinPoints,
          convertEnabled: body.convertEnabled,
          ratios,
        });
        await deps.operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'points.config',
          target: `merchant:${merchant.code}`,
          before,
          after: body,
        });
      });
      return deps.points.config(merchant);
    },

    async goods(code: string): Promise<TGoodsAdminList> {
      const merchant = await deps.merchant(code);
      const list = await repository.goods(db, merchant.code, false);
      return { currency: merchant.currency, list: list.map((g) => goodsView(g, merchant.currency)) };
    },

    async saveGoods(
      actor: AuditActor,
      code: string,
      id: string | null,
      body: TGoodsUpsert,
    ): Promise<TGoodsAdmin> {
      const merchant = await deps.merchant(code);
      const before = id ? await repository.goodsById(db, merchant.code, id) : null;
      if (id && !before) throw new AppError('NOT_FOUND');
      const row = {
        id: id ?? newId(),
        merchantCode: merchant.code,
        kind: body.kind,
        names: body.names,
        imageUrl: body.imageUrl,
        pointsRequired: BigInt(body.pointsRequired),
        amountMinor: body.amount === null ? null : parsePositiveAmount(body.amount, merchant.currency),
        stock: body.stock,
        active: body.active,
        sortOrder: body.sortOrder,
      };
      await db.transaction(async (tx) => {
        await repository.saveGoods(tx, row);
        await deps.operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: id ? 'points.goods.update' : 'points.goods.create',
          target: `points-goods:${row.id}`,
          before: before ? goodsView(before, merchant.currency) : null,
          after: body,
        });
      });
      return goodsView((await repository.goodsById(db, merchant.code, row.id))!, merchant.currency);
    },

    async redemptions(code: string, q: TRedemptionAdminQuery): Promise<TRedemptionAdminPage> {
      const merchant = await deps.merchant(code);
      const page = { pageNo: Number(q.pageNo ?? 1), pageSize: Number(q.pageSize ?? 20) };
      const { rows, total } = await repository.redemptions(
        db,
        { merchantCode: merchant.code, status: q.status as RedemptionStatus | undefined },
        page,
      );
      return {
        list: rows.map((r) => adminView(r, merchant)),
        ...page,
        total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },

    async review(
      actor: AuditActor,
      code: string,
      id: string,
      body: { decision: 'APPROVE' | 'REJECT'; remark: string },
      key: string,
    ): Promise<TRedemptionAdmin> {
      const merchant = await deps.merchant(code);
      await runIdempotent(
        db,
        {
          scope: `points.review:${actor.operator.id}`,
          key,
          hash: requestHash('points.review', { id, ...body }),
        },
        async (tx) => {
          const r = await repository.redemption(tx, merchant.code, id, true);
          if (!r) throw new AppError('NOT_FOUND');
          if (r.status !== 'APPLYING') throw new AppError('REDEMPTION_STATE_INVALID');
          const status = body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
          if (status === 'APPROVED' && r.kind === 'CASH' && r.amountMinor !== null) {
            await deps.grants.grant(tx, {
              merchantCode: merchant.code,
              memberId: r.memberId,
              currency: r.currency,
              source: 'POINTS',
              sourceRef: `redeem:${r.id}`,
              amountMinor: r.amountMinor,
              wagering: null,
              expiresAt: null,
              titleKey: 'points.grant.redeem',
              titleParams: { reference: r.referenceNo },
            });
          }
          if (status === 'REJECTED') {
            // Stock first, then the member's account: the same order a redemption locks them in.
            await repository.returnStock(tx, r.goodsId, r.quantity);
            await repository.lockAccount(tx, merchant.code, r.memberId);
            await repository.append(tx, {
              merchantCode: merchant.code,
              memberId: r.memberId,
              type: 'REDEEM',
              change: r.points,
              reference: r.referenceNo,
            });
          }
          await repository.decide(tx, r.id, {
            status,
            remark: body.remark,
            reviewedBy: actor.operator.username,
          });
          await deps.operators.audit(tx, actor, {
            merchantCode: merchant.code,
            action: status === 'APPROVED' ? 'points.redemption.approve' : 'points.redemption.reject',
            target: `points-redemption:${r.referenceNo}`,
            before: { status: r.status },
            after: { status, remark: body.remark },
          });
          return r.id;
        },
      );
      return adminView((await repository.redemption(db, merchant.code, id))!, merchant);
    },
  };
}

export type PointsAdminService = ReturnType<typeof createPointsAdminService>;
