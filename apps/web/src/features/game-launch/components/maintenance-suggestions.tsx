import type { TGameSuggestion } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '../../../components/icon-badge/icon-badge.tsx';
import { Icon } from '../../../components/icon/icon.tsx';
import styles from './game-launch.module.css';

/**
 * The body of the maintenance dialog (spec §4, API.md GAME_MAINTENANCE): why the game did not open,
 * and up to six games of the same kind that are up, each a tile that launches it instead.
 */
export function MaintenanceSuggestions({
  name,
  suggestions,
  onPlay,
}: {
  name: string;
  suggestions: TGameSuggestion[];
  onPlay: (game: TGameSuggestion) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.maintenance} data-testid="maintenance-suggestions">
      <p className={styles.maintenanceText}>{t('launch.maintenanceText', { name })}</p>
      {suggestions.length > 0 ? (
        <>
          <p className={styles.suggestHeading}>{t('launch.suggestions')}</p>
          <ul className={styles.suggestGrid} aria-label={t('launch.suggestions')}>
            {suggestions.map((game) => (
              <li key={`${game.vassalage}:${game.gameCode}`}>
                <SuggestionTile game={game} onPlay={onPlay} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.maintenanceHint}>{t('launch.maintenanceLater')}</p>
      )}
    </div>
  );
}

function SuggestionTile({
  game,
  onPlay,
}: {
  game: TGameSuggestion;
  onPlay: (game: TGameSuggestion) => void;
}) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const icon = game.iconUrl.showIcon || game.iconUrl.lagerIcon;
  return (
    <button
      type="button"
      className={styles.suggestion}
      onClick={() => onPlay(game)}
      aria-label={t('launch.play', { name: game.displayName })}
    >
      <span className={styles.suggestArt}>
        {icon && !broken ? (
          <img src={icon} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />
        ) : (
          <Icon name="gamepad" size={28} />
        )}
        <IconBadge icon="play" tone="gold" size={26} iconSize={16} round className={styles.suggestPlay} />
      </span>
      <span className={styles.suggestName}>{game.displayName}</span>
    </button>
  );
}
