import type { TAgentTerms, TAgentTermsInput } from '@platform/contracts';
import { AGENT_CONTRACT_KINDS, AGENT_MAX_TIERS, type AgentContractKind } from '@platform/contracts/client';

/**
 * The terms an agent grants a sub-agent (an account it opens, or an agent invitation link), as a
 * form edits them: per contract kind either nothing (the kind is not granted) or tiers of text
 * fields. The server checks the terms fully (no rate above the agent's own at any point); the form
 * catches what it can see at once: malformed figures, and a rate above the agent's highest.
 */
export interface TierDraft {
  minValidBet: string;
  minActiveMembers: string;
  minNetLoss: string;
  rate: string;
  lossRate: string;
}
export type TierField = keyof TierDraft;
export type TermsDraft = Record<AgentContractKind, TierDraft[] | null>;

/** The fields each kind's tiers carry (spec §3 "Contracts"). */
export const KIND_FIELDS: Record<AgentContractKind, readonly TierField[]> = {
  dividend: ['minValidBet', 'minActiveMembers', 'minNetLoss', 'rate'],
  dailySalary: ['minValidBet', 'minActiveMembers', 'rate'],
  hourlySalary: ['minValidBet', 'minActiveMembers', 'rate'],
  realtimeSalary: ['minValidBet', 'minActiveMembers', 'rate', 'lossRate'],
};

export const EMPTY_TERMS: TermsDraft = {
  dividend: null,
  dailySalary: null,
  hourlySalary: null,
  realtimeSalary: null,
};

export const BLANK_TIER: TierDraft = {
  minValidBet: '0',
  minActiveMembers: '0',
  minNetLoss: '0',
  rate: '',
  lossRate: '',
};

/** The kinds the agent holds itself, hence may grant. */
export const grantableKinds = (own: TAgentTerms | undefined): AgentContractKind[] =>
  own ? AGENT_CONTRACT_KINDS.filter((kind) => own[kind] !== null) : [];

/** The agent's own tiers of a kind as a draft: the most it may grant, to lower from. */
export function ownTiers(own: TAgentTerms, kind: AgentContractKind): TierDraft[] {
  return (own[kind]?.tiers ?? []).map((tier) => ({
    minValidBet: tier.minValidBet,
    minActiveMembers: String(tier.minActiveMembers),
    minNetLoss: tier.minNetLoss,
    rate: tier.rate,
    lossRate: lossRateOf(tier) ?? '',
  }));
}

/** The loss rate of a real-time salary tier (other kinds' tiers have none). */
function lossRateOf(tier: object): string | undefined {
  return 'lossRate' in tier && typeof tier.lossRate === 'string' ? tier.lossRate : undefined;
}

const RATE = /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/;
const THRESHOLD = /^\d{1,15}(\.\d{1,4})?$/;
const COUNT = /^\d{1,7}$/;

/** A percentage in ten-thousandths (`"12.5"` → 125000), compared without floats. */
export function rateUnits(rate: string): number {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
}

/** The highest rate (or loss rate) among the agent's own tiers of a kind. */
export function highestRate(
  own: TAgentTerms,
  kind: AgentContractKind,
  field: 'rate' | 'lossRate' = 'rate',
): string {
  let best = '0';
  for (const tier of own[kind]?.tiers ?? []) {
    const value = field === 'lossRate' ? (lossRateOf(tier) ?? '0') : tier.rate;
    if (rateUnits(value) > rateUnits(best)) best = value;
  }
  return best;
}

export type TierProblem = 'required' | 'rate' | 'amount' | 'count' | 'aboveOwn';

