import type { TGame } from '@platform/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { authPopup } from '../../features/auth/stores/auth-popup-store.ts';
import { vendorPageHref } from '../../features/game-vendors/nav-model.ts';
import type { Launcher } from '../../features/game-launch/launcher.ts';
import type { GameActions } from '../../features/games/components/game-tile.tsx';
import { useFavourites, type FavouritesApi } from '../../features/games/hooks/use-favourites.ts';
import { useLaunchGame } from '../hooks/use-launch-game.ts';

/**
 * What the lobby's game tiles do, composed from the features: launch and free trial (game-launch),
 * favourites (games; a visitor gets the login popup), and a vendor entry opens that vendor's page.
 */
export function useGameActions(): { actions: GameActions; favourites: FavouritesApi; launch: Launcher } {
  const launch = useLaunchGame();
  const navigate = useNavigate();
  const favourites = useFavourites(authPopup.openLogin);
  const actions = useMemo<GameActions>(
    () => ({
      onLaunch: (game: TGame) => void launch(game),
      onTrial: (game: TGame) => void launch(game, { trial: true }),
      onOpenVendor: (game: TGame) => void navigate(vendorPageHref(game)),
      isFavourite: favourites.isFavourite,
      onToggleFavourite: favourites.toggle,
    }),
    [launch, navigate, favourites.isFavourite, favourites.toggle],
  );
  return { actions, favourites, launch };
}
