/**
 * A merchant's prices and odds. Amounts are in the merchant's betting UNIT (`unitMinor`: 1,000 VND,
 * 1 THB = 100 minor…): a ticket of `units` costs units × price units and wins units × payout units
 * per hit. Lô is priced per "điểm" the way Vietnamese agents do (north: 23 units per điểm, as there are
 * 27 prizes; 1 điểm wins 80 per hit).
 */
import { BET_TYPES, betTypesOf, type BetTypeCode } from './bet-types.ts';
import { LotteryDomainError, type MarketCode } from './markets.ts';

export interface BetOdds {
  /** Units charged per unit staked. */
  price: number;
  /** Units paid per unit staked per hit, by tier. */
  payouts: number[];
  minUnits: number;
  maxUnits: number;
  /** The most a draw may owe on one number of this bet type (in units, at one hit). */
  liabilityUnits: number;
}

export interface MerchantOdds {
  merchantCode: string;
  currency: string;
  /** Minor units of one betting unit. */
  unitMinor: bigint;
  odds: Partial<Record<MarketCode, Partial<Record<BetTypeCode, BetOdds>>>>;
}

const o = (
  price: number,
  payouts: number | number[],
  liabilityUnits: number,
  maxUnits = 100_000,
): BetOdds => ({
  price,
  payouts: Array.isArray(payouts) ? payouts : [payouts],
  minUnits: 1,
  maxUnits,
  liabilityUnits,
});

function vietnamese(north: boolean): Partial<Record<BetTypeCode, BetOdds>> {
  return {
    LO2: north ? o(23, 80, 20_000_000) : o(18, 90, 20_000_000),
    LO3: north ? o(23, 900, 50_000_000) : o(17, 900, 50_000_000),
    DE: o(1, 95, 50_000_000),
    DE_G1: o(1, 95, 50_000_000),
    DE_HEAD: o(1, 9, 50_000_000),
    DE_TAIL: o(1, 9, 50_000_000),
    DAU_DUOI: north ? o(5, 95, 50_000_000) : o(2, 95, 50_000_000),
    CANG3: o(1, 900, 100_000_000),
    CANG4: o(1, 8800, 200_000_000),
    XIEN2: o(1, 17, 20_000_000),
    XIEN3: o(1, 65, 20_000_000),
    XIEN4: o(1, 250, 20_000_000),
    TRUOT4: o(10, 23, 20_000_000),
    TRUOT8: o(10, 60, 20_000_000),
    TRUOT10: o(10, 120, 20_000_000),
  };
}

/** The defaults every merchant starts with (the operator's console edits them later). */
export function defaultMerchantOdds(merchantCode: string, currency: string, unitMinor: bigint): MerchantOdds {
  return {
    merchantCode,
    currency,
    unitMinor,
    odds: {
      VN_NORTH: vietnamese(true),
      VN_CENTRAL: vietnamese(false),
      VN_SOUTH: vietnamese(false),
      ELOTT: vietnamese(true),
      TH_GOV: {
        TH_3TOP: o(1, 900, 10_000_000),
        TH_3TOTE: o(1, 150, 10_000_000),
        TH_3FRONT: o(1, 450, 10_000_000),
        TH_3BACK: o(1, 450, 10_000_000),
        TH_2TOP: o(1, 90, 10_000_000),
        TH_2BOTTOM: o(1, 90, 10_000_000),
        TH_RUN_TOP: o(1, 3, 10_000_000),
        TH_RUN_BOTTOM: o(1, 4, 10_000_000),
      },
      MY_4D: {
        MY_BIG: o(1, [2500, 1000, 500, 180, 60], 10_000_000),
        MY_SMALL: o(1, [3500, 2000, 1000, 0, 0], 10_000_000),
      },
    },
  };
}

/** The betting unit of a currency in minor units (VND has no minor digits; THB has 2). */
export const defaultUnitMinor = (currency: string): bigint =>
  currency === 'VND' ? 1_000n : currency === 'IDR' ? 1_000n : 100n;

export interface PricedLine {
  costMinor: bigint;
  /** Minor units per unit staked per hit, by tier (what the ticket keeps). */
  payoutsMinor: bigint[];
  /** What the ticket wins at one hit of its best tier: the liability it adds and the "potential win". */
  potentialWinMinor: bigint;
}

/** Prices a ticket line for a merchant: refuses a bet type it does not sell and units out of range. */
export function priceLine(
  merchant: MerchantOdds,
  market: MarketCode,
  betType: BetTypeCode,
  units: number,
): PricedLine {
  const odds = merchant.odds[market]?.[betType];
  if (!odds || !betTypesOf(market).includes(betType))
    throw new LotteryDomainError('BET_TYPE_NOT_SOLD', `${betType} is not sold on ${market}`, { betType });
  if (!Number.isSafeInteger(units) || units < odds.minUnits || units > odds.maxUnits)
    throw new LotteryDomainError('UNITS_INVALID', `units must be ${odds.minUnits}…${odds.maxUnits}`, {
      min: odds.minUnits,
      max: odds.maxUnits,
    });
  const u = BigInt(units);
  const payoutsMinor = Array.from(
    { length: BET_TYPES[betType].tiers },
    (_, i) => BigInt(odds.payouts[i] ?? 0) * merchant.unitMinor,
  );
  const best = payoutsMinor.reduce((a, b) => (b > a ? b : a), 0n);
  return {
    costMinor: u * BigInt(odds.price) * merchant.unitMinor,
    payoutsMinor,
    potentialWinMinor: u * best,
  };
}

/** The liability limit of one number of a bet type, in minor units. */
export function liabilityLimitMinor(
  merchant: MerchantOdds,
  market: MarketCode,
  betType: BetTypeCode,
): bigint {
  const odds = merchant.odds[market]?.[betType];
  return odds ? BigInt(odds.liabilityUnits) * merchant.unitMinor : 0n;
}

/**
 * Liability rule (ADR 0030 §6, refusal): a ticket is accepted only when the number's owed total with
 * it stays within the limit. Answers what is still available when it does not.
 */
export function checkLiability(
  currentMinor: bigint,
  addMinor: bigint,
  limitMinor: bigint,
): { ok: true } | { ok: false; availableMinor: bigint } {
  if (currentMinor + addMinor <= limitMinor) return { ok: true };
  const available = limitMinor - currentMinor;
  return { ok: false, availableMinor: available > 0n ? available : 0n };
}
