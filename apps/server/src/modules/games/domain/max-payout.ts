import type { GameCategory } from '@platform/contracts';

/**
 * The most a game can return per unit staked, by kind (ADR 0017). The seamless wallet refuses wins
 * that would take a round's total past its stakes times this, so a vendor's bug or a stolen signing
 * secret cannot pay out more than the game could. A single-zero roulette straight returns 36 and a
 * sic bo specific triple 181, so tables get 200; slots and fish are capped at 10,000 times the stake;
 * lottery prizes and sports parlays pay far more. Operators can raise a title's value in the catalog.
 */
export const MAX_PAYOUT_MULTIPLIER: Record<Exclude<GameCategory, 'HOME' | 'PROMO'>, number> = {
  LIVE: 200,
  BOARD: 200,
  COCKFIGHT: 100,
  LOTT: 1_000_000,
  ELOTT: 1_000_000,
  SPORTS: 100_000,
  ESPORTS: 100_000,
  RNG: 10_000,
  FISH: 10_000,
  PVP: 10_000,
};

/** For a game the catalog does not know (the seamless wallet's default). */
export const DEFAULT_MAX_PAYOUT_MULTIPLIER = 10_000;

export const maxPayoutMultiplierOf = (category: GameCategory): number =>
  category === 'HOME' || category === 'PROMO'
    ? DEFAULT_MAX_PAYOUT_MULTIPLIER
    : MAX_PAYOUT_MULTIPLIER[category];
