/** Spec §2 unread badges: a count above `cap` shows as "99+" so the badge keeps its size. */
export function countBadgeText(count: number, cap = 99): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > cap ? `${cap}+` : String(whole);
}
