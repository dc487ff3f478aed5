import type {
  TAdminAgentDetail,
  TAdminAgentNode,
  TAdminAgentTreePage,
  TAdminAgentTreeQuery,
  ZAdminAgentTreeQuery,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { AgentsRepository, TreeNodeRow } from './agents.repository.ts';
import { pageOf } from './agent-period.ts';
import { accountTypeOf } from './domain/team.ts';

type TreeQuery = z.output<typeof ZAdminAgentTreeQuery> & TAdminAgentTreeQuery;

const nodeView = (n: TreeNodeRow): TAdminAgentNode => ({
  id: n.id,
  account: n.username,
  nickname: n.nickname,
  type: accountTypeOf(n.type),
  memberType: n.type,
  status: n.status,
  level: n.level,
  directCount: n.directCount,
  teamCount: n.teamCount,
  agentCount: n.agentCount,
  registeredAt: n.createdAt.toISOString(),
});

/** The back office's agent tree browser: a merchant's top agents, a node's children, one node's detail. */
export function createAgentsAdminService(deps: {
  db: Database;
  repository: AgentsRepository;
  operators: OperatorsService;
}) {
  const { repository } = deps;

  async function nodeOrThrow(merchantCode: string, id: string) {
    const node = await repository.treeNode(merchantCode, id);
    if (!node) throw new AppError('NOT_FOUND');
    return node;
  }

  return {
    async tree(merchantCode: string, query: TreeQuery): Promise<TAdminAgentTreePage> {
      const parent = query.parentId ? await nodeOrThrow(merchantCode, query.parentId) : null;
      const { rows, total } = await repository.treeChildren({
        merchantCode,
        parentId: parent?.id ?? null,
        account: query.account || null,
        anywhere: !parent && query.scope === 'tree',
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return { ...pageOf(rows.map(nodeView), total, query), parent: parent ? nodeView(parent) : null };
    },

    async detail(merchantCode: string, id: string): Promise<TAdminAgentDetail> {
      const node = await nodeOrThrow(merchantCode, id);
      const [chain, terms, links, levels, frozen] = await Promise.all([
        repository.uplineChain(id, node.level),
        repository.terms(id),
        repository.linkSummary(id),
        repository.levels(id),
        repository.frozen(id),
      ]);
      return {
        ...nodeView(node),
        affiliateCode: node.affiliateCode,
        uplineChain: chain.map((c) => ({ id: c.id, account: c.username })),
        terms,
        links,
        levels,
        frozen: frozen ? { at: frozen.at.toISOString(), reason: frozen.reason } : null,
      };
    },

    /** Lifts the freeze of a forced contract payment (spec §4): audited with the freeze it lifts. */
    async unfreeze(actor: AuditActor, merchantCode: string, id: string): Promise<TAdminAgentDetail> {
      await nodeOrThrow(merchantCode, id);
      const before = await repository.frozen(id);
      if (!before) throw new AppError('CONFLICT');
      await deps.db.transaction(async (tx) => {
        if (!(await repository.unfreeze(tx, id))) throw new AppError('CONFLICT');
        await deps.operators.audit(tx, actor, {
          merchantCode,
          action: 'agent.unfreeze',
          target: `agent:${id}`,
          before: { frozenAt: before.at.toISOString(), reason: before.reason },
          after: { frozenAt: null },
        });
      });
      return this.detail(merchantCode, id);
    },
  };
}

export type AgentsAdminService = ReturnType<typeof createAgentsAdminService>;
