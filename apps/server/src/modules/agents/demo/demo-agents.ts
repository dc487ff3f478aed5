import { toCurrencyCode } from '@platform/money';
import { AGENT_MAX_ACTIVE_LINKS, type TAgentTerms } from '@platform/contracts';
import type { Database } from '../../../platform/db/database.ts';
import { newId } from '../../../platform/ids.ts';
import type { AgentsRepository } from '../agents.repository.ts';
import { memberTypeFor } from '../domain/team.ts';
import { readTerms, writeTerms } from '../domain/terms.ts';

export interface DemoAgentPlan {
  merchantCode: string;
  username: string;
  terms: TAgentTerms;
  links: { code: string; type: 'MEMBER' | 'AGENT'; note: string; terms?: TAgentTerms }[];
}

/**
 * Demo mode's agent terms and invitation links (API.md "Demo mode"). Repeatable: terms are set when
 * the agent has none, links added when their code is free; nothing an agent changed is overwritten.
 */
export function createDemoAgents(deps: { db: Database; repository: AgentsRepository }) {
  const { db, repository } = deps;
  const canonical = (terms: TAgentTerms, currency: string) => {
    const code = toCurrencyCode(currency);
    const read = readTerms(terms, code);
    if (!read.ok) throw new Error(`demo terms: ${read.field}`);
    return writeTerms(read.terms, code);
  };

  return {
    async seedDemoAgent(plan: DemoAgentPlan, currency: string): Promise<void> {
      const agent = await repository.memberByUsername(plan.merchantCode, plan.username);
      if (!agent) return;
      if (!(await repository.terms(agent.id))) {
        const terms = canonical(plan.terms, currency);
        await db.transaction((tx) =>
          repository.setTerms(tx, {
            memberId: agent.id,
            merchantCode: plan.merchantCode,
            terms,
            source: 'SEED',
          }),
        );
      }
      for (const link of plan.links) {
        if (await repository.linkByCode(plan.merchantCode, link.code)) continue;
        await repository.insertLink(
          {
            id: newId(),
            merchantCode: plan.merchantCode,
            agentId: agent.id,
            code: link.code,
            memberType: memberTypeFor(link.type),
            terms: link.type === 'AGENT' ? canonical(link.terms ?? NO_TERMS, currency) : null,
            note: link.note,
          },
          AGENT_MAX_ACTIVE_LINKS,
        );
      }
    },
  };
}

const NO_TERMS: TAgentTerms = { dividend: null, dailySalary: null, hourlySalary: null, realtimeSalary: null };
