import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import type { BonusesRepository, OfferRow, StoredWagering } from './bonuses.repository.ts';
import type { BonusGrants, GrantRequest, GrantResult, WageringRules } from './grant-request.ts';

/** A reward waiting in the member's reward centre until `claimBy` (a promotion reward issued, a VIP upgrade bonus). */
export interface OfferRequest extends GrantRequest {
  /** The claim deadline; null: the offer waits until the member claims it. */
  claimBy: Date | null;
}

export interface OfferResult {
  offerId: string;
  /** true when `sourceRef` had been offered before and nothing new was written. */
  alreadyOffered: boolean;
}

/** The offer's deadline passed (or it lapsed): nothing was granted. */
export class OfferLapsedError extends Error {
  constructor() {
    super('offer lapsed');
  }
}

export class OfferNotFoundError extends Error {
  constructor() {
    super('offer not found');
  }
}

const storeWagering = (w: WageringRules | null): StoredWagering | null =>
  w === null
    ? null
    : {
        requirementMinor: w.requirementMinor.toString(),
        categoryWeightsBps: w.categoryWeightsBps as Record<string, number>,
        excludedGameCodes: [...w.excludedGameCodes],
        maxBetMinor: w.maxBetMinor === null ? null : w.maxBetMinor.toString(),
      };

export const wageringOf = (s: StoredWagering | null): WageringRules | null =>
  s === null
    ? null
    : {
        requirementMinor: BigInt(s.requirementMinor),
        categoryWeightsBps: s.categoryWeightsBps,
        excludedGameCodes: s.excludedGameCodes,
        maxBetMinor: s.maxBetMinor === null ? null : BigInt(s.maxBetMinor),
      };

/**
 * The reward centre: offers other modules write in their own transaction, claimed by the member
 * exactly once (the offer row's lock and the grant's unique reference), or lapsed with nothing posted.
 */
export function createOffersService(deps: {
  db: Database;
  clock: Clock;
  repository: BonusesRepository;
  grants: BonusGrants;
}) {
  const { db, clock, repository, grants } = deps;

  return {
    /** Writes the offer inside the caller's transaction; a second call with the same reference changes nothing. */
    async offer(tx: Queryable, request: OfferRequest): Promise<OfferResult> {
      if (request.amountMinor <= 0n) throw new RangeError('an offer pays a positive amount');
      const id = newId();
      const inserted = await repository.insertOffer(tx, {
        id,
        merchantCode: request.merchantCode,
        memberId: request.memberId,
        currency: request.currency,
        source: request.source,
        sourceRef: request.sourceRef,
        amountMinor: request.amountMinor,
        wagering: storeWagering(request.wagering),
        grantExpiresAt: request.expiresAt,
        claimBy: request.claimBy,
        titleKey: request.titleKey,
        titleParams: request.titleParams ?? {},
        depositOrderId: request.depositOrderId ?? null,
      });
      if (inserted) return { offerId: id, alreadyOffered: false };
      const existing = await repository.offerBySource(
        tx,
        request.merchantCode,
        request.source,
        request.sourceRef,
      );
      if (!existing) throw new Error(`bonus offer ${request.source}:${request.sourceRef} vanished`);
      return { offerId: existing.id, alreadyOffered: true };
    },

    /**
     * The member claims an offer: granted exactly once, however many clicks arrive together (the
     * offer row is locked; a claimed offer answers its grant again).
     */
    async claim(memberId: string, offerId: string): Promise<GrantResult & { offer: OfferRow }> {
      return db.transaction(async (tx) => {
        const offer = await repository.lockOffer(tx, offerId, memberId);
        if (!offer) throw new OfferNotFoundError();
        if (offer.status === 'CLAIMED' && offer.grantId)
          return { grantId: offer.grantId, released: offer.wagering === null, alreadyGranted: true, offer };
        if (offer.status !== 'WAITING' || (offer.claimBy && offer.claimBy.getTime() <= clock.now().getTime()))
          throw new OfferLapsedError();
        const result = await grants.grant(tx, {
          merchantCode: offer.merchantCode,
          memberId: offer.memberId,
          currency: offer.currency,
          source: offer.source,
          sourceRef: offer.sourceRef,
          amountMinor: offer.amountMinor,
          wagering: wageringOf(offer.wagering),
          expiresAt: offer.grantExpiresAt,
          titleKey: offer.titleKey,
          titleParams: offer.titleParams,
          ...(offer.depositOrderId ? { depositOrderId: offer.depositOrderId } : {}),
        });
        await repository.markOfferClaimed(tx, offer.id, result.grantId);
        return { ...result, offer: { ...offer, status: 'CLAIMED', grantId: result.grantId } };
      });
    },

    /** Waiting offers past their deadline become LAPSED (the settle job). */
    lapse: () => repository.lapseOffers(db, clock.now()),

    list: (memberId: string, limit = 100) => repository.memberOffers(db, memberId, limit),
    unread: (memberId: string) => repository.unreadOffers(db, memberId, clock.now()),
    markRead: (memberId: string) => repository.markOffersRead(db, memberId),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
