import type { ActivityState, PromotionKind } from '@platform/contracts/client';
import type { PromotionAction } from './api/promotions-api.ts';

/** What the state button does for a member (null: nothing to press; the state is shown as a pill). */
export function actionFor(
  kind: PromotionKind,
  state: ActivityState,
): PromotionAction | 'apply' | 'deposit' | null {
  if (state === 'JOIN') {
    if (kind === 'APPLICATION') return 'apply';
    if (kind === 'DEPOSIT') return 'deposit';
    return 'join';
  }
  if (state === 'CLAIM') return kind === 'RAFFLE' ? 'claimRaffle' : 'requestReward';
  if (state === 'ISSUED') return 'claim';
  return null;
}

export type StateTone = 'pending' | 'action' | 'success' | 'danger' | 'muted' | 'info';

export const STATE_TONE: Record<ActivityState, StateTone> = {
  JOIN: 'action',
  CLAIM: 'action',
  APPLYING: 'pending',
  CLOSED_FOR_SIGNUP: 'muted',
  REJECTED: 'danger',
  ISSUED: 'info',
  CLAIMED: 'success',
  PROCESSING: 'pending',
  SIGNED_UP: 'success',
  COMING_SOON: 'info',
};

/** Days, hours, minutes and seconds until `target` (zeros once passed). */
export function countdownParts(target: number, now: number) {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/** Reads a chosen file as a data URL (the apply call carries images as data URLs, like feedback's). */
export function fileToDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The promotion id of a location hash (`#<uuid>`), or null. */
export function promotionIdOfHash(hash: string): string | null {
  const id = hash.replace(/^#/, '');
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}
