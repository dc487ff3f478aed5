import type { Database } from '../../../platform/db/database.ts';
import { newId } from '../../../platform/ids.ts';
import type { RedEnvelopesRepository } from '../red-envelopes.repository.ts';

const MAJOR: Record<string, bigint> = { THB: 100n, VND: 1n };
const HOUR = 3_600_000;

/**
 * A round open now (for a day, no conditions) and one scheduled for tomorrow (deposit today), in the
 * merchant's languages. Runs once: a merchant with any round is left alone.
 */
export async function seedRedEnvelopesDemo(
  db: Database,
  repository: RedEnvelopesRepository,
  merchant: { code: string; currency: string },
  now: Date,
): Promise<void> {
  if ((await repository.rounds(db, merchant.code)).length > 0) return;
  const major = MAJOR[merchant.currency] ?? 100n;
  const vnd = merchant.currency === 'VND';
  const scale = vnd ? 1_000n : 1n;
  const hourStart = Math.floor(now.getTime() / HOUR) * HOUR;
  await repository.insertRound(db, {
    id: newId(),
    merchantCode: merchant.code,
    currency: merchant.currency,
    titles: {
      EN: 'Lucky red envelope rain',
      TH: 'ฝนอั่งเปานำโชค',
      VI: 'Mưa lì xì may mắn',
      KO: '행운의 홍바오 비',
      CN: '幸运红包雨',
    },
    startsAt: new Date(hourStart - HOUR),
    endsAt: new Date(hourStart + 24 * HOUR),
    budgetMinor: 20_000n * scale * major,
    envelopeCount: 200,
    minMinor: 10n * scale * major,
    maxMinor: 500n * scale * major,
    depositedToday: false,
    vipLevels: [],
    createdBy: 'demo',
  });
  await repository.insertRound(db, {
    id: newId(),
    merchantCode: merchant.code,
    currency: merchant.currency,
    titles: {
      EN: 'Weekend depositors’ envelope',
      TH: 'อั่งเปาสำหรับผู้ฝากสุดสัปดาห์',
      VI: 'Lì xì cho người nạp tiền cuối tuần',
      KO: '주말 입금 회원 홍바오',
      CN: '周末存款红包',
    },
    startsAt: new Date(hourStart + 25 * HOUR),
    endsAt: new Date(hourStart + 27 * HOUR),
    budgetMinor: 50_000n * scale * major,
    envelopeCount: 100,
    minMinor: 100n * scale * major,
    maxMinor: 2_000n * scale * major,
    depositedToday: true,
    vipLevels: [],
    createdBy: 'demo',
  });
}
