import type { LotteryMarket, TLotteryNextDraw } from '@platform/contracts';

/**
 * Pure rules of the lottery centre's coming draws (issue 14): which of a game's coming draws it
 * lists, in what phase each is, and how a draw's time reads in the draw's own time zone.
 */

/** How many draws of one game are shown before "show more" (the fast draws have a dozen). */
export const DRAWS_SHOWN_FIRST = 3;

export type DrawPhase = 'OPEN' | 'SOON' | 'GONE';

/** OPEN takes bets until its cut-off; SOON opens later; GONE is past its cut-off (until the next poll). */
export function phaseOf(draw: Pick<TLotteryNextDraw, 'opensAt' | 'closesAt'>, nowMs: number): DrawPhase {
  if (nowMs >= Date.parse(draw.closesAt)) return 'GONE';
  return nowMs >= Date.parse(draw.opensAt) ? 'OPEN' : 'SOON';
}

/** The local calendar day (YYYY-MM-DD) of an instant in a zone; UTC when the zone is unknown. */
export function localDay(iso: string, timeZone: string): string {
  const at = new Date(iso);
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/**
 * The draws a game lists: those not yet past their cut-off; for the daily markets only the day of
 * the first one (the provinces of that day, not tomorrow's already opening), the fast draws all.
 * `shown` cuts the list; `more` says how many are left behind "show more".
 */
export function drawsToShow<D extends Pick<TLotteryNextDraw, 'opensAt' | 'closesAt' | 'drawAt' | 'timeZone'>>(
  market: LotteryMarket,
  draws: readonly D[],
  nowMs: number,
  shown: number,
): { visible: D[]; more: number; total: number } {
  const coming = draws.filter((d) => phaseOf(d, nowMs) !== 'GONE');
  const first = coming[0];
  const listed =
    market === 'ELOTT' || !first
      ? coming
      : coming.filter((d) => localDay(d.drawAt, d.timeZone) === localDay(first.drawAt, first.timeZone));
  const visible = listed.slice(0, Math.max(0, shown));
  return { visible, more: listed.length - visible.length, total: listed.length };
}

/** "GMT+7", "GMT+8", "UTC": the zone's offset at an instant (engines write UTC as GMT or GMT+0). */
export function zoneLabel(timeZone: string, instantMs: number): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date(instantMs))
      .find((p) => p.type === 'timeZoneName');
    if (!part) return timeZone;
    return part.value === 'GMT' || part.value === 'GMT+0' ? 'UTC' : part.value;
  } catch {
    return 'UTC';
  }
}

/** A draw's time in its own zone with the zone's label: "18:15 (GMT+7)", or "27/11 18:15 (GMT+7)". */
export function drawTimeLabel(
  iso: string,
  timeZone: string,
  locale: string,
  options: { withDate?: boolean } = {},
): string {
  const instant = Date.parse(iso);
  if (!Number.isFinite(instant)) return '';
  const format = (zone: string) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      ...(options.withDate ? { day: '2-digit', month: '2-digit' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
  let zone = timeZone;
  let text: string;
  try {
    text = format(zone);
  } catch {
    zone = 'UTC';
    text = format(zone);
  }
  return `${text} (${zoneLabel(zone, instant)})`;
}
