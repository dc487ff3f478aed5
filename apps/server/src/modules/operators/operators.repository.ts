// Owns tables: operators, operator_sessions, audit_log.
import type { OperatorRole, TAuditEntry } from '@platform/contracts';
import type { Database, Queryable } from '../../platform/db/database.ts';

export interface OperatorRecord {
  id: string;
  username: string;
  passwordHash: string;
  role: OperatorRole;
  merchantCodes: string[];
  /** Serves every merchant, and the resources no merchant owns (vendors, the catalogue, the ledger). */
  allMerchants: boolean;
  status: 'ACTIVE' | 'DISABLED';
  /** A one-time password: nothing but changing it is allowed until it is changed. */
  mustChangePassword: boolean;
  /** The sealed authenticator seed; null when none is enrolled. */
  totpSecret: string | null;
}

interface OperatorRow {
  id: string;
  username: string;
  password_hash: string;
  role: OperatorRole;
  merchant_codes: string[];
  all_merchants: boolean;
  status: 'ACTIVE' | 'DISABLED';
  must_change_password: boolean;
  totp_secret: string | null;
}

const toOperator = (r: OperatorRow): OperatorRecord => ({
  id: r.id,
  username: r.username,
  passwordHash: r.password_hash,
  role: r.role,
  merchantCodes: r.merchant_codes,
  allMerchants: r.all_merchants,
  status: r.status,
  mustChangePassword: r.must_change_password,
  totpSecret: r.totp_secret,
});

export interface AuditInsert {
  operatorId: string | null;
  operatorName: string;
  merchantCode: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  ip: string;
  requestId: string;
}

