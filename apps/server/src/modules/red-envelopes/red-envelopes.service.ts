import { randomInt } from 'node:crypto';
import type {
  RedEnvelopeRoundState,
  TRedEnvelopeClaim,
  TRedEnvelopeClaimPage,
  TRedEnvelopeCurrent,
  TRedEnvelopeRound,
} from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { todayInZone } from '../../platform/time-zone.ts';
import type { BonusGrants } from '../bonuses/index.ts';
import { decimal } from './envelope-amount.ts';
import { splitBudget } from './domain/split-budget.ts';
import type { ClaimRow, RedEnvelopesRepository, RoundRow } from './red-envelopes.repository.ts';

export interface EnvelopeMerchant {
  code: string;
  currency: string;
  timeZone: string;
  defaultLanguage: string;
}

const secureRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

export const titleIn = (titles: Record<string, string>, language: string, fallback: string) =>
  titles[language] ?? titles[fallback] ?? titles.EN ?? Object.values(titles)[0] ?? '';

export function roundState(r: Pick<RoundRow, 'startsAt' | 'endsAt'>, now: Date): RedEnvelopeRoundState {
  if (now < r.startsAt) return 'SCHEDULED';
  return now < r.endsAt ? 'OPEN' : 'ENDED';
}

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/**
 * Red envelopes (ADR 0029 §7): a round's budget is split into its envelopes when it opens (by the
 * job each minute, or by the first look or claim, whichever comes first: the round row's lock makes
 * it once); a claim takes the next free envelope with FOR UPDATE SKIP LOCKED, (round, member) is
 * unique, and the money is paid through bonuses in the claim's transaction.
 */
export function createRedEnvelopesService(deps: {
  db: Database;
  clock: Clock;
  repository: RedEnvelopesRepository;
  grants: BonusGrants;
  random?: () => number;
}) {
  const { db, clock, repository } = deps;
  const random = deps.random ?? secureRandom;

  async function ensureSplit(
    round: Pick<RoundRow, 'id' | 'splitAt' | 'budgetMinor' | 'envelopeCount' | 'minMinor' | 'maxMinor'>,
  ) {
    if (round.splitAt) return;
    await db.transaction(async (tx) => {
      if (!(await repository.lockForSplit(tx, round.id))) return;
      const amounts = splitBudget(
        round.budgetMinor,
        round.envelopeCount,
        round.minMinor,
        round.maxMinor,
        random,
      );
      await repository.storeSplit(tx, round.id, amounts, clock.now());
    });
  }

  const claimView = (c: ClaimRow, language: string, fallback: string): TRedEnvelopeClaim => ({
    roundId: c.roundId,
    title: titleIn(c.titles, language, fallback),
    amount: decimal(c.amountMinor, c.currency),
    claimedAt: c.claimedAt.toISOString(),
  });

  async function ineligibility(round: RoundRow, merchant: EnvelopeMerchant, memberId: string) {
    if (!round.depositedToday && round.vipLevels.length === 0) return null;
    const facts = await repository.eligibilityFacts(
      db,
      merchant.code,
      memberId,
      todayInZone(clock.now(), merchant.timeZone),
    );
    if (round.vipLevels.length > 0 && !round.vipLevels.includes(facts.vipLevel)) return 'VIP_LEVEL' as const;
    if (round.depositedToday && !facts.depositedToday) return 'DEPOSIT_TODAY' as const;
    return null;
  }

  return {
    ensureSplit,

    async current(
      memberId: string,
      merchant: EnvelopeMerchant,
      language: string,
    ): Promise<TRedEnvelopeCurrent> {
      const now = clock.now();
      let round = await repository.currentOrNext(db, merchant.code, now);
      if (round && roundState(round, now) === 'OPEN' && !round.splitAt) {
        await ensureSplit(round);
        round = await repository.round(db, merchant.code, round.id);
      }
      if (!round) return { round: null, currency: merchant.currency, serverTime: now.toISOString() };
      const mine = await repository.claimOf(db, round.id, memberId);
      const view: TRedEnvelopeRound = {
        id: round.id,
        title: titleIn(round.titles, language, merchant.defaultLanguage),
        state: roundState(round, now),
        startsAt: round.startsAt.toISOString(),
        endsAt: round.endsAt.toISOString(),
        envelopeCount: round.envelopeCount,
        remaining: round.envelopeCount - round.claimedCount,
        minAmount: decimal(round.minMinor, round.currency),
        maxAmount: decimal(round.maxMinor, round.currency),
        ineligible: await ineligibility(round, merchant, memberId),
        requiresDepositToday: round.depositedToday,
        vipLevels: round.vipLevels,
        myClaim: mine ? claimView(mine, language, merchant.defaultLanguage) : null,
      };
      return { round: view, currency: merchant.currency, serverTime: now.toISOString() };
    },

    async claim(
      memberId: string,
      merchant: EnvelopeMerchant,
      language: string,
      roundId: string,
    ): Promise<TRedEnvelopeClaim> {
      const round = await repository.round(db, merchant.code, roundId);
      if (!round || round.cancelledAt || roundState(round, clock.now()) !== 'OPEN')
        throw new AppError('RED_ENVELOPE_UNAVAILABLE');
      if (await repository.claimOf(db, round.id, memberId))
        throw new AppError('RED_ENVELOPE_ALREADY_CLAIMED');
      if (await ineligibility(round, merchant, memberId)) throw new AppError('RED_ENVELOPE_NOT_ELIGIBLE');
      await ensureSplit(round);
      const now = clock.now();
      try {
        const amountMinor = await db.transaction(async (tx) => {
          const envelope = await repository.takeEnvelope(tx, round.id, memberId, now);
          if (!envelope) throw new AppError('RED_ENVELOPE_UNAVAILABLE');
          await deps.grants.grant(tx, {
            merchantCode: merchant.code,
            memberId,
            currency: round.currency,
            source: 'RED_ENVELOPE',
            sourceRef: `${round.id}:${memberId}`,
            amountMinor: envelope.amountMinor,
            wagering: null,
            expiresAt: null,
            titleKey: 'redEnvelope.grant.title',
            titleParams: { title: titleIn(round.titles, language, merchant.defaultLanguage) },
          });
          return envelope.amountMinor;
        });
        return {
          roundId: round.id,
          title: titleIn(round.titles, language, merchant.defaultLanguage),
          amount: decimal(amountMinor, round.currency),
          claimedAt: now.toISOString(),
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('RED_ENVELOPE_ALREADY_CLAIMED');
        throw error;
      }
    },

    async claims(
      memberId: string,
      merchant: EnvelopeMerchant,
      language: string,
      page: { pageNo: number; pageSize: number },
    ): Promise<TRedEnvelopeClaimPage> {
      const { rows, total } = await repository.claims(db, memberId, page);
      return {
        list: rows.map((c) => claimView(c, language, merchant.defaultLanguage)),
        ...page,
        total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },

    /** The job: split every round that has opened and has no envelopes yet. */
    async splitOpened(): Promise<number> {
      const due = await repository.roundsToSplit(db, clock.now());
      for (const r of due) {
        const round = await repository.round(db, r.merchantCode, r.id);
        if (round) await ensureSplit(round);
      }
      return due.length;
    },
  };
}

export type RedEnvelopesService = ReturnType<typeof createRedEnvelopesService>;
