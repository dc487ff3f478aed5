import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showModal } from '../../components/modal/modal-store.ts';
import { logout } from '../../features/auth/api/auth-api.ts';
import { session } from '../../lib/session.ts';
import { useSafeNavigate } from './use-safe-navigate.ts';

/** Spec §4 "Logout": confirm, call logout, clear session storage, go home. */
export function useLogout(redirectTo = '/') {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  return useCallback(() => {
    showModal({
      icon: 'warning',
      title: t('header.logoutConfirmTitle'),
      html: t('header.logoutConfirmText'),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
        {
          label: t('header.logout'),
          value: 'logout',
          onClick: async () => {
            try {
              await logout();
            } catch {
              /* the local session ends whatever the server says */
            }
            session.clear();
            navigate(redirectTo);
          },
        },
      ],
    });
  }, [navigate, redirectTo, t]);
}
