import { useTranslation } from 'react-i18next';
import { ReferralScreen } from '../../features/referral/components/referral-screen.tsx';
import { useSite } from '../site-context.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/referral (spec §2 member centre referral): my code, link and QR, the rule, my friends. */
export default function ReferralRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  return (
    <MoneyShell page="referral" title={t('referral.title')} subtitle={t('referral.subtitle')}>
      <ReferralScreen timeZone={brand.timeZone} />
    </MoneyShell>
  );
}
