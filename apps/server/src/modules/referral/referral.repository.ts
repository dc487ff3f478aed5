// Owns tables: referral_codes, referral_rules, referrals.
// Reads tables: members, member_sessions, member_login_history, member_bank_accounts, deposits, report_member_game_days.
import type { ReferralReason, ReferralStatus } from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';

export interface RuleRow {
  merchantCode: string;
  enabled: boolean;
  minDepositMinor: bigint;
  minValidBetMinor: bigint;
  withinDays: number;
  rewardMinor: bigint;
  wageringMultiple: number;
}

export interface ReferralRow {
  id: string;
  merchantCode: string;
  referrerId: string;
  friendId: string;
  referrerUsername: string;
  friendUsername: string;
  code: string;
  registerIp: string | null;
  registerDevice: string | null;
  /** The friend's device id at sign-up (X-Device-Id): what "same device" compares. */
  registerDeviceId: string | null;
  status: ReferralStatus;
  reason: ReferralReason | null;
  rewardMinor: bigint | null;
  registeredAt: Date;
  decidedAt: Date | null;
}

interface RawReferral {
  id: string;
  merchant_code: string;
  referrer_id: string;
  friend_id: string;
  referrer_username: string;
  friend_username: string;
  code: string;
  register_ip: string | null;
  register_device: string | null;
  register_device_id: string | null;
  status: ReferralStatus;
  reason: ReferralReason | null;
  reward_minor: string | null;
  registered_at: Date;
  decided_at: Date | null;
}

const SELECT_REFERRAL = `
  SELECT r.id, r.merchant_code, r.referrer_id, r.friend_id, ref.username AS referrer_username,
         f.username AS friend_username, r.code, r.register_ip, r.register_device, r.register_device_id, r.status, r.reason,
         r.reward_minor::text, r.registered_at, r.decided_at
    FROM referrals r JOIN members ref ON ref.id = r.referrer_id JOIN members f ON f.id = r.friend_id`;

const toReferral = (r: RawReferral): ReferralRow => ({
  id: r.id,
  merchantCode: r.merchant_code,
  referrerId: r.referrer_id,
  friendId: r.friend_id,
  referrerUsername: r.referrer_username,
  friendUsername: r.friend_username,
  code: r.code,
  registerIp: r.register_ip,
  registerDevice: r.register_device,
  registerDeviceId: r.register_device_id,
  status: r.status,
  reason: r.reason,
  rewardMinor: r.reward_minor === null ? null : BigInt(r.reward_minor),
  registeredAt: r.registered_at,
  decidedAt: r.decided_at,
});

