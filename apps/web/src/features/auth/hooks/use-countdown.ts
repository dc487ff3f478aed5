import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a resend countdown (spec §4 "SMS code": expiredMinutes × 60 s, default 1 minute). */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(Math.max(1, Math.round(seconds))), []);
  return { left, running: left > 0, start };
}

export const smsCountdownSeconds = (expiredMinutes: number | undefined) =>
  (expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 1) * 60;
