import { useCallback, useState } from 'react';
import { useInterval } from './use-interval.ts';

/** How often a running countdown looks at the clock: often enough that a second never shows late. */
const COUNTDOWN_TICK_MS = 250;

/** Whole seconds left until `endsAt` (rounded up, so the label never shows 0 while still waiting). */
export const secondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

/** When a countdown of `seconds` started at `now` ends: whole seconds, at least one. */
export const countdownEnd = (now: number, seconds: number): number =>
  now + Math.max(1, Math.round(seconds)) * 1000;

/**
 * A countdown started on demand (an SMS resend lock, spec §4 "SMS code"). It counts against an end
 * time, not ticks, so a tab that was in the background shows the right value when it comes back.
 */
export function useCountdown() {
  const [clock, setClock] = useState({ endsAt: 0, now: Date.now() });
  const running = clock.endsAt > clock.now;
  useInterval(() => setClock((c) => ({ ...c, now: Date.now() })), running ? COUNTDOWN_TICK_MS : null);
  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ endsAt: countdownEnd(now, seconds), now });
  }, []);
  const reset = useCallback(() => setClock((c) => ({ ...c, endsAt: 0 })), []);
  const left = secondsLeft(clock.endsAt, clock.now);
  return { left, running: left > 0, start, reset };
}
