import type { GameCategory, TGameMaintenanceValue } from '@platform/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { localName, toSuggestion } from './domain/game-activity.ts';
import {
  funPlayUrl,
  launchMode,
  realPlayUrl,
  vendorAppFor,
  vendorAppUrl,
  type VendorAppUrls,
} from './domain/launch.ts';
import { catalogVendorsFor, displayVassalage } from './domain/vassalage.ts';
import type { GameActivityRepository } from './game-activity.repository.ts';

/** The gameCode a vendor tile launches with: the vendor's first title of the category opens. */
export const LOBBY_GAME_CODE = 'LOBBY';
const SUGGESTION_LIMIT = 6;

export interface LaunchRequest {
  merchant: { code: string; currency: string };
  /** Undefined for an anonymous visitor (only free play is open to them). */
  member: { id: string; type: number } | undefined;
  vendorCode: string;
  gameCode: string;
  gameType: GameCategory | undefined;
  trial: boolean;
  language: string;
  /** Lottery launches (spec §7 "Lottery"): the lottery's own game to open, and betting or its lobby. */
  lottoGameCode?: string;
  lottoView?: 'betting' | 'lobby';
  backUrl?: string;
  /** The site's theme, passed on to the vendor apps' pages. */
  theme?: 'dark' | 'light' | undefined;
}

/**
 * What launching needs from the wallet: a vendor session for the member and game. Declared here and
 * handed in by the composition root, so games does not import seamless (which reads the catalog's
 * payout limits from games: the import would close a circle).
 */
export interface VendorSessionIssuer {
  issueSession(options: {
    vendorCode: string;
    memberId: string;
    merchantCode: string;
    gameCode: string;
  }): Promise<string>;
}

export function createLaunchService(deps: {
  repository: GameActivityRepository;
  seamless: VendorSessionIssuer;
  clock: Clock;
  houseGamesUrl: string;
  vendorAppUrls: VendorAppUrls;
}) {
  const { repository, seamless, clock, houseGamesUrl, vendorAppUrls } = deps;

  /** A lottery or sportsbook launch: real play only, in the vendor app's own pages. */
  async function launchVendorApp(
    r: LaunchRequest,
    app: 'LOTTO' | 'SPORTS',
    game: { gameType: string; gameCode: string },
    member: { id: string; type: number } | undefined,
  ): Promise<{ url: string }> {
    if (!member) throw new AppError('UNAUTHORIZED');
    if (member.type === 4 || r.trial) throw new AppError('TRIAL_RESTRICTED');
    const gameCode = app === 'LOTTO' ? (r.lottoGameCode ?? game.gameCode) : game.gameCode;
    const token = await seamless.issueSession({
      vendorCode: app,
      memberId: member.id,
      merchantCode: r.merchant.code,
      gameCode,
    });
    return {
      url: vendorAppUrl(vendorAppUrls[app], {
        token,
        user: member.id,
        currency: r.merchant.currency,
        language: r.language,
        gameType: game.gameType,
        gameCode,
        view: r.lottoView,
        backUrl: r.backUrl,
        theme: r.theme,
      }),
    };
  }

  return {
    /**
     * `/api/wps/game/launchGame`: checks who may play what, then answers the game URL. Real money
     * moves only through a HOUSE session issued here; every other launch is fun mode without one.
     */
    async launch(r: LaunchRequest): Promise<{ url: string }> {
      if (!r.member && !r.trial) throw new AppError('UNAUTHORIZED');
      const vendorCodes = catalogVendorsFor(r.vendorCode.toUpperCase(), r.merchant.currency);
      const game =
        r.gameCode.toUpperCase() === LOBBY_GAME_CODE
          ? await repository.firstVendorGame(r.merchant.code, vendorCodes, r.gameType)
          : await repository.findGame(r.merchant.code, vendorCodes, r.gameCode);
      if (!game) throw new AppError('NOT_FOUND');
      if (game.maintenance) {
        const suggestions = await repository.suggestions(r.merchant.code, game, SUGGESTION_LIMIT);
        const value: TGameMaintenanceValue = {
          suggestions: suggestions.map((s) =>
            toSuggestion(s, { language: r.language, currency: r.merchant.currency }),
          ),
        };
        throw new AppError('GAME_MAINTENANCE', {}, value);
      }
      const app = vendorAppFor(game.gameType);
      if (app) {
        const result = await launchVendorApp(r, app, game, r.member);
        if (r.member) await repository.recordRecent(r.member.id, game.id, clock.now());
        return result;
      }
      const trialPlayer = !r.member || r.member.type === 4;
      const { mode, needsTrialSupport } = launchMode({
        trialPlayer,
        trialAsked: r.trial,
        vendorCode: game.vendorCode,
      });
      if (needsTrialSupport && !game.supportTrial) throw new AppError('TRIAL_RESTRICTED');
      if (r.member && !trialPlayer) await repository.recordRecent(r.member.id, game.id, clock.now());
      if (mode === 'REAL' && r.member) {
        const token = await seamless.issueSession({
          vendorCode: 'HOUSE',
          memberId: r.member.id,
          merchantCode: r.merchant.code,
          gameCode: game.houseGameCode,
        });
        return {
          url: realPlayUrl(houseGamesUrl, {
            houseGameCode: game.houseGameCode,
            token,
            user: r.member.id,
            currency: r.merchant.currency,
            language: r.language,
          }),
        };
      }
      return {
        url: funPlayUrl(houseGamesUrl, {
          houseGameCode: game.houseGameCode,
          currency: r.merchant.currency,
          language: r.language,
          title: localName(game, r.language),
          vendor: displayVassalage(game.vendorCode, r.merchant.currency),
        }),
      };
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
