/**
 * A report's period: inclusive calendar days in the merchant's time zone. Both ends default to
 * today; a period longer than the longest allowed, reversed, or naming a day that does not exist is
 * refused, so every team query reads a bounded range.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds of the day's UTC midnight, or null when the text is not a real calendar day. */
function dayMs(day: string): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date
    ? ms
    : null;
}

export type Period =
  { ok: true; from: string; to: string; days: number } | { ok: false; field: 'from' | 'to' };

export function resolvePeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
  maxDays: number,
): Period {
  const to = query.to ?? today;
  const from = query.from ?? (query.to === undefined ? today : to);
  const toMs = dayMs(to);
  if (toMs === null) return { ok: false, field: 'to' };
  const fromMs = dayMs(from);
  if (fromMs === null || fromMs > toMs) return { ok: false, field: 'from' };
  const days = (toMs - fromMs) / DAY_MS + 1;
  if (days > maxDays) return { ok: false, field: 'from' };
  return { ok: true, from, to, days };
}
