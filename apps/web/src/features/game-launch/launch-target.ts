import type { TGame, TGameRoom, TGameSuggestion, TLaunchQuery } from '@platform/contracts';
import { GAME_CATEGORIES, type GameCategory } from '@platform/contracts/client';

/**
 * What launching needs to know of the thing clicked: a game tile, a maintenance suggestion, a live
 * table or a vendor tile (which opens the vendor's lobby, gameCode `LOBBY`).
 */
export interface LaunchTarget {
  vassalage: string;
  gameCode: string;
  gameType: GameCategory;
  displayName: string;
  /** Spec quirk kept from the wire: 0 means the title offers a free trial; undefined when unknown. */
  supportPlay?: 0 | 1;
  /** Known to be under maintenance before asking the server. */
  maintenance?: boolean;
  iconUrl?: { showIcon: string; lagerIcon: string };
}

export interface LaunchOptions {
  /** Free play (no real money): `trial=1`, allowed to visitors on titles that offer it. */
  trial?: boolean;
}

/** The gameCode a vendor tile launches with: the server opens that vendor's first game of the type. */
export const VENDOR_LOBBY_GAME_CODE = 'LOBBY';

/** Spec §7 / API.md: a GAME_MAINTENANCE answer carries at most this many games to play instead. */
export const MAX_SUGGESTIONS = 6;

export type LaunchSource =
  | TGame
  | TGameSuggestion
  | TGameRoom
  | {
      vassalage: string;
      displayName: string;
      gameType: GameCategory;
      maintenance?: boolean;
      iconUrl?: string;
    };

/** Any launchable thing as a target; a vendor card (no gameCode) becomes its vendor lobby. */
export function toLaunchTarget(source: LaunchSource): LaunchTarget {
  if ('roomId' in source) {
    return {
      vassalage: source.vassalage,
      gameCode: source.gameCode,
      gameType: source.gameType,
      displayName: source.gameName,
      maintenance: source.maintenance,
    };
  }
  if (!('gameCode' in source)) {
    return {
      vassalage: source.vassalage,
      gameCode: VENDOR_LOBBY_GAME_CODE,
      gameType: source.gameType,
      displayName: source.displayName,
      maintenance: source.maintenance,
    };
  }
  return {
    vassalage: source.vassalage,
    gameCode: source.gameCode,
    gameType: source.gameType,
    displayName: source.displayName,
    iconUrl: source.iconUrl,
    ...('supportPlay' in source ? { supportPlay: source.supportPlay, maintenance: source.maintenance } : {}),
  };
}

export type LaunchDevice = NonNullable<TLaunchQuery['device']>;

/** Phones get the vendor's mobile web build (H5); everything wider the desktop one. */
export function launchDevice(viewportWidth: number): LaunchDevice {
  return viewportWidth <= 720 ? 'H5' : 'WEB';
}

/** The `/api/wps/game/launchGame` query of a target (ZLaunchQuery). */
export function launchQuery(
  target: LaunchTarget,
  options: LaunchOptions,
  context: { language: string; device: LaunchDevice; theme?: 'dark' | 'light' },
): TLaunchQuery {
  return {
    vendorCode: target.vassalage,
    gameCode: target.gameCode,
    language: context.language,
    device: context.device,
    // The vendor apps (lottery, sportsbook) open in the site's theme.
    ...(context.theme ? { theme: context.theme } : {}),
    ...(options.trial ? { trial: '1' as const } : {}),
    // The vendor lobby is resolved per category: one vendor may run slots and live tables.
    ...(target.gameCode === VENDOR_LOBBY_GAME_CODE ? { gameType: target.gameType } : {}),
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCategory = (value: unknown): value is GameCategory =>
  typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);

/**
 * The `suggestions` of a GAME_MAINTENANCE error value (ZGameMaintenanceValue), read defensively:
 * malformed entries are dropped, duplicates and anything past the sixth are ignored.
 */
export function readSuggestions(value: unknown): TGameSuggestion[] {
  if (!value || typeof value !== 'object' || !('suggestions' in value)) return [];
  const list = (value as { suggestions: unknown }).suggestions;
  if (!Array.isArray(list)) return [];
  const out: TGameSuggestion[] = [];
  const seen = new Set<string>();
  for (const raw of list as unknown[]) {
    if (out.length === MAX_SUGGESTIONS) break;
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    const icon = (item.iconUrl ?? {}) as Record<string, unknown>;
    if (
      !isText(item.vassalage) ||
      !isText(item.gameCode) ||
      !isCategory(item.gameType) ||
      !isText(item.displayName)
    )
      continue;
    const key = `${item.vassalage}:${item.gameCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      nodeId: isText(item.nodeId) ? item.nodeId : key,
      vassalage: item.vassalage,
      gameCode: item.gameCode,
      gameType: item.gameType,
      displayName: item.displayName,
      iconUrl: {
        showIcon: typeof icon.showIcon === 'string' ? icon.showIcon : '',
        lagerIcon: typeof icon.lagerIcon === 'string' ? icon.lagerIcon : '',
      },
    });
  }
  return out;
}

/**
 * Only http(s) game URLs go into the game window's iframe: a `javascript:` or `data:` URL from a
 * misbehaving vendor would otherwise run in the site's frame.
 */
export function isPlayableUrl(url: string, base?: string): boolean {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
