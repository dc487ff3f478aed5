import {
  EARNING_POINT_TYPES,
  type EarningPointType,
  type TConvertPointResult,
  type TPointBalance,
  type TPointConfig,
  type TPointDetailPage,
  type TPointRewardList,
  type TRedemption,
  type TRedemptionPage,
  type TRedeemPointResult,
  type PointType,
} from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { requestHash, runIdempotent, storedAnswer } from '../../platform/db/idempotency.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { addDays, todayInZone } from '../../platform/time-zone.ts';
import type { BonusGrants } from '../bonuses/index.ts';
import type { PaymentPasswordService } from '../identity/index.ts';
import {
  cashValueOf,
  conversionQuote,
  earningIncrement,
  nameIn,
  pointTypeOfCategory,
  pointsDue,
  type Ratio,
} from './domain/points-arithmetic.ts';
import { decimal } from './points-amount.ts';
import type { PointsConfigRow, PointsRepository, RedemptionRow } from './points.repository.ts';

export interface PointsMerchant {
  code: string;
  currency: string;
  timeZone: string;
  defaultLanguage: string;
}

export interface PointsMember {
  id: string;
  merchantCode: string;
}

const DEFAULT_RATE = {
  convertPoints: 100,
  convertAmountMinor: 0n,
  convertMinPoints: 100,
  convertEnabled: false,
};

/** A reference number a member can read out to customer service: a prefix, the date and 8 hex. */
export const referenceNo = (prefix: string, now: Date) =>
  `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${newId().replaceAll('-', '').slice(0, 8).toUpperCase()}`;

export const redemptionView = (r: RedemptionRow, language: string, fallback: string): TRedemption => ({
  id: r.id,
  referenceNo: r.referenceNo,
  appliedAt: r.createdAt.toISOString(),
  exchangeType: r.kind,
  productName: nameIn(r.names, language, fallback),
  quantity: r.quantity,
  pointsRequired: r.points.toString(),
  amountRequired: r.amountMinor === null ? null : decimal(r.amountMinor, r.currency),
  status: r.status,
  remark: r.remark,
});

/**
 * The member's side of the points mall (spec §7 "Points (T)"): balance, goods, redemptions and
 * conversion (both with the payment password, idempotent by key), details and config; and the
 * earning job that credits each (member, day, type) exactly once however often it runs.
 */
