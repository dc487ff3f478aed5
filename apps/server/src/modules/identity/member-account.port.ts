import type { LanguageCode, TContactCodeRequest } from '@platform/contracts';
import { verifyPassword } from '../../platform/crypto/password-hasher.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import type { GuessGuard } from './guess-guard.ts';
import type { IdentityRepository, MemberRecord } from './identity.repository.ts';
import { mobileOrThrow } from './mobile-number.ts';
import type { NotifyMember } from './security-notices.ts';
import type { VerificationService } from './verification.service.ts';

/** A new e-mail or mobile, normalised: `recipient` is where its code goes (E.164 or the e-mail). */
export type ContactTarget =
  | { channel: 'email'; recipient: string; email: string }
  | { channel: 'mobile'; recipient: string; national: string; dialingCode: string };

/**
 * What the member-profile module may do to the member row identity owns (ADR 0020: another module
 * changes a table only through its owner): the member's own profile columns, a verified change of
 * e-mail or mobile, the login-password check that guards it, and an operator's correction of the
 * birthday or payee name. Writes take the caller's
 * transaction, so the change and its audit row commit together.
 */
export function createMemberAccountPort(deps: {
  repository: IdentityRepository;
  guard: GuessGuard;
  verification: Pick<VerificationService, 'sendSmsCode' | 'consumeSmsCode'>;
  notify: NotifyMember;
}) {
  const { repository, guard, verification } = deps;

  async function takenByOther(merchantCode: string, memberId: string, target: ContactTarget) {
    if (target.channel === 'email') return repository.emailUsedByOther(merchantCode, memberId, target.email);
    const holder = await repository.findByMobile(merchantCode, target.dialingCode, target.national);
    return !!holder && holder.id !== memberId;
  }

  const takenError = (target: ContactTarget) =>
    new AppError(target.channel === 'email' ? 'EMAIL_TAKEN' : 'MOBILE_TAKEN');

  return {
    /** The member's nickname and avatar (a preset id or an uploaded image's URL). */
    updateProfile: (
      tx: Queryable,
      memberId: string,
      change: { nickname?: string | undefined; avatarUrl?: string | undefined },
    ) => repository.setOwnProfile(tx, memberId, change),

    /** Throws BIRTHDAY_LOCKED when a birthday is already stored (only an operator corrects one). */
    async setBirthdayOnce(tx: Queryable, memberId: string, birthday: string): Promise<void> {
      if (!(await repository.setBirthdayOnce(tx, memberId, birthday))) throw new AppError('BIRTHDAY_LOCKED');
    },

    /** An operator's correction of the birthday or payee name (the caller audits it in `tx`). */
    async correctIdentity(
      tx: Queryable,
      memberId: string,
      change: { birthday?: string | undefined; payeeName?: string | undefined },
    ): Promise<void> {
      if (change.birthday !== undefined) await repository.setBirthday(tx, memberId, change.birthday);
      if (change.payeeName !== undefined) await repository.setPayeeName(tx, memberId, change.payeeName);
    },

    /** The requested address in the form it is stored and reached (a bad mobile is FIELD_INVALID). */
    contactTarget(
      merchant: MerchantSnapshot,
      body: TContactCodeRequest,
      language: LanguageCode,
    ): ContactTarget {
      if (body.channel === 'email') {
        const email = body.email.trim().toLowerCase();
        return { channel: 'email', recipient: email, email };
      }
      const mobile = mobileOrThrow(
        body.mobileNum,
        body.countryDialingCode.replace(/^\+/, ''),
        merchant,
        language,
      );
      return {
        channel: 'mobile',
        recipient: mobile.e164,
        national: mobile.national,
        dialingCode: mobile.dialingCode,
      };
    },

    /** Refuses (EMAIL_TAKEN / MOBILE_TAKEN) an address another member of the merchant uses. */
    async assertAvailable(merchantCode: string, memberId: string, target: ContactTarget): Promise<void> {
      if (await takenByOther(merchantCode, memberId, target)) throw takenError(target);
    },

    /** A code to the new address, under the usual code limits (cooldown, per-number and per-IP caps). */
    sendCode: (
      merchant: MerchantSnapshot,
      target: ContactTarget,
      client: { ip: string; language: LanguageCode },
    ) =>
      verification.sendSmsCode({
        merchantCode: merchant.code,
        purpose: 'CONTACT',
        e164: target.recipient,
        clientIp: client.ip,
        brandName: merchant.brandConfig.brandName,
        language: client.language,
        deliver: true,
        channel: target.channel === 'email' ? 'EMAIL' : 'SMS',
      }),

    /** Spends the code sent to the new address (SMS_CODE_INVALID when wrong, used or expired). */
    consumeCode: (merchantCode: string, target: ContactTarget, code: string) =>
      verification.consumeSmsCode({ merchantCode, purpose: 'CONTACT', e164: target.recipient, code }),

    /** The login password, counted by the same lockout as a password change (OLD_PASSWORD_WRONG). */
    async verifyLoginPassword(member: MemberRecord, password: string): Promise<void> {
      const accepted = await guard.attempt(member, 'LOGIN_PASSWORD', () =>
        verifyPassword(member.passwordHash, password),
      );
      if (!accepted) throw new AppError('OLD_PASSWORD_WRONG');
    },

    /**
     * Stores the new address in the caller's transaction. A race lost to another member throws
     * EMAIL_TAKEN / MOBILE_TAKEN (the transaction is then spent: the caller lets it roll back).
     */
    async changeContact(tx: Queryable, member: MemberRecord, target: ContactTarget): Promise<void> {
      if (target.channel === 'email') {
        await repository.lockEmail(tx, member.merchantCode, target.email);
        if (await repository.emailUsedByOther(member.merchantCode, member.id, target.email, tx))
          throw takenError(target);
        await repository.setEmail(tx, member.id, target.email);
        return;
      }
      if (!(await repository.setMobile(tx, member.id, target.national, target.dialingCode)))
        throw takenError(target);
    },

    /**
     * Tells the member at the address that was replaced (the other one when there was none), so a
     * change made with a stolen session and password does not go unnoticed.
     */
    async notifyContactChanged(
      previous: MemberRecord,
      target: ContactTarget,
      maskedNew: string,
    ): Promise<void> {
      const hadOld = target.channel === 'email' ? !!previous.email : !!previous.mobileNum;
      const to = !hadOld
        ? previous
        : target.channel === 'email'
          ? { ...previous, mobileNum: null, countryDialingCode: null }
          : { ...previous, email: null };
      await deps.notify(to, target.channel === 'email' ? 'emailChangedBody' : 'mobileChangedBody', {
        masked: maskedNew,
      });
    },
  };
}

export type MemberAccountPort = ReturnType<typeof createMemberAccountPort>;
