import { useState } from 'react';

/**
 * A leading-edge throttle gate: the first call passes, and later calls pass only once `intervalMs`
 * has gone by since the last one that passed (spec §4: one favourite toggle, one SMS request, one
 * captcha refresh per second). The clock is injectable so the rule is testable without timers.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last: number | null = null;
  return {
    /** True (and the window restarts) when a call may pass now. */
    tryPass(): boolean {
      const at = now();
      if (last !== null && at - last < intervalMs) return false;
      last = at;
      return true;
    },
    /** A call that runs now whatever the gate says (one it had delayed): the window restarts. */
    mark() {
      last = now();
    },
    /** Milliseconds until the next call may pass (0 when it may pass now). */
    waitMs(): number {
      return last === null ? 0 : Math.max(0, intervalMs - (now() - last));
    },
    reset() {
      last = null;
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** One throttle gate for the component's lifetime. */
export function useThrottle(intervalMs: number): Throttle {
  const [gate] = useState(() => createThrottle(intervalMs));
  return gate;
}
