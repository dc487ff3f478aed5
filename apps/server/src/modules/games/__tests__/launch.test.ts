import { describe, expect, it } from 'vitest';
import { funPlayUrl, launchMode, realPlayUrl, vendorAppFor, vendorAppUrl } from '../domain/launch.ts';

describe('launch URLs', () => {
  it('carries the vendor session on a real launch', () => {
    const url = new URL(
      realPlayUrl('http://localhost:3100', {
        houseGameCode: 'house-dragon-fortune',
        token: 'tok',
        user: 'member-1',
        currency: 'THB',
        language: 'TH',
      }),
    );
    expect(url.pathname).toBe('/play/house-dragon-fortune');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok',
      user: 'member-1',
      vendor: 'HOUSE',
      currency: 'THB',
      language: 'TH',
      mode: 'real',
    });
  });

  it('carries no session on a fun launch, and escapes the title', () => {
    const url = new URL(
      funPlayUrl('http://localhost:3100', {
        houseGameCode: 'house-baccarat',
        currency: 'VND',
        language: 'VI',
        title: 'Bàn & Rồng?',
        vendor: 'AURORA',
      }),
    );
    expect(url.pathname).toBe('/play/house-baccarat');
    expect(url.searchParams.get('title')).toBe('Bàn & Rồng?');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.get('mode')).toBe('fun');
  });
});

describe('launchMode', () => {
  it('plays HOUSE for money and every other vendor as the house demo', () => {
    expect(launchMode({ trialPlayer: false, trialAsked: false, vendorCode: 'HOUSE' })).toEqual({
      mode: 'REAL',
      needsTrialSupport: false,
    });
    expect(launchMode({ trialPlayer: false, trialAsked: false, vendorCode: 'AURORA' })).toEqual({
      mode: 'FUN',
      needsTrialSupport: false,
    });
  });

  it('makes every trial launch fun mode on a title that offers a trial', () => {
    for (const vendorCode of ['HOUSE', 'AURORA']) {
      expect(launchMode({ trialPlayer: true, trialAsked: false, vendorCode })).toEqual({
        mode: 'FUN',
        needsTrialSupport: true,
      });
      expect(launchMode({ trialPlayer: false, trialAsked: true, vendorCode })).toEqual({
        mode: 'FUN',
        needsTrialSupport: true,
      });
    }
  });

  it('opens the lottery and the sportsbook in the site’s theme', () => {
    expect(vendorAppFor('SPORTS')).toBe('SPORTS');
    expect(vendorAppFor('ESPORTS')).toBe('SPORTS');
    const launch = {
      token: 'tok',
      user: 'member-1',
      currency: 'THB',
      language: 'EN',
      gameType: 'SPORTS',
      gameCode: 'house-sports',
    };
    for (const theme of ['dark', 'light'] as const) {
      const url = new URL(vendorAppUrl('http://localhost:3250', { ...launch, theme }));
      expect(url.pathname).toBe('/play');
      expect(url.searchParams.get('theme')).toBe(theme);
      expect(url.searchParams.get('token')).toBe('tok');
    }
    // No theme asked (an older site): none sent, and the app opens in its default (dark).
    expect(new URL(vendorAppUrl('http://localhost:3250', launch)).searchParams.has('theme')).toBe(false);
    // Only the two themes travel, whatever a caller passes.
    const odd = vendorAppUrl('http://localhost:3250', {
      ...launch,
      theme: 'neon' as unknown as 'dark',
    });
    expect(new URL(odd).searchParams.has('theme')).toBe(false);
  });
});
