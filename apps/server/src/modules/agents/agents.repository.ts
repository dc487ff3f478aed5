// Owns tables: agent_tree, agent_profiles, agent_links, agent_link_signups.
// Reads tables: members, ledger_accounts.
import { AGENT_MEMBER_TYPES, type TAgentTerms } from '@platform/contracts';
import type { Database, Queryable } from '../../platform/db/database.ts';

/**
 * The agent tree (a closure table, ADR 0021), the agents' terms and their invitation links. Every
 * team read goes through agent_tree: "below this agent" is one indexed range, never a walk.
 */

const AGENT_TYPES = `(${AGENT_MEMBER_TYPES.join(', ')})`;

/** `%` and `_` typed in a search box are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface TeamMemberRow {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: 'ACTIVE' | 'LOCKED';
  depth: number;
  parentUsername: string;
  balanceMinor: bigint;
  createdAt: Date;
  lastLoginAt: Date | null;
  directCount: number;
  teamCount: number;
}

export interface TreeNodeRow {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: 'ACTIVE' | 'LOCKED';
  level: number;
  directCount: number;
  teamCount: number;
  agentCount: number;
  createdAt: Date;
}

export interface LinkRow {
  id: string;
  agentId: string;
  code: string;
  memberType: number;
  terms: TAgentTerms | null;
  note: string;
  status: 'ACTIVE' | 'DISABLED';
  registrations: number;
  createdAt: Date;
  disabledAt: Date | null;
}

interface TeamMemberSql {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: 'ACTIVE' | 'LOCKED';
  depth: number;
  parent_username: string;
  balance_minor: string;
  created_at: Date;
  last_login_at: Date | null;
  direct_count: string;
  team_count: string;
}

const toTeamMember = (r: TeamMemberSql): TeamMemberRow => ({
  id: r.id,
  username: r.username,
  nickname: r.nickname,
  type: r.type,
  status: r.status,
  depth: r.depth,
  parentUsername: r.parent_username,
  balanceMinor: BigInt(r.balance_minor),
  createdAt: r.created_at,
  lastLoginAt: r.last_login_at,
  directCount: Number(r.direct_count),
  teamCount: Number(r.team_count),
});

/** A member's figures beside its row: balance, direct downlines and whole team (for a page of rows). */
const MEMBER_FIGURES = `
  COALESCE((SELECT sum(a.balance_minor) FROM ledger_accounts a
             WHERE a.member_id = m.id AND a.kind IN ('CASH', 'BONUS') AND a.currency = $3), 0) AS balance_minor,
  (SELECT count(*) FROM agent_tree c WHERE c.ancestor_id = m.id AND c.depth = 1) AS direct_count,
  (SELECT count(*) FROM agent_tree c WHERE c.ancestor_id = m.id AND c.depth >= 1) AS team_count`;

interface TreeNodeSql {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: 'ACTIVE' | 'LOCKED';
  level: number;
  direct_count: string;
  team_count: string;
  agent_count: string;
  created_at: Date;
}

const toTreeNode = (r: TreeNodeSql): TreeNodeRow => ({
  id: r.id,
  username: r.username,
  nickname: r.nickname,
  type: r.type,
  status: r.status,
  level: r.level,
  directCount: Number(r.direct_count),
  teamCount: Number(r.team_count),
  agentCount: Number(r.agent_count),
  createdAt: r.created_at,
});

/** A node's level (its ancestors) and team counts, for `n` rows of members. */
const NODE_FIGURES = `
  (SELECT count(*) - 1 FROM agent_tree u WHERE u.descendant_id = n.id)::int AS level,
  k.direct_count, k.team_count, k.agent_count`;
const NODE_COUNTS = `
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE c.depth = 1) AS direct_count, count(*) AS team_count,
           count(*) FILTER (WHERE cm.type IN ${AGENT_TYPES}) AS agent_count
      FROM agent_tree c JOIN members cm ON cm.id = c.descendant_id
     WHERE c.ancestor_id = n.id AND c.depth >= 1
  ) k ON true`;

interface LinkSql {
  id: string;
  agent_id: string;
  code: string;
  member_type: number;
  terms: TAgentTerms | null;
  note: string;
  status: 'ACTIVE' | 'DISABLED';
  registrations: string;
  created_at: Date;
  disabled_at: Date | null;
}