/** What is wrong with each field of a tier, if anything. */
export function tierProblems(
  tier: TierDraft,
  kind: AgentContractKind,
  own: TAgentTerms,
): Partial<Record<TierField, TierProblem>> {
  const problems: Partial<Record<TierField, TierProblem>> = {};
  for (const field of KIND_FIELDS[kind]) {
    const value = tier[field].trim();
    if (!value) problems[field] = 'required';
    else if (field === 'rate' || field === 'lossRate') {
      if (!RATE.test(value)) problems[field] = 'rate';
      else if (rateUnits(value) > rateUnits(highestRate(own, kind, field))) problems[field] = 'aboveOwn';
    } else if (field === 'minActiveMembers') {
      if (!COUNT.test(value)) problems[field] = 'count';
    } else if (!THRESHOLD.test(value)) problems[field] = 'amount';
  }
  return problems;
}

/** Whether every granted tier is well formed. */
export function termsValid(draft: TermsDraft, own: TAgentTerms | undefined): boolean {
  if (!own) return true;
  return AGENT_CONTRACT_KINDS.every(
    (kind) =>
      draft[kind] === null ||
      ((draft[kind]?.length ?? 0) > 0 &&
        (draft[kind]?.length ?? 0) <= AGENT_MAX_TIERS &&
        (draft[kind] ?? []).every((tier) => Object.keys(tierProblems(tier, kind, own)).length === 0)),
  );
}

/** The tiers of one kind as the API takes them (a real-time tier with its loss rate). */
export function tiersFromDraft(kind: AgentContractKind, tiers: readonly TierDraft[]) {
  return tiers.map((tier) => ({
    minValidBet: tier.minValidBet.trim(),
    minActiveMembers: Number(tier.minActiveMembers.trim()),
    minNetLoss: kind === 'dividend' ? tier.minNetLoss.trim() : '0',
    rate: tier.rate.trim(),
    ...(kind === 'realtimeSalary' ? { lossRate: tier.lossRate.trim() } : {}),
  }));
}

/** The terms to send: undefined when no kind is granted (the sub-agent starts with none). */
export function termsFromDraft(draft: TermsDraft): TAgentTermsInput | undefined {
  const granted = AGENT_CONTRACT_KINDS.filter((kind) => draft[kind] !== null);
  if (granted.length === 0) return undefined;
  const tiers = (kind: AgentContractKind) => tiersFromDraft(kind, draft[kind] ?? []);
  return {
    dividend: draft.dividend ? { tiers: tiers('dividend') } : null,
    dailySalary: draft.dailySalary ? { tiers: tiers('dailySalary') } : null,
    hourlySalary: draft.hourlySalary ? { tiers: tiers('hourlySalary') } : null,
    realtimeSalary: draft.realtimeSalary
      ? {
          tiers: tiers('realtimeSalary').map((tier) => ({ ...tier, lossRate: tier.lossRate ?? '' })),
        }
      : null,
  };
}

/** Tiers of a contract as a draft (to lower from, or to edit an offer again). */
export function draftFromTiers(tiers: readonly object[]): TierDraft[] {
  return tiers.map((tier) => {
    const t = tier as { minValidBet: string; minActiveMembers: number; minNetLoss: string; rate: string };
    return {
      minValidBet: t.minValidBet,
      minActiveMembers: String(t.minActiveMembers),
      minNetLoss: t.minNetLoss,
      rate: t.rate,
      lossRate: lossRateOf(tier) ?? '',
    };
  });
}

/** Terms holding only one kind's tiers: the most an agent may offer on that kind (its own contract). */
export function termsOfKind(kind: AgentContractKind, tiers: readonly object[]): TAgentTerms {
  return { ...EMPTY_OWN, [kind]: { tiers } } as TAgentTerms;
}
const EMPTY_OWN = { dividend: null, dailySalary: null, hourlySalary: null, realtimeSalary: null };

/** One line per granted kind: its highest rate ("Dividend up to 30%"), for a link's card. */
export function termsHighlights(terms: TAgentTerms | null): { kind: AgentContractKind; rate: string }[] {
  if (!terms) return [];
  return grantableKinds(terms).map((kind) => ({ kind, rate: highestRate(terms, kind) }));
}
