import { useEffect, useState } from 'react';

/**
 * False until a moment of the page's life (`lib/page-load.ts`) has come, true from then on for the
 * rest of the visit; true at once on a component mounted after it (`reached`).
 */
export function usePageMoment(reached: () => boolean, when: () => Promise<void>): boolean {
  const [done, setDone] = useState(reached);
  useEffect(() => {
    if (done) return;
    let live = true;
    void when().then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [done, when]);
  return done;
}
