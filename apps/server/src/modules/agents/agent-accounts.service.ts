import { randomBytes } from 'node:crypto';
import {
  AGENT_MAX_ACTIVE_LINKS,
  isAgentType,
  isTrialType,
  type LanguageCode,
  type TAgentLink,
  type TAgentLinkCreate,
  type TAgentLinkPage,
  type TAgentLinkQuery,
  type TAgentOpenAccountRequest,
  type TAgentOpenAccountValue,
  type TAgentTerms,
  type ZAgentLinkCreate,
  type ZAgentLinkQuery,
  type ZAgentOpenAccountRequest,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { newId } from '../../platform/ids.ts';
import type {
  CreatedMember,
  InvitationPort,
  InvitationResolution,
  RegistrationService,
} from '../identity/index.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import type { AgentsRepository, LinkRow } from './agents.repository.ts';
import { pageOf } from './agent-period.ts';
import { accountTypeOf, linkCodeFrom, memberTypeFor, registerPathOf } from './domain/team.ts';
import { describeExcess, NO_TERMS, readTerms, termsExcess, writeTerms } from './domain/terms.ts';
import type { AgentCaller } from './team-guard.ts';

/** Draws of a fresh code before giving up: with 31^8 codes a second draw is already rare. */
const CODE_ATTEMPTS = 5;

// Requests arrive parsed by the contracts' schemas (defaults applied); clients build the input forms.
type OpenAccount = z.output<typeof ZAgentOpenAccountRequest> & TAgentOpenAccountRequest;
type LinkCreate = z.output<typeof ZAgentLinkCreate> & TAgentLinkCreate;
type LinkQuery = z.output<typeof ZAgentLinkQuery> & TAgentLinkQuery;

const linkView = (l: LinkRow): TAgentLink => ({
  id: l.id,
  code: l.code,
  type: accountTypeOf(l.memberType),
  status: l.status,
  terms: l.terms,
  note: l.note,
  registerPath: registerPathOf(l.code),
  registrations: l.registrations,
  createdAt: l.createdAt.toISOString(),
  disabledAt: l.disabledAt?.toISOString() ?? null,
});

/**
 * How accounts join an agent's team: the tree kept in step with every new member (identity's
 * hook), accounts the agent opens itself, and invitation links (identity's registration asks
 * through the InvitationPort). A sub-agent's terms are checked against its creator's every time.
 */
export function createAgentAccountsService(deps: {
  repository: AgentsRepository;
  registration: Pick<RegistrationService, 'openByAgent'>;
}) {
  const { repository } = deps;

  /** The offered terms, canonical, or AGENT_TERMS_EXCEEDED / VALIDATION_FAILED. */
  async function checkedOffer(agent: AgentCaller, offered: TAgentTerms): Promise<TAgentTerms> {
    const read = readTerms(offered, agent.currency);
    if (!read.ok) throw new AppError('VALIDATION_FAILED', { fields: read.field });
    const stored = await repository.terms(agent.id);
    const own = stored ? readTerms(stored, agent.currency) : { ok: true as const, terms: NO_TERMS };
    // Stored terms were written canonical by this module; unreadable ones grant nothing.
    const excess = termsExcess(read.terms, own.ok ? own.terms : NO_TERMS);
    if (excess) throw new AppError('AGENT_TERMS_EXCEEDED', {}, { ...describeExcess(excess, agent.currency) });
    return writeTerms(read.terms, agent.currency);
  }

  const invitations: InvitationPort = {
    async resolve(merchantCode: string, code: string) {
      const link = await repository.linkByCode(merchantCode, code);
      if (!link) return null;
      // A disabled link, or one whose agent is locked or no longer an agent, takes nobody.
      if (link.status !== 'ACTIVE' || link.agent_status !== 'ACTIVE' || !isAgentType(link.agent_type))
        return 'REFUSED';
      return {
        agentId: link.agent_id,
        agentUsername: link.agent_username,
        memberType: link.member_type,
        linkId: link.id,
      };
    },

    async registered(tx: Queryable, member: CreatedMember, resolution: InvitationResolution) {
      const link = await repository.lockLink(tx, resolution.linkId);
      if (!link || link.status !== 'ACTIVE') throw new AppError('AFFILIATE_INVALID');
      await repository.recordSignup(tx, resolution.linkId, member.id);
      if (isAgentType(member.type)) {
        await repository.setTerms(tx, {
          memberId: member.id,
          merchantCode: member.merchantCode,
          terms: link.terms ?? NO_TERMS_INPUT,
          source: 'LINK',
          sourceLinkId: resolution.linkId,
        });
      }
    },
  };

  return {
    invitations,

    /**
     * identity's member-created hook: the new member's closure rows in its insert's transaction. A
     * parent missing from the tree would leave the new member outside its agent's team unseen, so
     * it fails the insert instead.
     */
    async memberCreated(tx: Queryable, member: CreatedMember): Promise<void> {
      if (isTrialType(member.type)) return;
      const inherited = await repository.attach(tx, member);
      if (member.parentId && inherited === 0)
        throw new Error(`agent tree: the parent of ${member.id} is not in the tree`);
    },

    /** An account opened by the agent: a one-time password, changed at first login. */
    async openAccount(
      agent: AgentCaller,
      merchant: MerchantSnapshot,
      body: OpenAccount,
      language: LanguageCode,
    ): Promise<TAgentOpenAccountValue> {
      if (body.type === 'MEMBER' && body.terms) throw new AppError('VALIDATION_FAILED', { fields: 'terms' });
      const terms = body.type === 'AGENT' ? await checkedOffer(agent, body.terms ?? NO_TERMS_INPUT) : null;
      const { member, oneTimePassword } = await deps.registration.openByAgent(
        merchant,
        {
          username: body.account,
          nickname: body.nickname,
          type: memberTypeFor(body.type),
          parentId: agent.id,
        },
        language,
        async (tx, created) => {
          if (terms)
            await repository.setTerms(tx, {
              memberId: created.id,
              merchantCode: created.merchantCode,
              terms,
              source: 'OPEN_ACCOUNT',
            });
        },
      );
      return {
        id: member.id,
        account: member.username,
        nickname: body.nickname,
        type: body.type,
        oneTimePassword,
      };
    },

    async links(agent: AgentCaller, query: LinkQuery): Promise<TAgentLinkPage> {
      const { rows, total } = await repository.links({
        agentId: agent.id,
        status: query.status ?? null,
        memberType: query.type ? memberTypeFor(query.type) : null,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return pageOf(rows.map(linkView), total, query);
    },

    async createLink(agent: AgentCaller, body: LinkCreate): Promise<TAgentLink> {
      if (body.type === 'MEMBER' && body.terms) throw new AppError('VALIDATION_FAILED', { fields: 'terms' });
      const terms = body.type === 'AGENT' ? await checkedOffer(agent, body.terms ?? NO_TERMS_INPUT) : null;
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
        const link = await repository.insertLink(
          {
            id: newId(),
            merchantCode: agent.merchantCode,
            agentId: agent.id,
            code: linkCodeFrom(randomBytes(16)),
            memberType: memberTypeFor(body.type),
            terms,
            note: body.note,
          },
          AGENT_MAX_ACTIVE_LINKS,
        );
        if (link === 'LIMIT') throw new AppError('AGENT_LINK_LIMIT', { max: AGENT_MAX_ACTIVE_LINKS });
        if (link) return linkView(link);
      }
      throw new AppError('TEMPORARILY_UNAVAILABLE', { seconds: 1 });
    },

    /** Another agent's link answers as a missing one. */
    async disableLink(agent: AgentCaller, linkId: string): Promise<TAgentLink> {
      const link = await repository.disableLink(agent.id, linkId);
      if (!link) throw new AppError('NOT_FOUND');
      return linkView(link);
    },
  };
}

/** No kind at all: what a sub-agent gets when its creator names no terms. */
const NO_TERMS_INPUT: TAgentTerms = {
  dividend: null,
  dailySalary: null,
  hourlySalary: null,
  realtimeSalary: null,
};

export type AgentAccountsService = ReturnType<typeof createAgentAccountsService>;
