import type { Database } from '../../../platform/db/database.ts';
import { newId } from '../../../platform/ids.ts';
import { addDays, dayStartInZone, todayInZone } from '../../../platform/time-zone.ts';
import type { PointsRepository } from '../points.repository.ts';
import { referenceNo } from '../points.service.ts';

/** One major unit in minor units per demo currency (THB 2 digits, VND none). */
const MAJOR: Record<string, bigint> = { THB: 100n, VND: 1n };

type Names = Record<string, string>;
const GOODS: {
  kind: 'PHYSICAL' | 'CASH';
  names: Names;
  image: string;
  points: number;
  amount?: { THB: bigint; VND: bigint };
  stock: number;
}[] = [
  {
    kind: 'CASH',
    names: {
      EN: 'Cash reward 50',
      TH: 'รางวัลเงินสด 50',
      VI: 'Thưởng tiền mặt 50',
      KO: '현금 보상 50',
      CN: '现金奖励 50',
    },
    image: '/points/cash.svg',
    points: 500,
    amount: { THB: 50n, VND: 50_000n },
    stock: 200,
  },
  {
    kind: 'CASH',
    names: {
      EN: 'Cash reward 200',
      TH: 'รางวัลเงินสด 200',
      VI: 'Thưởng tiền mặt 200',
      KO: '현금 보상 200',
      CN: '现金奖励 200',
    },
    image: '/points/cash-gold.svg',
    points: 1800,
    amount: { THB: 200n, VND: 200_000n },
    stock: 50,
  },
  {
    kind: 'PHYSICAL',
    names: {
      EN: 'Wireless earbuds',
      TH: 'หูฟังไร้สาย',
      VI: 'Tai nghe không dây',
      KO: '무선 이어폰',
      CN: '无线耳机',
    },
    image: '/points/earbuds.svg',
    points: 3000,
    stock: 12,
  },
  {
    kind: 'PHYSICAL',
    names: {
      EN: 'Smart watch',
      TH: 'สมาร์ทวอทช์',
      VI: 'Đồng hồ thông minh',
      KO: '스마트 워치',
      CN: '智能手表',
    },
    image: '/points/watch.svg',
    points: 8000,
    stock: 5,
  },
  {
    kind: 'PHYSICAL',
    names: { EN: 'Gift box', TH: 'กล่องของขวัญ', VI: 'Hộp quà', KO: '선물 상자', CN: '礼品盒' },
    image: '/points/gift.svg',
    points: 1200,
    stock: 0,
  },
];

/**
 * The demo mall of one merchant (issue 12 "Demo data"): ratios, goods (cash and physical, one sold
 * out), and for demo01–demo03 and demo25 a points history and a redemption in each state. Runs once: a merchant
 * with a points config is left alone.
 */
