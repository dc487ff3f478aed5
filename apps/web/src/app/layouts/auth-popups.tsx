import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showModal } from '../../components/modal/index.ts';
import { LoginDialog } from '../../features/auth/components/login-dialog.tsx';
import type { LoginResult } from '../../features/auth/components/login-form.tsx';
import { RegisterDialog } from '../../features/auth/components/register-dialog.tsx';
import { authPopup, useAuthPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { countriesQuery, useWhitelabelFlags } from '../../features/system/api/system-api.ts';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import { isAgentUser } from '../../lib/session.ts';
import { useSafeNavigate } from '../hooks/use-safe-navigate.ts';
import { useSite } from '../site-context.ts';

const POPUP_ROUTES = new Set(['/login', '/register']);
const AUTH_FLAGS = ['SMS_LOGIN', 'FREE_PLAY', 'MOBILE_REGISTER', 'SMS_REGISTER_VERIFY'] as const;

/** The login and register popups, composed from the auth feature with the brand's flags. */
export function AuthPopups() {
  const { t, i18n } = useTranslation();
  const popup = useAuthPopup();
  const location = useLocation();
  const navigate = useSafeNavigate();
  const { brand, status } = useSite();
  const flags = useWhitelabelFlags(AUTH_FLAGS);
  const cs = useCustomerService();
  const countries = useQuery({ ...countriesQuery(i18n.language), enabled: popup !== null });
  const preferredCountry = status.location.countryCode ?? brand.defaultLanguage;

  const leavePopupRoute = () => {
    if (POPUP_ROUTES.has(location.pathname)) navigate('/', { replace: true });
  };

  const close = () => {
    authPopup.close();
    leavePopupRoute();
  };

  const openTerms = () => {
    authPopup.close();
    navigate('/help#term');
  };

  const forgot = () => {
    showModal({
      icon: 'info',
      title: t('auth.forgotTitle'),
      html: t('auth.forgotText'),
      buttons: [
        { label: t('common.close'), value: 'close', variant: 'ghost' },
        { label: t('common.customerService'), value: 'cs', onClick: () => cs.open() },
      ],
    });
  };

  const loggedIn = (result: LoginResult) => {
    authPopup.close();
    if (isAgentUser(result.user)) navigate('/agentHome');
    else if (result.freePlay) navigate('/');
    else leavePopupRoute();
    if (result.firstTimeLogin || result.passwordExpired) {
      showModal({ icon: 'info', title: t('auth.changePasswordTitle'), html: t('auth.changePasswordText') });
    }
  };

  return (
    <>
      <LoginDialog
        open={popup === 'login'}
        onClose={close}
        brandName={brand.brandName}
        smsLogin={flags.SMS_LOGIN}
        freePlay={flags.FREE_PLAY}
        countries={countries.data ?? []}
        preferredCountry={preferredCountry}
        onSuccess={loggedIn}
        onRegister={authPopup.openRegister}
        onForgot={forgot}
        onTerms={openTerms}
      />
      <RegisterDialog
        open={popup === 'register'}
        onClose={close}
        brandName={brand.brandName}
        mobileRegister={flags.MOBILE_REGISTER}
        smsVerify={flags.SMS_REGISTER_VERIFY}
        countries={countries.data ?? []}
        preferredCountry={preferredCountry}
        onLogin={authPopup.openLogin}
        onTerms={openTerms}
        onSuccess={({ loggedIn: signedIn }) => {
          authPopup.close();
          navigate('/');
          showModal({
            icon: 'success',
            title: t('auth.registerSuccess'),
            html: signedIn
              ? t('auth.registerWelcome', { brand: brand.brandName })
              : t('auth.registerLoginNow'),
            autoCloseMs: 3000,
            buttons: signedIn
              ? undefined
              : [{ label: t('header.login'), onClick: () => authPopup.openLogin() }],
          });
        }}
      />
    </>
  );
}
