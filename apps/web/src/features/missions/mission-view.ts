import type { MissionKind } from '@platform/contracts/client';

/** The parts of the time left until `endsAt` (never negative): the reset countdown. */
export function timeLeft(endsAtMs: number, nowMs: number) {
  const total = Math.max(0, Math.floor((endsAtMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: total === 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2d 05:04:03` style clock text (the day part only when there is one). */
export function clockText(left: ReturnType<typeof timeLeft>, dayUnit: string): string {
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return left.days > 0 ? `${left.days}${dayUnit} ${clock}` : clock;
}

/** The icon of each mission kind. */
export const KIND_ICONS = {
  BET_AMOUNT: 'dice',
  PLAY_ROUNDS: 'play',
  PLAY_GAMES: 'gamepad',
  DEPOSIT_AMOUNT: 'wallet',
  LOGIN_DAYS: 'calendar',
} as const satisfies Record<MissionKind, string>;

/** Medal tones of the first three ranks. */
export function medalOf(rank: number): 'gold' | 'silver' | 'bronze' | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}
