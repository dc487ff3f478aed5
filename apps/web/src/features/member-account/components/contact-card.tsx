import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { StatusPill } from '../../../components/status-pill/status-pill.tsx';
import type { MemberProfile } from '../api/member-account-api.ts';
import { dialCodeOf, emailDisplay, mobileDisplay } from '../contact-display.ts';
import { ContactDialog, type ContactChannel } from './contact-dialog.tsx';
import { Fact } from './profile-card.tsx';
import styles from './member-account.module.css';
import type { MemberAccountSlots } from './slots.ts';

/**
 * The e-mail and mobile the platform reaches the member at (codes, password resets), shown masked;
 * a change needs a code sent to the new address and the login password.
 */
export function ContactCard({
  profile,
  defaultDialCode,
  slots,
}: {
  profile: MemberProfile;
  defaultDialCode: string;
  slots: Pick<MemberAccountSlots, 'MobileField' | 'CodeField'>;
}) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<ContactChannel | null>(null);
  const mobile = mobileDisplay(profile.mobileMasked, profile.countryDialingCode);
  const email = emailDisplay(profile.emailMasked);

  const row = (which: ContactChannel, value: string | null) => (
    <Fact
      icon={which === 'mobile' ? 'phone' : 'mail'}
      label={t(`memberAccount.contact.${which}`)}
      testId={`contact-${which}`}
    >
      <span className={styles.contactValue}>
        {value ? (
          <span className={styles.mono}>{value}</span>
        ) : (
          <StatusPill tone="muted" dot={false} size="sm">
            {t('memberAccount.contact.none')}
          </StatusPill>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => setChannel(which)}
          aria-label={t(`memberAccount.contact.change_${which}`)}
        >
          {value ? t('memberAccount.contact.change') : t('memberAccount.contact.add')}
        </Button>
      </span>
    </Fact>
  );

  return (
    <Card
      id="member-contact-title"
      icon="phone"
      title={t('memberAccount.contact.title')}
      text={t('memberAccount.contact.text')}
      testId="member-contact"
    >
      <ul className={styles.facts}>
        {row('mobile', mobile)}
        {row('email', email)}
        <Fact icon="wallet" label={t('memberAccount.contact.payeeName')} testId="contact-payee">
          {profile.payeeName ? (
            <span className={styles.factLocked}>
              {profile.payeeName}
              <Icon name="lock" size={14} aria-hidden="true" />
            </span>
          ) : (
            <StatusPill tone="muted" dot={false} size="sm">
              {t('memberAccount.contact.none')}
            </StatusPill>
          )}
        </Fact>
      </ul>
      <p className={styles.cardNote}>
        <Icon name="shield" size={16} />
        <span>{t('memberAccount.contact.note')}</span>
      </p>
      <ContactDialog
        channel={channel}
        onClose={() => setChannel(null)}
        defaultDialCode={dialCodeOf(profile.countryDialingCode) ?? defaultDialCode}
        slots={slots}
      />
    </Card>
  );
}
