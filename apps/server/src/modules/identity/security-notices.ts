import { outboundText } from '../../platform/i18n/outbound-messages.ts';
import type { MessageProvider } from '../messaging/index.ts';
import type { SystemService } from '../system/index.ts';
import { normalizeMobile } from './mobile-number.ts';
import type { MemberRecord } from './identity.repository.ts';

export type SecurityNotice =
  | 'paymentPasswordLockedBody'
  | 'loginPasswordLockedBody'
  | 'totpDisableLockedBody'
  | 'newIpLockedBody'
  | 'bankAccountAddedBody'
  | 'emailChangedBody'
  | 'mobileChangedBody';

/**
 * Tells the member that something happened to their account's security, by SMS when they have a
 * phone (read at once) else by e-mail, in the merchant's language. The texts carry no secret.
 */
export function createSecurityNotices(deps: {
  messages: MessageProvider;
  system: Pick<SystemService, 'merchantOrThrow'>;
}) {
  return async function notify(
    member: Pick<MemberRecord, 'merchantCode' | 'username' | 'mobileNum' | 'countryDialingCode' | 'email'>,
    notice: SecurityNotice,
    params: Record<string, string | number>,
  ): Promise<void> {
    const merchant = await deps.system.merchantOrThrow(member.merchantCode);
    const language = merchant.brandConfig.defaultLanguage;
    const mobile =
      member.mobileNum && member.countryDialingCode
        ? normalizeMobile(member.mobileNum, member.countryDialingCode, language)
        : null;
    const recipient = mobile?.e164 ?? member.email?.toLowerCase();
    if (!recipient) return;
    const values = { brand: merchant.brandConfig.brandName, username: member.username, ...params };
    await deps.messages.send({
      merchantCode: member.merchantCode,
      channel: mobile ? 'SMS' : 'EMAIL',
      recipient,
      subject: mobile ? undefined : outboundText('securityNoticeSubject', language, values),
      body: outboundText(notice, language, values),
    });
  };
}

export type NotifyMember = ReturnType<typeof createSecurityNotices>;
