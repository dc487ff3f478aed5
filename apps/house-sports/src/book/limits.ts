import { scaleOf } from './money.ts';

/** A currency's limits in minor units. */
export interface StakeLimits {
  minStakeMinor: bigint;
  /** Per bet, on any one market. */
  maxStakeMinor: bigint;
  /** A member's stakes on one market, all bets together. */
  maxMemberMarketStakeMinor: bigint;
  /** What the book may lose on one market (potential wins of accepted bets, less their stakes). */
  maxMarketLiabilityMinor: bigint;
}

/** How many units of a currency one THB is worth, roughly (limits are set in THB). */
const PER_THB: Record<string, number> = {
  THB: 1,
  VND: 700,
  IDR: 450,
  KRW: 38,
  MYR: 0.13,
  PHP: 1.6,
  CNY: 0.2,
  USD: 0.03,
};

/** Limits in THB major units: 10 to 50,000 a bet, 100,000 a member per market, 2,000,000 liability. */
export const DEFAULT_LIMITS_THB = { min: 10, max: 50_000, memberMarket: 100_000, marketLiability: 2_000_000 };

export function limitsFor(currency: string, thb = DEFAULT_LIMITS_THB): StakeLimits {
  const rate = PER_THB[currency] ?? 1;
  const minor = (major: number) => BigInt(Math.round(major * rate * 10 ** scaleOf(currency)));
  return {
    minStakeMinor: minor(thb.min),
    maxStakeMinor: minor(thb.max),
    maxMemberMarketStakeMinor: minor(thb.memberMarket),
    maxMarketLiabilityMinor: minor(thb.marketLiability),
  };
}
