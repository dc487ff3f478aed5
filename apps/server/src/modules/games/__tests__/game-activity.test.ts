import { describe, expect, it } from 'vitest';
import {
  localName,
  pageCount,
  toLobbyGame,
  toSuggestion,
  type ActivityGame,
} from '../domain/game-activity.ts';

const game: ActivityGame = {
  id: '42',
  vendorCode: 'BTI',
  vendorName: 'BTi Sports',
  gameCode: 'bti-main',
  gameType: 'SPORTS',
  classification: 'SPORTSBOOK',
  name: 'Sportsbook',
  names: { TH: 'กีฬา' },
  minBetUnits: '1.50',
  maxBetUnits: '500.00',
  lines: null,
  rtp: null,
  isHot: true,
  isNew: false,
  supportTrial: false,
  maintenance: false,
  houseGameCode: 'house-baccarat',
  artVersion: 3,
};

describe('activity views', () => {
  it('names a title in the request language, English otherwise', () => {
    expect(localName(game, 'TH')).toBe('กีฬา');
    expect(localName(game, 'KO')).toBe('Sportsbook');
  });

  it('shows a title as the lobby does, stakes in the merchant currency', () => {
    const thb = toLobbyGame(game, { language: 'TH', currency: 'THB', favourite: true });
    expect(thb).toMatchObject({
      nodeId: '42',
      displayName: 'กีฬา',
      gameName: 'กีฬา',
      vassalage: 'BTI',
      minBet: '1.50',
      supportPlay: 1,
      isHot: 1,
      favourite: true,
    });
    expect(toLobbyGame(game, { language: 'EN', currency: 'VND', favourite: false }).minBet).toBe('1500');
  });

  it('suggests a title with its artwork, under the vendor code the merchant sees', () => {
    const suggestion = toSuggestion(game, { language: 'EN', currency: 'TLB' });
    expect(suggestion).toMatchObject({
      nodeId: '42',
      vassalage: '123BET',
      gameCode: 'bti-main',
      displayName: 'Sportsbook',
    });
    expect(suggestion.iconUrl.showIcon).toContain('/42/');
    expect(suggestion.iconUrl.showIcon).toContain('v=3');
    expect(Object.keys(suggestion).sort()).toEqual(
      ['displayName', 'gameCode', 'gameType', 'iconUrl', 'nodeId', 'vassalage'].sort(),
    );
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
