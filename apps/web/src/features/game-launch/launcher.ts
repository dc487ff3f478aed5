import type { TGameSuggestion, TLaunchQuery } from '@platform/contracts';
import { ApiError } from '../../lib/api-client.ts';
import {
  isPlayableUrl,
  launchQuery,
  readSuggestions,
  toLaunchTarget,
  type LaunchDevice,
  type LaunchOptions,
  type LaunchSource,
  type LaunchTarget,
} from './launch-target.ts';

/** How a refused launch is answered on screen. */
export type LaunchRefusal = 'login' | 'trial' | 'maintenance' | 'failed';

/**
 * Reads a failed launch call: 401 means the session is gone (log in again), TRIAL_RESTRICTED the
 * "register a real account" notice (spec §4 Trial user), GAME_MAINTENANCE the suggestions dialog.
 * The site-wide MAINTENANCE shares HTTP 423, so the code decides, not the status.
 */
export function launchRefusal(error: unknown): LaunchRefusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 401 || error.code === 'UNAUTHORIZED') return 'login';
  if (error.code === 'TRIAL_RESTRICTED') return 'trial';
  if (error.code === 'GAME_MAINTENANCE') return 'maintenance';
  return 'failed';
}

/** What the launcher needs from the app: the session, the call, and the screens it opens. */
export interface LauncherDeps {
  session: () => { loggedIn: boolean; trial: boolean };
  context: () => { language: string; device: LaunchDevice; theme?: 'dark' | 'light' };
  fetchLaunch: (query: TLaunchQuery) => Promise<{ url: string }>;
  ui: {
    /** A visitor (or an expired session, `expired` true) is asked to log in. */
    login: (expired: boolean) => void;
    trialNotice: () => void;
    /** The maintenance dialog; `play` launches a suggestion instead. */
    maintenance: (
      target: LaunchTarget,
      suggestions: TGameSuggestion[],
      play: (game: TGameSuggestion) => void,
    ) => void;
    failed: (error: unknown) => void;
    /** The game window, after a launch that answered a playable URL. */
    play: (game: { target: LaunchTarget; url: string; trial: boolean }) => void;
  };
}

export type Launcher = (source: LaunchSource, options?: LaunchOptions) => Promise<void>;

/**
 * The launch flow of spec §2/§4 as one function over injected dependencies (so it is tested
 * without a browser): visitors log in first unless they ask for free play; a trial member on a
 * title without free play gets the register notice at once; everything else asks the server and
 * shows its answer. A second launch while one is on its way is ignored (double clicks).
 */
export function createLauncher(deps: LauncherDeps): Launcher {
  let busy = false;

  const launch: Launcher = async (source, options = {}) => {
    if (busy) return;
    const target = toLaunchTarget(source);
    const { loggedIn, trial: trialMember } = deps.session();
    const trial = !!options.trial;

    if (!loggedIn && !trial) {
      // Nothing to ask the server for a visitor: the maintenance notice still explains itself.
      if (target.maintenance) deps.ui.maintenance(target, [], (game) => void launch(game, options));
      else deps.ui.login(false);
      return;
    }
    if (trialMember && target.supportPlay === 1 && !target.maintenance) {
      deps.ui.trialNotice();
      return;
    }

    busy = true;
    let url: string;
    try {
      ({ url } = await deps.fetchLaunch(launchQuery(target, options, deps.context())));
    } catch (error) {
      busy = false;
      switch (launchRefusal(error)) {
        case 'login':
          deps.ui.login(loggedIn);
          return;
        case 'trial':
          deps.ui.trialNotice();
          return;
        case 'maintenance': {
          const value = error instanceof ApiError ? error.value : null;
          deps.ui.maintenance(target, readSuggestions(value), (game) => void launch(game, options));
          return;
        }
        default:
          // A title known to be down explains itself even when the server answers otherwise.
          if (target.maintenance) deps.ui.maintenance(target, [], (game) => void launch(game, options));
          else deps.ui.failed(error);
          return;
      }
    }
    busy = false;
    if (!isPlayableUrl(url, globalThis.location?.href)) {
      deps.ui.failed(new ApiError('INVALID_URL', '', 200));
      return;
    }
    deps.ui.play({ target, url, trial: trial || trialMember });
  };

  return launch;
}
