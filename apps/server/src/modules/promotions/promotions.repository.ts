// Owns tables: promotion_campaigns, promotion_translations, promotion_participations, promotion_cashback_payouts.
// Reads tables: members, deposits, report_member_game_days, member_tags.
import type { PromotionCategory, PromotionKind } from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';
import type { ParticipationStatus } from './domain/activity-state.ts';

export interface CampaignRecord {
  id: string;
  merchantCode: string;
  kind: PromotionKind;
  category: PromotionCategory;
  enabled: boolean;
  sortOrder: number;
  imageUrl: string | null;
  currency: string;
  startsAt: Date;
  endsAt: Date;
  signupEndsAt: Date | null;
  newMemberDays: number | null;
  minDeposits: number | null;
  maxDeposits: number | null;
  vipLevels: string[];
  /** Members having any of these tags (the members module's); empty = no tag needed. */
  memberTags: string[];
  perMemberLimit: number;
  budgetMinor: bigint | null;
  spentMinor: bigint;
  rewardMinor: bigint;
  depositType: 'FIRST' | 'RELOAD' | null;
  percentBps: number;
  capMinor: bigint;
  minDepositMinor: bigint;
  wageringMultiple: number;
  categoryWeights: Record<string, number>;
  excludedGames: string[];
  maxBetMinor: bigint | null;
  bonusExpiryDays: number;
  cashbackBps: number;
  cashbackPeriod: 'DAILY' | 'WEEKLY' | null;
  rafflePrizes: { amountMinor: string; count: number }[];
  drawAt: Date | null;
  drawSeedHash: string | null;
  drawSeed: string | null;
  drawnAt: Date | null;
}

export interface TranslationRecord {
  language: string;
  title: string;
  summary: string;
  bodyHtml: string;
}

