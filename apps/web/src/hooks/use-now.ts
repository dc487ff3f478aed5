import { useEffect, useState } from 'react';
import { useInterval } from './use-interval.ts';

/**
 * The current time, ticking every `intervalMs` while `active` (clocks, "2 minutes ago" labels, and
 * countdowns that count against an end instant).
 */
export function useNow(active = true, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  // Turned on after a pause: the time of now, not of the last tick before it.
  useEffect(() => {
    if (active) setNow(Date.now());
  }, [active]);
  useInterval(() => setNow(Date.now()), active ? intervalMs : null);
  return now;
}
