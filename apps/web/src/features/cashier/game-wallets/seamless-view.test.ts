import type { TConsolidatedFunds, TGameVendorLane } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { seamlessPageState, splitWalletVendors } from './seamless-view.ts';

const card = (
  vassalage: string,
  displayName: string,
  gameType: TGameVendorLane['gameCategory'],
  maintenance = false,
) => ({
  vassalage,
  displayName,
  gameType,
  iconUrl: `/icons/${vassalage}.svg`,
  maintenance,
});

const lanes: TGameVendorLane[] = [
  { gameCategory: 'LIVE', title: 'LIVE', cards: [card('EVO', 'Evo Live', 'LIVE')] },
  {
    gameCategory: 'SPORTS',
    title: 'SPORTS',
    cards: [card('BTI', 'BTi Sports', 'SPORTS'), card('ARENA', 'Arena Sports', 'SPORTS')],
  },
  {
    gameCategory: 'FISH',
    title: 'FISH',
    cards: [card('PIXELSPIN', 'Pixel Spin', 'FISH', true), card('DEEPSEA', 'Deep Sea', 'FISH', true)],
  },
  { gameCategory: 'RNG', title: 'RNG', cards: [card('PIXELSPIN', 'Pixel Spin', 'RNG')] },
];

const funds = (gameWallets: TConsolidatedFunds['gameWallets']): TConsolidatedFunds => ({
  balance: '250.00',
  currency: 'THB',
  gameWallets,
  total: '400.00',
});

const idle = { data: undefined, isError: false };
const member = { loggedIn: true, trial: false };

describe('seamless wallet: providers split by wallet', () => {
  it('puts providers with a game wallet apart, with their balance, and the rest as seamless in lobby order', () => {
    const { seamless, transfer } = splitWalletVendors(lanes, [
      { vendorCode: 'ARENA', displayName: 'Arena Sports', balance: '150.00' },
    ]);
    expect(seamless.map((v) => v.code)).toEqual(['EVO', 'BTI', 'PIXELSPIN', 'DEEPSEA']);
    expect(transfer).toEqual([
      {
        code: 'ARENA',
        name: 'Arena Sports',
        balance: '150.00',
        categories: ['SPORTS'],
        maintenance: false,
      },
    ]);
  });

  it('lists each provider once with all its categories, down only when every one is under maintenance', () => {
    const { seamless } = splitWalletVendors(lanes, []);
    const pixel = seamless.find((v) => v.code === 'PIXELSPIN');
    expect(pixel).toEqual({
      code: 'PIXELSPIN',
      name: 'Pixel Spin',
      categories: ['FISH', 'RNG'],
      maintenance: false,
    });
    expect(seamless.find((v) => v.code === 'DEEPSEA')?.maintenance).toBe(true);
  });

  it('matches game wallets to lobby providers whatever the case, and keeps one missing from the lobby', () => {
    const { seamless, transfer } = splitWalletVendors(lanes, [
      { vendorCode: 'arena', displayName: 'Arena Sports', balance: '0.00' },
      { vendorCode: 'OLDBOOK', displayName: 'Old Book', balance: '12.50' },
    ]);
    expect(seamless.some((v) => v.code === 'ARENA')).toBe(false);
    expect(transfer.map((v) => [v.code, v.categories, v.balance])).toEqual([
      ['arena', ['SPORTS'], '0.00'],
      ['OLDBOOK', [], '12.50'],
    ]);
  });

  it('has nothing to list before the lobby answers', () => {
    expect(splitWalletVendors([], [])).toEqual({ seamless: [], transfer: [] });
  });
});

describe('seamless wallet: page states', () => {
  it('explains the wallet to visitors and trial players, whatever the queries say', () => {
    expect(seamlessPageState({ loggedIn: false, trial: false, mode: idle, funds: idle })).toEqual({
      kind: 'visitor',
    });
    expect(
      seamlessPageState({
        loggedIn: true,
        trial: true,
        mode: idle,
        funds: { data: undefined, isError: true },
      }),
    ).toEqual({ kind: 'trial' });
  });

  it('waits for the wallet mode and the balances', () => {
    expect(seamlessPageState({ ...member, mode: idle, funds: idle })).toEqual({ kind: 'loading' });
    expect(
      seamlessPageState({ ...member, mode: { data: { isSingle: false }, isError: false }, funds: idle }),
    ).toEqual({ kind: 'loading' });
  });

  it('is an error to retry when a call failed with nothing to show, naming the one that failed', () => {
    expect(seamlessPageState({ ...member, mode: { data: undefined, isError: true }, funds: idle })).toEqual({
      kind: 'error',
      failed: 'mode',
    });
    expect(
      seamlessPageState({
        ...member,
        mode: { data: { isSingle: false }, isError: false },
        funds: { data: undefined, isError: true },
      }),
    ).toEqual({ kind: 'error', failed: 'funds' });
  });

  it('keeps showing the balances it has when a refresh fails', () => {
    const data = funds([{ vendorCode: 'ARENA', displayName: 'Arena Sports', balance: '150.00' }]);
    expect(
      seamlessPageState({
        ...member,
        mode: { data: { isSingle: false }, isError: false },
        funds: { data, isError: true },
      }),
    ).toEqual({ kind: 'ready', single: false, funds: data });
  });

  it('is a single wallet only when no game wallet holds anything to show', () => {
    const none = funds([]);
    expect(
      seamlessPageState({
        ...member,
        mode: { data: { isSingle: true }, isError: false },
        funds: { data: none, isError: false },
      }),
    ).toEqual({ kind: 'ready', single: true, funds: none });
    const some = funds([{ vendorCode: 'ARENA', displayName: 'Arena Sports', balance: '1.00' }]);
    expect(
      seamlessPageState({
        ...member,
        mode: { data: { isSingle: true }, isError: false },
        funds: { data: some, isError: false },
      }),
    ).toMatchObject({ kind: 'ready', single: false });
  });
});
