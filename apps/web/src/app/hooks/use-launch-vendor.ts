import { useCallback } from 'react';
import type { TVendorCard } from '../../features/game-vendors/nav-model.ts';
import { useLaunchGame } from './use-launch-game.ts';

/**
 * Launching a vendor from its tile or a one-vendor nav entry (spec §2, §6): the vendor's lobby
 * (`gameCode` LOBBY with the tile's category) through the same flow as a game, so a visitor gets
 * the login popup, a vendor under maintenance the suggestions dialog, and a member the game window.
 */
export function useLaunchVendor() {
  const launch = useLaunchGame();
  return useCallback(
    (card: TVendorCard) =>
      launch({
        vassalage: card.vassalage,
        displayName: card.displayName,
        gameType: card.gameType,
        maintenance: card.maintenance,
      }),
    [launch],
  );
}
