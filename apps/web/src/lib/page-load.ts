/**
 * The moments of a page's life that code kept out of its first seconds waits for (issue 16): the load
 * being over, and the visitor's first action. No React here: the text loader waits for them too.
 */

/** How long an idle moment is waited for after the load event before going on anyway. */
const IDLE_AT_LATEST_MS = 1_500;
/**
 * The earliest the page counts as settled, from the navigation. The load event can come a few hundred
 * ms in (the first screen's code is small and preloaded), while the first screen is still drawing its
 * largest picture: what waits for the settled page (the other texts, the popups, the carousel's
 * engine, the sections below) then took the network and the main thread from it (issue 16).
 */
const SETTLED_NOT_BEFORE_MS = 2_500;

let settled = false;

/** Whether the page's first load is over (see `whenSettled`). */
export const isSettled = () => settled;
let settling: Promise<void> | null = null;

/**
 * Resolves once the page has loaded, at least `SETTLED_NOT_BEFORE_MS` after the navigation, and the
 * browser has had an idle moment (or the wait ran out).
 */
export function whenSettled(): Promise<void> {
  settling ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_AT_LATEST_MS });
      else window.setTimeout(resolve, 200);
    };
    const idle = () => window.setTimeout(whenIdle, Math.max(0, SETTLED_NOT_BEFORE_MS - performance.now()));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }).then(() => {
    settled = true;
  });
  return settling;
}

/**
 * What counts as the visitor starting to use the page. Not a scroll (reading is not acting), nor a
 * focus (a dialog's focus trap moves it without the visitor; a Tab is a keydown).
 */
const ENGAGING_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

let engaging: Promise<void> | null = null;

/**
 * Resolves at the visitor's first tap, click or key on the page. Code only an action needs (the
 * auth dialogs, a member's header corner) is fetched then, ahead of the action itself, instead of in
 * the first seconds of a phone's load, which it shared with the page being drawn (issue 16).
 */
export function whenEngaged(): Promise<void> {
  engaging ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const name of ENGAGING_EVENTS) window.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of ENGAGING_EVENTS) window.addEventListener(name, done, { capture: true, passive: true });
  });
  return engaging;
}

let reading: Promise<void> | null = null;
let read = false;

/** Whether the visitor has scrolled, tapped, clicked or pressed a key yet (see `whenReading`). */
export const isReading = () => read;

/**
 * Resolves once the visitor goes past the first screen's glance: a first scroll, or a first tap,
 * click or key. What lies further down a page is built ahead of them from then on; a visitor who
 * only looks at the first screen (a slow phone's first seconds) is not made to pay for it (issue 16).
 */
export function whenReading(): Promise<void> {
  reading ??= new Promise<void>((resolve) => {
    const scrolled = () => {
      window.removeEventListener('scroll', scrolled, true);
      resolve();
    };
    window.addEventListener('scroll', scrolled, { capture: true, passive: true });
    void whenEngaged().then(scrolled);
  }).then(() => {
    read = true;
  });
  return reading;
}
