import { CONTENT_KINDS, type ContentKind, type TContentItemAdmin } from '@platform/contracts';

export const isKind = (value: string): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value);

/**
 * One page of a kind's items filtered by what the server's list does not filter (audience, help
 * category), paged here; an empty filter keeps every item.
 */
export function filterLocally(
  items: readonly TContentItemAdmin[],
  filter: { audience: string; helpCategory: string },
  pageNo: number,
  pageSize: number,
) {
  const kept = items.filter(
    (item) =>
      (!filter.audience || item.audience === filter.audience) &&
      (!filter.helpCategory || item.helpCategory === filter.helpCategory),
  );
  const totalPages = Math.max(1, Math.ceil(kept.length / pageSize));
  const page = Math.min(Math.max(1, pageNo), totalPages);
  return {
    list: kept.slice((page - 1) * pageSize, page * pageSize),
    pageNo: page,
    totalPages,
    total: kept.length,
  };
}
