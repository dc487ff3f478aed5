import { randomUUID } from 'node:crypto';
import type {
  AgentContractKind,
  TContractTemplate,
  TContractTemplateWrite,
  TDividendCycle,
} from '@platform/contracts';
import type { CurrencyCode } from '@platform/money';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { parseTiers } from './contract-lifecycle.service.ts';
import {
  isDuplicateName,
  type ContractTemplatesRepository,
  type TemplateRow,
} from './contract-templates.repository.ts';

const view = (row: TemplateRow): TContractTemplate => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  cycle: row.cycle,
  tiers: row.tiers,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/**
 * A merchant's contract templates (issue 11): named standard terms per kind that the console's
 * offer starts from. Tiers are checked exactly as an offer's are (the currency's scale, rising
 * thresholds), so a template can always be offered as it is. Every change is audited.
 */
export function createContractTemplates(deps: {
  db: Database;
  clock: Clock;
  templates: ContractTemplatesRepository;
  operators: OperatorsService;
  currencyOf: (merchantCode: string) => Promise<CurrencyCode>;
}) {
  const { db, clock, templates, operators } = deps;
  const by = (actor: AuditActor) => `operator:${actor.operator.username}`;

  async function checked(code: string, body: TContractTemplateWrite) {
    const { text } = parseTiers(body.kind, body.tiers, await deps.currencyOf(code));
    const cycle: TDividendCycle | null = body.kind === 'dividend' ? (body.cycle ?? 'D') : null;
    return { kind: body.kind, name: body.name.trim(), cycle, tiers: text };
  }

  /** A second live template of the kind with the same name is a conflict, not a second row. */
  async function named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isDuplicateName(error)) throw new AppError('CONFLICT', { fields: 'name' });
      throw error;
    }
  }

  return {
    async list(code: string, kind?: AgentContractKind) {
      return { list: (await templates.list(code, kind)).map(view) };
    },

    async create(actor: AuditActor, code: string, body: TContractTemplateWrite) {
      const fields = await checked(code, body);
      const row: TemplateRow = {
        id: randomUUID(),
        merchantCode: code,
        ...fields,
        updatedAt: clock.now(),
        updatedBy: by(actor),
      };
      await named(() =>
        db.transaction(async (tx) => {
          await templates.insert(tx, row);
          await operators.audit(tx, actor, {
            merchantCode: code,
            action: 'agentContractTemplate.create',
            target: `contract-template:${row.id}`,
            before: null,
            after: fields,
          });
        }),
      );
      return view(row);
    },

    async update(actor: AuditActor, code: string, id: string, body: TContractTemplateWrite) {
      const fields = await checked(code, body);
      return named(() =>
        db.transaction(async (tx) => {
          const before = await templates.byId(code, id, tx, true);
          if (!before) throw new AppError('NOT_FOUND');
          const change = { ...fields, updatedAt: clock.now(), updatedBy: by(actor) };
          await templates.update(tx, id, change);
          await operators.audit(tx, actor, {
            merchantCode: code,
            action: 'agentContractTemplate.update',
            target: `contract-template:${id}`,
            before: { kind: before.kind, name: before.name, cycle: before.cycle, tiers: before.tiers },
            after: fields,
          });
          return view({ ...before, ...change });
        }),
      );
    },

    /** Archived, not deleted: the audit trail names it, and offers made from it keep their tiers. */
    async archive(actor: AuditActor, code: string, id: string) {
      await db.transaction(async (tx) => {
        const before = await templates.byId(code, id, tx, true);
        if (!before) throw new AppError('NOT_FOUND');
        await templates.archive(tx, id, clock.now(), by(actor));
        await operators.audit(tx, actor, {
          merchantCode: code,
          action: 'agentContractTemplate.archive',
          target: `contract-template:${id}`,
          before: { kind: before.kind, name: before.name, cycle: before.cycle, tiers: before.tiers },
          after: null,
        });
      });
      return { archived: true as const };
    },
  };
}

export type ContractTemplates = ReturnType<typeof createContractTemplates>;
