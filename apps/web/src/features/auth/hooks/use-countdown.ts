import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../timing.ts';

/**
 * A resend countdown (spec §4 "SMS code"). It counts against an end time, not ticks, so a tab that
 * was in the background shows the right value when it comes back.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const running = endsAt > now;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + Math.max(1, Math.round(seconds)) * 1000);
  }, []);
  const reset = useCallback(() => setEndsAt(0), []);
  const left = secondsLeft(endsAt, now);
  return { left, running: left > 0, start, reset };
}
