import type { GameCategory, TGame } from '@platform/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { gameArt, offersTrial } from '../lobby-rules.ts';
import styles from './game-tile.module.css';
import { LazyImage } from './lazy-image.tsx';

/** What a tile can do; the route supplies these (launching belongs to the game-launch feature). */
export interface GameActions {
  onLaunch: (game: TGame) => void;
  onTrial: (game: TGame) => void;
  /** A vendor entry (`isGame` VASSALAGE) opens that vendor's game list. */
  onOpenVendor: (game: TGame) => void;
  isFavourite: (game: Pick<TGame, 'nodeId' | 'favourite'>) => boolean;
  onToggleFavourite: (game: TGame) => void;
}

export type TileShape = 'square' | 'wide';

const CATEGORY_GLYPH: Record<GameCategory, IconName> = {
  HOME: 'home',
  PROMO: 'gift',
  ELOTT: 'eLottery',
  LOTT: 'lottery',
  LIVE: 'cards',
  BOARD: 'board',
  SPORTS: 'ball',
  FISH: 'fish',
  RNG: 'slot',
  PVP: 'dice',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'rooster',
};

/** A stable hue per title, so fallback art differs from tile to tile without random numbers. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

function FallbackArt({ game }: { game: TGame }) {
  const hue = hueOf(`${game.vassalage}:${game.gameCode}`);
  return (
    <span
      className={styles.fallback}
      style={{ ['--hue' as string]: hue }}
      aria-hidden="true"
      data-testid="game-art-fallback"
    >
      <Icon name={CATEGORY_GLYPH[game.gameType]} size={34} />
      <span className={styles.fallbackName}>{game.displayName}</span>
    </span>
  );
}

export interface GameTileProps {
  game: TGame;
  actions: GameActions;
  shape?: TileShape;
  /** On the page's first screen: its picture loads with the page (`LazyImage`'s `eager`). */
  eagerImage?: boolean;
}

/**
 * Game tile (spec §2, §3): the art launches the game (or opens a vendor entry's list), a hot badge
 * when isHot is 1, a NEW badge, the favourite heart, a free-trial button when supportPlay is 0,
 * and a maintenance veil (launching then explains itself and suggests other games).
 */
export const GameTile = memo(function GameTile({
  game,
  actions,
  shape = 'square',
  eagerImage = false,
}: GameTileProps) {
  const { t } = useTranslation();
  const name = game.displayName || game.gameName;
  const isVendor = game.isGame === 'VASSALAGE';
  const favourite = actions.isFavourite(game);
  const trial = offersTrial(game);

  return (
    <article
      className={[styles.tile, styles[shape], game.maintenance ? styles.down : ''].join(' ')}
      data-testid="game-tile"
      data-game={game.nodeId}
      data-vendor={game.vassalage}
      data-category={game.gameType}
    >
      <div className={styles.art}>
        <button
          type="button"
          className={styles.play}
          aria-label={isVendor ? t('games.openVendor', { name }) : t('games.play', { name })}
          onClick={() => (isVendor ? actions.onOpenVendor(game) : actions.onLaunch(game))}
        >
          <LazyImage
            src={gameArt(game, shape)}
            className={styles.image}
            loadedClassName={styles.loaded}
            fallback={<FallbackArt game={game} />}
            eager={eagerImage}
          />
          <span
            className={`${styles.playIcon} ${isVendor ? styles.glyphOpen : styles.glyphPlay}`}
            aria-hidden="true"
          />
        </button>
        <span className={styles.badges}>
          {game.isHot === 1 ? (
            <span className={`${styles.badge} ${styles.hot}`} data-testid="hot-badge">
              {t('games.badgeHot')}
            </span>
          ) : null}
          {game.isNew === 1 ? (
            <span className={`${styles.badge} ${styles.new}`} data-testid="new-badge">
              {t('games.badgeNew')}
            </span>
          ) : null}
        </span>
        {game.maintenance ? (
          <span className={styles.maintenance}>
            <Icon name="warning" size={14} />
            {t('games.maintenance')}
          </span>
        ) : null}
        {!isVendor ? (
          <button
            type="button"
            className={[styles.heart, favourite ? styles.hearted : ''].join(' ')}
            aria-pressed={favourite}
            aria-label={t(favourite ? 'games.removeFavourite' : 'games.addFavourite', { name })}
            onClick={() => actions.onToggleFavourite(game)}
          ></button>
        ) : null}
      </div>
      <div className={styles.meta}>
        <p className={styles.name} title={name}>
          {name}
        </p>
        <div className={styles.sub}>
          <p className={styles.vendor}>{game.vendorName || game.vassalage}</p>
          {trial ? (
            <button type="button" className={styles.trial} onClick={() => actions.onTrial(game)}>
              {/* The name starts with the visible word, so a voice command that says it finds the button. */}
              {t('games.trial')}
              <span className="visually-hidden"> {name}</span>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
});
