// Owns tables: member_tags.
// Reads tables: members, member_login_history, member_trusted_ips.
import type { Queryable } from '../../platform/db/database.ts';
import type { MemberRecord } from '../identity/index.ts';

/** What a member list shows: no secrets (password or TOTP) are read for a listing. */
export type MemberListing = Pick<
  MemberRecord,
  | 'id'
  | 'username'
  | 'nickname'
  | 'type'
  | 'status'
  | 'mobileNum'
  | 'email'
  | 'vipLevel'
  | 'createdAt'
  | 'lastLoginAt'
> & { parentUsername: string | null };

interface ListingRow {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: 'ACTIVE' | 'LOCKED';
  mobile_num: string | null;
  email: string | null;
  vip_level: number;
  created_at: Date;
  last_login_at: Date | null;
  parent_username: string | null;
}

/**
 * The members module's reads of the security trail (trusted IPs, login history) and the member
 * directory. Identity owns the member row and writes that trail at login; this module only shows
 * them to the member and to operators (forgetting an IP goes through identity's service).
 */
export function createMembersRepository(db: Queryable) {
  return {
    /** The member's tags, in alphabetical order. */
    async tags(memberId: string, q: Queryable = db): Promise<string[]> {
      const { rows } = await q.query<{ tag: string }>(
        `SELECT tag FROM member_tags WHERE member_id = $1 ORDER BY tag`,
        [memberId],
      );
      return rows.map((r) => r.tag);
    },

    /** Adds a tag; false when the member had it already. */
    async addTag(
      q: Queryable,
      tag: { memberId: string; merchantCode: string; tag: string; createdBy: string },
    ): Promise<boolean> {
      const { rowCount } = await q.query(
        `INSERT INTO member_tags (member_id, merchant_code, tag, created_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id, tag) DO NOTHING`,
        [tag.memberId, tag.merchantCode, tag.tag, tag.createdBy],
      );
      return (rowCount ?? 0) > 0;
    },

    /** Removes a tag; false when the member did not have it. */
    async removeTag(q: Queryable, memberId: string, tag: string): Promise<boolean> {
      const { rowCount } = await q.query(`DELETE FROM member_tags WHERE member_id = $1 AND tag = $2`, [
        memberId,
        tag,
      ]);
      return (rowCount ?? 0) > 0;
    },

    async loginHistory(
      memberId: string,
      limit: number,
    ): Promise<{ at: Date; ip: string; device: string; result: string }[]> {
      const { rows } = await db.query<{ at: Date; ip: string; device: string; result: string }>(
        `SELECT at, ip, device, result FROM member_login_history WHERE member_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
        [memberId, limit],
      );
      return rows;
    },

    async trustedIps(memberId: string): Promise<{ ip: string; firstAt: Date; lastAt: Date }[]> {
      const { rows } = await db.query<{ ip: string; first_at: Date; last_at: Date }>(
        `SELECT ip, first_at, last_at FROM member_trusted_ips WHERE member_id = $1 ORDER BY last_at DESC`,
        [memberId],
      );
      return rows.map((r) => ({ ip: r.ip, firstAt: r.first_at, lastAt: r.last_at }));
    },

    async pageMembers(filter: {
      merchantCode: string;
      search?: string | undefined;
      status?: 'ACTIVE' | 'LOCKED' | undefined;
      pageNo: number;
      pageSize: number;
    }): Promise<{ list: MemberListing[]; total: number }> {
      const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const params: unknown[] = [filter.merchantCode, like, filter.status ?? null];
      const where = `m.merchant_code = $1 AND m.type <> 4
        AND ($2::text IS NULL OR m.username ILIKE $2 OR m.mobile_num ILIKE $2 OR m.email ILIKE $2 OR m.nickname ILIKE $2)
        AND ($3::text IS NULL OR m.status = $3)`;
      const total = Number(
        (await db.query<{ n: string }>(`SELECT count(*) AS n FROM members m WHERE ${where}`, params)).rows[0]
          ?.n ?? 0,
      );
      const { rows } = await db.query<ListingRow>(
        `SELECT m.id, m.username, m.nickname, m.type, m.status, m.mobile_num, m.email, m.vip_level,
                m.created_at, m.last_login_at, p.username AS parent_username
           FROM members m LEFT JOIN members p ON p.id = m.parent_id
          WHERE ${where} ORDER BY m.created_at DESC, m.id LIMIT $4 OFFSET $5`,
        [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
      );
      return {
        list: rows.map((r) => ({
          id: r.id,
          username: r.username,
          nickname: r.nickname,
          type: r.type,
          status: r.status,
          mobileNum: r.mobile_num,
          email: r.email,
          vipLevel: r.vip_level,
          createdAt: r.created_at,
          lastLoginAt: r.last_login_at,
          parentUsername: r.parent_username,
        })),
        total,
      };
    },

    async parentUsername(parentId: string | null): Promise<string | null> {
      if (!parentId) return null;
      const { rows } = await db.query<{ username: string }>(`SELECT username FROM members WHERE id = $1`, [
        parentId,
      ]);
      return rows[0]?.username ?? null;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
