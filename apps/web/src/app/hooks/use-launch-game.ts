import { createElement, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showGameLaunch, showModal } from '../../components/modal/modal-store.ts';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { fetchLaunchUrl } from '../../features/game-launch/api/launch-api.ts';
import { MaintenanceSuggestions } from '../../features/game-launch/components/maintenance-suggestions.tsx';
import { TrialNotice } from '../../features/game-launch/components/trial-notice.tsx';
import { launchDevice } from '../../features/game-launch/launch-target.ts';
import { createLauncher, type Launcher } from '../../features/game-launch/launcher.ts';
import { useRefreshWallet } from '../../features/wallet/api/wallet-api.ts';
import { ApiError, describeApiError } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/language.ts';
import { isTrialUser, session } from '../../lib/session.ts';
import { currentTheme } from '../../lib/theme.ts';

export type { LaunchOptions, LaunchSource } from '../../features/game-launch/launch-target.ts';

/**
 * Launching a game (spec §2 game popup, §4 trial user, §7 launchGame): a game tile, a free-trial
 * button (`{ trial: true }`), a maintenance suggestion, a live table or a vendor tile. Visitors get
 * the login popup (free play excepted), trial members on real-money titles the register notice, a
 * game under maintenance the suggestions dialog, and a launch the draggable game window; closing it
 * re-reads the wallet (the socket usually got there first).
 */
export function useLaunchGame(): Launcher {
  const { t } = useTranslation();
  const refreshWallet = useRefreshWallet();
  // The launcher keeps its in-flight guard across renders; it reads these through refs.
  const latest = useRef({ t, refreshWallet });
  useEffect(() => {
    latest.current = { t, refreshWallet };
  }, [t, refreshWallet]);

  return useMemo(
    () =>
      createLauncher({
        session: () => {
          const { token, userInfo } = session.get();
          return { loggedIn: !!token, trial: isTrialUser(userInfo) };
        },
        context: () => ({
          language: currentLanguage(),
          device: launchDevice(window.innerWidth),
          theme: currentTheme(),
        }),
        fetchLaunch: fetchLaunchUrl,
        ui: {
          login: (expired) => {
            if (expired) session.clear();
            authPopup.openLogin();
          },
          trialNotice: () => {
            const { t } = latest.current;
            showModal({
              icon: 'info',
              title: t('launch.trialTitle'),
              content: createElement(TrialNotice),
              buttons: [
                { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
                { label: t('header.register'), value: 'register', onClick: () => authPopup.openRegister() },
              ],
            });
          },
          maintenance: (target, suggestions, play) => {
            const { t } = latest.current;
            const handle = showModal({
              icon: 'warning',
              title: t('launch.maintenanceTitle'),
              content: createElement(MaintenanceSuggestions, {
                name: target.displayName,
                suggestions,
                onPlay: (game) => {
                  handle.close('suggestion');
                  play(game);
                },
              }),
              buttons: [{ label: t('common.close'), value: 'close', variant: 'ghost' }],
            });
          },
          failed: (error) => {
            const { t } = latest.current;
            showModal({
              icon: 'error',
              title: t('vendor.launchFailed'),
              html:
                error instanceof ApiError && error.code === 'INVALID_URL'
                  ? t('errors.invalidUrl')
                  : describeApiError(error, (key) => t(key)),
            });
          },
          play: ({ target, url, trial }) => {
            const { t, refreshWallet } = latest.current;
            showGameLaunch({
              title: trial ? t('launch.trialWindow', { name: target.displayName }) : target.displayName,
              url,
              onClose: () => refreshWallet(),
            });
          },
        },
      }),
    [],
  );
}
