import { describe, expect, it } from 'vitest';
import {
  isPlayableUrl,
  launchDevice,
  launchQuery,
  MAX_SUGGESTIONS,
  readSuggestions,
  toLaunchTarget,
} from './launch-target.ts';

const item = (n: number) => ({
  nodeId: String(n),
  vassalage: 'HOUSE',
  gameCode: `g-${n}`,
  gameType: 'RNG',
  displayName: `Game ${n}`,
  iconUrl: { showIcon: `/s${n}.png`, lagerIcon: `/l${n}.png` },
});

describe('readSuggestions', () => {
  it('reads the suggestions of a GAME_MAINTENANCE value', () => {
    expect(readSuggestions({ suggestions: [item(1), item(2)] })).toEqual([item(1), item(2)]);
  });

  it('keeps at most six, drops malformed and repeated entries', () => {
    const list = [item(1), { ...item(1) }, { gameCode: 'x' }, null, { ...item(9), gameType: 'NOPE' }];
    for (let n = 2; n <= 9; n++) list.push(item(n));
    const read = readSuggestions({ suggestions: list });
    expect(read).toHaveLength(MAX_SUGGESTIONS);
    expect(read.map((s) => s.gameCode)).toEqual(['g-1', 'g-2', 'g-3', 'g-4', 'g-5', 'g-6']);
  });

  it('fills what an entry lacks and survives a value without suggestions', () => {
    const [first] = readSuggestions({ suggestions: [{ ...item(3), nodeId: undefined, iconUrl: undefined }] });
    expect(first).toMatchObject({ nodeId: 'HOUSE:g-3', iconUrl: { showIcon: '', lagerIcon: '' } });
    expect(readSuggestions(null)).toEqual([]);
    expect(readSuggestions({ suggestions: 'no' })).toEqual([]);
  });
});

describe('launch targets', () => {
  it('turns a live table into its game', () => {
    expect(
      toLaunchTarget({
        roomId: 'r1',
        vassalage: 'HOUSE',
        gameCode: 'house-baccarat',
        gameName: 'Baccarat',
        gameType: 'LIVE',
        gameClassify: 'BACCARAT',
        minBet: '10.00',
        maxBet: '5000.00',
        players: 3,
        maintenance: false,
      }),
    ).toEqual({
      vassalage: 'HOUSE',
      gameCode: 'house-baccarat',
      gameType: 'LIVE',
      displayName: 'Baccarat',
      maintenance: false,
    });
  });

  it('sends gameType only with the vendor lobby, and trial only when asked', () => {
    const context = { language: 'EN', device: 'H5' as const };
    const lobby = toLaunchTarget({ vassalage: 'HOUSE', displayName: 'House', gameType: 'FISH' });
    expect(launchQuery(lobby, {}, context)).toEqual({
      vendorCode: 'HOUSE',
      gameCode: 'LOBBY',
      gameType: 'FISH',
      language: 'EN',
      device: 'H5',
    });
    const one = toLaunchTarget(item(1) as Parameters<typeof toLaunchTarget>[0]);
    expect(launchQuery(one, { trial: true }, context)).toEqual({
      vendorCode: 'HOUSE',
      gameCode: 'g-1',
      language: 'EN',
      device: 'H5',
      trial: '1',
    });
  });

  it('sends the site’s theme when it has one', () => {
    const one = toLaunchTarget(item(1) as Parameters<typeof toLaunchTarget>[0]);
    for (const theme of ['dark', 'light'] as const)
      expect(launchQuery(one, {}, { language: 'EN', device: 'WEB', theme })).toMatchObject({ theme });
  });

  it('picks the mobile build on phone widths', () => {
    expect(launchDevice(390)).toBe('H5');
    expect(launchDevice(1440)).toBe('WEB');
  });

  it('plays only http(s) URLs', () => {
    expect(isPlayableUrl('http://localhost:3100/play/x?token=1')).toBe(true);
    expect(isPlayableUrl('/play/x', 'https://site.test/')).toBe(true);
    expect(isPlayableUrl('javascript:alert(1)')).toBe(false);
    expect(isPlayableUrl('data:text/html,hi')).toBe(false);
    expect(isPlayableUrl('not a url')).toBe(false);
  });
});
