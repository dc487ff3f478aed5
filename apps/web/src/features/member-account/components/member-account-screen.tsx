import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button.tsx';
import { EmptyState } from '../../../components/empty-state/empty-state.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import { SkeletonCard } from '../../../components/skeleton/skeleton.tsx';
import { describeApiError } from '../../../lib/api-client.ts';
import { useProfile } from '../api/member-account-api.ts';
import { AccountActivity } from './account-activity.tsx';
import { ContactCard } from './contact-card.tsx';
import styles from './member-account.module.css';
import { PayoutMethodsCard } from './payout-methods-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import type { MemberAccountSlots } from './slots.ts';

export interface MemberAccountScreenProps {
  /** The brand's time zone: dates, and "today" for the birthday's age rule. */
  timeZone?: string;
  /** The dialling code a new mobile starts with when the member has none yet (`+66`). */
  defaultDialCode: string;
  /** Where the payment password is set (the withdraw page). */
  paymentPasswordHref: string;
  slots: MemberAccountSlots;
}

/**
 * My account (spec §2 "/member", header menu "my account"; issue 17): the profile, the contact
 * details, the payout methods and the account's change record.
 */
export function MemberAccountScreen({
  timeZone,
  defaultDialCode,
  paymentPasswordHref,
  slots,
}: MemberAccountScreenProps) {
  const { t } = useTranslation();
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <div className={styles.layout} role="status" aria-label={t('common.loading')}>
        <div className={styles.grid}>
          <SkeletonCard lines={5} tall />
          <SkeletonCard lines={4} tall />
        </div>
        <SkeletonCard lines={3} />
        <SkeletonCard lines={4} />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <EmptyState
        illustration="error"
        title={t('memberAccount.loadFailed')}
        text={describeApiError(profile.error, (key) => t(key))}
        actions={
          <Button icon={<Icon name="refresh" size={18} />} onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const data = profile.data;
  return (
    <div className={styles.layout} data-testid="member-account">
      <div className={styles.grid}>
        <ProfileCard profile={data} timeZone={timeZone} VipLabel={slots.VipLabel} />
        <ContactCard profile={data} defaultDialCode={defaultDialCode} slots={slots} />
      </div>
      <PayoutMethodsCard
        hasPaymentPassword={data.hasPaymentPassword}
        paymentPasswordHref={paymentPasswordHref}
        timeZone={timeZone}
        PayoutMethodForm={slots.PayoutMethodForm}
      />
      <AccountActivity timeZone={timeZone} />
    </div>
  );
}
