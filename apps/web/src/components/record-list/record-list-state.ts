/** What a record list shows: placeholders, a failure, the empty state, or its records. */
export type RecordListState = 'loading' | 'error' | 'empty' | 'ready';

/**
 * The state of a list from its query. A failed refresh keeps the records it already has (the winner
 * board refreshes every 30 s and must not blank out over one failed call); a failure with nothing
 * to show is an error.
 */
export function recordListState(query: {
  isPending: boolean;
  isError: boolean;
  items: readonly unknown[] | undefined;
}): RecordListState {
  if (query.items && query.items.length > 0) return 'ready';
  if (query.isError) return 'error';
  if (query.isPending || !query.items) return 'loading';
  return 'empty';
}
