/**
 * The editor's schedule is typed in the merchant's time zone (a `datetime-local` value, no zone) and
 * stored as an instant. These convert between the two with Intl alone, daylight saving included.
 */

/** `YYYY-MM-DDTHH:mm`, what an `<input type="datetime-local">` holds. */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's wall-clock fields of an instant. */
function wallClock(instantMs: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instantMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in minutes. */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const w = wallClock(instantMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/**
 * The instant (ISO, UTC) of a wall-clock time in a zone; null for an empty or malformed value.
 * A time skipped by a daylight-saving jump resolves to the instant the clock shows just after it.
 */
export function zonedInputToInstant(local: string, timeZone: string): string | null {
  const m = LOCAL_INPUT.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then again at the corrected instant (the two differ across a DST change).
  let instant = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  instant = asUtc - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The `datetime-local` value showing an instant on the zone's clock; '' for none. */
export function instantToZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const w = wallClock(ms, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** `GMT+07:00`, `GMT-03:30`, `GMT` for the zone at an instant: shown beside the schedule's fields. */
export function gmtOffsetLabel(timeZone: string, instantMs: number = Date.now()): string {
  const minutes = zoneOffsetMinutes(instantMs, timeZone);
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The time zone, falling back to UTC when the name is unknown to this browser. */
export function knownTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}
