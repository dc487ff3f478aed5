import {
  GAME_CATEGORIES,
  MISSION_CLAIM_GRACE_HOURS,
  MISSION_LEADERBOARD_SIZE,
  MONEY_MISSION_KINDS,
  type LanguageCode,
  type MissionPeriod,
  type TMissionClaimResult,
  type TMissionItem,
  type TMissionLeaderboard,
  type TMissionSummary,
} from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import type { BonusGrants } from '../bonuses/index.ts';
import { maskUsername, rankBoard } from './domain/leaderboard.ts';
import {
  claimablePeriod,
  claimDeadline,
  currentPeriod,
  previousPeriod,
  type PeriodWindow,
  type Zone,
} from './domain/periods.ts';

const zoneOf = (timeZone: string): Zone => ({
  today: (now) => todayInZone(now, timeZone),
  dayStart: (day) => dayStartInZone(day, timeZone),
});
import { progressOf, type PeriodFacts } from './domain/progress.ts';
import { dayStartInZone, todayInZone } from '../../platform/time-zone.ts';
import type { MissionRow, MissionsRepository } from './missions.repository.ts';

/** A reward's wagering counts every category's stake in full. */
const EVERY_CATEGORY_IN_FULL = Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 10_000]));

/** The merchant a member call runs under (resolved by the request). */
export interface MissionsMerchant {
  code: string;
  currency: CurrencyCode;
  timeZone: string;
  defaultLanguage: LanguageCode;
}

export interface MissionsActor {
  memberId: string;
  merchant: MissionsMerchant;
  language: LanguageCode;
}

/** A mission's title in a language: that one, else the merchant's default, else any. */
export function titleIn(titles: Record<string, string>, language: string, fallback: string): string {
  return titles[language] || titles[fallback] || Object.values(titles).find(Boolean) || '';
}

/**
 * The member's missions (issue 12, ADR 0029 §5): progress computed from the reports' day summaries,
 * the cashier's deposits and identity's logins; a claim pays through the bonuses module once per
 * (member, mission, period) — the claim row's unique key and the grant's source reference both
 * hold it under concurrent clicks. Completed missions not claimed lapse when the period's grace ends.
 */
