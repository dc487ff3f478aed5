import {
  AGENT_CONTRACT_KINDS,
  type AgentContractKind,
  type TAgentTerms,
  type TAgentTermsExceeded,
} from '@platform/contracts';
import { MoneyError, parseMoney, toDecimalString, type CurrencyCode } from '@platform/money';

/**
 * An agent's terms: per contract kind, tiers whose rate applies once the period's figures reach the
 * tier's conditions. A sub-agent's terms may never exceed its creator's (the differential model pays
 * each agent its own rate minus what it passes down, so a sub-agent above its upline would make the
 * upline pay more than it earns).
 */

/** Rates are kept in ten-thousandths of a percent: "12.5" is 125000n, "100" is 1000000n. */
const RATE_DECIMALS = 4;
const RATE_UNIT = 10n ** BigInt(RATE_DECIMALS);
export const FULL_RATE = 100n * RATE_UNIT;

/** A point in a period's figures at which a rate is read. */
export interface TermsPoint {
  validBetMinor: bigint;
  activeMembers: number;
  netLossMinor: bigint;
}

export interface Tier {
  minValidBetMinor: bigint;
  minActiveMembers: number;
  minNetLossMinor: bigint;
  rate: bigint;
  /** Real-time salary only. */
  lossRate: bigint | null;
}

export type Terms = Record<AgentContractKind, readonly Tier[] | null>;

export const NO_TERMS: Terms = {
  dividend: null,
  dailySalary: null,
  hourlySalary: null,
  realtimeSalary: null,
};

const RATE_SHAPE = /^(\d{1,3})(?:\.(\d{1,4}))?$/;

/** "12.5" → 125000n; null when it is not a percentage from 0 to 100 with at most four decimals. */
export function parseRate(text: string): bigint | null {
  const shape = RATE_SHAPE.exec(text.trim());
  if (!shape) return null;
  const units = BigInt(shape[1]!) * RATE_UNIT + BigInt((shape[2] ?? '').padEnd(RATE_DECIMALS, '0'));
  return units <= FULL_RATE ? units : null;
}

