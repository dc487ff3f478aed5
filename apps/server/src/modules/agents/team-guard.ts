import { isAgentType } from '@platform/contracts';
import type { CurrencyCode } from '@platform/money';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberRecord } from '../identity/index.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import type { AgentsRepository } from './agents.repository.ts';

/** The signed-in agent, once the guard has admitted it: every agent use case starts from one. */
export interface AgentCaller {
  readonly id: string;
  readonly username: string;
  readonly nickname: string;
  readonly type: number;
  readonly affiliateCode: string | null;
  readonly merchantCode: string;
  readonly currency: CurrencyCode;
  readonly timeZone: string;
  /** Only the guard makes one. */
  readonly admitted: unique symbol;
}

/**
 * The one boundary of every agent route: the caller must be an agent of the request's merchant
 * (NOT_AGENT otherwise), and any member named in a request must be in its team. A member of
 * another team, of another merchant, or of none answers DOWNLINE_NOT_FOUND, the same code and
 * status as an id that does not exist: the agent centre is never an oracle for who exists.
 */
export function createTeamGuard(repository: Pick<AgentsRepository, 'teamDepth' | 'teamMemberByAccount'>) {
  return {
    agent(member: MemberRecord, merchant: MerchantSnapshot): AgentCaller {
      if (!isAgentType(member.type) || member.merchantCode !== merchant.code) throw new AppError('NOT_AGENT');
      return {
        id: member.id,
        username: member.username,
        nickname: member.nickname,
        type: member.type,
        affiliateCode: member.affiliateCode,
        merchantCode: merchant.code,
        currency: merchant.currency,
        timeZone: merchant.timeZone,
      } as AgentCaller;
    },

    /** The member's depth below the agent; DOWNLINE_NOT_FOUND when it is not in the team. */
    async member(agent: AgentCaller, memberId: string): Promise<number> {
      const depth = await repository.teamDepth(agent.merchantCode, agent.id, memberId);
      if (depth === null) throw new AppError('DOWNLINE_NOT_FOUND');
      return depth;
    },

    /** The team member with this exact account; DOWNLINE_NOT_FOUND when none of the team has it. */
    async account(agent: AgentCaller, account: string): Promise<{ id: string; depth: number }> {
      const found = await repository.teamMemberByAccount(agent.merchantCode, agent.id, account);
      if (!found) throw new AppError('DOWNLINE_NOT_FOUND');
      return found;
    },

    /** An optional account filter: null for the whole team. */
    async optionalAccount(agent: AgentCaller, account: string | undefined): Promise<string | null> {
      return account ? (await this.account(agent, account)).id : null;
    },
  };
}

export type TeamGuard = ReturnType<typeof createTeamGuard>;
