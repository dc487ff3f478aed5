// Owns tables: member_profile_changes.
// Reads tables: members.
import type { ProfileChangeField } from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';

/** The member row as the member's own account page shows it (identity owns and writes it). */
export interface ProfileRecord {
  id: string;
  username: string;
  nickname: string;
  avatarUrl: string | null;
  vipLevel: number;
  payeeName: string | null;
  /** As stored in the profile (registration or the member's own setting); parsed by the service. */
  birthdayRaw: string | null;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  hasPaymentPassword: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface ProfileChangeEntry {
  merchantCode: string;
  memberId: string;
  field: ProfileChangeField;
  summary: string;
  ip: string | null;
}

export interface ProfileChangeRow {
  id: string;
  field: ProfileChangeField;
  summary: string;
  ip: string | null;
  createdAt: Date;
}

/** The member's change record, and the reads of the member row their account page needs. */
export function createMemberProfileRepository(db: Queryable) {
  return {
    async profile(merchantCode: string, memberId: string, q: Queryable = db): Promise<ProfileRecord | null> {
      const { rows } = await q.query<{
        id: string;
        username: string;
        nickname: string;
        avatar_url: string | null;
        vip_level: number;
        payee_name: string | null;
        birthday: string | null;
        email: string | null;
        mobile_num: string | null;
        country_dialing_code: string | null;
        has_payment_password: boolean;
        created_at: Date;
        last_login_at: Date | null;
      }>(
        `SELECT id, username, nickname, avatar_url, vip_level, payee_name, profile->>'birthday' AS birthday,
                email, mobile_num, country_dialing_code, payment_password_hash IS NOT NULL AS has_payment_password,
                created_at, last_login_at
           FROM members WHERE merchant_code = $1 AND id = $2`,
        [merchantCode, memberId],
      );
      const r = rows[0];
      return r
        ? {
            id: r.id,
            username: r.username,
            nickname: r.nickname,
            avatarUrl: r.avatar_url,
            vipLevel: r.vip_level,
            payeeName: r.payee_name,
            birthdayRaw: r.birthday,
            email: r.email,
            mobileNum: r.mobile_num,
            countryDialingCode: r.country_dialing_code,
            hasPaymentPassword: r.has_payment_password,
            createdAt: r.created_at,
            lastLoginAt: r.last_login_at,
          }
        : null;
    },

    /** Written in the transaction of the change it records. */
    async record(tx: Queryable, entry: ProfileChangeEntry): Promise<void> {
      await tx.query(
        `INSERT INTO member_profile_changes (merchant_code, member_id, field, summary, ip)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          entry.merchantCode,
          entry.memberId,
          entry.field,
          entry.summary.slice(0, 300),
          entry.ip?.slice(0, 64) ?? null,
        ],
      );
    },

    /** The member's own changes, newest first. */
    async page(filter: {
      merchantCode: string;
      memberId: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: ProfileChangeRow[]; total: number }> {
      const params = [filter.merchantCode, filter.memberId];
      const where = `merchant_code = $1 AND member_id = $2`;
      const [count, list] = await Promise.all([
        db.query<{ n: string }>(`SELECT count(*) AS n FROM member_profile_changes WHERE ${where}`, params),
        db.query<{
          id: string;
          field: ProfileChangeField;
          summary: string;
          ip: string | null;
          created_at: Date;
        }>(
          `SELECT id, field, summary, ip, created_at FROM member_profile_changes WHERE ${where}
            ORDER BY id DESC LIMIT $3 OFFSET $4`,
          [...params, filter.limit, filter.offset],
        ),
      ]);
      return {
        total: Number(count.rows[0]?.n ?? 0),
        rows: list.rows.map((r) => ({
          id: String(r.id),
          field: r.field,
          summary: r.summary,
          ip: r.ip,
          createdAt: r.created_at,
        })),
      };
    },
  };
}

export type MemberProfileRepository = ReturnType<typeof createMemberProfileRepository>;
