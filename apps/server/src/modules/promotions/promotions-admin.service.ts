import type {
  TApplicationAdmin,
  TApplicationAdminQuery,
  TApplicationAdminPage,
  TApplicationReview,
  TCampaignAdmin,
  TCampaignWrite,
} from '@platform/contracts';
import { parseMoney, toDecimalString, type CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionWithRetry } from '../../platform/db/retry.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { imageFromDataUrl, type FileStorage } from '../../platform/storage/file-storage.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { readPositiveMinor } from './domain/eligibility.ts';
import type { CampaignFields, CampaignRecord, PromotionsRepository } from './promotions.repository.ts';
import {
  APPLICATION_IMAGE_CATEGORY,
  PROMOTION_ART_CATEGORY,
  type PromotionsService,
} from './promotions.service.ts';
import type { PromotionRewards } from './rewards-port.ts';

const DAY_MS = 86_400_000;

/** Operators' campaigns (rewards.manage) and application reviews (rewards.approve), all audited. */
export function createPromotionsAdmin(deps: {
  db: Database;
  clock: Clock;
  repository: PromotionsRepository;
  service: PromotionsService;
  storage: FileStorage;
  operators: Pick<OperatorsService, 'audit'>;
  rewards: () => PromotionRewards | null;
  sanitizeHtml: (html: string) => string;
}) {
  const { db, clock, repository } = deps;
  const money = (amountMinor: bigint, currency: string) =>
    toDecimalString({ amountMinor, currency: currency as CurrencyCode });

  function amount(text: string, currency: string, field: string, allowZero = true): bigint {
    if (allowZero && /^\s*0+(\.0+)?\s*$/.test(text)) return 0n;
    const read = readPositiveMinor(text, currency, (t, c) => parseMoney(t, c as CurrencyCode));
    if (read === null) throw new AppError('VALIDATION_FAILED', { fields: field });
    return read;
  }

  async function view(c: CampaignRecord, participants: number): Promise<TCampaignAdmin> {
    const translations = (await repository.translations([c.id])).get(c.id) ?? [];
    return {
      id: c.id,
      kind: c.kind,
      category: c.category,
      enabled: c.enabled,
      sortOrder: c.sortOrder,
      imageUrl: c.imageUrl,
      startsAt: c.startsAt.toISOString(),
      endsAt: c.endsAt.toISOString(),
      signupEndsAt: c.signupEndsAt?.toISOString() ?? null,
      newMemberDays: c.newMemberDays,
      minDeposits: c.minDeposits,
      maxDeposits: c.maxDeposits,
      vipLevels: c.vipLevels,
      memberTags: c.memberTags,
      perMemberLimit: c.perMemberLimit,
      budget: c.budgetMinor === null ? null : money(c.budgetMinor, c.currency),
      spent: money(c.spentMinor, c.currency),
      spentBps: c.budgetMinor === null ? null : Number((c.spentMinor * 10_000n) / c.budgetMinor),
      currency: c.currency,
      reward: money(c.rewardMinor, c.currency),
      depositType: c.depositType,
      percentBps: c.percentBps,
      cap: money(c.capMinor, c.currency),
      minDeposit: money(c.minDepositMinor, c.currency),
      wageringMultiple: c.wageringMultiple,
      categoryWeightsBps: c.categoryWeights,
      excludedGames: c.excludedGames,
      maxBet: c.maxBetMinor === null ? null : money(c.maxBetMinor, c.currency),
      bonusExpiryDays: c.bonusExpiryDays,
      cashbackBps: c.cashbackBps,
      cashbackPeriod: c.cashbackPeriod,
      rafflePrizes: c.rafflePrizes.map((p) => ({
        amount: money(BigInt(p.amountMinor), c.currency),
        count: p.count,
      })),
      drawAt: c.drawAt?.toISOString() ?? null,
      drawSeedHash: c.drawSeedHash,
      drawnAt: c.drawnAt?.toISOString() ?? null,
      participants,
      translations,
    };
  }

  async function fieldsOf(
    body: TCampaignWrite,
    currency: string,
    keptImage: string | null,
  ): Promise<CampaignFields> {
    const startsAt = new Date(body.startsAt);
    const endsAt = new Date(body.endsAt);
    if (!(endsAt > startsAt)) throw new AppError('VALIDATION_FAILED', { fields: 'endsAt' });
    if (body.minDeposits != null && body.maxDeposits != null && body.minDeposits > body.maxDeposits)
      throw new AppError('VALIDATION_FAILED', { fields: 'maxDeposits' });
    if (body.kind === 'DEPOSIT' && !body.depositType)
      throw new AppError('VALIDATION_FAILED', { fields: 'depositType' });
    if (body.kind === 'CASHBACK' && !body.cashbackPeriod)
      throw new AppError('VALIDATION_FAILED', { fields: 'cashbackPeriod' });
    if (body.kind === 'RAFFLE' && (!body.drawAt || (body.rafflePrizes ?? []).length === 0))
      throw new AppError('VALIDATION_FAILED', { fields: 'rafflePrizes' });
    let imageUrl = keptImage;
    if (body.image && body.image.startsWith('data:')) {
      const image = imageFromDataUrl(body.image);
      if (!image) throw new AppError('FILE_TYPE_INVALID');
      const key = await deps.storage.save(PROMOTION_ART_CATEGORY, image.bytes, image.contentType);
      imageUrl = deps.service.imageUrl(key);
    } else if (body.image !== undefined) {
      // Only our own artwork or a stored upload: never an outside or script URL.
      if (
        body.image !== null &&
        !/^\/(promotions\/[a-z0-9-]{1,40}\.svg|api\/wps\/promotions\/images\/[0-9a-f-]{36}\.(png|jpg|webp))$/.test(
          body.image,
        )
      )
        throw new AppError('VALIDATION_FAILED', { fields: 'image' });
      imageUrl = body.image;
    }
    return {
      kind: body.kind,
      category: body.category ?? 'GENERAL',
      enabled: body.enabled ?? true,
      sortOrder: body.sortOrder ?? 0,
      imageUrl,
      currency,
      startsAt,
      endsAt,
      signupEndsAt: body.signupEndsAt ? new Date(body.signupEndsAt) : null,
      newMemberDays: body.newMemberDays ?? null,
      minDeposits: body.minDeposits ?? null,
      maxDeposits: body.maxDeposits ?? null,
      vipLevels: body.vipLevels ?? [],
      memberTags: [...new Set(body.memberTags ?? [])],
      perMemberLimit: body.perMemberLimit ?? 1,
      budgetMinor: body.budget ? amount(body.budget, currency, 'budget', false) : null,
      rewardMinor: amount(body.reward ?? '0', currency, 'reward'),
      depositType: body.kind === 'DEPOSIT' ? (body.depositType ?? null) : null,
      percentBps: body.percentBps ?? 0,
      capMinor: amount(body.cap ?? '0', currency, 'cap'),
      minDepositMinor: amount(body.minDeposit ?? '0', currency, 'minDeposit'),
      wageringMultiple: body.wageringMultiple ?? 0,
      categoryWeights: body.categoryWeightsBps ?? {},
      excludedGames: body.excludedGames ?? [],
      maxBetMinor: body.maxBet ? amount(body.maxBet, currency, 'maxBet', false) : null,
      bonusExpiryDays: body.bonusExpiryDays ?? 30,
      cashbackBps: body.cashbackBps ?? 0,
      cashbackPeriod: body.kind === 'CASHBACK' ? (body.cashbackPeriod ?? null) : null,
      rafflePrizes: (body.rafflePrizes ?? []).map((p) => ({
        amountMinor: String(amount(p.amount, currency, 'rafflePrizes', false)),
        count: p.count,
      })),
      drawAt: body.drawAt ? new Date(body.drawAt) : null,
    };
  }

  const translationsOf = (body: TCampaignWrite) =>
    body.translations.map((t) => ({
      language: t.language.toUpperCase(),
      title: t.title,
      summary: t.summary ?? '',
      bodyHtml: deps.sanitizeHtml(t.bodyHtml ?? ''),
    }));

  return {
    async list(merchantCode: string) {
      const campaigns = await repository.campaigns(merchantCode, { enabledOnly: false });
      const counts = await repository.participantCounts(campaigns.map((c) => c.id));
      return { list: await Promise.all(campaigns.map((c) => view(c, counts.get(c.id) ?? 0))) };
    },

    async get(merchantCode: string, id: string) {
      const c = await repository.campaign(merchantCode, id);
      if (!c) throw new AppError('PROMOTION_NOT_FOUND');
      return view(c, (await repository.participantCounts([id])).get(id) ?? 0);
    },

    /** `actor` null: demo data written at start (nobody to audit). */
    async create(
      actor: AuditActor | null,
      merchant: { code: string; currency: string },
      body: TCampaignWrite,
    ) {
      const fields = await fieldsOf(body, merchant.currency, null);
      const id = newId();
      await db.transaction(async (tx) => {
        await repository.insertCampaign(tx, id, merchant.code, fields);
        await repository.replaceTranslations(tx, id, translationsOf(body));
        if (fields.kind === 'RAFFLE') {
          const { seed, seedHash } = deps.service.newSeed();
          await repository.setSeed(tx, id, seed, seedHash);
        }
        if (actor)
          await deps.operators.audit(tx, actor, {
            merchantCode: merchant.code,
            action: 'promotion.created',
            target: `promotion:${id}`,
            before: null,
            after: { kind: fields.kind, title: body.translations[0]?.title, budget: body.budget ?? null },
          });
      });
      return this.get(merchant.code, id);
    },

    async update(
      actor: AuditActor,
      merchant: { code: string; currency: string },
      id: string,
      body: TCampaignWrite,
    ) {
      const before = await repository.campaign(merchant.code, id);
      if (!before) throw new AppError('PROMOTION_NOT_FOUND');
      if (before.kind !== body.kind) throw new AppError('VALIDATION_FAILED', { fields: 'kind' });
      const fields = await fieldsOf(body, merchant.currency, before.imageUrl);
      if (fields.budgetMinor !== null && fields.budgetMinor < before.spentMinor)
        throw new AppError('VALIDATION_FAILED', { fields: 'budget' });
      await db.transaction(async (tx) => {
        await repository.updateCampaign(tx, id, fields);
        await repository.replaceTranslations(tx, id, translationsOf(body));
        await deps.operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'promotion.updated',
          target: `promotion:${id}`,
          before: {
            enabled: before.enabled,
            startsAt: before.startsAt,
            endsAt: before.endsAt,
            budget: before.budgetMinor?.toString() ?? null,
          },
          after: {
            enabled: fields.enabled,
            startsAt: fields.startsAt,
            endsAt: fields.endsAt,
            budget: body.budget ?? null,
          },
        });
      });
      return this.get(merchant.code, id);
    },

    async applications(
      merchantCode: string,
      currency: string,
      query: TApplicationAdminQuery,
    ): Promise<TApplicationAdminPage> {
      const pageNo = Number(query.pageNo ?? 1);
      const pageSize = Number(query.pageSize ?? 20);
      const { total, rows } = await repository.applications(
        merchantCode,
        query.status,
        pageSize,
        (pageNo - 1) * pageSize,
      );
      const list: TApplicationAdmin[] = rows.map((r) => ({
        id: r.id,
        campaignId: r.campaignId,
        campaignTitle: r.campaignTitle,
        member: { id: r.memberId, account: r.username },
        status: r.status,
        remark: r.remark,
        imageCount: r.imageKeys.length,
        reward: money(r.rewardMinor, currency),
        rejectReason: r.rejectReason,
        reviewedBy: r.reviewedBy,
        createdAt: r.createdAt.toISOString(),
        reviewedAt: r.reviewedAt?.toISOString() ?? null,
      }));
      return { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },

    async applicationImage(merchantCode: string, id: string, n: number) {
      const p = await repository.participation(db, merchantCode, id);
      const key = p?.imageKeys[n];
      if (!key) throw new AppError('NOT_FOUND');
      const stored = await deps.storage.read(key);
      if (!stored || !key.startsWith(`${APPLICATION_IMAGE_CATEGORY}/`)) throw new AppError('NOT_FOUND');
      return stored;
    },

    /** Approve → the reward waits in the member's reward centre (bonuses' offers); reject → with a reason. */
    async review(actor: AuditActor, merchantCode: string, id: string, body: TApplicationReview) {
      await transactionWithRetry(db, async (tx) => {
        const p = await repository.participation(tx, merchantCode, id, true);
        if (!p) throw new AppError('NOT_FOUND');
        if (p.status !== 'APPLYING') throw new AppError('PROMOTION_STATE_INVALID', {}, { state: p.status });
        const c = (await repository.campaign(merchantCode, p.campaignId, tx))!;
        if (body.decision === 'REJECT') {
          await repository.updateParticipation(tx, p.id, {
            status: 'REJECTED',
            rejectReason: body.reason,
            reviewedBy: actor.operator.username,
          });
        } else {
          const offers = deps.rewards()?.offers;
          if (!offers) throw new AppError('TEMPORARILY_UNAVAILABLE', { seconds: 60 });
          const reward = body.reward ? amount(body.reward, c.currency, 'reward', false) : c.rewardMinor;
          if (!(await repository.spend(tx, c.id, reward))) throw new AppError('PROMOTION_BUDGET_EXHAUSTED');
          const claimBy = new Date(clock.now().getTime() + c.bonusExpiryDays * DAY_MS);
          const offered = await offers.offer(tx, {
            merchantCode,
            memberId: p.memberId,
            currency: c.currency,
            source: 'PROMOTION',
            sourceRef: `promotion:${p.id}`,
            amountMinor: reward,
            wagering:
              c.wageringMultiple === 0
                ? null
                : {
                    requirementMinor: reward * BigInt(c.wageringMultiple),
                    categoryWeightsBps: c.categoryWeights,
                    excludedGameCodes: c.excludedGames,
                    maxBetMinor: c.maxBetMinor,
                  },
            expiresAt: null,
            titleKey: 'promotions.grantTitle',
            titleParams: { campaignId: c.id },
            claimBy,
          });
          await repository.updateParticipation(tx, p.id, {
            status: 'ISSUED',
            rewardMinor: reward,
            grantId: `offer:${offered.offerId}`,
            reviewedBy: actor.operator.username,
          });
        }
        await deps.operators.audit(tx, actor, {
          merchantCode,
          action:
            body.decision === 'APPROVE' ? 'promotion.application-approved' : 'promotion.application-rejected',
          target: `promotion-application:${p.id}`,
          before: { status: p.status },
          after: body,
        });
      });
    },

    async draw(actor: AuditActor, merchantCode: string, id: string) {
      const c = await repository.campaign(merchantCode, id);
      if (!c || c.kind !== 'RAFFLE') throw new AppError('PROMOTION_NOT_FOUND');
      if (!c.drawAt || c.drawAt > clock.now())
        throw new AppError('PROMOTION_STATE_INVALID', {}, { state: 'PROCESSING' });
      await deps.service.drawDueRaffles();
      await db.transaction((tx) =>
        deps.operators.audit(tx, actor, {
          merchantCode,
          action: 'promotion.raffle-drawn',
          target: `promotion:${id}`,
          before: null,
          after: null,
        }),
      );
      return this.get(merchantCode, id);
    },
  };
}

export type PromotionsAdmin = ReturnType<typeof createPromotionsAdmin>;
