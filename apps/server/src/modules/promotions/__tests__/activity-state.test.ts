import {
  ACTIVITY_STATES,
  PROMOTION_KINDS,
  type ActivityState,
  type PromotionKind,
} from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import {
  activityState,
  type CampaignClock,
  type MemberParticipation,
  type ParticipationStatus,
} from '../domain/activity-state.ts';

const T0 = new Date('2026-06-01T00:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * 86_400_000);

const campaign = (over: Partial<CampaignClock> = {}): CampaignClock => ({
  kind: 'SIGN_UP',
  startsAt: at(0),
  endsAt: at(30),
  signupEndsAt: at(20),
  perMemberLimit: 1,
  budgetMinor: null,
  spentMinor: 0n,
  drawn: false,
  ...over,
});
const joined = (over: Partial<MemberParticipation> = {}): MemberParticipation => ({
  status: 'JOINED',
  count: 1,
  rewardReady: false,
  ...over,
});

describe('activity state (spec §4)', () => {
  it('is coming soon before the start, whatever the member did', () => {
    expect(activityState(campaign(), null, true, at(-1))).toBe('COMING_SOON');
    expect(activityState(campaign(), joined(), true, at(-1))).toBe('COMING_SOON');
  });

  it('offers join while signup is open, within budget, to the eligible', () => {
    expect(activityState(campaign(), null, true, at(1))).toBe('JOIN');
    expect(activityState(campaign(), null, false, at(1))).toBe('CLOSED_FOR_SIGNUP');
    expect(activityState(campaign(), null, true, at(21))).toBe('CLOSED_FOR_SIGNUP');
    expect(activityState(campaign({ signupEndsAt: null }), null, true, at(29))).toBe('JOIN');
    expect(activityState(campaign({ signupEndsAt: null }), null, true, at(30))).toBe('CLOSED_FOR_SIGNUP');
    expect(activityState(campaign({ budgetMinor: 100n, spentMinor: 100n }), null, true, at(1))).toBe(
      'CLOSED_FOR_SIGNUP',
    );
    expect(activityState(campaign({ budgetMinor: 100n, spentMinor: 99n }), null, true, at(1))).toBe('JOIN');
  });

  it('follows a sign-up: signed up, then claim once the condition is met, then claimed', () => {
    expect(activityState(campaign(), joined(), true, at(1))).toBe('SIGNED_UP');
    expect(activityState(campaign(), joined({ rewardReady: true }), true, at(1))).toBe('CLAIM');
    expect(activityState(campaign(), joined({ status: 'CLAIMED' }), true, at(1))).toBe('CLAIMED');
    // A joined member keeps their state after signup closes.
    expect(activityState(campaign(), joined(), true, at(25))).toBe('SIGNED_UP');
  });

  it('shows applying, rejected, issued and claimed for an application', () => {
    const c = campaign({ kind: 'APPLICATION' });
    expect(activityState(c, joined({ status: 'APPLYING' }), true, at(1))).toBe('APPLYING');
    expect(activityState(c, joined({ status: 'REJECTED' }), true, at(1))).toBe('REJECTED');
    expect(activityState(c, joined({ status: 'ISSUED' }), true, at(1))).toBe('ISSUED');
    expect(activityState(c, joined({ status: 'CLAIMED' }), true, at(1))).toBe('CLAIMED');
  });

  it('lets a member take part again within the per-member limit', () => {
    const c = campaign({ kind: 'APPLICATION', perMemberLimit: 2 });
    expect(activityState(c, joined({ status: 'REJECTED', count: 1 }), true, at(1))).toBe('JOIN');
    expect(activityState(c, joined({ status: 'CLAIMED', count: 1 }), true, at(1))).toBe('JOIN');
    expect(activityState(c, joined({ status: 'CLAIMED', count: 2 }), true, at(1))).toBe('CLAIMED');
    // An application under review is never overtaken by "join".
    expect(activityState(c, joined({ status: 'APPLYING', count: 1 }), true, at(1))).toBe('APPLYING');
  });

  it('keeps a deposit bonus processing until its deposit is credited', () => {
    const c = campaign({ kind: 'DEPOSIT' });
    expect(activityState(c, joined({ status: 'PROCESSING' }), true, at(1))).toBe('PROCESSING');
  });

  it('draws a raffle: processing until the draw, then claim for a prize or rejected', () => {
    const c = campaign({ kind: 'RAFFLE' });
    expect(activityState(c, joined(), true, at(1))).toBe('PROCESSING');
    const drawn = campaign({ kind: 'RAFFLE', drawn: true });
    expect(activityState(drawn, joined({ rewardReady: true }), true, at(1))).toBe('CLAIM');
    expect(activityState(drawn, joined(), true, at(1))).toBe('REJECTED');
  });

  it('reaches every state of spec §4, for every kind only states that make sense', () => {
    const seen = new Set<ActivityState>();
    const statuses: (ParticipationStatus | null)[] = [
      null,
      'JOINED',
      'PROCESSING',
      'APPLYING',
      'REJECTED',
      'ISSUED',
      'CLAIMED',
    ];
    for (const kind of PROMOTION_KINDS as readonly PromotionKind[])
      for (const status of statuses)
        for (const rewardReady of [false, true])
          for (const drawn of [false, true])
            for (const eligible of [false, true])
              for (const count of [1, 2])
                for (const day of [-1, 1, 25, 31]) {
                  const s = activityState(
                    campaign({ kind, drawn, perMemberLimit: 2 }),
                    status ? { status, rewardReady, count } : null,
                    eligible,
                    at(day),
                  );
                  expect(ACTIVITY_STATES).toContain(s);
                  seen.add(s);
                }
    expect([...seen].sort()).toEqual([...ACTIVITY_STATES].sort());
  });
});
