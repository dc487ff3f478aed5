import type { ActivityState, PromotionKind } from '@platform/contracts';

/** What the state machine needs of a campaign. */
export interface CampaignClock {
  kind: PromotionKind;
  startsAt: Date;
  endsAt: Date;
  /** After this no one may join; null = endsAt. */
  signupEndsAt: Date | null;
  perMemberLimit: number;
  /** null = no budget. */
  budgetMinor: bigint | null;
  spentMinor: bigint;
  /** Raffle: drawn (tickets now know their prize). */
  drawn: boolean;
}

export type ParticipationStatus = 'JOINED' | 'PROCESSING' | 'APPLYING' | 'REJECTED' | 'ISSUED' | 'CLAIMED';

/** The member's latest live participation, and how many they have taken (void ones not counted). */
export interface MemberParticipation {
  status: ParticipationStatus;
  /** Taken so far, this one included. */
  count: number;
  /** Sign-up: the reward's condition is met (a deposit since joining); raffle: this ticket won a prize. */
  rewardReady: boolean;
}

/**
 * The activity state of spec §4 for one member (or a visitor: `participation` null, `eligible`
 * true so that they see "join" and are asked to log in) as one pure function:
 *
 * - COMING_SOON before the start;
 * - CLOSED_FOR_SIGNUP after signup ends (or the budget is spent, or the member is not eligible)
 *   for someone who has not taken part, or may not take part again;
 * - JOIN when the member may take part (again: the limit allows another round after a finished one);
 * - SIGNED_UP once joined, waiting for the reward's condition (sign-up, cashback);
 * - CLAIM when the reward may be asked for here (sign-up condition met, raffle prize drawn);
 * - PROCESSING while the platform works (a deposit bonus waiting for its deposit, a raffle waiting for its draw);
 * - APPLYING while an operator reviews an application; REJECTED when refused (or a raffle ticket drew nothing);
 * - ISSUED when the reward waits in the reward centre; CLAIMED when it was taken.
 */
export function activityState(
  campaign: CampaignClock,
  participation: MemberParticipation | null,
  eligible: boolean,
  now: Date,
): ActivityState {
  if (now < campaign.startsAt) return 'COMING_SOON';
  if (participation) {
    const inProgress = participationState(campaign, participation);
    if (inProgress) return inProgress;
  }
  // No participation, or a finished one: may the member (again)?
  const signupEnd = campaign.signupEndsAt ?? campaign.endsAt;
  const open =
    now < signupEnd &&
    now < campaign.endsAt &&
    (campaign.budgetMinor === null || campaign.spentMinor < campaign.budgetMinor) &&
    eligible;
  const mayAgain = participation === null || participation.count < campaign.perMemberLimit;
  if (open && mayAgain) return 'JOIN';
  if (participation) return finishedState(participation.status);
  return 'CLOSED_FOR_SIGNUP';
}

/** A participation still under way answers its own state; a finished one answers null. */
function participationState(campaign: CampaignClock, p: MemberParticipation): ActivityState | null {
  switch (p.status) {
    case 'JOINED':
      if (campaign.kind === 'RAFFLE') {
        if (!campaign.drawn) return 'PROCESSING';
        return p.rewardReady ? 'CLAIM' : 'REJECTED';
      }
      return p.rewardReady && campaign.kind === 'SIGN_UP' ? 'CLAIM' : 'SIGNED_UP';
    case 'PROCESSING':
      return 'PROCESSING';
    case 'APPLYING':
      return 'APPLYING';
    case 'ISSUED':
      return 'ISSUED';
    case 'REJECTED':
    case 'CLAIMED':
      return null;
  }
}

function finishedState(status: ParticipationStatus): ActivityState {
  return status === 'REJECTED' ? 'REJECTED' : 'CLAIMED';
}
