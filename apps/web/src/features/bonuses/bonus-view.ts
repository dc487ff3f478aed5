import type { BonusGrantStatus, RewardOfferStatus } from '@platform/contracts/client';
import type { PillTone } from '../../components/status-pill/status-pill.tsx';

/** What is left until an instant, in whole units (never negative). */
export interface Countdown {
  expired: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownTo(target: string | null, now: number): Countdown | null {
  if (!target) return null;
  const ms = Date.parse(target) - now;
  if (!Number.isFinite(ms)) return null;
  if (ms <= 0) return { expired: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
  const total = Math.floor(ms / 1000);
  return {
    expired: false,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** A basis-point share as a percentage text with at most one decimal ("25", "12.5"), for the bar's label. */
export function percentText(bps: number): string {
  const clamped = Math.min(10_000, Math.max(0, Math.round(bps)));
  const tenths = Math.floor(clamped / 10);
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export const GRANT_TONES: Record<BonusGrantStatus, PillTone> = {
  ACTIVE: 'action',
  COMPLETED: 'success',
  FORFEITED: 'muted',
  EXPIRED: 'muted',
  CANCELLED: 'danger',
};

export const OFFER_TONES: Record<RewardOfferStatus, PillTone> = {
  WAITING: 'action',
  CLAIMED: 'success',
  LAPSED: 'muted',
};

/** Reasons the server writes that have a translation; an operator's own reason is shown as written. */
export const KNOWN_CLOSE_REASONS = ['WAGERING_MET', 'EXPIRED', 'MEMBER_FORFEIT', 'NO_WAGERING'] as const;

export const isKnownCloseReason = (reason: string | null): reason is (typeof KNOWN_CLOSE_REASONS)[number] =>
  reason !== null && (KNOWN_CLOSE_REASONS as readonly string[]).includes(reason);
