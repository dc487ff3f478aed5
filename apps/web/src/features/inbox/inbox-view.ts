import { readTypedMessage } from '../../lib/member-socket.ts';

/** Messages per inbox page. */
export const INBOX_PAGE_SIZE = 10;

/** The inbox filter tabs (ZInboxQuery `status`). */
export const INBOX_FILTERS = ['ALL', 'UNREAD', 'READ'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export function isInboxFilter(value: string | null | undefined): value is InboxFilter {
  return (INBOX_FILTERS as readonly string[]).includes(value ?? '');
}

/** The count of an `{"type":"unread","count"}` frame of the inbox socket, or null for anything else. */
export function parseUnreadMessage(data: unknown): number | null {
  const count = readTypedMessage(data, 'unread')?.count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * One line of a message's (sanitised) HTML for the list: tags dropped, block ends as spaces, the
 * common entities decoded, cut at `maxChars` on a word with an ellipsis. Plain text for React to
 * escape, never HTML.
 */
export function messagePreview(html: string, maxChars = 120): string {
  const text = html
    .replace(/<\/(p|div|li|h[1-6]|tr)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The selection after ticking or unticking one message. */
export function toggleSelected(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Tick every message of the page, or untick them all when they already are. */
export function toggleAll(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return all ? new Set() : new Set(pageIds);
}

/** Keeps only the ticks of messages still on the page (after a delete or a page change). */
export function keepSelected(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  return new Set(pageIds.filter((id) => selected.has(id)));
}

/** The page to show after deleting `deleted` messages: the previous one when the last page empties. */
export function pageAfterDelete(
  page: { pageNo: number; total: number; pageSize: number },
  deleted: number,
): number {
  const remaining = Math.max(0, page.total - deleted);
  const lastPage = Math.max(1, Math.ceil(remaining / page.pageSize));
  return Math.min(page.pageNo, lastPage);
}