export interface ParticipationRecord {
  id: string;
  campaignId: string;
  merchantCode: string;
  memberId: string;
  seq: number;
  status: ParticipationStatus | 'VOID';
  remark: string | null;
  imageKeys: string[];
  rejectReason: string | null;
  rewardMinor: bigint;
  depositOrderId: string | null;
  rafflePrize: number | null;
  grantId: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

type Row = Record<string, unknown>;
const big = (v: unknown) => BigInt(v as string);
const bigOrNull = (v: unknown) => (v === null ? null : BigInt(v as string));

function campaignOf(r: Row): CampaignRecord {
  return {
    id: r.id as string,
    merchantCode: r.merchant_code as string,
    kind: r.kind as PromotionKind,
    category: r.category as PromotionCategory,
    enabled: r.enabled as boolean,
    sortOrder: r.sort_order as number,
    imageUrl: r.image_url as string | null,
    currency: r.currency as string,
    startsAt: r.starts_at as Date,
    endsAt: r.ends_at as Date,
    signupEndsAt: r.signup_ends_at as Date | null,
    newMemberDays: r.new_member_days as number | null,
    minDeposits: r.min_deposits as number | null,
    maxDeposits: r.max_deposits as number | null,
    vipLevels: r.vip_levels as string[],
    memberTags: (r.member_tags as string[] | null) ?? [],
    perMemberLimit: r.per_member_limit as number,
    budgetMinor: bigOrNull(r.budget_minor),
    spentMinor: big(r.spent_minor),
    rewardMinor: big(r.reward_minor),
    depositType: r.deposit_type as 'FIRST' | 'RELOAD' | null,
    percentBps: r.percent_bps as number,
    capMinor: big(r.cap_minor),
    minDepositMinor: big(r.min_deposit_minor),
    wageringMultiple: r.wagering_multiple as number,
    categoryWeights: r.category_weights as Record<string, number>,
    excludedGames: r.excluded_games as string[],
    maxBetMinor: bigOrNull(r.max_bet_minor),
    bonusExpiryDays: r.bonus_expiry_days as number,
    cashbackBps: r.cashback_bps as number,
    cashbackPeriod: r.cashback_period as 'DAILY' | 'WEEKLY' | null,
    rafflePrizes: r.raffle_prizes as { amountMinor: string; count: number }[],
    drawAt: r.draw_at as Date | null,
    drawSeedHash: r.draw_seed_hash as string | null,
    drawSeed: r.draw_seed as string | null,
    drawnAt: r.drawn_at as Date | null,
  };
}

function participationOf(r: Row): ParticipationRecord {
  return {
    id: r.id as string,
    campaignId: r.campaign_id as string,
    merchantCode: r.merchant_code as string,
    memberId: r.member_id as string,
    seq: r.seq as number,
    status: r.status as ParticipationRecord['status'],
    remark: r.remark as string | null,
    imageKeys: r.image_keys as string[],
    rejectReason: r.reject_reason as string | null,
    rewardMinor: big(r.reward_minor),
    depositOrderId: r.deposit_order_id as string | null,
    rafflePrize: r.raffle_prize as number | null,
    grantId: r.grant_id as string | null,
    reviewedBy: r.reviewed_by as string | null,
    reviewedAt: r.reviewed_at as Date | null,
    createdAt: r.created_at as Date,
  };
}

export type CampaignFields = Omit<
  CampaignRecord,
  'id' | 'merchantCode' | 'spentMinor' | 'drawSeed' | 'drawSeedHash' | 'drawnAt'
>;

const CAMPAIGN_COLUMNS = [
  ['kind', 'kind'],
  ['category', 'category'],
  ['enabled', 'enabled'],
  ['sort_order', 'sortOrder'],
  ['image_url', 'imageUrl'],
  ['currency', 'currency'],
  ['starts_at', 'startsAt'],
  ['ends_at', 'endsAt'],
  ['signup_ends_at', 'signupEndsAt'],
  ['new_member_days', 'newMemberDays'],
  ['min_deposits', 'minDeposits'],
  ['max_deposits', 'maxDeposits'],
  ['vip_levels', 'vipLevels'],
  ['member_tags', 'memberTags'],
  ['per_member_limit', 'perMemberLimit'],
  ['budget_minor', 'budgetMinor'],
  ['reward_minor', 'rewardMinor'],
  ['deposit_type', 'depositType'],
  ['percent_bps', 'percentBps'],
  ['cap_minor', 'capMinor'],
  ['min_deposit_minor', 'minDepositMinor'],
  ['wagering_multiple', 'wageringMultiple'],
  ['category_weights', 'categoryWeights'],
  ['excluded_games', 'excludedGames'],
  ['max_bet_minor', 'maxBetMinor'],
  ['bonus_expiry_days', 'bonusExpiryDays'],
  ['cashback_bps', 'cashbackBps'],
  ['cashback_period', 'cashbackPeriod'],
  ['raffle_prizes', 'rafflePrizes'],
  ['draw_at', 'drawAt'],
] as const satisfies readonly (readonly [string, keyof CampaignFields])[];

function columnValue(fields: CampaignFields, key: keyof CampaignFields): unknown {
  const v = fields[key];
  if (typeof v === 'bigint') return String(v);
  if (key === 'categoryWeights' || key === 'rafflePrizes') return JSON.stringify(v);
  return v;
}

/** Campaigns, their translations and members' participations (ADR 0029 §2). */
export function createPromotionsRepository(db: Queryable) {
  return {
    async campaigns(merchantCode: string, opts: { enabledOnly: boolean }, q: Queryable = db) {
      const { rows } = await q.query(
        `SELECT * FROM promotion_campaigns WHERE merchant_code = $1 ${opts.enabledOnly ? 'AND enabled' : ''}
          ORDER BY sort_order, starts_at DESC, id`,
        [merchantCode],
      );
      return rows.map(campaignOf);
    },

    async campaign(merchantCode: string, id: string, q: Queryable = db, lock = false) {
      const { rows } = await q.query(
        `SELECT * FROM promotion_campaigns WHERE merchant_code = $1 AND id = $2 ${lock ? 'FOR UPDATE' : ''}`,
        [merchantCode, id],
      );
      return rows[0] ? campaignOf(rows[0]) : null;
    },

    async translations(campaignIds: readonly string[], q: Queryable = db) {
      if (campaignIds.length === 0) return new Map<string, TranslationRecord[]>();
      const { rows } = await q.query<{
        campaign_id: string;
        language: string;
        title: string;
        summary: string;
        body_html: string;
      }>(
        `SELECT campaign_id, language, title, summary, body_html FROM promotion_translations
          WHERE campaign_id = ANY($1::uuid[]) ORDER BY language`,
        [campaignIds],
      );
      const map = new Map<string, TranslationRecord[]>();
      for (const r of rows) {
        const list = map.get(r.campaign_id) ?? [];
        list.push({ language: r.language, title: r.title, summary: r.summary, bodyHtml: r.body_html });
        map.set(r.campaign_id, list);
      }
      return map;
    },

    async insertCampaign(q: Queryable, id: string, merchantCode: string, fields: CampaignFields) {
      const cols = CAMPAIGN_COLUMNS.map(([c]) => c);
      const values = CAMPAIGN_COLUMNS.map(([, k]) => columnValue(fields, k));
      await q.query(
        `INSERT INTO promotion_campaigns (id, merchant_code, ${cols.join(', ')})
         VALUES ($1, $2, ${cols.map((_, i) => `$${i + 3}`).join(', ')})`,
        [id, merchantCode, ...values],
      );
    },

    async updateCampaign(q: Queryable, id: string, fields: CampaignFields) {
      const sets = CAMPAIGN_COLUMNS.map(([c], i) => `${c} = $${i + 2}`);
      const values = CAMPAIGN_COLUMNS.map(([, k]) => columnValue(fields, k));
      await q.query(`UPDATE promotion_campaigns SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
        id,
        ...values,
      ]);
    },

    async replaceTranslations(q: Queryable, campaignId: string, list: readonly TranslationRecord[]) {
      await q.query('DELETE FROM promotion_translations WHERE campaign_id = $1', [campaignId]);
      for (const t of list)
        await q.query(
          `INSERT INTO promotion_translations (campaign_id, language, title, summary, body_html)
           VALUES ($1, $2, $3, $4, $5)`,
          [campaignId, t.language, t.title, t.summary, t.bodyHtml],
        );
    },

    /**
     * Takes `amount` from the campaign's budget in one statement: false when it would pass the
     * budget (no row changes). Concurrent joins serialise on the row; the CHECK backs it up.
     */
    async spend(q: Queryable, campaignId: string, amountMinor: bigint): Promise<boolean> {
      if (amountMinor === 0n) return true;
      const { rowCount } = await q.query(
        `UPDATE promotion_campaigns SET spent_minor = spent_minor + $2, updated_at = now()
          WHERE id = $1 AND (budget_minor IS NULL OR spent_minor + $2 <= budget_minor)`,
        [campaignId, String(amountMinor)],
      );
      return rowCount === 1;
    },

    /** The raffle's seed (kept secret until the draw) and its published SHA-256. */
    async setSeed(q: Queryable, campaignId: string, seed: string, seedHash: string) {
      await q.query('UPDATE promotion_campaigns SET draw_seed = $2, draw_seed_hash = $3 WHERE id = $1', [
        campaignId,
        seed,
        seedHash,
      ]);
    },

    async markDrawn(q: Queryable, campaignId: string) {
      await q.query('UPDATE promotion_campaigns SET drawn_at = now(), updated_at = now() WHERE id = $1', [
        campaignId,
      ]);
    },

    /** Raffles whose draw time has passed and that were not drawn yet. */
    async dueRaffles(now: Date) {
      const { rows } = await db.query<{ id: string; merchant_code: string }>(
        `SELECT id, merchant_code FROM promotion_campaigns
          WHERE kind = 'RAFFLE' AND drawn_at IS NULL AND draw_at IS NOT NULL AND draw_at <= $1 LIMIT 50`,
        [now],
      );
      return rows.map((r) => ({ id: r.id, merchantCode: r.merchant_code }));
    },

    async cashbackCampaigns() {
      const { rows } = await db.query(
        `SELECT * FROM promotion_campaigns WHERE kind = 'CASHBACK' AND enabled AND cashback_period IS NOT NULL`,
      );
      return rows.map(campaignOf);
    },

    async participantCounts(campaignIds: readonly string[], q: Queryable = db) {
      const { rows } = await q.query<{ campaign_id: string; n: string }>(
        `SELECT campaign_id, count(*) AS n FROM promotion_participations
          WHERE campaign_id = ANY($1::uuid[]) AND status <> 'VOID' GROUP BY campaign_id`,
        [campaignIds],
      );
      return new Map(rows.map((r) => [r.campaign_id, Number(r.n)]));
    },

    /** The member's latest non-void participation per campaign, with how many they took. */
    async latestParticipations(memberId: string, q: Queryable = db) {
      const { rows } = await q.query(
        `SELECT DISTINCT ON (campaign_id) p.*, count(*) OVER (PARTITION BY campaign_id) AS taken
           FROM promotion_participations p
          WHERE member_id = $1 AND status <> 'VOID'
          ORDER BY campaign_id, seq DESC`,
        [memberId],
      );
      return new Map(
        rows.map((r) => [r.campaign_id as string, { ...participationOf(r), taken: Number(r.taken) }]),
      );
    },

    /** Locks the member's participations in a campaign (in seq order); answers them newest first. */
    async lockParticipations(q: Queryable, campaignId: string, memberId: string) {
      // The (campaign, member) pair is serialised even before its first row exists.
      await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `promotion:${campaignId}:${memberId}`,
      ]);
      const { rows } = await q.query(
        `SELECT * FROM promotion_participations WHERE campaign_id = $1 AND member_id = $2 ORDER BY seq FOR UPDATE`,
        [campaignId, memberId],
      );
      return rows.map(participationOf).reverse();
    },

    async participation(q: Queryable, merchantCode: string, id: string, lock = false) {
      const { rows } = await q.query(
        `SELECT * FROM promotion_participations WHERE merchant_code = $1 AND id = $2 ${lock ? 'FOR UPDATE' : ''}`,
        [merchantCode, id],
      );
      return rows[0] ? participationOf(rows[0]) : null;
    },

    async insertParticipation(
      q: Queryable,
      p: Pick<
        ParticipationRecord,
        | 'id'
        | 'campaignId'
        | 'merchantCode'
        | 'memberId'
        | 'seq'
        | 'status'
        | 'remark'
        | 'imageKeys'
        | 'rewardMinor'
      > & { depositOrderId?: string | null },
    ) {
      await q.query(
        `INSERT INTO promotion_participations
           (id, campaign_id, merchant_code, member_id, seq, status, remark, image_keys, reward_minor, deposit_order_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          p.id,
          p.campaignId,
          p.merchantCode,
          p.memberId,
          p.seq,
          p.status,
          p.remark,
          p.imageKeys,
          String(p.rewardMinor),
          p.depositOrderId ?? null,
        ],
      );
    },

    async updateParticipation(
      q: Queryable,
      id: string,
      change: {
        status: ParticipationRecord['status'];
        rewardMinor?: bigint;
        grantId?: string | null;
        rejectReason?: string | null;
        reviewedBy?: string | null;
        rafflePrize?: number | null;
      },
    ) {
      await q.query(
        `UPDATE promotion_participations
            SET status = $2,
                reward_minor = COALESCE($3, reward_minor),
                grant_id = COALESCE($4, grant_id),
                reject_reason = COALESCE($5, reject_reason),
                reviewed_by = COALESCE($6, reviewed_by),
                reviewed_at = CASE WHEN $6::text IS NULL THEN reviewed_at ELSE now() END,
                raffle_prize = COALESCE($7, raffle_prize),
                updated_at = now()
          WHERE id = $1`,
        [
          id,
          change.status,
          change.rewardMinor === undefined ? null : String(change.rewardMinor),
          change.grantId ?? null,
          change.rejectReason ?? null,
          change.reviewedBy ?? null,
          change.rafflePrize ?? null,
        ],
      );
    },

    async byDepositOrder(q: Queryable, orderId: string, lock = false) {
      const { rows } = await q.query(
        `SELECT * FROM promotion_participations WHERE deposit_order_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
        [orderId],
      );
      return rows[0] ? participationOf(rows[0]) : null;
    },

    /** Deposit bonuses still waiting whose deposit has finished one way or the other (the sweep). */
    async settledPendingDeposits(limit: number) {
      const { rows } = await db.query<{ deposit_order_id: string; status: string }>(
        `SELECT p.deposit_order_id, d.status FROM promotion_participations p
           JOIN deposits d ON d.id = p.deposit_order_id
          WHERE p.status = 'PROCESSING' AND p.deposit_order_id IS NOT NULL
            AND d.status IN ('COMPLETED', 'FAILED', 'REJECTED', 'CANCELLED', 'EXPIRED')
          ORDER BY p.created_at LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({ orderId: r.deposit_order_id, depositStatus: r.status }));
    },

    async deposit(q: Queryable, orderId: string) {
      const { rows } = await q.query<{
        status: string;
        amount_minor: string;
        member_id: string;
        merchant_code: string;
      }>('SELECT status, amount_minor, member_id, merchant_code FROM deposits WHERE id = $1', [orderId]);
      const r = rows[0];
      return r
        ? {
            status: r.status,
            amountMinor: BigInt(r.amount_minor),
            memberId: r.member_id,
            merchantCode: r.merchant_code,
          }
        : null;
    },

    /** What eligibility reads of a member: registration, VIP level, completed deposits (all, and since an instant). */
    async memberFacts(merchantCode: string, memberId: string, q: Queryable = db) {
      const { rows } = await q.query<{
        created_at: Date;
        vip_level: number;
        username: string;
        deposits: string;
        tags: string[];
      }>(
        `SELECT m.created_at, m.vip_level, m.username,
                (SELECT count(*) FROM deposits d WHERE d.member_id = m.id AND d.status = 'COMPLETED') AS deposits,
                ARRAY(SELECT t.tag FROM member_tags t WHERE t.member_id = m.id ORDER BY t.tag) AS tags
           FROM members m WHERE m.merchant_code = $1 AND m.id = $2`,
        [merchantCode, memberId],
      );
      const r = rows[0];
      return r
        ? {
            registeredAt: r.created_at,
            vipLevel: String(r.vip_level),
            username: r.username,
            completedDeposits: Number(r.deposits),
            tags: r.tags,
          }
        : null;
    },

    async completedDepositsSince(memberId: string, since: Date, q: Queryable = db) {
      const { rows } = await q.query<{ n: string }>(
        `SELECT count(*) AS n FROM deposits WHERE member_id = $1 AND status = 'COMPLETED' AND completed_at >= $2`,
        [memberId, since],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async completedDepositsBefore(memberId: string, orderId: string, q: Queryable = db) {
      const { rows } = await q.query<{ n: string }>(
        `SELECT count(*) AS n FROM deposits WHERE member_id = $1 AND status = 'COMPLETED' AND id <> $2
            AND completed_at <= (SELECT coalesce(completed_at, now()) FROM deposits WHERE id = $2)`,
        [memberId, orderId],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async applications(merchantCode: string, status: string | undefined, limit: number, offset: number) {
      const { rows } = await db.query(
        `SELECT p.*, m.username, count(*) OVER () AS total,
                (SELECT t.title FROM promotion_translations t WHERE t.campaign_id = p.campaign_id
                  ORDER BY (t.language = 'en') DESC, t.language LIMIT 1) AS campaign_title
           FROM promotion_participations p
           JOIN promotion_campaigns c ON c.id = p.campaign_id AND c.kind = 'APPLICATION'
           JOIN members m ON m.id = p.member_id
          WHERE p.merchant_code = $1 AND ($2::text IS NULL OR p.status = $2) AND p.status <> 'VOID'
          ORDER BY p.created_at DESC, p.id LIMIT $3 OFFSET $4`,
        [merchantCode, status ?? null, limit, offset],
      );
      return {
        total: rows[0] ? Number(rows[0].total) : 0,
        rows: rows.map((r) => ({
          ...participationOf(r),
          username: r.username as string,
          campaignTitle: (r.campaign_title as string | null) ?? '',
        })),
      };
    },

    /** Joined members of a cashback campaign with their play over [from, to] (reports' daily summary). */
    async cashbackCandidates(campaign: CampaignRecord, from: string, to: string) {
      const { rows } = await db.query<{ member_id: string; turnover: string; payout: string }>(
        `SELECT p.member_id, coalesce(sum(r.turnover_minor), 0) AS turnover, coalesce(sum(r.payout_minor), 0) AS payout
           FROM (SELECT DISTINCT member_id FROM promotion_participations
                  WHERE campaign_id = $1 AND status = 'JOINED') p
           JOIN report_member_game_days r ON r.member_id = p.member_id AND r.merchant_code = $2
                AND r.currency = $3 AND r.day BETWEEN $4::date AND $5::date
          GROUP BY p.member_id`,
        [campaign.id, campaign.merchantCode, campaign.currency, from, to],
      );
      return rows.map((r) => ({
        memberId: r.member_id,
        turnoverMinor: BigInt(r.turnover),
        payoutMinor: BigInt(r.payout),
      }));
    },

    /** Claims the (campaign, member, period) payout row; false when it was paid before. */
    async claimCashback(
      q: Queryable,
      row: {
        campaignId: string;
        memberId: string;
        from: string;
        to: string;
        netLossMinor: bigint;
        amountMinor: bigint;
      },
    ) {
      const { rowCount } = await q.query(
        `INSERT INTO promotion_cashback_payouts (campaign_id, member_id, period_start, period_end, net_loss_minor, amount_minor)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [row.campaignId, row.memberId, row.from, row.to, String(row.netLossMinor), String(row.amountMinor)],
      );
      return rowCount === 1;
    },

    async setCashbackGrant(
      q: Queryable,
      campaignId: string,
      memberId: string,
      from: string,
      grantId: string,
    ) {
      await q.query(
        `UPDATE promotion_cashback_payouts SET grant_id = $4 WHERE campaign_id = $1 AND member_id = $2 AND period_start = $3`,
        [campaignId, memberId, from, grantId],
      );
    },

    async raffleTickets(q: Queryable, campaignId: string) {
      const { rows } = await q.query(
        `SELECT * FROM promotion_participations WHERE campaign_id = $1 AND status = 'JOINED' ORDER BY id FOR UPDATE`,
        [campaignId],
      );
      return rows.map(participationOf);
    },

    async hasCampaigns(merchantCode: string) {
      const { rows } = await db.query('SELECT 1 FROM promotion_campaigns WHERE merchant_code = $1 LIMIT 1', [
        merchantCode,
      ]);
      return rows.length > 0;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
