import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LAZY_IMAGE_THRESHOLD } from '../lobby-rules.ts';

type Callback = () => void;
const waiting = new Map<Element, Callback>();
let observer: IntersectionObserver | null = null;
/** Spec §9: an image is tried once; a failed address shows the fallback from then on. */
const failed = new Set<string>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        callback?.();
      }
    },
    // Spec §9 threshold 0.1; the margin starts the load a little before the tile scrolls in.
    { threshold: LAZY_IMAGE_THRESHOLD, rootMargin: '160px 0px' },
  );
  return observer;
}

/** Calls `callback` once when the element is in view (at once where IntersectionObserver is missing). */
function whenVisible(element: Element, callback: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  const io = sharedObserver();
  waiting.set(element, callback);
  io.observe(element);
  return () => {
    waiting.delete(element);
    io.unobserve(element);
  };
}

export interface LazyImageProps {
  src: string;
  className?: string;
  loadedClassName?: string;
  /** Shown before the image loads and instead of it when it fails. */
  fallback: ReactNode;
  /**
   * A picture of the page's first screen: requested with the page itself (the server draws its
   * `<img>`, so it loads before the site's code has run) and shown as it arrives, without the fade.
   */
  eager?: boolean;
}

/**
 * A decorative image loaded when a tenth of it is visible (one shared observer for every tile), with
 * one attempt and drawn fallback art when it fails (spec §9).
 *
 * Its arrival is not React state: the image's load event marks the image (`loadedClassName`) and its
 * holder (`data-loaded`, whose rule hides the fallback) in the DOM. A lobby page loads dozens of
 * tiles' pictures one after another; each used to cost a React render and commit of its tile on top
 * of the browser's own style and paint (issue 16).
 */
export function LazyImage({ src, className, loadedClassName, fallback, eager = false }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager);
  const [broken, setBroken] = useState(() => !src || failed.has(src));

  // A drawn page's picture may have loaded, or failed, before this code ran and could hear it.
  // `decode()` tells which (a picture without a size of its own, an SVG, reads 0 wide either way).
  useLayoutEffect(() => {
    const element = image.current;
    if (!eager || !element?.complete) return;
    let current = true;
    element.decode().then(
      () => {
        if (current && holder.current) holder.current.dataset.loaded = '';
      },
      () => {
        if (!current) return;
        failed.add(src);
        setBroken(true);
      },
    );
    return () => {
      current = false;
    };
  }, [eager, src]);

  useEffect(() => {
    const element = holder.current;
    if (!element || visible || broken) return;
    return whenVisible(element, () => setVisible(true));
  }, [visible, broken]);

  // A new address is a new picture: its holder shows the fallback until that one loads (cleared in
  // the commit that swaps the image, before its load event can come).
  useLayoutEffect(() => {
    const element = holder.current;
    return () => {
      if (element) delete element.dataset.loaded;
    };
  }, [src]);

  return (
    <span ref={holder} className={className}>
      {fallback}
      {visible && !broken ? (
        <img
          key={src}
          ref={image}
          src={src}
          className={eager ? loadedClassName : undefined}
          alt=""
          decoding="async"
          draggable={false}
          onLoad={(event) => {
            if (loadedClassName) event.currentTarget.classList.add(loadedClassName);
            if (holder.current) holder.current.dataset.loaded = '';
          }}
          onError={() => {
            failed.add(src);
            setBroken(true);
          }}
        />
      ) : null}
    </span>
  );
}
