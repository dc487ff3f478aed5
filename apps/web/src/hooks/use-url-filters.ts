import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** A list's filters: each a string, named as in the URL. */
export type UrlFilters = Record<string, string>;

const PAGE_PARAM = 'page';

/**
 * Reads filters and the page number from URL search params. A filter missing from the URL takes its
 * default; one present but empty means "any" (so a list whose default is a status can still show all).
 * The same rules as the back office's list pages, so that links behave alike in both apps.
 */
export function readUrlFilters<F extends UrlFilters>(
  params: URLSearchParams,
  defaults: F,
): { filters: F; pageNo: number } {
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof F & string)[]) {
    const value = params.get(key);
    if (value !== null) filters[key] = value.trim() as F[typeof key];
  }
  return { filters, pageNo: Math.max(1, Math.trunc(Number(params.get(PAGE_PARAM))) || 1) };
}

/** The URL search params of filters and a page: defaults and the first page are left out, values trimmed. */
export function writeUrlFilters<F extends UrlFilters>(
  filters: F,
  pageNo: number,
  defaults: F,
): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(defaults)) {
    const value = (filters[key] ?? '').trim();
    if (value !== defaults[key]) out.set(key, value);
  }
  if (pageNo > 1) out.set(PAGE_PARAM, String(pageNo));
  return out;
}

/**
 * A list's filters and page kept in the URL, so that they survive a reload, can be linked, and the
 * back button steps back through them. Text fields are edited as a draft and applied on search;
 * `set` applies at once (a select, a toggle, a date shortcut) and goes back to the first page.
 */
export function useUrlFilters<F extends UrlFilters>(defaults: F) {
  const [params, setParams] = useSearchParams();
  const { filters, pageNo } = readUrlFilters(params, defaults);
  const [draft, setDraftState] = useState(filters);
  // The URL changed under the list (back button, a link): the draft follows it.
  const urlKey = params.toString();
  const [draftOf, setDraftOf] = useState(urlKey);
  if (draftOf !== urlKey) {
    setDraftOf(urlKey);
    setDraftState(filters);
  }
  const go = (next: F, page: number) => setParams(writeUrlFilters(next, page, defaults));
  return {
    filters,
    pageNo,
    draft,
    /** Edits the draft only; nothing is fetched until `apply`. */
    setDraft: (change: Partial<F>) => setDraftState((d) => ({ ...d, ...change })),
    /** The draft with `change` on top becomes the URL's filters, from the first page. */
    apply: (change: Partial<F> = {}) => go({ ...draft, ...change }, 1),
    /** Applies `change` to the URL's filters at once (the draft's unapplied text is kept as applied). */
    set: (change: Partial<F>) => go({ ...filters, ...change }, 1),
    setPage: (page: number) => go(filters, page),
    clear: () => go(defaults, 1),
    /** Some filter differs from its default. */
    filtered: Object.keys(defaults).some((key) => filters[key] !== defaults[key]),
  };
}