export function createPointsService(deps: {
  db: Database;
  clock: Clock;
  repository: PointsRepository;
  grants: BonusGrants;
  paymentPassword: Pick<PaymentPasswordService, 'verify'>;
  merchant: (code: string) => Promise<PointsMerchant>;
}) {
  const { db, clock, repository, grants } = deps;

  const rateOf = async (q: Queryable, merchantCode: string) =>
    (await repository.config(q, merchantCode)) ?? { ...DEFAULT_RATE, merchantCode, ratios: [] as Ratio[] };

  /** Debits points for a redemption or conversion (account locked), or refuses with POINTS_INSUFFICIENT. */
  async function debit(tx: Queryable, member: PointsMember, points: bigint, reference: string) {
    await repository.lockAccount(tx, member.merchantCode, member.id);
    const moved = await repository.append(tx, {
      merchantCode: member.merchantCode,
      memberId: member.id,
      type: 'REDEEM',
      change: -points,
      reference,
    });
    if (!moved) throw new AppError('POINTS_INSUFFICIENT');
    return moved.balanceAfter;
  }

  return {
    async balance(member: PointsMember, merchant: PointsMerchant): Promise<TPointBalance> {
      const [points, rate] = await Promise.all([
        repository.balance(db, member.id),
        rateOf(db, merchant.code),
      ]);
      return {
        points: points.toString(),
        currency: merchant.currency,
        cashValue: decimal(rate.convertEnabled ? cashValueOf(points, rate) : 0n, merchant.currency),
      };
    },

    async rewards(merchant: PointsMerchant, language: string): Promise<TPointRewardList> {
      const goods = await repository.goods(db, merchant.code, true);
      return {
        currency: merchant.currency,
        list: goods.map((g) => ({
          id: g.id,
          kind: g.kind,
          name: nameIn(g.names, language, merchant.defaultLanguage),
          imageUrl: g.imageUrl,
          pointsRequired: g.pointsRequired.toString(),
          amount: g.amountMinor === null ? null : decimal(g.amountMinor, merchant.currency),
          stock: g.stock,
        })),
      };
    },

    async config(merchant: PointsMerchant): Promise<TPointConfig> {
      const c = await rateOf(db, merchant.code);
      const byType = new Map(c.ratios.map((r) => [r.type, r]));
      return {
        currency: merchant.currency,
        ratios: EARNING_POINT_TYPES.filter((t) => byType.has(t)).map((t) => {
          const r = byType.get(t)!;
          return { type: t, betUnit: decimal(r.unitMinor, merchant.currency), points: r.points };
        }),
        convertPoints: c.convertPoints,
        convertAmount: decimal(c.convertAmountMinor, merchant.currency),
        convertMinPoints: c.convertMinPoints,
        convertEnabled: c.convertEnabled,
      };
    },

    async details(
      member: PointsMember,
      merchant: PointsMerchant,
      q: { type?: PointType | undefined; pageNo: number; pageSize: number },
    ): Promise<TPointDetailPage> {
      const { rows, total } = await repository.entries(db, member.id, q);
      return {
        list: rows.map((e) => ({
          id: e.id,
          type: e.type,
          change: e.change.toString(),
          balance: e.balanceAfter.toString(),
          basis: e.basisMinor === null ? null : decimal(e.basisMinor, merchant.currency),
          betUnit: e.unitMinor === null ? null : decimal(e.unitMinor, merchant.currency),
          ratio: e.ratioPoints,
          reference: e.reference,
          createdAt: e.createdAt.toISOString(),
        })),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total,
        totalPages: Math.ceil(total / q.pageSize),
      };
    },

    async redeemList(
      member: PointsMember,
      merchant: PointsMerchant,
      language: string,
      page: { pageNo: number; pageSize: number },
    ): Promise<TRedemptionPage> {
      const { rows, total } = await repository.redemptions(
        db,
        { merchantCode: merchant.code, memberId: member.id },
        page,
      );
      return {
        list: rows.map((r) => redemptionView(r, language, merchant.defaultLanguage)),
        ...page,
        total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },

    /**
     * Redeems goods: stock taken atomically (never below zero), points debited, the redemption
     * applying; all in one transaction under the idempotency key, after the payment password.
     */
    async redeem(
      member: PointsMember,
      merchant: PointsMerchant,
      language: string,
      body: { goodsId: string; quantity: number; paymentPassword: string; address?: string | undefined },
      key: string,
    ): Promise<TRedeemPointResult> {
      const { paymentPassword, ...hashed } = body;
      const idempotency = {
        scope: `points.redeem:${member.id}`,
        key,
        hash: requestHash('points.redeem', hashed),
      };
      const replay = await storedAnswer<TRedeemPointResult>(db, idempotency);
      if (replay) return replay.value;
      await deps.paymentPassword.verify(member.id, paymentPassword);
      const result = await runIdempotent(db, idempotency, async (tx) => {
        const goods = await repository.takeStock(tx, merchant.code, body.goodsId, body.quantity);
        if (!goods) throw new AppError('GOODS_OUT_OF_STOCK');
        const points = goods.pointsRequired * BigInt(body.quantity);
        const id = newId();
        const ref = referenceNo('PR', clock.now());
        const balance = await debit(tx, member, points, ref);
        const row = {
          id,
          referenceNo: ref,
          merchantCode: merchant.code,
          memberId: member.id,
          goodsId: goods.id,
          kind: goods.kind,
          names: goods.names,
          quantity: body.quantity,
          points,
          amountMinor: goods.amountMinor === null ? null : goods.amountMinor * BigInt(body.quantity),
          currency: merchant.currency,
          address: body.address?.trim() || null,
        };
        await repository.insertRedemption(tx, row);
        return {
          redemption: redemptionView(
            {
              ...row,
              username: '',
              status: 'APPLYING',
              remark: '',
              reviewedBy: null,
              reviewedAt: null,
              createdAt: clock.now(),
            },
            language,
            merchant.defaultLanguage,
          ),
          balance: balance.toString(),
        };
      });
      return result.value;
    },

    /** Converts points to cash at the merchant's rate, paid through bonuses (no wagering), once per key. */
    async convert(
      member: PointsMember,
      merchant: PointsMerchant,
      body: { points: string; paymentPassword: string },
      key: string,
    ): Promise<TConvertPointResult> {
      const { paymentPassword, ...hashed } = body;
      const idempotency = {
        scope: `points.convert:${member.id}`,
        key,
        hash: requestHash('points.convert', hashed),
      };
      const replay = await storedAnswer<TConvertPointResult>(db, idempotency);
      if (replay) return replay.value;
      const rate = await rateOf(db, merchant.code);
      if (!rate.convertEnabled || rate.convertAmountMinor <= 0n) throw new AppError('FEATURE_DISABLED');
      const points = BigInt(body.points);
      const quote = conversionQuote(points, rate);
      if (!quote.ok)
        throw new AppError(
          'POINTS_BELOW_MINIMUM',
          { min: rate.convertMinPoints, step: rate.convertPoints },
          { min: rate.convertMinPoints, step: rate.convertPoints },
        );
      await deps.paymentPassword.verify(member.id, paymentPassword);
      const result = await runIdempotent(db, idempotency, async (tx): Promise<TConvertPointResult> => {
        const ref = referenceNo('PC', clock.now());
        const balance = await debit(tx, member, points, ref);
        await grants.grant(tx, {
          merchantCode: merchant.code,
          memberId: member.id,
          currency: merchant.currency,
          source: 'POINTS',
          sourceRef: `convert:${ref}`,
          amountMinor: quote.amountMinor,
          wagering: null,
          expiresAt: null,
          titleKey: 'points.grant.convert',
          titleParams: { points: points.toString() },
        });
        return {
          points: points.toString(),
          amount: decimal(quote.amountMinor, merchant.currency),
          balance: balance.toString(),
          referenceNo: ref,
        };
      });
      return result.value;
    },

    /**
     * Credits points for valid bet and deposits of yesterday and today (merchant's days). For each
     * (member, day, type) the due points on the day's whole basis are compared, under the member's
     * account lock, with what earlier runs credited, and only the increment is credited and recorded:
     * a re-run, or two workers at once, credit nothing twice.
     */
    async earn(merchantCode?: string): Promise<{ credited: number }> {
      const codes = merchantCode ? [merchantCode] : await repository.configuredMerchants(db);
      let credited = 0;
      for (const code of codes) {
        const config = await repository.config(db, code);
        if (!config || config.ratios.length === 0) continue;
        const merchant = await deps.merchant(code);
        const today = todayInZone(clock.now(), merchant.timeZone);
        const days = [addDays(today, -1), today];
        credited += await earnFor(config, merchant, days);
      }
      return { credited };
    },
  };

  async function earnFor(config: PointsConfigRow, merchant: PointsMerchant, days: string[]): Promise<number> {
    const ratios = new Map(config.ratios.map((r) => [r.type, r]));
    const { bets, deposits } = await repository.earningBases(db, merchant.code, merchant.currency, days);
    // Sum the categories into the spec's types.
    const bases = new Map<
      string,
      { memberId: string; day: string; type: EarningPointType; basisMinor: bigint }
    >();
    const add = (memberId: string, day: string, type: EarningPointType, basisMinor: bigint) => {
      const k = `${memberId}|${day}|${type}`;
      const prev = bases.get(k);
      if (prev) prev.basisMinor += basisMinor;
      else bases.set(k, { memberId, day, type, basisMinor });
    };
    for (const b of bets) {
      const type = pointTypeOfCategory(b.category);
      if (type) add(b.memberId, b.day, type, b.basisMinor);
    }
    for (const d of deposits) add(d.memberId, d.day, 'DEPOSIT', d.basisMinor);

    const known = await repository.earningsOf(db, merchant.code, days);
    const byMember = new Map<string, { day: string; type: EarningPointType; basisMinor: bigint }[]>();
    for (const [k, b] of bases) {
      const ratio = ratios.get(b.type);
      if (!ratio) continue;
      const before = known.get(k);
      if (before && before.basisMinor === b.basisMinor) continue;
      const list = byMember.get(b.memberId) ?? [];
      list.push(b);
      byMember.set(b.memberId, list);
    }
    let credited = 0;
    for (const [memberId, list] of byMember) {
      await db.transaction(async (tx) => {
        await repository.lockAccount(tx, merchant.code, memberId);
        for (const b of list.sort((x, y) => (x.day + x.type < y.day + y.type ? -1 : 1))) {
          const ratio = ratios.get(b.type)!;
          const due = pointsDue(b.basisMinor, ratio);
          const already = await repository.creditedPoints(tx, memberId, b.day, b.type);
          const increment = earningIncrement(due, already);
          await repository.saveEarning(tx, {
            merchantCode: merchant.code,
            memberId,
            day: b.day,
            type: b.type,
            basisMinor: b.basisMinor,
            points: already + increment,
          });
          if (increment > 0n) {
            await repository.append(tx, {
              merchantCode: merchant.code,
              memberId,
              type: b.type,
              change: increment,
              reference: b.day,
              basisMinor: b.basisMinor,
              unitMinor: ratio.unitMinor,
              ratioPoints: ratio.points,
            });
            credited += 1;
          }
        }
      });
    }
    return credited;
  }
}

export type PointsService = ReturnType<typeof createPointsService>;
