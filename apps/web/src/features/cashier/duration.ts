/** A countdown's parts (the automatic receipt of a paid withdrawal, spec §4). */
export interface DurationParts {
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left from `now` until `until` (an ISO instant), never negative; null for no or a bad instant. */
export function timeLeft(until: string | null | undefined, now: number): DurationParts | null {
  if (!until) return null;
  const end = Date.parse(until);
  if (Number.isNaN(end)) return null;
  const totalMs = Math.max(0, end - now);
  // Rounded up: "00:00:01" is shown until the last second has passed.
  const total = Math.ceil(totalMs / 1000);
  return {
    totalMs,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** `HH:MM:SS`, with whole days folded into the hours (`49:05:00`). */
export function clockText(parts: DurationParts): string {
  const hours = parts.days * 24 + parts.hours;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
}
