import type { TAdminBonusGrant, TBonusGrant, TRewardOffer } from '@platform/contracts';
import {
  currencyScale,
  isCurrencyCode,
  parseMoney,
  toDecimalString,
  type CurrencyCode,
} from '@platform/money';
import { AppError } from '../../platform/http/app-error.ts';
import type { GrantRow, OfferRow } from './bonuses.repository.ts';
import type { GrantView } from './grants.service.ts';

/** The largest amount a bonus request may name (minor units), far above any real bonus. */
const MAX_AMOUNT_MINOR = 10n ** 15n;

export const decimal = (amountMinor: bigint, currency: string): string =>
  toDecimalString({ amountMinor, currency: currency as CurrencyCode });

/** A positive decimal amount in the currency, or AMOUNT_INVALID. */
export function parsePositiveAmount(amount: string, currency: string): bigint {
  if (isCurrencyCode(currency)) {
    try {
      const parsed = parseMoney(amount.trim(), currency).amountMinor;
      if (parsed > 0n && parsed <= MAX_AMOUNT_MINOR) return parsed;
    } catch {
      // refused below
    }
  }
  throw new AppError('AMOUNT_INVALID', { scale: isCurrencyCode(currency) ? currencyScale(currency) : 2 });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A grant as the member reads it in bonus details: amounts, live progress and what counts. */
export function toGrantView(
  { grant: g, progress: p }: GrantView,
  gameNames: ReadonlyMap<string, string> = new Map(),
): TBonusGrant {
  const progressMinor =
    g.status === 'ACTIVE' ? (p?.progressMinor ?? 0n) : g.status === 'COMPLETED' ? g.requirementMinor : 0n;
  const remainingMinor = g.status === 'ACTIVE' ? g.requirementMinor - progressMinor : 0n;
  const progressBps =
    g.requirementMinor > 0n
      ? Number((progressMinor * 10_000n) / g.requirementMinor)
      : g.status === 'COMPLETED'
        ? 10_000
        : 0;
  return {
    id: g.id,
    source: g.source,
    title: { key: g.titleKey, params: g.titleParams },
    status: g.status,
    currency: g.currency,
    amount: decimal(g.amountMinor, g.currency),
    requirement: decimal(g.requirementMinor, g.currency),
    progress: decimal(progressMinor, g.currency),
    remaining: decimal(remainingMinor, g.currency),
    progressBps: Math.min(10_000, Math.max(0, progressBps)),
    rules: {
      categoryWeights: Object.entries(g.categoryWeightsBps)
        .filter(([, bps]) => typeof bps === 'number' && bps > 0)
        .map(([category, weightBps]) => ({ category, weightBps }))
        .sort((a, b) => b.weightBps - a.weightBps || a.category.localeCompare(b.category)),
      excludedGames: g.excludedGameCodes.map((code) => ({ code, name: gameNames.get(code) ?? code })),
      maxBet: g.maxBetMinor === null ? null : decimal(g.maxBetMinor, g.currency),
    },
    expiresAt: iso(g.expiresAt),
    createdAt: g.createdAt.toISOString(),
    closedAt: iso(g.closedAt),
    closeReason: g.closeReason,
    flaggedBets: (p?.flagged ?? []).map((f) => ({
      round: f.key,
      gameCode: f.gameCode,
      gameName: gameNames.get(f.gameCode) ?? f.gameCode,
      stake: decimal(f.stakeMinor, g.currency),
      placedAt: f.placedAt.toISOString(),
      reason: f.reason,
    })),
  };
}

export const toAdminGrantView = (
  view: GrantView,
  username: string,
  gameNames?: ReadonlyMap<string, string>,
): TAdminBonusGrant => ({
  ...toGrantView(view, gameNames),
  merchantCode: view.grant.merchantCode,
  memberId: view.grant.memberId,
  username,
  sourceRef: view.grant.sourceRef,
  closedBy: view.grant.closedBy,
});

export function toOfferView(o: OfferRow, now: Date): TRewardOffer {
  const lapsed = o.status === 'WAITING' && o.claimBy !== null && o.claimBy.getTime() <= now.getTime();
  return {
    id: o.id,
    source: o.source,
    title: { key: o.titleKey, params: o.titleParams },
    status: lapsed ? 'LAPSED' : o.status,
    currency: o.currency,
    amount: decimal(o.amountMinor, o.currency),
    requirement:
      o.wagering && BigInt(o.wagering.requirementMinor) > 0n
        ? decimal(BigInt(o.wagering.requirementMinor), o.currency)
        : null,
    claimBy: iso(o.claimBy),
    grantExpiresAt: iso(o.grantExpiresAt),
    unread: o.readAt === null && o.status === 'WAITING' && !lapsed,
    createdAt: o.createdAt.toISOString(),
    claimedAt: iso(o.claimedAt),
    grantId: o.grantId,
  };
}

export type { GrantRow };
