import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button/button.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { SeamlessWalletPage } from '../../features/cashier/game-wallets/components/seamless-wallet.tsx';
import { useVendorLanes } from '../../features/game-vendors/api/vendor-lanes-api.ts';
import { CATEGORY_ICONS, vendorPageHref } from '../../features/game-vendors/nav-model.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';
import { MONEY_PATHS } from './money-paths.ts';
import pages from './pages.module.css';

/**
 * /seamless (spec §2 public routes, §4 "Wallets"): the central wallet and the providers that play
 * from it, the transfer-wallet providers' game balances with recall, and how the one wallet works.
 */
export default function SeamlessRoute() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { isLoggedIn, isTrial } = useSession();
  const lanes = useVendorLanes();
  const member = isLoggedIn && !isTrial;
  return (
    <div className={pages.stack} data-testid="page-seamless">
      <PageHeader
        eyebrow={brand.brandName}
        title={t('seamless.title')}
        subtitle={t('seamless.subtitle')}
        icon={<Icon name="swap" size={30} />}
        actions={
          member ? (
            <Link to={MONEY_PATHS.records} className={buttonClass('outline', 'sm')}>
              <Icon name="record" size={16} />
              {t('seamless.records')}
            </Link>
          ) : undefined
        }
      />
      <SeamlessWalletPage
        loggedIn={isLoggedIn}
        trial={isTrial}
        lanes={lanes}
        categoryIcons={CATEGORY_ICONS}
        vendorHref={vendorPageHref}
        depositTo={MONEY_PATHS.deposit}
        walletTo={MONEY_PATHS.wallet}
        brandCurrency={{ code: brand.currency, symbol: brand.currencySymbol }}
        onLogin={authPopup.openLogin}
        onRegister={authPopup.openRegister}
      />
    </div>
  );
}
