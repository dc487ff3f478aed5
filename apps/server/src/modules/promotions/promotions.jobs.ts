import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ScheduledJob } from '../../platform/jobs/job-runner.ts';
import { cashbackMinor } from './domain/eligibility.ts';
import type { PromotionsRepository } from './promotions.repository.ts';
import type { PromotionsService } from './promotions.service.ts';
import type { PromotionRewards } from './rewards-port.ts';

/** The merchant's calendar date of an instant (YYYY-MM-DD). */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last finished period in the merchant's zone: yesterday, or last week (Monday to Sunday). */
export function lastPeriod(now: Date, timeZone: string, period: 'DAILY' | 'WEEKLY') {
  const today = localDate(now, timeZone);
  if (period === 'DAILY') {
    const day = addDays(today, -1);
    return { from: day, to: day };
  }
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const thisMonday = addDays(today, -weekday);
  return { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) };
}

/**
 * Cashback: for every joined member of a cashback campaign, a share of the last period's net loss
 * (reports' daily summary), paid once per (campaign, member, period) under the payout row's key in
 * the grant's transaction.
 */
export async function payCashback(deps: {
  db: Database;
  clock: Clock;
  repository: PromotionsRepository;
  rewards: () => PromotionRewards | null;
  timeZone: (merchantCode: string) => Promise<string>;
}): Promise<number> {
  const rewards = deps.rewards();
  if (!rewards) return 0;
  let paid = 0;
  for (const c of await deps.repository.cashbackCampaigns()) {
    const { from, to } = lastPeriod(deps.clock.now(), await deps.timeZone(c.merchantCode), c.cashbackPeriod!);
    if (new Date(`${to}T23:59:59Z`) < c.startsAt) continue;
    for (const m of await deps.repository.cashbackCandidates(c, from, to)) {
      const amount = cashbackMinor(m.turnoverMinor, m.payoutMinor, c.cashbackBps, c.capMinor);
      await deps.db.transaction(async (tx) => {
        const claimed = await deps.repository.claimCashback(tx, {
          campaignId: c.id,
          memberId: m.memberId,
          from,
          to,
          netLossMinor: m.turnoverMinor - m.payoutMinor,
          amountMinor: amount,
        });
        if (!claimed || amount === 0n) return;
        if (!(await deps.repository.spend(tx, c.id, amount))) return;
        const result = await rewards.grants.grant(tx, {
          merchantCode: c.merchantCode,
          memberId: m.memberId,
          currency: c.currency,
          source: 'CASHBACK',
          sourceRef: `cashback:${c.id}:${m.memberId}:${from}`,
          amountMinor: amount,
          wagering: null,
          expiresAt: null,
          titleKey: 'promotions.cashbackTitle',
          titleParams: { from, to },
        });
        await deps.repository.setCashbackGrant(tx, c.id, m.memberId, from, result.grantId);
        paid++;
      });
    }
  }
  return paid;
}

export const promotionsJobs = (
  service: PromotionsService,
  cashback: () => Promise<number>,
): ScheduledJob[] => [
  { name: 'promotions.deposit-bonus-sweep', cron: '* * * * *', run: () => service.sweepDeposits() },
  { name: 'promotions.raffle-draw', cron: '* * * * *', run: () => service.drawDueRaffles() },
  { name: 'promotions.cashback', cron: '15 * * * *', run: cashback },
];
