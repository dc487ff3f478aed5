import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a task of their own, after the first paint of what surrounds it (an
 * effect runs once the browser has painted), so the part of a page above the fold (a banner, the
 * header) is not held back by the sections and footer below it, and the page is not built in one
 * long task on a slow phone (issue 16).
 *
 * Use it only for content that starts below the fold or at the end of the page: it appears a moment
 * later, after what is already on screen, so nothing visible moves.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? children : null;
}
