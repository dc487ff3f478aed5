import type { TAgentRealtimeTier, TAgentTermTier } from '@platform/contracts';
import { currencyScale, isCurrencyCode } from '@platform/money';

/** One tier row of the offer dialog, as typed. */
export interface TierDraft {
  minValidBet: string;
  minActiveMembers: string;
  minNetLoss: string;
  rate: string;
  lossRate: string;
}
export type TierField = keyof TierDraft;
/** amount: not a non-negative amount; scale: more decimals than the currency has; count: not a whole number of members; rate: not a percentage 0–100 with at most four decimals. */
export type TierProblem = 'amount' | 'scale' | 'count' | 'rate';

/** As many tiers as a contract may have (AGENT_MAX_TIERS). */
export const MAX_TIERS = 10;

export const emptyTier = (): TierDraft => ({
  minValidBet: '0',
  minActiveMembers: '0',
  minNetLoss: '0',
  rate: '',
  lossRate: '',
});

const RATE = /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/;
const AMOUNT = /^(\d{1,15})(?:\.(\d{1,4}))?$/;
const COUNT = /^\d{1,7}$/;

function amountProblem(text: string, currency: string): TierProblem | null {
  const shape = AMOUNT.exec(text.trim());
  if (!shape) return 'amount';
  const decimals = shape[2]?.length ?? 0;
  const scale = isCurrencyCode(currency) ? currencyScale(currency) : 4;
  return decimals > scale ? 'scale' : null;
}

/** What is wrong with each row, field by field (an empty object for a good row). */
export function tierProblems(
  tiers: readonly TierDraft[],
  currency: string,
  realtime: boolean,
): Partial<Record<TierField, TierProblem>>[] {
  return tiers.map((tier) => {
    const out: Partial<Record<TierField, TierProblem>> = {};
    const bet = amountProblem(tier.minValidBet, currency);
    if (bet) out.minValidBet = bet;
    const loss = amountProblem(tier.minNetLoss, currency);
    if (loss) out.minNetLoss = loss;
    const members = tier.minActiveMembers.trim();
    if (!COUNT.test(members) || Number(members) > 1_000_000) out.minActiveMembers = 'count';
    if (!RATE.test(tier.rate.trim())) out.rate = 'rate';
    if (realtime && !RATE.test(tier.lossRate.trim())) out.lossRate = 'rate';
    return out;
  });
}

export const tiersValid = (tiers: readonly TierDraft[], currency: string, realtime: boolean) =>
  tiers.length >= 1 &&
  tiers.length <= MAX_TIERS &&
  tierProblems(tiers, currency, realtime).every((p) => Object.keys(p).length === 0);

/** The rows as the offer sends them (ZContractTiers): real-time salary tiers carry the loss rate. */
export function tiersOf(
  tiers: readonly TierDraft[],
  realtime: boolean,
): TAgentTermTier[] | TAgentRealtimeTier[] {
  const base = (t: TierDraft): TAgentTermTier => ({
    minValidBet: t.minValidBet.trim(),
    minActiveMembers: Number(t.minActiveMembers.trim()),
    minNetLoss: t.minNetLoss.trim(),
    rate: t.rate.trim(),
  });
  return realtime ? tiers.map((t) => ({ ...base(t), lossRate: t.lossRate.trim() })) : tiers.map(base);
}

/** The lowest and highest rate of a contract's tiers, as its one-line summary shows them. */
export function rateRange(rates: readonly string[]): { low: string; high: string } | null {
  if (rates.length === 0) return null;
  // Rates are percent text with at most four decimals: compare them as ten-thousandths, exactly.
  const units = (r: string) => {
    const [whole = '0', fraction = ''] = r.split('.');
    return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
  };
  let low = rates[0]!;
  let high = rates[0]!;
  for (const r of rates) {
    if (units(r) < units(low)) low = r;
    if (units(r) > units(high)) high = r;
  }
  return { low, high };
}

/** Stored tiers (a template's or a contract's decimal text) as rows to edit. */
export function draftsOf(
  tiers: readonly {
    minValidBet: string;
    minActiveMembers: number;
    minNetLoss: string;
    rate: string;
    lossRate?: string;
  }[],
): TierDraft[] {
  return tiers.map((tier) => ({
    minValidBet: tier.minValidBet,
    minActiveMembers: String(tier.minActiveMembers),
    minNetLoss: tier.minNetLoss,
    rate: tier.rate,
    lossRate: tier.lossRate ?? '',
  }));
}