export function createReferralRepository(db: Queryable) {
  return {
    async memberIdByUsername(merchantCode: string, username: string): Promise<string | null> {
      const { rows } = await db.query<{ id: string }>(
        'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
        [merchantCode, username],
      );
      return rows[0]?.id ?? null;
    },

    async codeOf(memberId: string, q: Queryable = db): Promise<string | null> {
      const { rows } = await q.query<{ code: string }>(
        'SELECT code FROM referral_codes WHERE member_id = $1',
        [memberId],
      );
      return rows[0]?.code ?? null;
    },

    /** false when the code is taken by another member (the caller draws another). */
    async insertCode(
      merchantCode: string,
      memberId: string,
      code: string,
      q: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await q.query<{ code: string }>(
        `INSERT INTO referral_codes (member_id, merchant_code, code) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING code`,
        [memberId, merchantCode, code],
      );
      return rows.length > 0;
    },

    async referrerByCode(merchantCode: string, code: string, q: Queryable = db): Promise<string | null> {
      const { rows } = await q.query<{ member_id: string }>(
        'SELECT member_id FROM referral_codes WHERE merchant_code = $1 AND code = upper($2)',
        [merchantCode, code],
      );
      return rows[0]?.member_id ?? null;
    },

    /** A friend is referred once, ever: a second insert for the same friend does nothing. */
    async insertReferral(
      tx: Queryable,
      r: {
        id: string;
        merchantCode: string;
        referrerId: string;
        friendId: string;
        code: string;
        registerIp: string | null;
        registerDevice: string | null;
        registerDeviceId?: string | null;
        registeredAt?: Date;
      },
    ): Promise<boolean> {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO referrals (id, merchant_code, referrer_id, friend_id, code, register_ip, register_device, registered_at,
           register_device_id)
         VALUES ($1, $2, $3, $4, upper($5), $6, $7, coalesce($8, now()), $9)
         ON CONFLICT (friend_id) DO NOTHING RETURNING id`,
        [
          r.id,
          r.merchantCode,
          r.referrerId,
          r.friendId,
          r.code,
          r.registerIp,
          r.registerDevice,
          r.registeredAt ?? null,
          r.registerDeviceId ?? null,
        ],
      );
      return rows.length > 0;
    },

    async rule(merchantCode: string, q: Queryable = db): Promise<RuleRow | null> {
      const { rows } = await q.query<{
        merchant_code: string;
        enabled: boolean;
        min_deposit_minor: string;
        min_valid_bet_minor: string;
        within_days: number;
        reward_minor: string;
        wagering_multiple: number;
      }>(
        `SELECT merchant_code, enabled, min_deposit_minor::text, min_valid_bet_minor::text, within_days,
                reward_minor::text, wagering_multiple
           FROM referral_rules WHERE merchant_code = $1`,
        [merchantCode],
      );
      const r = rows[0];
      return r
        ? {
            merchantCode: r.merchant_code,
            enabled: r.enabled,
            minDepositMinor: BigInt(r.min_deposit_minor),
            minValidBetMinor: BigInt(r.min_valid_bet_minor),
            withinDays: r.within_days,
            rewardMinor: BigInt(r.reward_minor),
            wageringMultiple: r.wagering_multiple,
          }
        : null;
    },

    /** Merchants whose programme is on. */
    async enabledMerchants(): Promise<string[]> {
      const { rows } = await db.query<{ merchant_code: string }>(
        'SELECT merchant_code FROM referral_rules WHERE enabled ORDER BY merchant_code',
      );
      return rows.map((r) => r.merchant_code);
    },

    async upsertRule(tx: Queryable, rule: RuleRow) {
      await tx.query(
        `INSERT INTO referral_rules (merchant_code, enabled, min_deposit_minor, min_valid_bet_minor, within_days,
                                     reward_minor, wagering_multiple)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (merchant_code) DO UPDATE SET enabled = EXCLUDED.enabled,
           min_deposit_minor = EXCLUDED.min_deposit_minor, min_valid_bet_minor = EXCLUDED.min_valid_bet_minor,
           within_days = EXCLUDED.within_days, reward_minor = EXCLUDED.reward_minor,
           wagering_multiple = EXCLUDED.wagering_multiple, updated_at = now()`,
        [
          rule.merchantCode,
          rule.enabled,
          rule.minDepositMinor.toString(),
          rule.minValidBetMinor.toString(),
          rule.withinDays,
          rule.rewardMinor.toString(),
          rule.wageringMultiple,
        ],
      );
    },

    async ofReferrer(referrerId: string, limit: number, q: Queryable = db): Promise<ReferralRow[]> {
      const { rows } = await q.query<RawReferral>(
        `${SELECT_REFERRAL} WHERE r.referrer_id = $1 ORDER BY r.registered_at DESC LIMIT $2`,
        [referrerId, limit],
      );
      return rows.map(toReferral);
    },

    async referrerTotals(referrerId: string, q: Queryable = db) {
      const { rows } = await q.query<{ friends: number; paid: number; earned: string }>(
        `SELECT count(*)::int AS friends, count(*) FILTER (WHERE status = 'PAID')::int AS paid,
                coalesce(sum(reward_minor) FILTER (WHERE status = 'PAID'), 0)::text AS earned
           FROM referrals WHERE referrer_id = $1`,
        [referrerId],
      );
      return { friends: rows[0]!.friends, paid: rows[0]!.paid, earnedMinor: BigInt(rows[0]!.earned) };
    },

    async page(merchantCode: string, status: ReferralStatus | undefined, pageNo: number, pageSize: number) {
      const where = `WHERE r.merchant_code = $1 AND ($2::text IS NULL OR r.status = $2)`;
      const { rows } = await db.query<RawReferral>(
        `${SELECT_REFERRAL} ${where} ORDER BY r.registered_at DESC, r.id LIMIT $3 OFFSET $4`,
        [merchantCode, status ?? null, pageSize, (pageNo - 1) * pageSize],
      );
      const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM referrals r ${where}`, [
        merchantCode,
        status ?? null,
      ]);
      return { list: rows.map(toReferral), total: total.rows[0]!.n };
    },

    /** Pending referrals of a merchant, oldest first. */
    async pendingIds(merchantCode: string, limit: number): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM referrals WHERE merchant_code = $1 AND status = 'PENDING' ORDER BY registered_at LIMIT $2`,
        [merchantCode, limit],
      );
      return rows.map((r) => r.id);
    },

    /** The referral under a row lock, skipped when another run holds it (it decides it). */
    async lockPending(tx: Queryable, id: string): Promise<ReferralRow | null> {
      const { rows } = await tx.query<RawReferral>(
        `${SELECT_REFERRAL} WHERE r.id = $1 AND r.status = 'PENDING' FOR UPDATE OF r SKIP LOCKED`,
        [id],
      );
      return rows[0] ? toReferral(rows[0]) : null;
    },

    async decide(
      tx: Queryable,
      id: string,
      d: {
        status: ReferralStatus;
        reason: ReferralReason | null;
        rewardMinor: bigint | null;
        grantId: string | null;
      },
    ) {
      await tx.query(
        `UPDATE referrals SET status = $2, reason = $3, reward_minor = $4, grant_id = $5, decided_at = now()
          WHERE id = $1 AND status = 'PENDING'`,
        [id, d.status, d.reason, d.rewardMinor?.toString() ?? null, d.grantId],
      );
    },

    /** What the abuse rules compare, for a referrer and a friend. */
    async abuseFacts(referrerId: string, friendId: string, q: Queryable = db) {
      const ips = await q.query<{ member_id: string; ip: string }>(
        `SELECT id AS member_id, register_ip AS ip FROM members WHERE id = ANY($1::uuid[]) AND register_ip IS NOT NULL
         UNION
         SELECT member_id, ip FROM member_login_history WHERE member_id = ANY($1::uuid[]) AND result = 'SUCCESS'`,
        [[referrerId, friendId]],
      );
      // The device ids the referrer's sessions came from (not their user agents: one phone model and
      // browser version gives thousands of people the same user agent).
      const devices = await q.query<{ device_id: string }>(
        `SELECT DISTINCT device_id FROM member_sessions WHERE member_id = $1 AND device_id IS NOT NULL`,
        [referrerId],
      );
      const accounts = await q.query<{ member_id: string; account_number: string }>(
        `SELECT member_id, account_number FROM member_bank_accounts WHERE member_id = ANY($1::uuid[])`,
        [[referrerId, friendId]],
      );
      const of = <T extends { member_id: string }>(list: T[], id: string) =>
        list.filter((r) => r.member_id === id);
      return {
        referrerIps: of(ips.rows, referrerId).map((r) => r.ip),
        friendIps: of(ips.rows, friendId).map((r) => r.ip),
        referrerDevices: devices.rows.map((r) => r.device_id),
        referrerAccounts: of(accounts.rows, referrerId).map((r) => r.account_number),
        friendAccounts: of(accounts.rows, friendId).map((r) => r.account_number),
      };
    },

    /** The friend's credited deposits and valid bet since sign-up (valid bet by the zone's days). */
    async friendActivity(
      merchantCode: string,
      friendId: string,
      from: Date,
      to: Date,
      fromDay: string,
      toDay: string,
      q: Queryable = db,
    ) {
      const { rows } = await q.query<{ deposits: string; bets: string }>(
        `SELECT
           (SELECT coalesce(sum(amount_minor), 0)::text FROM deposits
             WHERE member_id = $2 AND merchant_code = $1 AND status = 'COMPLETED'
               AND completed_at >= $3 AND completed_at < $4) AS deposits,
           (SELECT coalesce(sum(turnover_minor), 0)::text FROM report_member_game_days
             WHERE merchant_code = $1 AND member_id = $2 AND day >= $5::date AND day <= $6::date) AS bets`,
        [merchantCode, friendId, from, to, fromDay, toDay],
      );
      return { depositMinor: BigInt(rows[0]!.deposits), validBetMinor: BigInt(rows[0]!.bets) };
    },
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
