import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showGameLaunch, showModal } from '../../components/modal/index.ts';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { launchGame } from '../../features/game-vendors/api/vendor-lanes-api.ts';
import type { TVendorCard } from '../../features/game-vendors/nav-model.ts';
import { ApiError, describeApiError } from '../../lib/api-client.ts';
import { session } from '../../lib/session.ts';

/**
 * Launching a vendor (spec §2, §6): a vendor under maintenance explains itself; a visitor gets the
 * login popup; a member gets the game window (the launch call answers `{ url }`).
 */
export function useLaunchVendor() {
  const { t } = useTranslation();
  return useCallback(
    async (card: TVendorCard) => {
      if (card.maintenance) {
        showModal({
          icon: 'warning',
          title: t('vendor.maintenanceTitle'),
          html: t('vendor.maintenanceText', { vendor: card.displayName }),
        });
        return;
      }
      if (!session.isLoggedIn()) {
        authPopup.openLogin();
        return;
      }
      try {
        const { url } = await launchGame({ vassalage: card.vassalage, gameType: card.gameType });
        showGameLaunch({ title: card.displayName, url });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          session.clear();
          authPopup.openLogin();
          return;
        }
        showModal({
          icon: 'error',
          title: t('vendor.launchFailed'),
          html: describeApiError(error, (key) => t(key)),
        });
      }
    },
    [t],
  );
}