/** 125000n → "12.5", 1000000n → "100", 5n → "0.0005": the shortest exact form. */
export function formatRate(units: bigint): string {
  const whole = units / RATE_UNIT;
  const fraction = (units % RATE_UNIT).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

function parseThreshold(text: string, currency: CurrencyCode): bigint | null {
  try {
    const { amountMinor } = parseMoney(text.trim(), currency);
    return amountMinor >= 0n ? amountMinor : null;
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

export type ReadTerms = { ok: true; terms: Terms } | { ok: false; field: string };

/**
 * Terms as the contracts carry them (already shaped by zod) in the merchant's currency: each
 * threshold must fit the currency's scale. `field` names the first that does not.
 */
export function readTerms(input: TAgentTerms, currency: CurrencyCode): ReadTerms {
  const terms: Record<AgentContractKind, Tier[] | null> = {
    dividend: null,
    dailySalary: null,
    hourlySalary: null,
    realtimeSalary: null,
  };
  for (const kind of AGENT_CONTRACT_KINDS) {
    const kindTerms = input[kind];
    if (!kindTerms) continue;
    const tiers: Tier[] = [];
    for (const [index, tier] of kindTerms.tiers.entries()) {
      const field = (name: string) => `terms.${kind}.tiers.${index}.${name}`;
      const minValidBetMinor = parseThreshold(tier.minValidBet, currency);
      if (minValidBetMinor === null) return { ok: false, field: field('minValidBet') };
      const minNetLossMinor = parseThreshold(tier.minNetLoss, currency);
      if (minNetLossMinor === null) return { ok: false, field: field('minNetLoss') };
      const rate = parseRate(tier.rate);
      if (rate === null) return { ok: false, field: field('rate') };
      let lossRate: bigint | null = null;
      if (kind === 'realtimeSalary') {
        lossRate = 'lossRate' in tier && typeof tier.lossRate === 'string' ? parseRate(tier.lossRate) : null;
        if (lossRate === null) return { ok: false, field: field('lossRate') };
      }
      tiers.push({
        minValidBetMinor,
        minActiveMembers: tier.minActiveMembers,
        minNetLossMinor,
        rate,
        lossRate,
      });
    }
    terms[kind] = tiers;
  }
  return { ok: true, terms };
}

/** Back to the contracts' shape, every number in its canonical text (what is stored and shown). */
export function writeTerms(terms: Terms, currency: CurrencyCode): TAgentTerms {
  const amount = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
  const tierOf = (t: Tier) => ({
    minValidBet: amount(t.minValidBetMinor),
    minActiveMembers: t.minActiveMembers,
    minNetLoss: amount(t.minNetLossMinor),
    rate: formatRate(t.rate),
  });
  const plain = (tiers: readonly Tier[] | null) => (tiers ? { tiers: tiers.map(tierOf) } : null);
  return {
    dividend: plain(terms.dividend),
    dailySalary: plain(terms.dailySalary),
    hourlySalary: plain(terms.hourlySalary),
    realtimeSalary: terms.realtimeSalary
      ? { tiers: terms.realtimeSalary.map((t) => ({ ...tierOf(t), lossRate: formatRate(t.lossRate ?? 0n) })) }
      : null,
  };
}

const reaches = (tier: Tier, point: TermsPoint) =>
  point.validBetMinor >= tier.minValidBetMinor &&
  point.activeMembers >= tier.minActiveMembers &&
  point.netLossMinor >= tier.minNetLossMinor;

/** The rate at a point: the highest among the tiers whose conditions all hold there; zero when none. */
export function rateAt(
  tiers: readonly Tier[] | null,
  point: TermsPoint,
  which: 'rate' | 'lossRate' = 'rate',
) {
  let best = 0n;
  for (const tier of tiers ?? []) {
    const rate = which === 'rate' ? tier.rate : (tier.lossRate ?? 0n);
    if (rate > best && reaches(tier, point)) best = rate;
  }
  return best;
}

const pointOf = (tier: Tier): TermsPoint => ({
  validBetMinor: tier.minValidBetMinor,
  activeMembers: tier.minActiveMembers,
  netLossMinor: tier.minNetLossMinor,
});

export interface TermsExcess {
  kind: AgentContractKind;
  rate: 'rate' | 'lossRate';
  offeredRate: bigint;
  allowedRate: bigint;
  at: TermsPoint;
}

/**
 * Where `offered` pays more than `own` at some point, or null when it never does. Both rates grow
 * with every figure (a tier that holds keeps holding as figures grow), so if the offered rate beats
 * the own rate at a point, it already does at the condition point of the offered tier that sets it:
 * checking each offered tier's own point is enough, and finds a witness.
 */
export function termsExcess(offered: Terms, own: Terms): TermsExcess | null {
  for (const kind of AGENT_CONTRACT_KINDS) {
    for (const tier of offered[kind] ?? []) {
      const at = pointOf(tier);
      for (const which of ['rate', 'lossRate'] as const) {
        const offeredRate = rateAt(offered[kind], at, which);
        const allowedRate = rateAt(own[kind], at, which);
        if (offeredRate > allowedRate) return { kind, rate: which, offeredRate, allowedRate, at };
      }
    }
  }
  return null;
}

/** The excess as AGENT_TERMS_EXCEEDED carries it. */
export function describeExcess(excess: TermsExcess, currency: CurrencyCode): TAgentTermsExceeded {
  const amount = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
  return {
    kind: excess.kind,
    rate: excess.rate,
    offered: formatRate(excess.offeredRate),
    allowed: formatRate(excess.allowedRate),
    at: {
      validBet: amount(excess.at.validBetMinor),
      activeMembers: excess.at.activeMembers,
      netLoss: amount(excess.at.netLossMinor),
    },
  };
}
