import type { TWinnerEntry } from '@platform/contracts';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Orders two decimal strings exactly (money never goes through a float): -1, 0 or 1. A string that
 * is not a decimal sorts below every number.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const ma = DECIMAL.exec(a.trim());
  const mb = DECIMAL.exec(b.trim());
  if (!ma || !mb) return ma ? 1 : mb ? -1 : 0;
  const scale = Math.max(ma[3]?.length ?? 0, mb[3]?.length ?? 0);
  const units = (m: RegExpExecArray) => BigInt(`${m[1]}${m[2]}${(m[3] ?? '').padEnd(scale, '0')}`);
  const ua = units(ma);
  const ub = units(mb);
  return ua === ub ? 0 : ua < ub ? -1 : 1;
}

/** Spec §4: the winner board is sorted by winAmount, highest first (ties: the most recent first). */
export function sortWinners(list: readonly TWinnerEntry[]): TWinnerEntry[] {
  return [...list].sort(
    (a, b) => compareDecimal(b.vo.winAmount, a.vo.winAmount) || Date.parse(b.time) - Date.parse(a.time),
  );
}

/**
 * The player as the board shows them. The server masks names (`de***01`); one that arrives
 * unmasked is masked here too, so a full account name never appears on a public board.
 */
export function displayPlayer(player: string): string {
  const name = player.trim();
  if (!name) return '***';
  if (name.includes('*')) return name;
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** A stable hue (0–359) per player, so that avatars on the board tell players apart at a glance. */
export function avatarHue(player: string): number {
  // FNV-1a, then a final mix: names differing in one last digit still land far apart on the wheel.
  let hash = 0x811c9dc5;
  for (const char of player) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  hash ^= hash >>> 16;
  return (hash >>> 0) % 360;
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * How long ago `time` was, in the largest whole unit (negative values for the past, as
 * `Intl.RelativeTimeFormat` takes them). Anything under a minute, or in the future (clock skew),
 * is "now" (`{ value: 0, unit: 'second' }`).
 */
export function relativeParts(time: string, nowMs: number): { value: number; unit: RelativeUnit } {
  const at = Date.parse(time);
  const seconds = Number.isNaN(at) ? 0 : Math.floor((nowMs - at) / 1000);
  if (seconds < 60) return { value: 0, unit: 'second' };
  if (seconds < 3600) return { value: -Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: -Math.floor(seconds / 3600), unit: 'hour' };
  return { value: -Math.floor(seconds / 86_400), unit: 'day' };
}

/** "2 minutes ago" / "now" in the display language. */
export function relativeTime(time: string, nowMs: number, locale: string): string {
  const { value, unit } = relativeParts(time, nowMs);
  try {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
  } catch {
    return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(value, unit);
  }
}
