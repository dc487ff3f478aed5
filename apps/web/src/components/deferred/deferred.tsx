import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * A transition that other updates keep interrupting (data arriving on a busy phone restarts it)
 * still renders by then, at once.
 */
const DEFERRED_AT_LATEST_MS = 1000;

/**
 * Renders its children right after the first paint of what surrounds it, as a transition: React
 * renders them in slices between which the browser can paint and answer input, so the part of a
 * page above the fold (a banner, the header) is not held back by the sections and footer below it,
 * and no single long task builds the whole page on a slow phone (issue 16).
 *
 * Use it only for content that starts below the fold or at the end of the page: it appears a moment
 * later, after what is already on screen, so nothing visible moves.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
    const latest = window.setTimeout(() => setReady(true), DEFERRED_AT_LATEST_MS);
    return () => window.clearTimeout(latest);
  }, []);
  return ready ? children : null;
}
