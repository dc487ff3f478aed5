// Owns tables: agent_contract_templates.
import type { AgentContractKind, TDividendCycle } from '@platform/contracts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import type { TierText } from './contracts.repository.ts';

export interface TemplateRow {
  id: string;
  merchantCode: string;
  kind: AgentContractKind;
  name: string;
  cycle: TDividendCycle | null;
  tiers: TierText[];
  updatedAt: Date;
  updatedBy: string;
}

interface TemplateSql {
  id: string;
  merchant_code: string;
  kind: AgentContractKind;
  name: string;
  cycle: TDividendCycle | null;
  tiers: TierText[];
  updated_at: Date;
  updated_by: string;
}

const COLUMNS = 'id, merchant_code, kind, name, cycle, tiers, updated_at, updated_by';
const fromRow = (r: TemplateSql): TemplateRow => ({
  id: r.id,
  merchantCode: r.merchant_code,
  kind: r.kind,
  name: r.name,
  cycle: r.cycle,
  tiers: r.tiers,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
});

/** Postgres' unique_violation: a live template of that kind already has the name. */
export const isDuplicateName = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'agent_contract_templates_name';

export function createContractTemplatesRepository(db: Database) {
  return {
    /** A merchant's live templates, by kind then name. */
    async list(merchantCode: string, kind?: AgentContractKind): Promise<TemplateRow[]> {
      const r = await db.query<TemplateSql>(
        `SELECT ${COLUMNS} FROM agent_contract_templates
          WHERE merchant_code = $1 AND archived_at IS NULL AND ($2::text IS NULL OR kind = $2)
          ORDER BY kind, lower(name)`,
        [merchantCode, kind ?? null],
      );
      return r.rows.map(fromRow);
    },

    /** A live template of the merchant, locked for a change when `q` is a transaction. */
    async byId(
      merchantCode: string,
      id: string,
      q: Queryable = db,
      lock = false,
    ): Promise<TemplateRow | null> {
      const r = await q.query<TemplateSql>(
        `SELECT ${COLUMNS} FROM agent_contract_templates
          WHERE id = $1 AND merchant_code = $2 AND archived_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
        [id, merchantCode],
      );
      return r.rows[0] ? fromRow(r.rows[0]) : null;
    },

    /** Whether the merchant ever had a template (archived ones count): the demo seeds only a fresh one. */
    async everHad(merchantCode: string): Promise<boolean> {
      const r = await db.query('SELECT 1 FROM agent_contract_templates WHERE merchant_code = $1 LIMIT 1', [
        merchantCode,
      ]);
      return (r.rowCount ?? 0) > 0;
    },

    async insert(q: Queryable, row: TemplateRow): Promise<void> {
      await q.query(
        `INSERT INTO agent_contract_templates (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          row.id,
          row.merchantCode,
          row.kind,
          row.name,
          row.cycle,
          JSON.stringify(row.tiers),
          row.updatedAt,
          row.updatedBy,
        ],
      );
    },

    async update(
      q: Queryable,
      id: string,
      change: Pick<TemplateRow, 'kind' | 'name' | 'cycle' | 'tiers' | 'updatedAt' | 'updatedBy'>,
    ): Promise<void> {
      await q.query(
        `UPDATE agent_contract_templates
            SET kind = $2, name = $3, cycle = $4, tiers = $5, updated_at = $6, updated_by = $7
          WHERE id = $1`,
        [
          id,
          change.kind,
          change.name,
          change.cycle,
          JSON.stringify(change.tiers),
          change.updatedAt,
          change.updatedBy,
        ],
      );
    },

    async archive(q: Queryable, id: string, at: Date, by: string): Promise<void> {
      await q.query(
        `UPDATE agent_contract_templates SET archived_at = $2, updated_at = $2, updated_by = $3 WHERE id = $1`,
        [id, at, by],
      );
    },
  };
}

export type ContractTemplatesRepository = ReturnType<typeof createContractTemplatesRepository>;
