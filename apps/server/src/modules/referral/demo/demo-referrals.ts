import { parseMoney } from '@platform/money';
import { hashPassword } from '../../../platform/crypto/password-hasher.ts';
import type { Database } from '../../../platform/db/database.ts';
import { newId } from '../../../platform/ids.ts';
import type { ReferralRepository } from '../referral.repository.ts';
import type { ReferralMerchant, ReferralService } from '../referral.service.ts';

/** The demo referrer and the friends who signed up with their code. */
export const DEMO_REFERRER = 'demo03';
const FRIENDS = [
  { username: 'friend01', ip: '203.0.113.11', device: 'Mozilla/5.0 (demo friend one)', outcome: 'PAID' },
  { username: 'friend02', ip: '203.0.113.12', device: 'Mozilla/5.0 (demo friend two)', outcome: 'PENDING' },
  {
    username: 'friend03',
    ip: '198.51.100.77',
    device: 'Mozilla/5.0 (demo friend three)',
    outcome: 'SAME_IP',
  },
] as const;

/**
 * Demo mode: the merchant's referral rule and three friends of demo03 — one paid (through the
 * bonuses module like the job pays), one pending, one not eligible for sharing the referrer's IP.
 */
export async function seedDemoReferrals(deps: {
  db: Database;
  repository: ReferralRepository;
  service: ReferralService;
  merchant: ReferralMerchant;
  ensureMember: (input: {
    merchantCode: string;
    username: string;
    passwordHash: string;
    type: number;
  }) => Promise<void>;
}) {
  const { db, repository, service, merchant } = deps;
  if (await repository.rule(merchant.code)) return;
  const factor = merchant.currency === 'VND' ? 1000 : 1;
  const money = (major: number) => parseMoney(String(major * factor), merchant.currency).amountMinor;
  const rule = {
    merchantCode: merchant.code,
    enabled: true,
    minDepositMinor: money(500),
    minValidBetMinor: money(2000),
    withinDays: 30,
    rewardMinor: money(100),
    wageringMultiple: 0,
  };
  await db.transaction((tx) => repository.upsertRule(tx, rule));
  const referrerId = await repository.memberIdByUsername(merchant.code, DEMO_REFERRER);
  if (!referrerId) return;
  const code = await service.codeFor(merchant.code, referrerId);
  const passwordHash = await hashPassword('Demo1234');
  for (const [i, f] of FRIENDS.entries()) {
    await deps.ensureMember({ merchantCode: merchant.code, username: f.username, passwordHash, type: 0 });
    const friendId = await repository.memberIdByUsername(merchant.code, f.username);
    if (!friendId) continue;
    const id = newId();
    await db.transaction(async (tx) => {
      const inserted = await repository.insertReferral(tx, {
        id,
        merchantCode: merchant.code,
        referrerId,
        friendId,
        code,
        registerIp: f.ip,
        registerDevice: f.device,
        registeredAt: new Date(Date.now() - (3 - i) * 86_400_000),
      });
      if (!inserted) return;
      if (f.outcome === 'PAID') await service.payDemo(tx, merchant, rule, id, referrerId, friendId);
      if (f.outcome === 'SAME_IP')
        await repository.decide(tx, id, {
          status: 'NOT_ELIGIBLE',
          reason: 'SAME_IP',
          rewardMinor: null,
          grantId: null,
        });
    });
  }
}
