import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** A list page's filters: each a string, named as in the URL. */
export type Filters = Record<string, string>;

const PAGE_PARAM = 'page';

/**
 * Reads filters and the page number from URL search params. A filter missing from the URL takes its
 * default; one present but empty means "any" (so a page whose default is a status can still show all).
 */
export function readUrlFilters<F extends Filters>(
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
export function writeUrlFilters<F extends Filters>(filters: F, pageNo: number, defaults: F): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(defaults)) {
    const value = (filters[key] ?? '').trim();
    if (value !== defaults[key]) out.set(key, value);
  }
  if (pageNo > 1) out.set(PAGE_PARAM, String(pageNo));
  return out;
}

/**
 * A list page's filters and page number kept in the URL, so that they survive a reload, can be
 * linked, and the back button steps back through them. Text fields are edited as a draft and
 * applied on search; `apply` with a value applies that one at once (a select, a tab).
 */
export function useUrlFilters<F extends Filters>(defaults: F, normalize: (filters: F) => F = (f) => f) {
  const [params, setParams] = useSearchParams();
  const read = readUrlFilters(params, defaults);
  const filters = normalize(read.filters);
  const [draft, setDraftState] = useState(filters);
  // The URL changed under the page (back button, a link): the draft follows it.
  const urlKey = params.toString();
  const [draftOf, setDraftOf] = useState(urlKey);
  if (draftOf !== urlKey) {
    setDraftOf(urlKey);
    setDraftState(filters);
  }
  const go = (next: F, pageNo: number) => setParams(writeUrlFilters(normalize(next), pageNo, defaults));
  return {
    filters,
    pageNo: read.pageNo,
    draft,
    /** Edits the draft only; nothing is fetched until `apply`. */
    setDraft: (change: Partial<F>) => setDraftState((d) => ({ ...d, ...change })),
    /** The draft with `change` on top becomes the URL's filters, from the first page. */
    apply: (change: Partial<F> = {}) => go({ ...draft, ...change }, 1),
    setPage: (pageNo: number) => go(filters, pageNo),
    clear: () => go(defaults, 1),
    /** The props of a text field: it edits the draft. */
    text: (key: keyof F & string) => ({
      value: draft[key],
      onChange: (value: string) => setDraftState((d) => ({ ...d, [key]: value })),
    }),
    /** The props of a choice: it applies at once. */
    choice: (key: keyof F & string) => ({
      value: draft[key],
      onChange: (value: string) => go({ ...draft, [key]: value }, 1),
    }),
    /** Some filter differs from its default. */
    filtered: Object.keys(defaults).some((key) => filters[key] !== defaults[key]),
  };
}