export async function seedPointsDemo(
  db: Database,
  repository: PointsRepository,
  merchant: { code: string; currency: string; timeZone: string },
): Promise<void> {
  if (await repository.config(db, merchant.code)) return;
  const major = MAJOR[merchant.currency] ?? 100n;
  const vnd = merchant.currency === 'VND';
  await db.transaction(async (tx) => {
    // THB: 1 point per 100 of valid bet (live, slots), 2 per 100 in sports; VND per 100,000.
    const unit = (vnd ? 100_000n : 100n) * major;
    await repository.saveConfig(tx, {
      merchantCode: merchant.code,
      convertPoints: 100,
      convertAmountMinor: (vnd ? 10_000n : 10n) * major,
      convertMinPoints: 100,
      convertEnabled: true,
      ratios: [
        { type: 'LIVE', unitMinor: unit, points: 1 },
        { type: 'LOTTERY', unitMinor: unit, points: 1 },
        { type: 'CARD', unitMinor: unit, points: 1 },
        { type: 'SLOTS', unitMinor: unit, points: 1 },
        { type: 'SPORTS', unitMinor: unit, points: 2 },
        { type: 'DEPOSIT', unitMinor: unit, points: 1 },
      ],
    });
    const goodsIds: string[] = [];
    for (const [i, g] of GOODS.entries()) {
      const id = newId();
      goodsIds.push(id);
      await repository.saveGoods(tx, {
        id,
        merchantCode: merchant.code,
        kind: g.kind,
        names: g.names,
        imageUrl: g.image,
        pointsRequired: BigInt(g.points),
        amountMinor: g.amount ? (vnd ? g.amount.VND : g.amount.THB) * major : null,
        stock: g.stock,
        active: true,
        sortOrder: (i + 1) * 10,
      });
    }
    const today = todayInZone(new Date(), merchant.timeZone);
    for (const [n, username] of ['demo01', 'demo02', 'demo03', 'demo25'].entries()) {
      const memberId = await repository.memberIdByUsername(tx, merchant.code, username);
      if (!memberId) continue;
      await repository.lockAccount(tx, merchant.code, memberId);
      // 15,000 points over the last week: basis and ratio as the job would have recorded them.
      const history: { type: 'LIVE' | 'SLOTS' | 'SPORTS' | 'DEPOSIT'; points: number; ago: number }[] = [
        { type: 'DEPOSIT', points: 500, ago: 6 },
        { type: 'LIVE', points: 5_000, ago: 5 },
        { type: 'SLOTS', points: 4_000 + n * 100, ago: 4 },
        { type: 'SPORTS', points: 3_000, ago: 3 },
        { type: 'LIVE', points: 2_500, ago: 2 },
      ];
      for (const h of history) {
        const ratio = h.type === 'SPORTS' ? 2 : 1;
        await repository.append(tx, {
          merchantCode: merchant.code,
          memberId,
          type: h.type,
          change: BigInt(h.points),
          reference: addDays(today, -h.ago),
          basisMinor: (BigInt(h.points) / BigInt(ratio)) * unit,
          unitMinor: unit,
          ratioPoints: ratio,
          // Credited the morning after the day it was earned on (the demo's week of history).
          createdAt: new Date(
            dayStartInZone(addDays(today, 1 - h.ago), merchant.timeZone).getTime() + 3_600_000,
          ),
        });
      }
      // A redemption in each state of spec §4: approved (earbuds), rejected (refunded), applying (cash).
      const states: { goods: number; status: 'APPROVED' | 'REJECTED' | 'APPLYING'; remark: string }[] = [
        { goods: 2, status: 'APPROVED', remark: 'Shipped' },
        { goods: 4, status: 'REJECTED', remark: 'Out of delivery area' },
        { goods: 0, status: 'APPLYING', remark: '' },
      ];
      for (const s of states) {
        const g = GOODS[s.goods]!;
        const ref = referenceNo('PR', new Date());
        const id = newId();
        await repository.append(tx, {
          merchantCode: merchant.code,
          memberId,
          type: 'REDEEM',
          change: -BigInt(g.points),
          reference: ref,
        });
        await repository.insertRedemption(tx, {
          id,
          referenceNo: ref,
          merchantCode: merchant.code,
          memberId,
          goodsId: goodsIds[s.goods]!,
          kind: g.kind,
          names: g.names,
          quantity: 1,
          points: BigInt(g.points),
          amountMinor: g.amount ? (vnd ? g.amount.VND : g.amount.THB) * major : null,
          currency: merchant.currency,
          address: g.kind === 'PHYSICAL' ? `${username}, 99 Demo Road` : null,
        });
        if (s.status !== 'APPLYING') {
          await repository.decide(tx, id, { status: s.status, remark: s.remark, reviewedBy: 'admin' });
          if (s.status === 'REJECTED')
            await repository.append(tx, {
              merchantCode: merchant.code,
              memberId,
              type: 'REDEEM',
              change: BigInt(g.points),
              reference: ref,
            });
        }
      }
    }
  });
}