const toLink = (r: LinkSql): LinkRow => ({
  id: r.id,
  agentId: r.agent_id,
  code: r.code,
  memberType: r.member_type,
  terms: r.terms,
  note: r.note,
  status: r.status,
  registrations: Number(r.registrations),
  createdAt: r.created_at,
  disabledAt: r.disabled_at,
});

const LINK_COLUMNS = `l.id, l.agent_id, l.code, l.member_type, l.terms, l.note, l.status, l.created_at, l.disabled_at,
  (SELECT count(*) FROM agent_link_signups s WHERE s.link_id = l.id) AS registrations`;

export function createAgentsRepository(db: Database) {
  return {
    // ---- the tree ----

    /**
     * A new member's closure rows, in the transaction that inserted it: itself at depth 0 and each
     * of its parent's ancestors one step further (domain/tree.ts closureRowsFor). Returns how many
     * rows came from the parent's chain (0 means the parent is not in the tree).
     */
    async attach(tx: Queryable, m: { id: string; merchantCode: string; parentId: string | null }) {
      const r = await tx.query<{ inherited: string }>(
        `WITH rows AS (
           INSERT INTO agent_tree (merchant_code, ancestor_id, descendant_id, depth)
           SELECT $1::text, $2::uuid, $2::uuid, 0
           UNION ALL
           SELECT $1::text, p.ancestor_id, $2::uuid, p.depth + 1 FROM agent_tree p
            WHERE p.descendant_id = $3::uuid AND p.merchant_code = $1::text
           RETURNING depth
         )
         SELECT count(*) FILTER (WHERE depth > 0) AS inherited FROM rows`,
        [m.merchantCode, m.id, m.parentId],
      );
      return Number(r.rows[0]?.inherited ?? 0);
    },

    /** The closure of a merchant's tree, for checks against the parent links. */
    async closureOf(merchantCode: string) {
      const r = await db.query<{ ancestor_id: string; descendant_id: string; depth: number }>(
        `SELECT ancestor_id, descendant_id, depth FROM agent_tree WHERE merchant_code = $1`,
        [merchantCode],
      );
      return r.rows.map((row) => ({
        ancestor: row.ancestor_id,
        descendant: row.descendant_id,
        depth: row.depth,
      }));
    },

    /** The parent link of each member of a merchant that the tree holds (trial accounts excluded). */
    async parentsOf(merchantCode: string) {
      const r = await db.query<{ id: string; parent_id: string | null }>(
        `SELECT id, parent_id FROM members WHERE merchant_code = $1 AND type <> 4`,
        [merchantCode],
      );
      return new Map(r.rows.map((row) => [row.id, row.parent_id]));
    },

    /** The depth of `memberId` below `agentId` (1 = direct), or null when it is not in the agent's team. */
    async teamDepth(merchantCode: string, agentId: string, memberId: string): Promise<number | null> {
      const r = await db.query<{ depth: number }>(
        `SELECT depth FROM agent_tree
          WHERE ancestor_id = $2 AND descendant_id = $3 AND merchant_code = $1 AND depth >= 1`,
        [merchantCode, agentId, memberId],
      );
      return r.rows[0]?.depth ?? null;
    },

    /** A team member by exact account (any case), or null when no member of the team has it. */
    async teamMemberByAccount(merchantCode: string, agentId: string, account: string) {
      const r = await db.query<{ id: string; depth: number }>(
        `SELECT m.id, t.depth FROM members m
           JOIN agent_tree t ON t.descendant_id = m.id AND t.ancestor_id = $2 AND t.depth >= 1
          WHERE m.merchant_code = $1 AND lower(m.username) = lower($3)`,
        [merchantCode, agentId, account],
      );
      return r.rows[0] ?? null;
    },

    /** Direct or all downlines of an agent, filtered, newest first, with the whole filter's count. */
    async downlines(filter: {
      merchantCode: string;
      agentId: string;
      currency: string;
      minDepth: number;
      maxDepth: number;
      account: string | null;
      status: 'ACTIVE' | 'LOCKED' | null;
      agents: boolean | null;
      limit: number;
      offset: number;
    }): Promise<{ rows: TeamMemberRow[]; total: number }> {
      const r = await db.query<TeamMemberSql & { total: string; found: boolean }>(
        `WITH listed AS (
           SELECT m.id, m.username, m.nickname, m.type, m.status, t.depth, m.parent_id, m.created_at, m.last_login_at
             FROM agent_tree t JOIN members m ON m.id = t.descendant_id
            WHERE t.ancestor_id = $2 AND t.merchant_code = $1 AND t.depth BETWEEN $4 AND $5
              AND ($6::text IS NULL OR m.username ILIKE $6)
              AND ($7::text IS NULL OR m.status = $7)
              AND ($8::boolean IS NULL OR (m.type IN ${AGENT_TYPES}) = $8)
         ), page AS (
           SELECT * FROM listed ORDER BY created_at DESC, id LIMIT $9 OFFSET $10
         )
         SELECT (SELECT count(*) FROM listed) AS total, m.id IS NOT NULL AS found,
                m.id, m.username, m.nickname, m.type, m.status, m.depth, p.username AS parent_username,
                m.created_at, m.last_login_at, ${MEMBER_FIGURES}
           FROM (SELECT 1) one
           LEFT JOIN page m ON true
           LEFT JOIN members p ON p.id = m.parent_id
          ORDER BY m.created_at DESC, m.id`,
        [
          filter.merchantCode,
          filter.agentId,
          filter.currency,
          filter.minDepth,
          filter.maxDepth,
          filter.account ? likePattern(filter.account) : null,
          filter.status,
          filter.agents,
          filter.limit,
          filter.offset,
        ],
      );
      return {
        total: Number(r.rows[0]?.total ?? 0),
        rows: r.rows.filter((row) => row.found).map(toTeamMember),
      };
    },

    /** One member of the agent's team with its figures, or null. */
    async downline(merchantCode: string, agentId: string, memberId: string, currency: string) {
      const r = await db.query<TeamMemberSql>(
        `SELECT m.id, m.username, m.nickname, m.type, m.status, t.depth, p.username AS parent_username,
                m.created_at, m.last_login_at, ${MEMBER_FIGURES}
           FROM agent_tree t JOIN members m ON m.id = t.descendant_id
           JOIN members p ON p.id = m.parent_id
          WHERE t.ancestor_id = $2 AND t.descendant_id = $4 AND t.merchant_code = $1 AND t.depth >= 1`,
        [merchantCode, agentId, currency, memberId],
      );
      return r.rows[0] ? toTeamMember(r.rows[0]) : null;
    },

    /**
     * Accounts from `topId` down to the member's direct upline: the member's ancestors at most
     * `depth` steps up, farthest first (`depth` is the member's depth below `topId`).
     */
    async uplineChain(memberId: string, depth: number) {
      const r = await db.query<{ id: string; username: string }>(
        `SELECT m.id, m.username FROM agent_tree u JOIN members m ON m.id = u.ancestor_id
          WHERE u.descendant_id = $1 AND u.depth BETWEEN 1 AND $2
          ORDER BY u.depth DESC`,
        [memberId, depth],
      );
      return r.rows;
    },

    /** Team sizes now: direct downlines, the whole team, and the agents in it. */
    async teamSize(merchantCode: string, agentId: string) {
      const r = await db.query<{ direct: string; all: string; agents: string }>(
        `SELECT count(*) FILTER (WHERE t.depth = 1) AS direct, count(*) AS all,
                count(*) FILTER (WHERE m.type IN ${AGENT_TYPES}) AS agents
           FROM agent_tree t JOIN members m ON m.id = t.descendant_id
          WHERE t.ancestor_id = $2 AND t.merchant_code = $1 AND t.depth >= 1`,
        [merchantCode, agentId],
      );
      const row = r.rows[0];
      return {
        direct: Number(row?.direct ?? 0),
        all: Number(row?.all ?? 0),
        agents: Number(row?.agents ?? 0),
      };
    },

    // ---- back office ----

    /** Roots of a merchant's tree that are agents, or the children of `parentId`, with their counts. */
    async treeChildren(filter: {
      merchantCode: string;
      parentId: string | null;
      account: string | null;
      /**
       * Any depth of the tree (agents, and members in an agent's team; never trial users) instead
       * of the roots; only with an account.
       */
      anywhere?: boolean;
      limit: number;
      offset: number;
    }): Promise<{ rows: TreeNodeRow[]; total: number }> {
      const r = await db.query<TreeNodeSql & { total: string; found: boolean }>(
        `WITH listed AS (
           SELECT m.id, m.username, m.nickname, m.type, m.status, m.created_at
             FROM members m
            WHERE m.merchant_code = $1
              AND ($2::uuid IS NULL AND $6::boolean AND m.type <> 4
                   AND (m.parent_id IS NOT NULL OR m.type IN ${AGENT_TYPES})
                   OR $2::uuid IS NULL AND NOT $6::boolean AND m.parent_id IS NULL AND m.type IN ${AGENT_TYPES}
                   OR m.parent_id = $2::uuid)
              AND ($3::text IS NULL OR m.username ILIKE $3)
         ), page AS (
           SELECT * FROM listed
            ORDER BY (type IN ${AGENT_TYPES}) DESC, lower(username), id LIMIT $4 OFFSET $5
         )
         SELECT (SELECT count(*) FROM listed) AS total, n.id IS NOT NULL AS found,
                n.id, n.username, n.nickname, n.type, n.status, n.created_at, ${NODE_FIGURES}
           FROM (SELECT 1) one
           LEFT JOIN page n ON true
           ${NODE_COUNTS}
          ORDER BY (n.type IN ${AGENT_TYPES}) DESC, lower(n.username), n.id`,
        [
          filter.merchantCode,
          filter.parentId,
          filter.account ? likePattern(filter.account) : null,
          filter.limit,
          filter.offset,
          Boolean(filter.anywhere && filter.account),
        ],
      );
      return {
        total: Number(r.rows[0]?.total ?? 0),
        rows: r.rows.filter((row) => row.found).map(toTreeNode),
      };
    },

    /** One node of a merchant's tree (trial accounts are not in it), or null. */
    async treeNode(
      merchantCode: string,
      id: string,
    ): Promise<(TreeNodeRow & { affiliateCode: string | null }) | null> {
      const r = await db.query<TreeNodeSql & { affiliate_code: string | null }>(
        `SELECT n.id, n.username, n.nickname, n.type, n.status, n.created_at, n.affiliate_code, ${NODE_FIGURES}
           FROM members n
           ${NODE_COUNTS}
          WHERE n.merchant_code = $1 AND n.id = $2 AND n.type <> 4`,
        [merchantCode, id],
      );
      const row = r.rows[0];
      return row ? { ...toTreeNode(row), affiliateCode: row.affiliate_code } : null;
    },

    /** Members and agents at each depth below a node. */
    async levels(id: string) {
      const r = await db.query<{ depth: number; members: string; agents: string }>(
        `SELECT t.depth, count(*) AS members, count(*) FILTER (WHERE m.type IN ${AGENT_TYPES}) AS agents
           FROM agent_tree t JOIN members m ON m.id = t.descendant_id
          WHERE t.ancestor_id = $1 AND t.depth >= 1
          GROUP BY t.depth ORDER BY t.depth`,
        [id],
      );
      return r.rows.map((row) => ({
        depth: row.depth,
        members: Number(row.members),
        agents: Number(row.agents),
      }));
    },

    // ---- terms ----

    async terms(memberId: string, q: Queryable = db): Promise<TAgentTerms | null> {
      const r = await q.query<{ terms: TAgentTerms }>(
        `SELECT terms FROM agent_profiles WHERE member_id = $1`,
        [memberId],
      );
      return r.rows[0]?.terms ?? null;
    },

    async setTerms(
      tx: Queryable,
      p: {
        memberId: string;
        merchantCode: string;
        terms: TAgentTerms;
        source: 'LINK' | 'OPEN_ACCOUNT' | 'OPERATOR' | 'SEED';
        sourceLinkId?: string | null;
      },
    ) {
      await tx.query(
        `INSERT INTO agent_profiles (member_id, merchant_code, terms, source, source_link_id)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (member_id) DO UPDATE
           SET terms = EXCLUDED.terms, source = EXCLUDED.source, source_link_id = EXCLUDED.source_link_id,
               updated_at = now()`,
        [p.memberId, p.merchantCode, JSON.stringify(p.terms), p.source, p.sourceLinkId ?? null],
      );
    },

    /** One kind of an agent's terms, as a signed contract sets them (the rest stays). */
    async setTermsOfKind(
      tx: Queryable,
      p: { memberId: string; merchantCode: string; kind: keyof TAgentTerms; tiers: unknown[] | null },
    ) {
      const empty = { dividend: null, dailySalary: null, hourlySalary: null, realtimeSalary: null };
      await tx.query(
        `INSERT INTO agent_profiles (member_id, merchant_code, terms, source)
         VALUES ($1, $2, jsonb_set($3::jsonb, ARRAY[$4::text], $5::jsonb), 'OPERATOR')
         ON CONFLICT (member_id) DO UPDATE
           SET terms = jsonb_set(agent_profiles.terms, ARRAY[$4::text], $5::jsonb), updated_at = now()`,
        [
          p.memberId,
          p.merchantCode,
          JSON.stringify(empty),
          p.kind,
          JSON.stringify(p.tiers ? { tiers: p.tiers } : null),
        ],
      );
    },

    /** Freezes an agent that left a contract unpaid (spec §4); null when it was frozen already. */
    async freeze(tx: Queryable, memberId: string, merchantCode: string, reason: string, at: Date) {
      await tx.query(
        `INSERT INTO agent_profiles (member_id, merchant_code, terms, source, frozen_at, frozen_reason)
         VALUES ($1, $2, '{"dividend":null,"dailySalary":null,"hourlySalary":null,"realtimeSalary":null}', 'OPERATOR', $4, $3)
         ON CONFLICT (member_id) DO UPDATE
           SET frozen_at = COALESCE(agent_profiles.frozen_at, EXCLUDED.frozen_at),
               frozen_reason = COALESCE(agent_profiles.frozen_reason, EXCLUDED.frozen_reason)`,
        [memberId, merchantCode, reason, at],
      );
    },

    async frozen(memberId: string): Promise<{ at: Date; reason: string } | null> {
      const r = await db.query<{ frozen_at: Date | null; frozen_reason: string | null }>(
        `SELECT frozen_at, frozen_reason FROM agent_profiles WHERE member_id = $1`,
        [memberId],
      );
      const row = r.rows[0];
      return row?.frozen_at ? { at: row.frozen_at, reason: row.frozen_reason ?? '' } : null;
    },

    /** Lifts a freeze; false when the agent was not frozen. */
    async unfreeze(tx: Queryable, memberId: string): Promise<boolean> {
      const r = await tx.query(
        `UPDATE agent_profiles SET frozen_at = NULL, frozen_reason = NULL WHERE member_id = $1 AND frozen_at IS NOT NULL`,
        [memberId],
      );
      return (r.rowCount ?? 0) > 0;
    },

    async frozenAt(memberId: string): Promise<Date | null> {
      const r = await db.query<{ frozen_at: Date | null }>(
        `SELECT frozen_at FROM agent_profiles WHERE member_id = $1`,
        [memberId],
      );
      return r.rows[0]?.frozen_at ?? null;
    },

    async memberType(merchantCode: string, memberId: string): Promise<number | null> {
      const r = await db.query<{ type: number }>(
        `SELECT type FROM members WHERE id = $1 AND merchant_code = $2`,
        [memberId, merchantCode],
      );
      return r.rows[0]?.type ?? null;
    },

    // ---- invitation links ----

    /**
     * A new link, 'LIMIT' when the agent already has `maxActive` active ones, or null when its code
     * is taken (by another link or an agent's own affiliate code of the merchant): the caller draws
     * another. One agent's creates are serialised by an advisory lock, so two racing cannot both
     * pass the cap.
     */
    async insertLink(
      l: {
        id: string;
        merchantCode: string;
        agentId: string;
        code: string;
        memberType: number;
        terms: TAgentTerms | null;
        note: string;
      },
      maxActive: number,
    ): Promise<LinkRow | 'LIMIT' | null> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`agent-links:${l.agentId}`]);
        const active = await tx.query<{ n: string }>(
          `SELECT count(*) AS n FROM agent_links WHERE agent_id = $1 AND status = 'ACTIVE'`,
          [l.agentId],
        );
        if (Number(active.rows[0]?.n ?? 0) >= maxActive) return 'LIMIT';
        const r = await tx.query<LinkSql>(
          `WITH l AS (
             INSERT INTO agent_links (id, merchant_code, agent_id, code, member_type, terms, note)
             SELECT $1::uuid, $2::text, $3::uuid, $4::text, $5::smallint, $6::jsonb, $7::text
              WHERE NOT EXISTS (SELECT 1 FROM members m
                                 WHERE m.merchant_code = $2::text AND upper(m.affiliate_code) = upper($4::text))
             ON CONFLICT DO NOTHING
             RETURNING *
           )
           SELECT l.*, 0 AS registrations FROM l`,
          [
            l.id,
            l.merchantCode,
            l.agentId,
            l.code,
            l.memberType,
            l.terms ? JSON.stringify(l.terms) : null,
            l.note,
          ],
        );
        return r.rows[0] ? toLink(r.rows[0]) : null;
      });
    },

    async links(filter: {
      agentId: string;
      status: 'ACTIVE' | 'DISABLED' | null;
      memberType: number | null;
      limit: number;
      offset: number;
    }): Promise<{ rows: LinkRow[]; total: number }> {
      const where = `l.agent_id = $1 AND ($2::text IS NULL OR l.status = $2) AND ($3::int IS NULL OR l.member_type = $3)`;
      const [rows, count] = await Promise.all([
        db.query<LinkSql>(
          `SELECT ${LINK_COLUMNS} FROM agent_links l WHERE ${where}
            ORDER BY l.created_at DESC, l.id LIMIT $4 OFFSET $5`,
          [filter.agentId, filter.status, filter.memberType, filter.limit, filter.offset],
        ),
        db.query<{ n: string }>(`SELECT count(*) AS n FROM agent_links l WHERE ${where}`, [
          filter.agentId,
          filter.status,
          filter.memberType,
        ]),
      ]);
      return { rows: rows.rows.map(toLink), total: Number(count.rows[0]?.n ?? 0) };
    },

    /** Disables one of the agent's links (again: no change); null when the agent has no such link. */
    async disableLink(agentId: string, linkId: string): Promise<LinkRow | null> {
      const r = await db.query<LinkSql>(
        `WITH l AS (
           UPDATE agent_links SET status = 'DISABLED', disabled_at = COALESCE(disabled_at, now())
            WHERE id = $2 AND agent_id = $1
           RETURNING *
         )
         SELECT ${LINK_COLUMNS} FROM l`,
        [agentId, linkId],
      );
      return r.rows[0] ? toLink(r.rows[0]) : null;
    },

    /** A link by its code, with its agent's account and standing. */
    async linkByCode(merchantCode: string, code: string) {
      const r = await db.query<{
        id: string;
        agent_id: string;
        member_type: number;
        status: 'ACTIVE' | 'DISABLED';
        agent_username: string;
        agent_type: number;
        agent_status: 'ACTIVE' | 'LOCKED';
      }>(
        `SELECT l.id, l.agent_id, l.member_type, l.status,
                a.username AS agent_username, a.type AS agent_type, a.status AS agent_status
           FROM agent_links l JOIN members a ON a.id = l.agent_id
          WHERE l.merchant_code = $1 AND upper(l.code) = upper($2)`,
        [merchantCode, code],
      );
      return r.rows[0] ?? null;
    },

    /** The link's state and terms, locked against a concurrent disable until the sign-up commits. */
    async lockLink(tx: Queryable, linkId: string) {
      const r = await tx.query<{
        status: 'ACTIVE' | 'DISABLED';
        terms: TAgentTerms | null;
        merchant_code: string;
      }>(`SELECT status, terms, merchant_code FROM agent_links WHERE id = $1 FOR SHARE`, [linkId]);
      return r.rows[0] ?? null;
    },

    async recordSignup(tx: Queryable, linkId: string, memberId: string) {
      await tx.query(`INSERT INTO agent_link_signups (member_id, link_id) VALUES ($1, $2)`, [
        memberId,
        linkId,
      ]);
    },

    /** Active and disabled links of an agent and the sign-ups through them (back office). */
    async linkSummary(agentId: string) {
      const r = await db.query<{ active: string; disabled: string; registrations: string }>(
        `SELECT count(*) FILTER (WHERE l.status = 'ACTIVE') AS active,
                count(*) FILTER (WHERE l.status = 'DISABLED') AS disabled,
                (SELECT count(*) FROM agent_link_signups s JOIN agent_links sl ON sl.id = s.link_id
                  WHERE sl.agent_id = $1) AS registrations
           FROM agent_links l WHERE l.agent_id = $1`,
        [agentId],
      );
      const row = r.rows[0];
      return {
        active: Number(row?.active ?? 0),
        disabled: Number(row?.disabled ?? 0),
        registrations: Number(row?.registrations ?? 0),
      };
    },

    /** A member of a merchant by account, any case (the demo seed names its agents). */
    async memberByUsername(merchantCode: string, username: string) {
      const r = await db.query<{ id: string; type: number; parent_id: string | null }>(
        `SELECT id, type, parent_id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`,
        [merchantCode, username],
      );
      return r.rows[0] ?? null;
    },

    /** An agent's own account facts for its profile: its upline's account. */
    async uplineAccount(memberId: string) {
      const r = await db.query<{ username: string }>(
        `SELECT p.username FROM members m JOIN members p ON p.id = m.parent_id WHERE m.id = $1`,
        [memberId],
      );
      return r.rows[0]?.username ?? null;
    },
  };
}

export type AgentsRepository = ReturnType<typeof createAgentsRepository>;
