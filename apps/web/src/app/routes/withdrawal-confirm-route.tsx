import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { WithdrawalConfirmation } from '../../features/cashier/components/withdrawal-confirmation.tsx';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import { useRefreshWallet } from '../../features/wallet/api/wallet-api.ts';
import { useSite } from '../site-context.ts';
import { MONEY_PATHS } from './money-paths.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/withdraw/:id: the withdrawal confirmation screen (spec §2, §4). */
export default function WithdrawalConfirmRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { id = '' } = useParams();
  const cs = useCustomerService();
  const refreshWallet = useRefreshWallet();
  return (
    <MoneyShell page="withdraw" title={t('cashier.confirm.title')} subtitle={t('cashier.confirm.subtitle')}>
      <WithdrawalConfirmation
        id={id}
        backHref={MONEY_PATHS.withdraw}
        timeZone={brand.timeZone}
        onCustomerService={() => cs.open()}
        onAnswered={refreshWallet}
      />
    </MoneyShell>
  );
}
