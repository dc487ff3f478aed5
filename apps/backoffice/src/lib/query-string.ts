/** A query string from the given parameters, leaving out empty ones. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** How many rows a list page asks for. */
export const LIST_PAGE_SIZE = 20;
