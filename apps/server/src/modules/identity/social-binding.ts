import { isTrialType, SOCIAL_PROVIDER_NAMES } from '@platform/contracts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PendingSocialLink } from './client-context.ts';
import type { MemberRecord } from './identity.repository.ts';
import type { SocialLoginRepository } from './social-login.repository.ts';

/**
 * Spec §4 "Social binding": permanent, one identity per member and provider, never for trials.
 * Login, the new-IP step and register each bind at their own moment, so the rule lives here once.
 */
export function createSocialBinding(socialLinks: Pick<SocialLoginRepository, 'insertLink'>) {
  return async function bindSocial(
    tx: Queryable,
    member: Pick<MemberRecord, 'id' | 'merchantCode' | 'type'>,
    link: PendingSocialLink,
  ): Promise<void> {
    if (isTrialType(member.type)) throw new AppError('TRIAL_RESTRICTED');
    const outcome = await socialLinks.insertLink(tx, {
      merchantCode: member.merchantCode,
      memberId: member.id,
      ...link,
    });
    if (outcome !== 'ok')
      throw new AppError('SOCIAL_ALREADY_BOUND', { provider: SOCIAL_PROVIDER_NAMES[link.provider] });
  };
}

export type BindSocial = ReturnType<typeof createSocialBinding>;
