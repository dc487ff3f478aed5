import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showModal } from '../../components/modal/modal-store.ts';
import { showToast } from '../../components/toast/index.ts';
import { logout, registerRulesQuery } from '../../features/auth/api/auth-api.ts';
import { socialProvidersQuery } from '../../features/auth/api/social-login-api.ts';
import { useBannerBand } from '../../features/content/components/banner-carousel.tsx';
import { authPopup, useAuthPopupState, type AuthPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { countriesQuery, useWhitelabelFlags } from '../../features/system/api/system-api.ts';
import { useCustomerService } from '../../features/system/hooks/use-customer-service.ts';
import { session } from '../../lib/session.ts';
import { POPUP_ROUTES, useLoginLanding } from '../hooks/use-login-landing.ts';
import { useSafeNavigate } from '../hooks/use-safe-navigate.ts';
import { useSession } from '../hooks/use-session.ts';
import { whenEngaged } from '../../lib/page-load.ts';
import { useSite } from '../site-context.ts';
import { withTimeout } from '../chunk-timeout.ts';

// The dialogs are not part of the first load: each comes with its first opening, and all of them
// once the page is idle, so a click rarely waits for one (issue 16).
const loadLogin = () => withTimeout(import('../../features/auth/components/login-dialog.tsx'));
const loadRegister = () => withTimeout(import('../../features/auth/components/register-dialog.tsx'));
const loadForgot = () => withTimeout(import('../../features/auth/components/forgot-password-dialog.tsx'));
const loadChangePassword = () =>
  withTimeout(import('../../features/auth/components/change-password-dialog.tsx'));
const LoginDialog = lazy(() => loadLogin().then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() => loadRegister().then((m) => ({ default: m.RegisterDialog })));
const ForgotPasswordDialog = lazy(() => loadForgot().then((m) => ({ default: m.ForgotPasswordDialog })));
const ChangePasswordDialog = lazy(() =>
  loadChangePassword().then((m) => ({ default: m.ChangePasswordDialog })),
);

function preloadDialogs() {
  for (const load of [loadLogin, loadRegister, loadForgot, loadChangePassword])
    void load().catch(() => undefined);
}

/** Which dialogs have been opened at least once: they stay mounted so they can animate closed. */
function useOpenedOnce(popup: AuthPopup) {
  const [opened, setOpened] = useState<ReadonlySet<NonNullable<AuthPopup>>>(() => new Set());
  if (popup !== null && !opened.has(popup)) setOpened(new Set([...opened, popup]));
  return opened;
}

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
  const opened = useOpenedOnce(popup);
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

  // The dialogs come once the visitor starts using the page, not in the first seconds of its load.
  useEffect(() => {
    void whenEngaged().then(preloadDialogs);
  }, []);

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

  // Spec §2: the popups' banner groups; following a banner closes the popup (its link navigates).
  const loginBanner = useBannerBand('w_login', authPopup.close);
  const registerBanner = useBannerBand('w_register', authPopup.close);
  const forgotBanner = useBannerBand('w_forget', authPopup.close);

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
    <Suspense fallback={null}>
      {opened.has('login') ? (
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
          bannerSlot={loginBanner}
        />
      ) : null}
      {opened.has('register') ? (
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
          bannerSlot={registerBanner}
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
      ) : null}
      {opened.has('forgot') ? (
        <ForgotPasswordDialog
          open={popup === 'forgot'}
          onClose={close}
          phoneReset={flags.PHONE_RESET}
          countries={countries.data ?? []}
          preferredCountry={preferredCountry}
          passwordRule={rules.data?.password}
          onCustomerService={openCustomerService}
          bannerSlot={forgotBanner}
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
      ) : null}
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
    </Suspense>
  );
}
