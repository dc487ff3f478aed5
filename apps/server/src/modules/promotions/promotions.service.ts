import { createHash, randomBytes } from 'node:crypto';
import type {
  ActivityState,
  GameCategory,
  TDepositOption,
  TPromotionApply,
  TPromotionCard,
  TPromotionDetail,
} from '@platform/contracts';
import { PROMOTION_LIMITS, PROMOTION_PATHS } from '@platform/contracts';
import { toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { transactionWithRetry } from '../../platform/db/retry.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { MAX_IMAGE_BYTES, detectImageType, type FileStorage } from '../../platform/storage/file-storage.ts';
import { activityState, type MemberParticipation } from './domain/activity-state.ts';
import { depositBonusMinor, ineligibility, rankTickets, type MemberFacts } from './domain/eligibility.ts';
import type {
  CampaignRecord,
  ParticipationRecord,
  PromotionsRepository,
  TranslationRecord,
} from './promotions.repository.ts';
import type { GrantRequest, PromotionRewards } from './rewards-port.ts';

export const APPLICATION_IMAGE_CATEGORY = 'promotion-applications';
export const PROMOTION_ART_CATEGORY = 'promotion-art';

export interface PromotionMerchant {
  code: string;
  currency: string;
  defaultLanguage: string;
}

export interface PromotionMember {
  id: string;
  merchantCode: string;
}

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/;
const DAY_MS = 86_400_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Application images as data URLs (spec §9: png or jpg by their bytes, ≤ 5 MB each, ≤ 3). */
export function checkApplicationImages(dataUrls: readonly string[]) {
  if (dataUrls.length > PROMOTION_LIMITS.images)
    throw new AppError(
      'UPLOAD_LIMIT_REACHED',
      { max: PROMOTION_LIMITS.images },
      { index: PROMOTION_LIMITS.images },
    );
  return dataUrls.map((url, index) => {
    const match = DATA_URL.exec(url);
    if (!match) throw new AppError('FILE_TYPE_INVALID', {}, { index });
    const bytes = Buffer.from(match[2]!, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES)
      throw new AppError('FILE_TOO_LARGE', { maxMb: MAX_IMAGE_BYTES / 1024 / 1024 }, { index });
    const type = bytes.length > 0 ? detectImageType(bytes) : null;
    if (type !== 'image/png' && type !== 'image/jpeg') throw new AppError('FILE_TYPE_INVALID', {}, { index });
    return { bytes, contentType: type };
  });
}

/** Member-facing promotions: lists, detail, join, apply, reward requests and deposit bonuses. */
export function createPromotionsService(deps: {
  db: Database;
  clock: Clock;
  repository: PromotionsRepository;
  storage: FileStorage;
  rewards: () => PromotionRewards | null;
  /** After a commit that changed a member's bonus (their balance view). */
  balanceChanged?: (memberId: string) => void;
}) {
  const { db, clock, repository } = deps;
  const money = (amountMinor: bigint, currency: string) =>
    toDecimalString({ amountMinor, currency: currency as CurrencyCode });

  function translationOf(list: TranslationRecord[] | undefined, language: string, fallback: string) {
    const l = list ?? [];
    return (
      l.find((t) => t.language.toUpperCase() === language.toUpperCase()) ??
      l.find((t) => t.language.toUpperCase() === fallback.toUpperCase()) ??
      l.find((t) => t.language.toUpperCase() === 'EN') ??
      l[0] ?? { language, title: '', summary: '', bodyHtml: '' }
    );
  }

  function clockOf(c: CampaignRecord) {
    return {
      kind: c.kind,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      signupEndsAt: c.signupEndsAt,
      perMemberLimit: c.perMemberLimit,
      budgetMinor: c.budgetMinor,
      spentMinor: c.spentMinor,
      drawn: c.drawnAt !== null,
    };
  }

  async function rewardReady(c: CampaignRecord, p: ParticipationRecord): Promise<boolean> {
    if (c.kind === 'RAFFLE') return p.rafflePrize !== null;
    if (c.kind === 'SIGN_UP' && p.status === 'JOINED')
      return (await repository.completedDepositsSince(p.memberId, p.createdAt)) > 0;
    return false;
  }

  async function participationView(
    c: CampaignRecord,
    p: (ParticipationRecord & { taken: number }) | undefined,
  ): Promise<MemberParticipation | null> {
    if (!p || p.status === 'VOID') return null;
    return { status: p.status, count: p.taken, rewardReady: await rewardReady(c, p) };
  }

  function isEligible(c: CampaignRecord, facts: MemberFacts | null) {
    return facts === null ? true : ineligibility(c, facts, clock.now()) === null;
  }

  function card(c: CampaignRecord, t: TranslationRecord, state: ActivityState): TPromotionCard {
    return {
      id: c.id,
      kind: c.kind,
      category: c.category,
      title: t.title,
      summary: t.summary,
      imageUrl: c.imageUrl,
      startsAt: c.startsAt.toISOString(),
      endsAt: c.endsAt.toISOString(),
      signupEndsAt: (c.signupEndsAt ?? c.endsAt).toISOString(),
      state,
      reward: money(c.kind === 'DEPOSIT' ? c.capMinor : c.rewardMinor, c.currency),
      percentBps: c.kind === 'DEPOSIT' ? c.percentBps : c.kind === 'CASHBACK' ? c.cashbackBps : 0,
      currency: c.currency,
    };
  }

  async function visible(merchant: PromotionMerchant) {
    const now = clock.now();
    return (await repository.campaigns(merchant.code, { enabledOnly: true })).filter((c) => c.endsAt > now);
  }

  async function stateFor(c: CampaignRecord, member: PromotionMember | null) {
    if (!member) return activityState(clockOf(c), null, true, clock.now());
    const [facts, latest] = await Promise.all([
      repository.memberFacts(member.merchantCode, member.id),
      repository.latestParticipations(member.id),
    ]);
    return activityState(
      clockOf(c),
      await participationView(c, latest.get(c.id)),
      isEligible(c, facts),
      clock.now(),
    );
  }

  /** Locks the campaign's member rows and checks that the member may take part (once more). */
  async function admit(tx: Queryable, c: CampaignRecord, member: PromotionMember) {
    const facts = await repository.memberFacts(member.merchantCode, member.id, tx);
    if (!facts) throw new AppError('UNAUTHORIZED');
    const mine = await repository.lockParticipations(tx, c.id, member.id);
    const live = mine.filter((p) => p.status !== 'VOID');
    const latest = live[0];
    const view: MemberParticipation | null = latest
      ? {
          status: latest.status as MemberParticipation['status'],
          count: live.length,
          rewardReady: await rewardReady(c, latest),
        }
      : null;
    const reason = ineligibility(c, facts, clock.now());
    const state = activityState(clockOf(c), view, reason === null, clock.now());
    if (state !== 'JOIN') {
      if (reason && !latest) throw new AppError('PROMOTION_NOT_ELIGIBLE', {}, { reason });
      if (
        latest &&
        live.length >= c.perMemberLimit &&
        (latest.status === 'CLAIMED' || latest.status === 'REJECTED')
      )
        throw new AppError('PROMOTION_LIMIT_REACHED');
      if (c.budgetMinor !== null && c.spentMinor >= c.budgetMinor)
        throw new AppError('PROMOTION_BUDGET_EXHAUSTED');
      throw new AppError('PROMOTION_STATE_INVALID', {}, { state });
    }
    return { seq: (mine[0]?.seq ?? 0) + 1, facts };
  }

  async function campaignOrThrow(merchantCode: string, id: string, q: Queryable = db, lock = false) {
    const c = await repository.campaign(merchantCode, id, q, lock);
    if (!c || !c.enabled) throw new AppError('PROMOTION_NOT_FOUND');
    return c;
  }

  function wagering(c: CampaignRecord, basisMinor: bigint): GrantRequest['wagering'] {
    if (c.wageringMultiple === 0) return null;
    return {
      requirementMinor: basisMinor * BigInt(c.wageringMultiple),
      categoryWeightsBps: c.categoryWeights as Partial<Record<GameCategory, number>>,
      excludedGameCodes: c.excludedGames,
      maxBetMinor: c.maxBetMinor,
    };
  }

  function rewardsOrThrow() {
    const r = deps.rewards();
    if (!r) throw new AppError('TEMPORARILY_UNAVAILABLE', { seconds: 60 });
    return r;
  }

  /** Pays a participation's reward straight away (sign-up, raffle), within the budget. */
  async function payNow(tx: Queryable, c: CampaignRecord, p: ParticipationRecord, amountMinor: bigint) {
    const rewards = rewardsOrThrow();
    if (!(await repository.spend(tx, c.id, amountMinor))) throw new AppError('PROMOTION_BUDGET_EXHAUSTED');
    const result = await rewards.grants.grant(tx, {
      merchantCode: c.merchantCode,
      memberId: p.memberId,
      currency: c.currency,
      source: 'PROMOTION',
      sourceRef: `promotion:${p.id}`,
      amountMinor,
      wagering: wagering(c, amountMinor),
      expiresAt: new Date(clock.now().getTime() + c.bonusExpiryDays * DAY_MS),
      titleKey: 'promotions.grantTitle',
      titleParams: { campaignId: c.id },
    });
    await repository.updateParticipation(tx, p.id, {
      status: 'CLAIMED',
      rewardMinor: amountMinor,
      grantId: result.grantId,
    });
  }

  return {
    async list(merchant: PromotionMerchant, language: string, member: PromotionMember | null) {
      const campaigns = await visible(merchant);
      const translations = await repository.translations(campaigns.map((c) => c.id));
      const [facts, latest] = member
        ? await Promise.all([
            repository.memberFacts(member.merchantCode, member.id),
            repository.latestParticipations(member.id),
          ])
        : [null, new Map()];
      const now = clock.now();
      const list: TPromotionCard[] = [];
      for (const c of campaigns) {
        const state = member
          ? activityState(clockOf(c), await participationView(c, latest.get(c.id)), isEligible(c, facts), now)
          : activityState(clockOf(c), null, true, now);
        list.push(card(c, translationOf(translations.get(c.id), language, merchant.defaultLanguage), state));
      }
      return { list };
    },

    async detail(merchant: PromotionMerchant, id: string, language: string, member: PromotionMember | null) {
      const c = await repository.campaign(merchant.code, id);
      if (!c || !c.enabled) throw new AppError('PROMOTION_NOT_FOUND');
      const t = translationOf(
        (await repository.translations([c.id])).get(c.id),
        language,
        merchant.defaultLanguage,
      );
      const latest = member ? (await repository.latestParticipations(member.id)).get(c.id) : undefined;
      const detail: TPromotionDetail = {
        ...card(c, t, await stateFor(c, member)),
        bodyHtml: t.bodyHtml,
        minDeposit: money(c.minDepositMinor, c.currency),
        wageringMultiple: c.wageringMultiple,
        depositType: c.depositType,
        cashbackBps: c.cashbackBps,
        cashbackPeriod: c.cashbackPeriod,
        perMemberLimit: c.perMemberLimit,
        raffle:
          c.kind === 'RAFFLE'
            ? {
                drawAt: c.drawAt?.toISOString() ?? null,
                seedHash: c.drawSeedHash,
                seed: c.drawnAt ? c.drawSeed : null,
                prizes: c.rafflePrizes.map((p) => ({
                  amount: money(BigInt(p.amountMinor), c.currency),
                  count: p.count,
                })),
              }
            : null,
        participation: latest
          ? {
              remark: latest.remark,
              rejectReason: latest.rejectReason,
              reward: money(latest.rewardMinor, c.currency),
            }
          : null,
      };
      return detail;
    },

    /** MCSFE_signUpPromotionJoin: sign-up, cashback and raffle promotions are joined; others are not. */
    async join(member: PromotionMember, promotionId: string) {
      await transactionWithRetry(db, async (tx) => {
        const c = await campaignOrThrow(member.merchantCode, promotionId, tx);
        if (c.kind !== 'SIGN_UP' && c.kind !== 'CASHBACK' && c.kind !== 'RAFFLE')
          throw new AppError('PROMOTION_STATE_INVALID', {}, { state: 'JOIN' });
        if (c.kind === 'RAFFLE' && c.drawnAt)
          throw new AppError('PROMOTION_STATE_INVALID', {}, { state: 'CLOSED_FOR_SIGNUP' });
        const { seq } = await admit(tx, c, member);
        await repository.insertParticipation(tx, {
          id: newId(),
          campaignId: c.id,
          merchantCode: member.merchantCode,
          memberId: member.id,
          seq,
          status: 'JOINED',
          remark: null,
          imageKeys: [],
          rewardMinor: 0n,
        });
      });
      return { state: await stateFor(await campaignOrThrow(member.merchantCode, promotionId), member) };
    },

    /** MCSFE_signUpRequestReward: a joined sign-up promotion whose condition is met pays its reward. */
    async requestReward(member: PromotionMember, promotionId: string) {
      await transactionWithRetry(db, async (tx) => {
        const c = await campaignOrThrow(member.merchantCode, promotionId, tx);
        if (c.kind !== 'SIGN_UP') throw new AppError('PROMOTION_STATE_INVALID', {}, { state: 'JOIN' });
        const [latest] = await repository.lockParticipations(tx, c.id, member.id);
        if (!latest || latest.status !== 'JOINED' || !(await rewardReady(c, latest)))
          throw new AppError('PROMOTION_STATE_INVALID', {}, { state: latest?.status ?? 'JOIN' });
        await payNow(tx, c, latest, c.rewardMinor);
      });
      deps.balanceChanged?.(member.id);
      return { state: await stateFor(await campaignOrThrow(member.merchantCode, promotionId), member) };
    },

    /** MCS2_claimRafflePromotion: a drawn ticket with a prize pays it, once. */
    async claimRaffle(member: PromotionMember, promotionId: string) {
      await transactionWithRetry(db, async (tx) => {
        const c = await campaignOrThrow(member.merchantCode, promotionId, tx);
        if (c.kind !== 'RAFFLE' || !c.drawnAt)
          throw new AppError('PROMOTION_STATE_INVALID', {}, { state: 'PROCESSING' });
        const [latest] = await repository.lockParticipations(tx, c.id, member.id);
        if (!latest || latest.status !== 'JOINED' || latest.rafflePrize === null)
          throw new AppError('PROMOTION_STATE_INVALID', {}, { state: latest?.status ?? 'JOIN' });
        const prize = c.rafflePrizes[latest.rafflePrize];
        if (!prize) throw new AppError('PROMOTION_STATE_INVALID', {}, { state: 'REJECTED' });
        await payNow(tx, c, latest, BigInt(prize.amountMinor));
      });
      deps.balanceChanged?.(member.id);
      return { state: await stateFor(await campaignOrThrow(member.merchantCode, promotionId), member) };
    },

    /** An issued reward taken here: the reward centre's offer is claimed (once; again answers the same grant). */
    async claim(member: PromotionMember, promotionId: string) {
      const c = await campaignOrThrow(member.merchantCode, promotionId);
      const offers = deps.rewards()?.offers;
      if (!offers) throw new AppError('TEMPORARILY_UNAVAILABLE', { seconds: 60 });
      const latest = (await repository.latestParticipations(member.id)).get(c.id);
      if (!latest || latest.status !== 'ISSUED' || !latest.grantId?.startsWith('offer:'))
        throw new AppError('PROMOTION_STATE_INVALID', {}, { state: latest?.status ?? 'JOIN' });
      let grantId: string;
      try {
        grantId = (await offers.claim(member.id, latest.grantId.slice('offer:'.length))).grantId;
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('PROMOTION_STATE_INVALID', {}, { state: 'ISSUED' });
      }
      await transactionWithRetry(db, async (tx) => {
        const p = await repository.participation(tx, member.merchantCode, latest.id, true);
        if (p?.status === 'ISSUED')
          await repository.updateParticipation(tx, p.id, { status: 'CLAIMED', grantId });
      });
      deps.balanceChanged?.(member.id);
      return { state: await stateFor(c, member) };
    },

    /** An activity application: remark ≤ 140 characters, ≤ 3 png/jpg images of ≤ 5 MB (spec §9). */
    async apply(member: PromotionMember, promotionId: string, body: TPromotionApply) {
      const remark = (body.remark ?? '').trim();
      if ([...remark].length > PROMOTION_LIMITS.remarkChars)
        throw new AppError('VALIDATION_FAILED', { fields: 'remark' });
      const images = checkApplicationImages(body.images ?? []);
      const c = await campaignOrThrow(member.merchantCode, promotionId);
      if (c.kind !== 'APPLICATION') throw new AppError('PROMOTION_STATE_INVALID', {}, { state: 'JOIN' });
      // Checked before the files are stored, and again under the lock.
      const state = await stateFor(c, member);
      if (state !== 'JOIN') {
        await transactionWithRetry(db, (tx) => admit(tx, c, member));
      }
      const keys: string[] = [];
      for (const image of images)
        keys.push(await deps.storage.save(APPLICATION_IMAGE_CATEGORY, image.bytes, image.contentType));
      await transactionWithRetry(db, async (tx) => {
        const { seq } = await admit(tx, c, member);
        await repository.insertParticipation(tx, {
          id: newId(),
          campaignId: c.id,
          merchantCode: member.merchantCode,
          memberId: member.id,
          seq,
          status: 'APPLYING',
          remark: remark || null,
          imageKeys: keys,
          rewardMinor: 0n,
        });
      });
      return { state: await stateFor(c, member) };
    },

    /** The deposit form's bonuses: enabled deposit promotions the member may take now. */
    async depositOptions(
      member: PromotionMember,
      amountMinor: bigint | null,
      language = 'EN',
    ): Promise<TDepositOption[]> {
      const campaigns = (await repository.campaigns(member.merchantCode, { enabledOnly: true })).filter(
        (c) => c.kind === 'DEPOSIT',
      );
      const [facts, latest] = await Promise.all([
        repository.memberFacts(member.merchantCode, member.id),
        repository.latestParticipations(member.id),
      ]);
      const translations = await repository.translations(campaigns.map((c) => c.id));
      const out: TDepositOption[] = [];
      for (const c of campaigns) {
        if (!facts || !depositTypeFits(c, facts.completedDeposits)) continue;
        const state = activityState(
          clockOf(c),
          await participationView(c, latest.get(c.id)),
          isEligible(c, facts),
          clock.now(),
        );
        if (state !== 'JOIN') continue;
        const t = translationOf(translations.get(c.id), language, 'EN');
        out.push({
          id: c.id,
          title: t.title,
          percentBps: c.percentBps,
          cap: money(c.capMinor, c.currency),
          minDeposit: money(c.minDepositMinor, c.currency),
          wageringMultiple: c.wageringMultiple,
          bonus: amountMinor === null ? null : money(depositBonusMinor(amountMinor, c), c.currency),
        });
      }
      return out;
    },

    /** The titles of deposit options in the member's language (the list above is language-free). */
    translationOf,

    /**
     * Called by the cashier inside the transaction that opens a deposit: records the chosen bonus
     * (a PROCESSING participation keyed by the deposit's id). Refuses with a translated code when the
     * member may not take it, so the deposit is not opened either.
     */
    async chooseForDeposit(
      tx: Queryable,
      choice: {
        merchantCode: string;
        memberId: string;
        orderId: string;
        promotionId: string;
        amountMinor: bigint;
      },
    ) {
      const member = { id: choice.memberId, merchantCode: choice.merchantCode };
      const c = await campaignOrThrow(choice.merchantCode, choice.promotionId, tx);
      if (c.kind !== 'DEPOSIT') throw new AppError('PROMOTION_STATE_INVALID', {}, { state: 'JOIN' });
      const { seq, facts } = await admit(tx, c, member);
      if (!depositTypeFits(c, facts.completedDeposits))
        throw new AppError('PROMOTION_NOT_ELIGIBLE', {}, { reason: 'DEPOSIT_COUNT' });
      if (choice.amountMinor < c.minDepositMinor)
        throw new AppError(
          'PROMOTION_NOT_ELIGIBLE',
          {},
          { reason: 'MIN_DEPOSIT', minDeposit: money(c.minDepositMinor, c.currency) },
        );
      await repository.insertParticipation(tx, {
        id: newId(),
        campaignId: c.id,
        merchantCode: choice.merchantCode,
        memberId: choice.memberId,
        seq,
        status: 'PROCESSING',
        remark: null,
        imageKeys: [],
        rewardMinor: depositBonusMinor(choice.amountMinor, c),
        depositOrderId: choice.orderId,
      });
    },

    /**
     * A deposit that chose a bonus has finished: credited → the grant (once: the participation row is
     * locked and leaves PROCESSING in the grant's transaction, and the grant's `sourceRef` is the
     * order id); failed, expired or cancelled → the choice is void. Safe to call any number of times,
     * from the cashier's event and the sweep alike.
     */
    async depositSettled(orderId: string): Promise<'GRANTED' | 'VOID' | 'NONE' | 'WAITING'> {
      const outcome = await transactionWithRetry(db, async (tx) => {
        const p = await repository.byDepositOrder(tx, orderId, true);
        if (!p || p.status !== 'PROCESSING') return 'NONE' as const;
        const deposit = await repository.deposit(tx, orderId);
        if (!deposit) return 'NONE' as const;
        if (deposit.status === 'PENDING' || deposit.status === 'PENDING_REVIEW') return 'WAITING' as const;
        if (deposit.status !== 'COMPLETED') {
          await repository.updateParticipation(tx, p.id, {
            status: 'VOID',
            rejectReason: `DEPOSIT_${deposit.status}`,
          });
          return 'VOID' as const;
        }
        const rewards = deps.rewards();
        if (!rewards) return 'WAITING' as const;
        const c = (await repository.campaign(p.merchantCode, p.campaignId, tx))!;
        const bonus = depositBonusMinor(deposit.amountMinor, c);
        if (bonus === 0n || !(await repository.spend(tx, c.id, bonus))) {
          await repository.updateParticipation(tx, p.id, {
            status: 'VOID',
            rejectReason: bonus === 0n ? 'BELOW_MINIMUM' : 'BUDGET_EXHAUSTED',
          });
          return 'VOID' as const;
        }
        const result = await rewards.grants.grant(tx, {
          merchantCode: p.merchantCode,
          memberId: p.memberId,
          currency: c.currency,
          source: 'PROMOTION',
          sourceRef: orderId,
          amountMinor: bonus,
          wagering: wagering(c, deposit.amountMinor + bonus),
          expiresAt: new Date(clock.now().getTime() + c.bonusExpiryDays * DAY_MS),
          titleKey: 'promotions.grantTitle',
          titleParams: { campaignId: c.id },
          depositOrderId: orderId,
        });
        await repository.updateParticipation(tx, p.id, {
          status: 'CLAIMED',
          rewardMinor: bonus,
          grantId: result.grantId,
        });
        return 'GRANTED' as const;
      });
      if (outcome === 'GRANTED') {
        const p = await repository.byDepositOrder(db, orderId);
        if (p) deps.balanceChanged?.(p.memberId);
      }
      return outcome;
    },

    /** The sweep: deposit bonuses whose deposit finished but whose grant was not made (a crash, a lost event). */
    async sweepDeposits(): Promise<number> {
      let done = 0;
      for (const pending of await repository.settledPendingDeposits(200)) {
        const outcome = await this.depositSettled(pending.orderId);
        if (outcome === 'GRANTED' || outcome === 'VOID') done++;
      }
      return done;
    },

    /** Draws raffles whose time has come: tickets ranked by SHA-256(seed:id), prizes in order. */
    async drawDueRaffles(): Promise<number> {
      let drawn = 0;
      for (const due of await repository.dueRaffles(clock.now())) {
        await transactionWithRetry(db, async (tx) => {
          const c = await repository.campaign(due.merchantCode, due.id, tx, true);
          if (!c || c.drawnAt || !c.drawSeed) return;
          const tickets = await repository.raffleTickets(tx, c.id);
          const ranked = rankTickets(
            tickets.map((t) => t.id),
            sha256,
            c.drawSeed,
          );
          const prizeOf: number[] = [];
          c.rafflePrizes.forEach((p, i) => {
            for (let n = 0; n < p.count; n++) prizeOf.push(i);
          });
          for (const [rank, id] of ranked.entries()) {
            const prize = prizeOf[rank];
            if (prize !== undefined)
              await repository.updateParticipation(tx, id, { status: 'JOINED', rafflePrize: prize });
          }
          await repository.markDrawn(tx, c.id);
          drawn++;
        });
      }
      return drawn;
    },

    /** A raffle's secret seed and its published hash. */
    newSeed() {
      const seed = randomBytes(32).toString('hex');
      return { seed, seedHash: sha256(seed) };
    },

    imageUrl: (key: string) => `${PROMOTION_PATHS.image.replace(':file', key.split('/')[1] ?? key)}`,
  };
}

function depositTypeFits(c: CampaignRecord, completedDeposits: number) {
  if (c.depositType === 'FIRST') return completedDeposits === 0;
  if (c.depositType === 'RELOAD') return completedDeposits > 0;
  return true;
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
