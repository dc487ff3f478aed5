import type { ReportBreakdown } from '@platform/contracts';

/**
 * Which level of the members' play bitmaps (report_member_play_months: C category, V vendor, CV both,
 * G game) holds exactly one row per member for each group of a breakdown, or for the whole filter
 * (`by` null): the level naming the grouped and the filtered columns. A game implies its vendor and
 * category, so a game anywhere means the game level.
 */
export function playLevel(
  by: Exclude<ReportBreakdown, 'member'> | null,
  f: { category: string | null; vendorCode: string | null; gameCode: string | null },
): 'C' | 'V' | 'CV' | 'G' {
  if (by === 'game' || f.gameCode !== null) return 'G';
  const category = by === 'category' || f.category !== null;
  const vendor = by === 'vendor' || f.vendorCode !== null;
  return category && vendor ? 'CV' : category ? 'C' : 'V';
}
