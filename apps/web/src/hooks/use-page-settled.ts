import { useEffect, useState } from 'react';

/** How long an idle moment is waited for after the load event before going on anyway. */
const IDLE_AT_LATEST_MS = 1_500;

let settled = false;
let settling: Promise<void> | null = null;

/** Resolves once the page has loaded and the browser has had an idle moment (or the wait ran out). */
function whenSettled(): Promise<void> {
  settling ??= new Promise<void>((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_AT_LATEST_MS });
      else window.setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }).then(() => {
    settled = true;
  });
  return settling;
}

/**
 * False until the page's first load is over (the load event, then an idle moment), true from then on
 * for the rest of the visit. What the first screen does not need (a welcome popup, its dialog's focus
 * trap and scroll lock) waits for it, so it does not share the first seconds of a phone's main
 * thread with the page it covers (issue 16).
 */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (done) return;
    let live = true;
    void whenSettled().then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
