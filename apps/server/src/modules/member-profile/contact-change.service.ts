import type {
  LanguageCode,
  TContactChange,
  TContactCodeRequest,
  TContactCodeSent,
  TMemberProfile,
} from '@platform/contracts';
import type { KeyValueStore } from '../../platform/cache/key-value-store.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ContactTarget, MemberAccountPort, MemberRecord } from '../identity/index.ts';
import type { MerchantSnapshot } from '../system/index.ts';
import { maskEmail, maskMobile } from './domain/masking.ts';
import type { MemberProfileRepository } from './member-profile.repository.ts';
import type { MemberProfileService } from './member-profile.service.ts';

/** Each look-up tells whether an address is someone else's: a member may not sweep the directory. */
const CONTACT_CHECKS_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;

const maskTarget = (t: ContactTarget) =>
  t.channel === 'email' ? maskEmail(t.email) : maskMobile(t.national, t.dialingCode);

function maskCurrent(member: MemberRecord, channel: ContactTarget['channel']): string {
  if (channel === 'email') return member.email ? maskEmail(member.email) : '—';
  return member.mobileNum ? maskMobile(member.mobileNum, member.countryDialingCode) : '—';
}

function isCurrent(member: MemberRecord, t: ContactTarget): boolean {
  if (t.channel === 'email') return member.email?.toLowerCase() === t.email;
  return member.mobileNum === t.national && member.countryDialingCode === t.dialingCode;
}

/**
 * A new e-mail or mobile for the member: a code to the new address proves they hold it, the login
 * password proves it is the member (a changed address can reset the password, so a session alone
 * is not enough), and the old address is told. Identity owns the member row and the checks.
 */
export function createContactChangeService(deps: {
  db: Database;
  store: KeyValueStore;
  repository: MemberProfileRepository;
  account: Pick<
    MemberAccountPort,
    | 'contactTarget'
    | 'assertAvailable'
    | 'sendCode'
    | 'consumeCode'
    | 'verifyLoginPassword'
    | 'changeContact'
    | 'notifyContactChanged'
  >;
  profiles: Pick<MemberProfileService, 'profile'>;
}) {
  const { db, account } = deps;

  async function checkedTarget(
    member: MemberRecord,
    merchant: MerchantSnapshot,
    body: TContactCodeRequest,
    language: LanguageCode,
  ): Promise<ContactTarget> {
    const target = account.contactTarget(merchant, body, language);
    if (isCurrent(member, target))
      throw new AppError('VALIDATION_FAILED', { fields: target.channel === 'email' ? 'email' : 'mobileNum' });
    if ((await deps.store.increment(`contact-checks:${member.id}`, HOUR_MS)) > CONTACT_CHECKS_PER_HOUR)
      throw new AppError('RATE_LIMITED', { seconds: 3600 }, null, { 'Retry-After': '3600' });
    await account.assertAvailable(merchant.code, member.id, target);
    return target;
  }

  return {
    async sendCode(
      member: MemberRecord,
      merchant: MerchantSnapshot,
      body: TContactCodeRequest,
      client: { ip: string; language: LanguageCode },
    ): Promise<TContactCodeSent> {
      const target = await checkedTarget(member, merchant, body, client.language);
      const sent = await account.sendCode(merchant, target, client);
      return { target: maskTarget(target), expiredMinutes: sent.expiredMinutes };
    },

    /**
     * The password is checked first (counted by the login-password lockout), then the code is
     * spent; the change and its record commit together, and only then is the old address told.
     */
    async change(
      member: MemberRecord,
      merchant: MerchantSnapshot,
      body: TContactChange,
      client: { ip: string; language: LanguageCode },
    ): Promise<TMemberProfile> {
      const target = await checkedTarget(member, merchant, body, client.language);
      await account.verifyLoginPassword(member, body.password);
      await account.consumeCode(merchant.code, target, body.verificationCode);
      await db.transaction(async (tx) => {
        await account.changeContact(tx, member, target);
        await deps.repository.record(tx, {
          merchantCode: member.merchantCode,
          memberId: member.id,
          field: target.channel === 'email' ? 'EMAIL' : 'MOBILE',
          summary: `${maskCurrent(member, target.channel)} → ${maskTarget(target)}`,
          ip: client.ip,
        });
      });
      await account.notifyContactChanged(member, target, maskTarget(target));
      return deps.profiles.profile(member);
    },
  };
}

export type ContactChangeService = ReturnType<typeof createContactChangeService>;
