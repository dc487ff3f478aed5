import type { TMemberDetail, TMemberSummary } from '@platform/contracts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PasswordService, SessionService } from '../identity/index.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import type { MemberListing, MembersRepository } from './members.repository.ts';

const HISTORY_SIZE = 50;

const summaryOf = (
  m: Omit<MemberListing, 'parentUsername'>,
  parentUsername: string | null,
): TMemberSummary => ({
  id: m.id,
  username: m.username,
  nickname: m.nickname,
  type: m.type,
  status: m.status,
  mobileNum: m.mobileNum,
  email: m.email,
  vipLevel: m.vipLevel,
  parentUsername,
  createdAt: m.createdAt.toISOString(),
  lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
});

/**
 * Operators find members, open one, reset a password, lock and unlock: every change audited. The
 * member row, its password and its sessions are identity's: changes go through identity's
 * services, which write this module's audit entry in their own transaction.
 */
export function createMembersAdminService(deps: {
  db: Database;
  repository: MembersRepository;
  sessions: Pick<SessionService, 'findMember' | 'setStatus'>;
  passwords: Pick<PasswordService, 'resetByOperator'>;
  operators: Pick<OperatorsService, 'audit'>;
}) {
  const { repository, sessions, passwords, operators } = deps;

  async function memberOrThrow(merchantCode: string, memberId: string) {
    const member = await sessions.findMember(merchantCode, memberId);
    if (!member || member.type === 4) throw new AppError('NOT_FOUND');
    return member;
  }

  return {
    async page(filter: {
      merchantCode: string;
      search?: string | undefined;
      status?: 'ACTIVE' | 'LOCKED' | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      const { list, total } = await repository.pageMembers(filter);
      return {
        list: list.map((m) => summaryOf(m, m.parentUsername)),
        pageNo: filter.pageNo,
        pageSize: filter.pageSize,
        total,
        totalPages: Math.ceil(total / filter.pageSize),
      };
    },

    async detail(merchantCode: string, memberId: string): Promise<TMemberDetail> {
      const member = await memberOrThrow(merchantCode, memberId);
      const [parent, history, ips, tags] = await Promise.all([
        repository.parentUsername(member.parentId),
        repository.loginHistory(member.id, HISTORY_SIZE),
        repository.trustedIps(member.id),
        repository.tags(member.id),
      ]);
      return {
        ...summaryOf(member, parent),
        payeeName: member.payeeName,
        countryDialingCode: member.countryDialingCode,
        totpEnabled: member.totpEnabled,
        mustChangePassword: member.mustChangePassword,
        loginHistory: history.map((h) => ({ ...h, at: h.at.toISOString() })),
        trustedIps: ips.map((i) => ({
          ip: i.ip,
          firstAt: i.firstAt.toISOString(),
          lastAt: i.lastAt.toISOString(),
        })),
        tags,
      };
    },

    /**
     * Adds or removes an operator's tag on a member, audited in the same transaction; a change that
     * changes nothing (a tag already there, or already gone) writes no audit entry. Answers the tags.
     */
    async changeTag(
      actor: AuditActor,
      merchantCode: string,
      memberId: string,
      change: { tag: string; present: boolean },
    ): Promise<string[]> {
      const member = await memberOrThrow(merchantCode, memberId);
      return deps.db.transaction(async (tx) => {
        const before = await repository.tags(member.id, tx);
        const changed = change.present
          ? await repository.addTag(tx, {
              memberId: member.id,
              merchantCode: member.merchantCode,
              tag: change.tag,
              createdBy: `operator:${actor.operator.username}`,
            })
          : await repository.removeTag(tx, member.id, change.tag);
        const after = await repository.tags(member.id, tx);
        if (changed)
          await operators.audit(tx, actor, {
            merchantCode: member.merchantCode,
            action: change.present ? 'member.tag-add' : 'member.tag-remove',
            target: `member:${member.username}`,
            before: { tags: before },
            after: { tags: after },
          });
        return after;
      });
    },

    async resetPassword(
      actor: AuditActor,
      merchantCode: string,
      memberId: string,
    ): Promise<{ temporaryPassword: string }> {
      const member = await memberOrThrow(merchantCode, memberId);
      const temporaryPassword = await passwords.resetByOperator(member.id, (tx) =>
        operators.audit(tx, actor, {
          merchantCode: member.merchantCode,
          action: 'member.password-reset',
          target: `member:${member.username}`,
          before: null,
          after: { mustChangePassword: true },
        }),
      );
      return { temporaryPassword };
    },

    async setLocked(
      actor: AuditActor,
      merchantCode: string,
      memberId: string,
      change: { locked: boolean; reason: string },
    ): Promise<TMemberSummary> {
      const member = await memberOrThrow(merchantCode, memberId);
      const status = change.locked ? 'LOCKED' : 'ACTIVE';
      await sessions.setStatus(member.id, status, (tx) =>
        operators.audit(tx, actor, {
          merchantCode: member.merchantCode,
          action: change.locked ? 'member.lock' : 'member.unlock',
          target: `member:${member.username}`,
          before: { status: member.status },
          after: { status, reason: change.reason },
        }),
      );
      return summaryOf({ ...member, status }, await repository.parentUsername(member.parentId));
    },
  };
}

export type MembersAdminService = ReturnType<typeof createMembersAdminService>;
