import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MobileField as AuthMobileField } from '../../features/auth/components/auth-fields.tsx';
import { SmsCodeField } from '../../features/auth/components/code-fields.tsx';
import { defaultDialingCode } from '../../features/auth/components/country-code-select.tsx';
import { BankAccountForm } from '../../features/cashier/components/bank-account-form.tsx';
import { MemberAccountScreen } from '../../features/member-account/components/member-account-screen.tsx';
import type {
  MemberAccountSlots,
  MobileFieldProps,
  PayoutMethodFormProps,
  VipLabelProps,
} from '../../features/member-account/components/slots.ts';
import { countriesQuery } from '../../features/system/api/system-api.ts';
import { useVipLevelName } from '../../features/vip/api/vip-api.ts';
import { useSite } from '../site-context.ts';
import { MONEY_PATHS } from './money-paths.ts';
import { MoneyShell } from './money-shell.tsx';

function useCountries() {
  const { i18n } = useTranslation();
  return useQuery(countriesQuery(i18n.language)).data ?? [];
}

/** The auth forms' mobile field, with the country list for its dialling-code picker. */
function MobileField(props: MobileFieldProps) {
  return <AuthMobileField countries={useCountries()} {...props} />;
}

/** The cashier's bank-account form, offering an e-wallet too, inside the account screen's dialog. */
function PayoutMethodForm({ onAdded, onCancel }: PayoutMethodFormProps) {
  return <BankAccountForm onAdded={onAdded} onCancel={onCancel} offerKinds framed={false} />;
}

/** The VIP level's configured name (the VIP feature's), "VIP n" until it arrives. */
function VipLabel({ level }: VipLabelProps) {
  const { t } = useTranslation();
  return <>{useVipLevelName(level) ?? t('header.vip', { level })}</>;
}

const SLOTS: MemberAccountSlots = { PayoutMethodForm, MobileField, CodeField: SmsCodeField, VipLabel };

/**
 * /member: my account (spec §2 "/member: the member centre", header menu "my account"), in the
 * member centre's frame, which asks visitors to log in and trial users to register.
 */
export default function MemberAccountRoute() {
  const { t } = useTranslation();
  const { brand, status } = useSite();
  const countries = useCountries();
  const dialCode = defaultDialingCode(countries, status.location.countryCode ?? brand.defaultLanguage);
  return (
    <MoneyShell page="member" subtitle={t('memberAccount.subtitle')}>
      <MemberAccountScreen
        timeZone={brand.timeZone}
        defaultDialCode={dialCode}
        paymentPasswordHref={MONEY_PATHS.withdraw}
        slots={SLOTS}
      />
    </MoneyShell>
  );
}
