import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Notice } from '../../components/notice/notice.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { WalletOverview, type WalletAction } from '../../features/wallet/components/wallet-overview.tsx';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import { MONEY_ICONS, MONEY_PATHS } from './money-paths.ts';
import { MoneyShell } from './money-shell.tsx';

/** /account/wallet: my wallet (spec §2 member area). Trial users see their demo money. */
export default function MyWalletRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isTrial, isAgent } = useSession();
  const actions: WalletAction[] = [
    {
      id: 'deposit',
      to: MONEY_PATHS.deposit,
      icon: MONEY_ICONS.deposit,
      label: t('cashier.nav.deposit'),
      primary: true,
    },
    {
      id: 'withdraw',
      to: MONEY_PATHS.withdraw,
      icon: MONEY_ICONS.withdraw,
      label: t('cashier.nav.withdraw'),
    },
    isAgent
      ? {
          id: 'transfer',
          to: MONEY_PATHS.transferFund,
          icon: MONEY_ICONS.transferFund,
          label: t('cashier.nav.transferFund'),
        }
      : {
          id: 'transfer',
          to: MONEY_PATHS.transferUpline,
          icon: MONEY_ICONS.transferUpline,
          label: t('cashier.nav.transferUpline'),
        },
    { id: 'records', to: MONEY_PATHS.records, icon: MONEY_ICONS.records, label: t('cashier.nav.records') },
    {
      id: 'gameWallets',
      to: MONEY_PATHS.gameWallets,
      icon: MONEY_ICONS.gameWallets,
      label: t('cashier.nav.gameWallets'),
    },
  ];
  return (
    <MoneyShell page="wallet" allowTrial>
      <WalletOverview
        actions={isTrial ? [] : actions}
        recordsTo={MONEY_PATHS.records}
        timeZone={brand.timeZone}
        trialNotice={
          isTrial ? (
            <Notice actions={<Button onClick={authPopup.openRegister}>{t('header.register')}</Button>}>
              {t('wallet.trialNotice')}
            </Notice>
          ) : undefined
        }
      />
    </MoneyShell>
  );
}