export function createOperatorsRepository(db: Database) {
  return {
    async findByUsername(username: string): Promise<OperatorRecord | undefined> {
      const { rows } = await db.query<OperatorRow>(
        `SELECT id, username, password_hash, role, merchant_codes, all_merchants, status, must_change_password, totp_secret FROM operators WHERE lower(username) = lower($1)`,
        [username],
      );
      return rows[0] && toOperator(rows[0]);
    },

    async list(): Promise<OperatorRecord[]> {
      const { rows } = await db.query<OperatorRow>(
        `SELECT id, username, password_hash, role, merchant_codes, all_merchants, status, must_change_password, totp_secret FROM operators ORDER BY created_at, username`,
      );
      return rows.map(toOperator);
    },

    async insert(
      tx: Queryable,
      o: Omit<OperatorRecord, 'status' | 'mustChangePassword' | 'totpSecret'> & {
        mustChangePassword?: boolean;
      },
    ): Promise<boolean> {
      const result = await tx.query(
        `INSERT INTO operators (id, username, password_hash, role, merchant_codes, all_merchants, must_change_password)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING`,
        [
          o.id,
          o.username,
          o.passwordHash,
          o.role,
          o.merchantCodes,
          o.allMerchants,
          o.mustChangePassword ?? false,
        ],
      );
      return result.rowCount === 1;
    },

    async insertSession(s: {
      tokenHash: string;
      operatorId: string;
      expiresAt: Date;
      ip: string;
    }): Promise<void> {
      await db.query(
        `INSERT INTO operator_sessions (token_hash, operator_id, expires_at, ip) VALUES ($1, $2, $3, $4)`,
        [s.tokenHash, s.operatorId, s.expiresAt, s.ip],
      );
    },

    async findSessionOperator(tokenHash: string, now: Date): Promise<OperatorRecord | undefined> {
      const { rows } = await db.query<OperatorRow>(
        `SELECT o.id, o.username, o.password_hash, o.role, o.merchant_codes, o.all_merchants, o.status, o.must_change_password, o.totp_secret
         FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND o.status = 'ACTIVE'`,
        [tokenHash, now],
      );
      return rows[0] && toOperator(rows[0]);
    },

    async setTotpSecret(tx: Queryable, id: string, sealed: string | null): Promise<void> {
      await tx.query(`UPDATE operators SET totp_secret = $2 WHERE id = $1`, [id, sealed]);
    },

    async totpSecretsPending(prefix: string, afterId: string | null, limit: number) {
      const { rows } = await db.query<{ id: string; stored: string }>(
        `SELECT id::text AS id, totp_secret AS stored FROM operators
          WHERE totp_secret IS NOT NULL AND NOT starts_with(totp_secret, $1) AND ($2::uuid IS NULL OR id > $2::uuid)
          ORDER BY id LIMIT $3`,
        [prefix, afterId, limit],
      );
      return rows;
    },

    async replaceTotpSecret(id: string, stored: string, next: string): Promise<boolean> {
      const r = await db.query(`UPDATE operators SET totp_secret = $3 WHERE id = $1 AND totp_secret = $2`, [
        id,
        stored,
        next,
      ]);
      return (r.rowCount ?? 0) > 0;
    },

    async count(): Promise<number> {
      const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM operators`);
      return Number(rows[0]?.n ?? 0);
    },

    async findById(id: string): Promise<OperatorRecord | undefined> {
      const { rows } = await db.query<OperatorRow>(
        `SELECT id, username, password_hash, role, merchant_codes, all_merchants, status, must_change_password,
                totp_secret
           FROM operators WHERE id = $1`,
        [id],
      );
      return rows[0] && toOperator(rows[0]);
    },

    async setPassword(tx: Queryable, id: string, passwordHash: string): Promise<void> {
      await tx.query(`UPDATE operators SET password_hash = $2, must_change_password = false WHERE id = $1`, [
        id,
        passwordHash,
      ]);
    },

    async setStatus(tx: Queryable, id: string, status: 'ACTIVE' | 'DISABLED'): Promise<boolean> {
      const r = await tx.query(`UPDATE operators SET status = $2 WHERE id = $1 AND status <> $2`, [
        id,
        status,
      ]);
      return (r.rowCount ?? 0) > 0;
    },

    /** Ends the operator's sessions, all of them or all but one (the one changing its password). */
    async revokeSessionsOf(
      tx: Queryable,
      operatorId: string,
      exceptTokenHash: string | null,
    ): Promise<number> {
      const r = await tx.query(
        `UPDATE operator_sessions SET revoked_at = now()
          WHERE operator_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
        [operatorId, exceptTokenHash],
      );
      return r.rowCount ?? 0;
    },

    async revokeSession(tokenHash: string): Promise<void> {
      await db.query(
        `UPDATE operator_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL`,
        [tokenHash],
      );
    },

    async insertAudit(tx: Queryable, e: AuditInsert): Promise<void> {
      await tx.query(
        `INSERT INTO audit_log (operator_id, operator_name, merchant_code, action, target, before, after, ip, request_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          e.operatorId,
          e.operatorName,
          e.merchantCode,
          e.action,
          e.target,
          JSON.stringify(e.before ?? null),
          JSON.stringify(e.after ?? null),
          e.ip,
          e.requestId,
        ],
      );
    },

    async pageAudit(filter: {
      merchantCode?: string;
      action?: string;
      merchantScope: string[] | null;
      pageNo: number;
      pageSize: number;
    }): Promise<{ list: TAuditEntry[]; total: number }> {
      const where: string[] = [];
      const params: unknown[] = [];
      if (filter.merchantCode) {
        params.push(filter.merchantCode);
        where.push(`merchant_code = $${params.length}`);
      }
      if (filter.action) {
        params.push(filter.action);
        where.push(`action = $${params.length}`);
      }
      if (filter.merchantScope) {
        params.push(filter.merchantScope);
        where.push(`(merchant_code IS NULL OR merchant_code = ANY($${params.length}))`);
      }
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const total = await db.query<{ count: string }>(`SELECT count(*) FROM audit_log ${whereSql}`, params);
      params.push(filter.pageSize, (filter.pageNo - 1) * filter.pageSize);
      const { rows } = await db.query<{
        id: string;
        at: Date;
        operator_name: string;
        merchant_code: string | null;
        action: string;
        target: string;
        before: unknown;
        after: unknown;
        ip: string;
        request_id: string;
      }>(
        `SELECT id, at, operator_name, merchant_code, action, target, before, after, ip, request_id FROM audit_log
         ${whereSql} ORDER BY at DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return {
        total: Number(total.rows[0]?.count ?? 0),
        list: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          operator: r.operator_name,
          merchantCode: r.merchant_code,
          action: r.action,
          target: r.target,
          before: r.before,
          after: r.after,
          ip: r.ip,
          requestId: r.request_id,
        })),
      };
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