export function createMissionsService(deps: {
  db: Database;
  clock: Clock;
  repository: MissionsRepository;
  grants: () => BonusGrants;
}) {
  const { db, clock, repository } = deps;

  /**
   * Claims of one (member, mission, period) on this node run one after another. The unique key
   * alone is correct, but a second claim waiting on it holds a pooled connection while the first
   * one's grant may need another (the ledger resolves account ids outside the transaction): a burst
   * of clicks could take the whole pool. Across nodes the unique key still decides.
   */
  const running = new Map<string, Promise<unknown>>();
  async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = running.get(key) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    running.set(key, mine);
    try {
      return await mine;
    } finally {
      if (running.get(key) === mine) running.delete(key);
    }
  }

  const amountOrCount = (m: MissionRow, value: bigint, currency: CurrencyCode) =>
    MONEY_MISSION_KINDS.includes(m.kind)
      ? toDecimalString({ amountMinor: value, currency })
      : value.toString();

  function item(
    m: MissionRow,
    facts: PeriodFacts,
    window: PeriodWindow,
    claimed: boolean,
    actor: MissionsActor,
    previous: boolean,
  ): TMissionItem {
    const p = progressOf(m, facts);
    const { currency } = actor.merchant;
    return {
      id: m.id,
      period: m.period,
      kind: m.kind,
      category: m.category,
      title: titleIn(m.titles, actor.language, actor.merchant.defaultLanguage),
      target: amountOrCount(m, m.target, currency),
      progress: amountOrCount(m, p.value, currency),
      percent: p.percent,
      state: claimed ? 'CLAIMED' : p.complete ? 'CLAIMABLE' : 'IN_PROGRESS',
      reward: toDecimalString({ amountMinor: m.rewardMinor, currency }),
      wageringMultiple: m.wageringMultiple,
      points: m.points,
      periodStart: window.start,
      periodEndsAt: window.endsAt.toISOString(),
      previousPeriod: previous,
      claimDeadline: claimDeadline(window, MISSION_CLAIM_GRACE_HOURS).toISOString(),
    };
  }

  async function periodItems(actor: MissionsActor, missions: MissionRow[], period: MissionPeriod) {
    const { timeZone, code } = actor.merchant;
    const now = clock.now();
    const zone = zoneOf(timeZone);
    const current = currentPeriod(period, now, zone);
    const previous = previousPeriod(current, zone);
    const inGrace = now < claimDeadline(previous, MISSION_CLAIM_GRACE_HOURS);
    const own = missions.filter((m) => m.period === period);
    if (own.length === 0) return { current, list: [] as TMissionItem[] };
    const claims = await repository.claims(
      actor.memberId,
      inGrace ? [current.start, previous.start] : [current.start],
    );
    const facts = await repository.facts(code, actor.memberId, current, timeZone);
    const list = own.map((m) =>
      item(m, facts, current, claims.has(`${m.id}:${current.start}`), actor, false),
    );
    if (inGrace) {
      // A completed mission of the period just ended stays claimable during the grace.
      const before = await repository.facts(code, actor.memberId, previous, timeZone);
      for (const m of own) {
        if (claims.has(`${m.id}:${previous.start}`)) continue;
        const late = item(m, before, previous, false, actor, true);
        if (late.state === 'CLAIMABLE') list.unshift(late);
      }
    }
    return { current, list };
  }

  async function claimOnce(
    actor: MissionsActor,
    missionId: string,
    periodStart: string,
  ): Promise<TMissionClaimResult> {
    const { code, currency, timeZone } = actor.merchant;

    const mission = await repository.find(code, missionId);
    if (!mission) throw new AppError('NOT_FOUND');
    const reward = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
    const earlier = await repository.claimOf(actor.memberId, missionId, periodStart);
    if (earlier)
      return {
        missionId,
        periodStart,
        reward: reward(earlier.rewardMinor),
        alreadyClaimed: true,
        released: true,
      };
    const window = claimablePeriod(
      mission.period,
      periodStart,
      clock.now(),
      zoneOf(timeZone),
      MISSION_CLAIM_GRACE_HOURS,
    );
    if (!window || !mission.active) throw new AppError('MISSION_NOT_CLAIMABLE');
    const facts = await repository.facts(code, actor.memberId, window, timeZone);
    if (!progressOf(mission, facts).complete) throw new AppError('MISSION_NOT_CLAIMABLE');

    return db.transaction(async (tx) => {
      const claimId = await repository.insertClaim(tx, {
        id: newId(),
        merchantCode: code,
        memberId: actor.memberId,
        missionId,
        period: mission.period,
        periodStart: window.start,
        rewardMinor: mission.rewardMinor,
        points: mission.points,
      });
      // A concurrent click committed first: it paid, this one pays nothing.
      if (!claimId)
        return {
          missionId,
          periodStart,
          reward: reward(mission.rewardMinor),
          alreadyClaimed: true,
          released: true,
        };
      const granted = await deps.grants().grant(tx, {
        merchantCode: code,
        memberId: actor.memberId,
        currency,
        source: 'MISSION',
        sourceRef: `${missionId}:${window.start}:${actor.memberId}`,
        amountMinor: mission.rewardMinor,
        wagering:
          mission.wageringMultiple > 0
            ? {
                requirementMinor: mission.rewardMinor * BigInt(mission.wageringMultiple),
                categoryWeightsBps: EVERY_CATEGORY_IN_FULL,
                excludedGameCodes: [],
                maxBetMinor: null,
              }
            : null,
        expiresAt: mission.wageringMultiple > 0 ? new Date(clock.nowMs() + 7 * 86_400_000) : null,
        titleKey: 'missions.grantTitle',
        titleParams: { title: titleIn(mission.titles, actor.language, actor.merchant.defaultLanguage) },
      });
      await repository.setClaimGrant(tx, claimId, granted.grantId);
      return {
        missionId,
        periodStart: window.start,
        reward: reward(mission.rewardMinor),
        alreadyClaimed: false,
        released: granted.released,
      };
    });
  }

  return {
    async summary(actor: MissionsActor): Promise<TMissionSummary> {
      const missions = await repository.list(actor.merchant.code, { activeOnly: true });
      const daily = await periodItems(actor, missions, 'DAILY');
      const weekly = await periodItems(actor, missions, 'WEEKLY');
      const unclaimed = [...daily.list, ...weekly.list].filter((i) => i.state === 'CLAIMABLE').length;
      return {
        currency: actor.merchant.currency,
        timeZone: actor.merchant.timeZone,
        daily: daily.list,
        weekly: weekly.list,
        unclaimed,
        dailyEndsAt: daily.current.endsAt.toISOString(),
        weeklyEndsAt: weekly.current.endsAt.toISOString(),
      };
    },

    claim(actor: MissionsActor, missionId: string, periodStart: string): Promise<TMissionClaimResult> {
      return oneAtATime(`${actor.memberId}:${missionId}:${periodStart}`, () =>
        claimOnce(actor, missionId, periodStart),
      );
    },

    async leaderboard(actor: MissionsActor, period: MissionPeriod): Promise<TMissionLeaderboard> {
      const window = currentPeriod(period, clock.now(), zoneOf(actor.merchant.timeZone));
      const ranked = rankBoard(await repository.board(actor.merchant.code, window));
      const mine = ranked.find((r) => r.memberId === actor.memberId);
      return {
        period,
        periodStart: window.start,
        periodEndsAt: window.endsAt.toISOString(),
        list: ranked.slice(0, MISSION_LEADERBOARD_SIZE).map((r) => ({
          rank: r.rank,
          username: maskUsername(r.username),
          points: r.points,
          completed: r.completed,
          me: r.memberId === actor.memberId,
        })),
        mine: mine
          ? { rank: mine.rank, points: mine.points, completed: mine.completed }
          : { rank: null, points: 0, completed: 0 },
      };
    },
  };
}

export type MissionsService = ReturnType<typeof createMissionsService>;
