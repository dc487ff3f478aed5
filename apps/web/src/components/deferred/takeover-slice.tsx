import type { ReactElement } from 'react';
import { isTakingOver, TAKE_ON_LATER } from '../../lib/takeover.ts';

/**
 * A part of a drawn page that the browser takes on after the rest, in a task of its own
 * (`lib/takeover.ts`): its drawn element stays on screen and in place meanwhile, unchanged. Anywhere
 * else (a page the site draws itself, a later render, the server, the tests) it renders its child
 * at once.
 *
 * Its child must render one element (what stays is the one element the part had drawn), and what
 * it does must wait a moment without harm: a game tile, a row of filters, not the page's frame.
 */
export function TakeoverSlice({ children }: { children: ReactElement }) {
  if (isTakingOver()) throw TAKE_ON_LATER;
  return children;
}
