import { useEffect, useState } from 'react';
import { isSettled, whenSettled } from '../lib/page-load.ts';

/**
 * False until the page's first load is over (the load event, then an idle moment), true from then on
 * for the rest of the visit. What the first screen does not need (a welcome popup, its dialog's focus
 * trap and scroll lock) waits for it, so it does not share the first seconds of a phone's main
 * thread with the page it covers (issue 16).
 */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(isSettled);
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
