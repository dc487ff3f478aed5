import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showModal } from '../../components/modal/index.ts';
import { showToast } from '../../components/toast/index.ts';
import { logout, registerRulesQuery } from '../../features/auth/api/auth-api.ts';
import { socialProvidersQuery } from '../../features/auth/api/social-login-api.ts';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog.tsx';
import { ForgotPasswordDialog } from '../../features/auth/components/forgot-password-dialog.tsx';
import { LoginDialog } from '../../features/auth/components/login-dialog.tsx';
import { RegisterDialog } from '../../features/auth/components/register-dialog.tsx';
import { authPopup, useAuthPopupState } from '../../features/auth/stores/auth-popup-store.ts';
import { countriesQuery, useWhitelabelFlags } from '../../features/system/api/system-api.ts';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import { session } from '../../lib/session.ts';
import { POPUP_ROUTES, useLoginLanding } from '../hooks/use-login-landing.ts';
import { useSafeNavigate } from '../hooks/use-safe-navigate.ts';
import { useSession } from '../hooks/use-session.ts';
import { useSite } from '../site-context.ts';

const AUTH_FLAGS = [
  'SMS_LOGIN',
  'FREE_PLAY',
  'MOBILE_REGISTER',
  'SMS_REGISTER_VERIFY',
  'MOBILE_REGISTER_PASSWORD',
  'PHONE_RESET',
  'GOOGLE_LOGIN',
  'FACEBOOK_LOGIN',
] as const;

/** The login, register, forgot-password and change-password popups, composed with the brand's flags. */
export function AuthPopups() {
  const { t, i18n } = useTranslation();
  const state = useAuthPopupState();
  const popup = state.popup;
  const location = useLocation();
  const navigate = useSafeNavigate();
  const land = useLoginLanding();
  const { brand, status } = useSite();
  const { isLoggedIn } = useSession();
  const flags = useWhitelabelFlags(AUTH_FLAGS);
  const cs = useCustomerService();
  const queryClient = useQueryClient();
  const countries = useQuery({ ...countriesQuery(i18n.language), enabled: popup !== null });
  const rules = useQuery({
    ...registerRulesQuery,
    enabled: popup === 'forgot' || popup === 'changePassword',
  });
  const preferredCountry = status.location.countryCode ?? brand.defaultLanguage;
  // Spec §1: social buttons when the brand's flag is on and the merchant configured the provider.
  const socialFlagged = flags.GOOGLE_LOGIN || flags.FACEBOOK_LOGIN;
  const social = useQuery({ ...socialProvidersQuery, enabled: popup === 'login' && socialFlagged });
  const socialProviders = (social.data?.providers ?? []).filter((p) =>
    p === 'GOOGLE' ? flags.GOOGLE_LOGIN : flags.FACEBOOK_LOGIN,
  );

  // Spec §4: a default or expired password must be changed before anything else, even after a reload.
  useEffect(() => {
    if (isLoggedIn && session.mustChangePassword() && authPopup.get() === null)
      authPopup.openChangePassword({ forced: true });
  }, [isLoggedIn]);

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

  const openCustomerService = () => cs.open();

  const endSession = async () => {
    try {
      await logout();
    } catch {
      /* the local session ends whatever the server says */
    }
    session.clear();
    authPopup.close();
    navigate('/');
  };

  return (
    <>
      <LoginDialog
        open={popup === 'login'}
        onClose={close}
        brandName={brand.brandName}
        smsLogin={flags.SMS_LOGIN}
        freePlay={flags.FREE_PLAY}
        socialProviders={socialProviders}
        countries={countries.data ?? []}
        preferredCountry={preferredCountry}
        onSuccess={land}
        onRegister={authPopup.openRegister}
        onForgot={authPopup.openForgot}
        onTerms={openTerms}
      />
      <RegisterDialog
        open={popup === 'register'}
        onClose={close}
        brandName={brand.brandName}
        mobileRegister={flags.MOBILE_REGISTER}
        smsVerify={flags.SMS_REGISTER_VERIFY}
        mobilePassword={flags.MOBILE_REGISTER_PASSWORD}
        countries={countries.data ?? []}
        preferredCountry={preferredCountry}
        onLogin={authPopup.openLogin}
        onTerms={openTerms}
        onSuccess={() => {
          authPopup.close();
          navigate('/');
          showModal({
            icon: 'success',
            title: t('auth.registerSuccess'),
            html: t('auth.registerWelcome', { brand: brand.brandName }),
            autoCloseMs: 3000,
          });
        }}
      />
      <ForgotPasswordDialog
        open={popup === 'forgot'}
        onClose={close}
        phoneReset={flags.PHONE_RESET}
        countries={countries.data ?? []}
        preferredCountry={preferredCountry}
        passwordRule={rules.data?.password}
        onCustomerService={openCustomerService}
        onEmailSent={() => {
          close();
          showModal({ icon: 'success', title: t('forgot.sentTitle'), html: t('forgot.sentText') });
        }}
        onReset={() => {
          authPopup.close();
          navigate('/');
          showToast(t('forgot.resetDone'));
        }}
      />
      {popup === 'changePassword' ? (
        <ChangePasswordDialog
          open
          forced={state.forced}
          knownPassword={state.knownPassword}
          passwordRule={rules.data?.password}
          onClose={authPopup.close}
          onLogout={() => void endSession()}
          onSuccess={() => {
            // Spec §4 "Change password": the login stays, the popup closes, the member lands on /.
            session.setMustChangePassword(false);
            // The server refused everything else until now (PASSWORD_CHANGE_REQUIRED): read it again.
            void queryClient.invalidateQueries();
            authPopup.close();
            navigate('/');
            showToast(t('password.changed'));
          }}
        />
      ) : null}
    </>
  );
}
