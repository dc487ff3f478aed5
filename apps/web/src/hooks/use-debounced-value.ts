import { useEffect, useState } from 'react';

/**
 * Calls `settle` once `delayMs` went by, unless the returned cancel comes first: the core of a
 * debounce, where every new value cancels the wait of the one before.
 */
export function settleAfter(settle: () => void, delayMs: number): () => void {
  const timer = setTimeout(settle, delayMs);
  return () => clearTimeout(timer);
}

/** The value once it stopped changing for `delayMs` (the search box asks the server then). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => settleAfter(() => setSettled(value), delayMs), [value, delayMs]);
  return settled;
}
