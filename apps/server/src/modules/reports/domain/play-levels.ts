import type { ReportBreakdown } from '@platform/contracts';

/**
 * Which level of the days' player sets (report_play_day_sets: C category, V vendor, CV both) holds
 * one set per group of a breakdown, or for the whole filter (`by` null): the level naming the grouped
 * and the filtered columns. A game implies its vendor and category, so a game anywhere means the
 * game level G, counted from the members' game days instead.
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
