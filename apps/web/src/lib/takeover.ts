/**
 * The browser's first render takes on the page the server drew (ADR 0036). Done in one task, that
 * render ran every component of the first screen at once: 200 ms and more of main thread on a
 * mid-range phone, the page's longest task (issue 16). Parts marked with `TakeoverSlice` are left
 * as drawn during that render and taken on afterwards, a few at a time, in tasks of their own
 * (`main-takeover.ts`, the only module that knows how Preact keeps their elements meanwhile).
 */
let takingOver = false;

/**
 * What a part thrown during the takeover throws: a thenable, which is what makes Preact keep the
 * element it would have claimed (as it does for a part that suspends), and which never settles:
 * the part is rendered again by `main-takeover.ts`, not by this promise.
 */
export const TAKE_ON_LATER: PromiseLike<never> = { then: () => TAKE_ON_LATER as never };

/** True only while the first render takes on the drawn page. */
export const isTakingOver = () => takingOver;

/** Runs the first render as the takeover: parts marked `TakeoverSlice` wait for tasks of their own. */
export function takeOver(render: () => void): void {
  takingOver = true;
  try {
    render();
  } finally {
    takingOver = false;
  }
}
