import {
  MEMBER_MIN_AGE_YEARS,
  type TMemberIdentityCorrection,
  type TMemberProfile,
} from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { todayInZone } from '../../platform/time-zone.ts';
import type { MemberAccountPort } from '../identity/index.ts';
import type { AuditActor, OperatorsService } from '../operators/index.ts';
import { birthdayProblem, storedBirthday } from './domain/age-rule.ts';
import type { MemberProfileRepository } from './member-profile.repository.ts';
import { viewOf } from './member-profile.service.ts';

/**
 * Operators correct what a member may not change themselves (spec §9: a birthday, once set; the
 * payee name payouts go to): audited in the operators' log, and the birthday also in the member's
 * own change record, in the correction's transaction.
 */
export function createMemberProfileAdminService(deps: {
  db: Database;
  clock: Clock;
  repository: MemberProfileRepository;
  account: Pick<MemberAccountPort, 'correctIdentity'>;
  operators: Pick<OperatorsService, 'audit'>;
  /** The merchant's time zone cuts "today" for the age rule. */
  merchant: (code: string) => Promise<{ code: string; timeZone: string }>;
}) {
  const { db, repository } = deps;
  return {
    async correctIdentity(
      actor: AuditActor,
      merchantCode: string,
      memberId: string,
      body: TMemberIdentityCorrection,
    ): Promise<TMemberProfile> {
      const merchant = await deps.merchant(merchantCode);
      const current = await repository.profile(merchant.code, memberId);
      // Another merchant's member answers as one that does not exist.
      if (!current) throw new AppError('NOT_FOUND');
      const birthdayBefore = storedBirthday(current.birthdayRaw) ?? current.birthdayRaw;
      if (body.birthday !== undefined) {
        const problem = birthdayProblem(
          body.birthday,
          todayInZone(deps.clock.now(), merchant.timeZone),
          MEMBER_MIN_AGE_YEARS,
        );
        if (problem === 'INVALID') throw new AppError('VALIDATION_FAILED', { fields: 'birthday' });
        // An under-age member is a case for locking the account, not for a corrected birthday.
        if (problem === 'UNDER_AGE')
          throw new AppError(
            'UNDER_MINIMUM_AGE',
            { years: MEMBER_MIN_AGE_YEARS },
            { years: MEMBER_MIN_AGE_YEARS },
          );
      }
      await db.transaction(async (tx) => {
        await deps.account.correctIdentity(tx, memberId, {
          birthday: body.birthday,
          payeeName: body.payeeName,
        });
        await deps.operators.audit(tx, actor, {
          merchantCode: merchant.code,
          action: 'member.identity-correction',
          target: `member:${current.username}`,
          before: {
            ...(body.birthday !== undefined ? { birthday: birthdayBefore } : {}),
            ...(body.payeeName !== undefined ? { payeeName: current.payeeName } : {}),
          },
          after: {
            ...(body.birthday !== undefined ? { birthday: body.birthday } : {}),
            ...(body.payeeName !== undefined ? { payeeName: body.payeeName } : {}),
            reason: body.reason,
          },
        });
        if (body.birthday !== undefined && body.birthday !== birthdayBefore)
          await repository.record(tx, {
            merchantCode: merchant.code,
            memberId,
            field: 'BIRTHDAY',
            summary: `${birthdayBefore ?? '—'} → ${body.birthday} (customer service)`,
            ip: null,
          });
      });
      const corrected = await repository.profile(merchant.code, memberId);
      return viewOf(corrected!);
    },
  };
}

export type MemberProfileAdminService = ReturnType<typeof createMemberProfileAdminService>;
