/**
 * A draw's times in the draw's own time zone (the market's: Vietnam, Bangkok, Kuala Lumpur, UTC for
 * the fast draws), never the operator's browser zone: "27/11/2026 18:15 (GMT+7)". Pure.
 */

/** The zone's offset at an instant as a short label: GMT+7, GMT+8, UTC (engines say GMT or GMT+0). */
export function zoneLabel(timeZone: string, instantMs: number): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date(instantMs))
      .find((p) => p.type === 'timeZoneName');
    if (!part) return timeZone;
    return part.value === 'GMT' || part.value === 'GMT+0' ? 'UTC' : part.value;
  } catch {
    return timeZone;
  }
}

/** Date and time of `iso` in `timeZone`, in the console's locale, with the zone's label. */
export function formatDrawTime(
  iso: string,
  timeZone: string,
  locale: string,
  options: { date?: boolean } = {},
): string {
  const instant = Date.parse(iso);
  if (!Number.isFinite(instant)) return '—';
  let zone = timeZone;
  let text: string;
  try {
    text = new Intl.DateTimeFormat(locale, {
      timeZone,
      ...(options.date === false ? {} : { day: '2-digit', month: '2-digit', year: 'numeric' }),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
  } catch {
    // An unknown zone: UTC, said so.
    zone = 'UTC';
    text = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(instant);
  }
  return `${text} (${zoneLabel(zone, instant)})`;
}
