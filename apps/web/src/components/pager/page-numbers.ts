/** A numbered pager's shape: pages kept at each end, and the window of pages around the current one. */
export interface PageNumbering {
  /** Pages always shown at the start and at the end (spec §9 announcements: 1). */
  margin: number;
  /** Pages shown around the current one (spec §9 announcements: 5). */
  range: number;
}

export type PageSlot = number | 'gap';

/**
 * The page buttons of a numbered pager: the first and last `margin` pages, a window of `range`
 * pages around `page` (moved inward at the ends so it keeps its size), and a gap where pages are
 * left out. A gap standing for a single page shows that page instead: a "…" must save room.
 */
export function pageNumbers(page: number, totalPages: number, { margin, range }: PageNumbering): PageSlot[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const size = Math.max(1, range);
  let start = Math.max(1, current - Math.floor((size - 1) / 2));
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, totalPages); p++) shown.add(p);
  for (let p = Math.max(1, totalPages - margin + 1); p <= totalPages; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);

  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) slots.push(p - 1);
    else if (p - previous > 2) slots.push('gap');
    slots.push(p);
    previous = p;
  }
  return slots;
}
