import { useEffect, useRef } from 'react';

/**
 * Calls `callback` every `intervalMs` while that is a number (null pauses). The latest callback runs,
 * so it may close over fresh state without restarting the timer.
 */
export function useInterval(callback: () => void, intervalMs: number | null) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}
