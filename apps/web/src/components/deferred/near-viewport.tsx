import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePageSettled } from '../../hooks/use-page-settled.ts';
import { useVisitorReading } from '../../hooks/use-visitor-reading.ts';
import styles from './near-viewport.module.css';

/** How far below (and above) the viewport a part starts to render: it is ready before it scrolls in. */
const NEAR_MARGIN = '200px 0px';

/** Parts waiting for an idle moment of the settled page, rendered one per idle moment. */
const idleQueue: Array<() => void> = [];
let draining = false;

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2_000 });
  else window.setTimeout(run, 50);
};

function drainIdleQueue() {
  if (draining) return;
  draining = true;
  const step = () => {
    const show = idleQueue.shift();
    if (!show) {
      draining = false;
      return;
    }
    show();
    whenIdle(step);
  };
  whenIdle(step);
}

/** Queues a part for an idle moment; answers how to take it off the queue (it unmounted or came near). */
function renderWhenIdle(show: () => void): () => void {
  idleQueue.push(show);
  drainIdleQueue();
  return () => {
    const at = idleQueue.indexOf(show);
    if (at >= 0) idleQueue.splice(at, 1);
  };
}

/**
 * Renders its children only once their place comes near the viewport, and keeps them from then on
 * (issue 16). Until then an empty box of about their height holds the place, so the page keeps its
 * length and nothing below moves on screen: a part renders while it is still out of view. A long page
 * (the home lobby's dozen sections, the winner board, the footer) then builds on load only what the
 * first screen shows: fewer elements for React to create and for the browser to lay out, and no
 * requests for lists and pictures nobody has scrolled to.
 *
 * Each part renders in a task of its own (the observer's callback or an idle moment). Once the page
 * has loaded and the visitor reads on, the parts still waiting render anyway, one per idle moment.
 */
export function NearViewport({
  children,
  minHeight,
  className,
  afterLoad = false,
}: {
  children: ReactNode;
  /** About the part's height in px: the room held for it until it renders. */
  minHeight: number;
  className?: string;
  /**
   * Looks for the viewport only once the page has loaded: a part below a page that is still
   * loading (the footer under a route's spinner) would otherwise count as near.
   */
  afterLoad?: boolean;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const settled = usePageSettled();
  const watching = !afterLoad || settled;

  useEffect(() => {
    const element = holder.current;
    if (near || !watching || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, watching]);

  // Once the page has loaded and the visitor reads on (a scroll, a tap, a key), the parts nobody has
  // scrolled to yet render one per idle moment: a quick fling or a jump to the end (which can pass a
  // part without it ever being near) finds the page whole, and scrolling later costs nothing. A
  // visitor who only looks at the first screen does not pay for the rest of the page: on a slow phone
  // it was a dozen long tasks in the first seconds (issue 16).
  const reading = useVisitorReading();
  useEffect(() => {
    if (near || !settled || !reading) return;
    return renderWhenIdle(() => setNear(true));
  }, [near, settled, reading]);

  if (near) return children;
  return (
    <div
      ref={holder}
      className={[styles.holder, className].filter(Boolean).join(' ')}
      style={{ minHeight }}
      aria-hidden="true"
    />
  );
}
