// Owns tables: members, member_sessions, member_login_history, member_trusted_ips, member_guess_counters, register_field_rules.
// Reads tables: none.
import type { TFieldRule } from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';
import type { GuessPurpose, ReservedAttempt } from './domain/guess-lockout.ts';

export interface MemberRecord {
  id: string;
  merchantCode: string;
  username: string;
  passwordHash: string;
  type: number;
  nickname: string;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  parentId: string | null;
  affiliateCode: string | null;
  vipLevel: number;
  avatarUrl: string | null;
  status: 'ACTIVE' | 'LOCKED';
  mustChangePassword: boolean;
  passwordChangedAt: Date;
  totpSecret: string | null;
  totpEnabled: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export interface NewMember {
  id: string;
  merchantCode: string;
  username: string;
  passwordHash: string;
  paymentPasswordHash?: string | null;
  type: number;
  nickname: string;
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  payeeName?: string | null;
  profile?: Record<string, string>;
  parentId?: string | null;
  affiliateCode?: string | null;
  registerIp?: string | null;
  registerUrl?: string | null;
  registerMethod?: string | null;
  /** The first login must choose a new password (an account someone else opened). */
  mustChangePassword?: boolean;
}

interface MemberRow {
  id: string;
  merchant_code: string;
  username: string;
  password_hash: string;
  type: number;
  nickname: string;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  parent_id: string | null;
  affiliate_code: string | null;
  vip_level: number;
  avatar_url: string | null;
  status: 'ACTIVE' | 'LOCKED';
  must_change_password: boolean;
  password_changed_at: Date;
  totp_secret: string | null;
  totp_enabled: boolean;
  last_login_at: Date | null;
  created_at: Date;
}

const toMember = (r: MemberRow): MemberRecord => ({
  id: r.id,
  merchantCode: r.merchant_code,
  username: r.username,
  passwordHash: r.password_hash,
  type: r.type,
  nickname: r.nickname,
  mobileNum: r.mobile_num,
  countryDialingCode: r.country_dialing_code,
  email: r.email,
  payeeName: r.payee_name,
  parentId: r.parent_id,
  affiliateCode: r.affiliate_code,
  vipLevel: r.vip_level,
  avatarUrl: r.avatar_url,
  status: r.status,
  mustChangePassword: r.must_change_password,
  passwordChangedAt: r.password_changed_at,
  totpSecret: r.totp_secret,
  totpEnabled: r.totp_enabled,
  lastLoginAt: r.last_login_at,
  createdAt: r.created_at,
});

const UNIQUE_VIOLATION = '23505';

export function createIdentityRepository(db: Queryable) {
  const one = async (sql: string, params: unknown[], q: Queryable = db) => {
    const row = (await q.query<MemberRow>(sql, params)).rows[0];
    return row ? toMember(row) : undefined;
  };

  return {
    findById: (merchantCode: string, id: string) =>
      one(`SELECT * FROM members WHERE merchant_code = $1 AND id = $2`, [merchantCode, id]),

    findByUsername: (merchantCode: string, username: string) =>
      one(`SELECT * FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`, [
        merchantCode,
        username,
      ]),

    findByMobile: (merchantCode: string, dialingCode: string | null, mobileNum: string) =>
      one(
        `SELECT * FROM members
          WHERE merchant_code = $1 AND mobile_num = $3 AND type <> 4
            AND ($2::text IS NULL OR country_dialing_code = $2)
          ORDER BY created_at LIMIT 1`,
        [merchantCode, dialingCode, mobileNum],
      ),

    findAgentByAffiliateCode: (merchantCode: string, code: string) =>
      one(
        `SELECT * FROM members
          WHERE merchant_code = $1 AND upper(affiliate_code) = upper($2) AND type IN (1, 2, 41, 42)
            AND status = 'ACTIVE'`,
        [merchantCode, code],
      ),

    /** False when the username or mobile is taken (the unique indexes decide, race-free). */
    async insert(tx: Queryable, m: NewMember): Promise<'ok' | 'username' | 'mobile'> {
      try {
        await tx.query(
          `INSERT INTO members (id, merchant_code, username, password_hash, payment_password_hash, type, nickname,
             mobile_num, country_dialing_code, email, payee_name, profile, parent_id, affiliate_code,
             register_ip, register_url, register_method, must_change_password)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)`,
          [
            m.id,
            m.merchantCode,
            m.username,
            m.passwordHash,
            m.paymentPasswordHash ?? null,
            m.type,
            m.nickname,
            m.mobileNum ?? null,
            m.countryDialingCode ?? null,
            m.email ?? null,
            m.payeeName ?? null,
            JSON.stringify(m.profile ?? {}),
            m.parentId ?? null,
            m.affiliateCode ?? null,
            m.registerIp ?? null,
            m.registerUrl ?? null,
            m.registerMethod ?? null,
            m.mustChangePassword ?? false,
          ],
        );
        return 'ok';
      } catch (error) {
        const pgError = error as { code?: string; constraint?: string };
        if (pgError.code !== UNIQUE_VIOLATION) throw error;
        return pgError.constraint === 'members_mobile' ? 'mobile' : 'username';
      }
    },

    async setPassword(
      tx: Queryable,
      memberId: string,
      passwordHash: string,
      mustChange: boolean,
    ): Promise<void> {
      await tx.query(
        `UPDATE members SET password_hash = $2, must_change_password = $3, password_changed_at = now()
          WHERE id = $1`,
        [memberId, passwordHash, mustChange],
      );
    },

    /**
     * A successful login in one round trip, atomically: earlier sessions end, the new one starts,
     * the member's last login and the IP's trust are updated, and the attempt is recorded.
     */
    async recordSuccessfulLogin(l: {
      tokenHash: string;
      memberId: string;
      merchantCode: string;
      username: string;
      expiresAt: Date;
      ip: string;
      userAgent: string;
      deviceId: string | null;
      device: string;
      /** The session may only change the password until it does (member-auth enforces it). */
      mustChangePassword: boolean;
    }): Promise<void> {
      await db.query(
        `WITH revoked AS (
           UPDATE member_sessions SET revoked_at = now() WHERE member_id = $2 AND revoked_at IS NULL
         ), opened AS (
           INSERT INTO member_sessions (token_hash, member_id, merchant_code, expires_at, ip, user_agent,
             must_change_password, device_id)
           VALUES ($1, $2, $3, $5, $6, $7, $9, $10)
         ), seen AS (
           UPDATE members SET last_login_at = now() WHERE id = $2
         ), trusted AS (
           INSERT INTO member_trusted_ips (member_id, ip) VALUES ($2, $6)
           ON CONFLICT (member_id, ip) DO UPDATE SET last_at = now()
         )
         INSERT INTO member_login_history (merchant_code, member_id, username, ip, device, result)
         VALUES ($3, $2, $4, $6, $8, 'SUCCESS')`,
        [
          l.tokenHash,
          l.memberId,
          l.merchantCode,
          l.username.slice(0, 64),
          l.expiresAt,
          l.ip,
          l.userAgent,
          l.device.slice(0, 200),
          l.mustChangePassword,
          l.deviceId,
        ],
      );
    },

    /** The live session's member, with the session's merchant (checked against the request's). */
    async findSession(
      tokenHash: string,
      now: Date,
    ): Promise<{ member: MemberRecord; sessionMerchant: string; mustChangePassword: boolean } | undefined> {
      const row = (
        await db.query<MemberRow & { session_merchant: string; session_must_change: boolean }>(
          `SELECT m.*, s.merchant_code AS session_merchant, s.must_change_password AS session_must_change
             FROM member_sessions s JOIN members m ON m.id = s.member_id
            WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
          [tokenHash, now],
        )
      ).rows[0];
      return (
        row && {
          member: toMember(row),
          sessionMerchant: row.session_merchant,
          mustChangePassword: row.session_must_change,
        }
      );
    },

    /** The session that changed the password may do everything again. */
    async clearSessionPasswordChange(tx: Queryable, tokenHash: string): Promise<void> {
      await tx.query(`UPDATE member_sessions SET must_change_password = false WHERE token_hash = $1`, [
        tokenHash,
      ]);
    },

    /** The member whose live session this was, if it was live. */
    async revokeSession(tokenHash: string): Promise<string | undefined> {
      const { rows } = await db.query<{ member_id: string }>(
        `UPDATE member_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL
         RETURNING member_id`,
        [tokenHash],
      );
      return rows[0]?.member_id;
    },

    /** Every other session of the member ends (password change, operator lock, login rotation). */
    async revokeMemberSessions(tx: Queryable, memberId: string, keepTokenHash?: string): Promise<void> {
      await tx.query(
        `UPDATE member_sessions SET revoked_at = now()
          WHERE member_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
        [memberId, keepTokenHash ?? null],
      );
    },

    async recordLogin(entry: {
      merchantCode: string;
      memberId: string | null;
      username: string;
      ip: string;
      device: string;
      result: string;
    }): Promise<void> {
      await db.query(
        `INSERT INTO member_login_history (merchant_code, member_id, username, ip, device, result)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          entry.merchantCode,
          entry.memberId,
          entry.username.slice(0, 64),
          entry.ip,
          entry.device.slice(0, 200),
          entry.result,
        ],
      );
    },

    /** The next login from that IP asks for the new-IP verification again. */
    async forgetTrustedIp(memberId: string, ip: string): Promise<void> {
      await db.query(`DELETE FROM member_trusted_ips WHERE member_id = $1 AND ip = $2`, [memberId, ip]);
    },

    async isTrustedIp(memberId: string, ip: string): Promise<boolean> {
      const { rowCount } = await db.query(
        `SELECT 1 FROM member_trusted_ips WHERE member_id = $1 AND ip = $2`,
        [memberId, ip],
      );
      return (rowCount ?? 0) > 0;
    },

    async setTotp(memberId: string, secret: string | null): Promise<void> {
      await db.query(
        `UPDATE members SET totp_secret = $2::text, totp_enabled = ($2::text IS NOT NULL) WHERE id = $1`,
        [memberId, secret],
      );
    },

    /** TOTP seeds not yet sealed under the current key (`prefix`), for the boot-time pass. */
    async totpSecretsPending(prefix: string, afterId: string | null, limit: number) {
      const { rows } = await db.query<{ id: string; stored: string }>(
        `SELECT id::text AS id, totp_secret AS stored FROM members
          WHERE totp_secret <> '' AND NOT starts_with(totp_secret, $1) AND ($2::uuid IS NULL OR id > $2::uuid)
          ORDER BY id LIMIT $3`,
        [prefix, afterId, limit],
      );
      return rows;
    },

    /** Replaces a seed only if it is still the one read (several nodes may start at once). */
    async replaceTotpSecret(memberId: string, stored: string, next: string): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE members SET totp_secret = $3 WHERE id = $1 AND totp_secret = $2`,
        [memberId, stored, next],
      );
      return (rowCount ?? 0) > 0;
    },

    /** The member row by id alone, for checks that name only the member (the cashier's PIN). */
    findByIdAnyMerchant: (id: string) => one(`SELECT * FROM members WHERE id = $1`, [id]),

    async paymentPasswordHash(memberId: string): Promise<string | null> {
      const r = await db.query<{ h: string | null }>(
        `SELECT payment_password_hash AS h FROM members WHERE id = $1`,
        [memberId],
      );
      return r.rows[0]?.h ?? null;
    },

    async setPaymentPasswordHash(memberId: string, hash: string): Promise<void> {
      await db.query(`UPDATE members SET payment_password_hash = $2 WHERE id = $1`, [memberId, hash]);
    },

    /**
     * Reserves one attempt in a single statement, so parallel guesses on any node each get their
     * own count: counted while unlocked, frozen while locked, restarted at 1 once a lock has ended.
     */
    async reserveGuess(memberId: string, purpose: GuessPurpose, now: Date): Promise<ReservedAttempt> {
      const { rows } = await db.query<{ failures: number; locked_until: Date | null }>(
        `INSERT INTO member_guess_counters AS c (member_id, purpose, failures) VALUES ($1, $2, 1)
         ON CONFLICT (member_id, purpose) DO UPDATE SET
           failures = CASE WHEN c.locked_until IS NULL THEN c.failures + 1
                           WHEN c.locked_until <= $3 THEN 1
                           ELSE c.failures END,
           locked_until = CASE WHEN c.locked_until <= $3 THEN NULL ELSE c.locked_until END
         RETURNING failures, locked_until`,
        [memberId, purpose, now],
      );
      const row = rows[0]!;
      return { failures: row.failures, lockedUntil: row.locked_until };
    },

    /** Gives back a reservation whose check could not run (e.g. the hashing line was full). */
    async releaseGuess(memberId: string, purpose: GuessPurpose): Promise<void> {
      await db.query(
        `UPDATE member_guess_counters SET failures = GREATEST(failures - 1, 0)
          WHERE member_id = $1 AND purpose = $2 AND locked_until IS NULL`,
        [memberId, purpose],
      );
    },

    /**
     * Starts the lock unless one runs already or a success reset the count meanwhile; true when this
     * call started it (so the member is told once).
     */
    async startGuessLock(
      memberId: string,
      purpose: GuessPurpose,
      minFailures: number,
      lockedUntil: Date,
    ): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE member_guess_counters SET locked_until = $3
          WHERE member_id = $1 AND purpose = $2 AND locked_until IS NULL AND failures >= $4`,
        [memberId, purpose, lockedUntil, minFailures],
      );
      return (rowCount ?? 0) > 0;
    },

    async clearGuesses(memberId: string, purpose: GuessPurpose): Promise<void> {
      await db.query(
        `UPDATE member_guess_counters SET failures = 0, locked_until = NULL WHERE member_id = $1 AND purpose = $2`,
        [memberId, purpose],
      );
    },

    /** The end of a running lock, if any (read only: a login checks it before issuing a ticket). */
    async guessLockedUntil(memberId: string, purpose: GuessPurpose, now: Date): Promise<Date | null> {
      const { rows } = await db.query<{ locked_until: Date }>(
        `SELECT locked_until FROM member_guess_counters
          WHERE member_id = $1 AND purpose = $2 AND locked_until > $3`,
        [memberId, purpose, now],
      );
      return rows[0]?.locked_until ?? null;
    },

    /** The member's own profile columns (member-account port): only the fields given change. */
    async setOwnProfile(
      tx: Queryable,
      memberId: string,
      change: { nickname?: string | undefined; avatarUrl?: string | undefined },
    ): Promise<void> {
      await tx.query(
        `UPDATE members SET nickname = COALESCE($2::text, nickname), avatar_url = COALESCE($3::text, avatar_url)
          WHERE id = $1`,
        [memberId, change.nickname ?? null, change.avatarUrl ?? null],
      );
    },

    /** Sets the birthday only while none is stored (set once, race-free); false when one already was. */
    async setBirthdayOnce(tx: Queryable, memberId: string, birthday: string): Promise<boolean> {
      const { rowCount } = await tx.query(
        `UPDATE members SET profile = jsonb_set(profile, '{birthday}', to_jsonb($2::text))
          WHERE id = $1 AND coalesce(profile->>'birthday', '') = ''`,
        [memberId, birthday],
      );
      return (rowCount ?? 0) > 0;
    },

    /** An operator's correction: the birthday replaced whatever was stored. */
    async setBirthday(tx: Queryable, memberId: string, birthday: string): Promise<void> {
      await tx.query(
        `UPDATE members SET profile = jsonb_set(profile, '{birthday}', to_jsonb($2::text)) WHERE id = $1`,
        [memberId, birthday],
      );
    },

    /** The member's VIP level as the VIP module computed it (shown in the header and account page). */
    async setVipLevel(tx: Queryable, merchantCode: string, memberId: string, level: number): Promise<void> {
      await tx.query(`UPDATE members SET vip_level = $3 WHERE id = $1 AND merchant_code = $2`, [
        memberId,
        merchantCode,
        level,
      ]);
    },

    async setPayeeName(tx: Queryable, memberId: string, payeeName: string): Promise<void> {
      await tx.query(`UPDATE members SET payee_name = $2 WHERE id = $1`, [memberId, payeeName]);
    },

    /**
     * Whether another real member of the merchant uses this e-mail. Inside a transaction the caller
     * holds the address's advisory lock first (`lockEmail`), so two members cannot both take it.
     */
    async emailUsedByOther(
      merchantCode: string,
      memberId: string,
      email: string,
      q: Queryable = db,
    ): Promise<boolean> {
      const { rowCount } = await q.query(
        `SELECT 1 FROM members WHERE merchant_code = $1 AND lower(email) = lower($3) AND id <> $2 AND type <> 4`,
        [merchantCode, memberId, email],
      );
      return (rowCount ?? 0) > 0;
    },

    async lockEmail(tx: Queryable, merchantCode: string, email: string): Promise<void> {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-email:' || $1 || ':' || lower($2)))`, [
        merchantCode,
        email,
      ]);
    },

    async setEmail(tx: Queryable, memberId: string, email: string): Promise<void> {
      await tx.query(`UPDATE members SET email = $2 WHERE id = $1`, [memberId, email]);
    },

    /** False when another member holds the number (the unique index decides, race-free). */
    async setMobile(
      tx: Queryable,
      memberId: string,
      national: string,
      dialingCode: string,
    ): Promise<boolean> {
      try {
        await tx.query(`UPDATE members SET mobile_num = $2, country_dialing_code = $3 WHERE id = $1`, [
          memberId,
          national,
          dialingCode,
        ]);
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
        throw error;
      }
    },

    async setStatus(tx: Queryable, memberId: string, status: 'ACTIVE' | 'LOCKED'): Promise<void> {
      await tx.query(`UPDATE members SET status = $2 WHERE id = $1`, [memberId, status]);
    },

    async ruleOverrides(merchantCode: string): Promise<Record<string, TFieldRule>> {
      const { rows } = await db.query<{ field: string; rule: TFieldRule }>(
        `SELECT field, rule FROM register_field_rules WHERE merchant_code = $1`,
        [merchantCode],
      );
      return Object.fromEntries(rows.map((r) => [r.field, r.rule]));
    },

    async saveRule(tx: Queryable, merchantCode: string, field: string, rule: TFieldRule): Promise<void> {
      await tx.query(
        `INSERT INTO register_field_rules (merchant_code, field, rule) VALUES ($1, $2, $3)
         ON CONFLICT (merchant_code, field) DO UPDATE SET rule = EXCLUDED.rule`,
        [merchantCode, field, JSON.stringify(rule)],
      );
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
