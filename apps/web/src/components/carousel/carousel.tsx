import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterval } from '../../hooks/use-interval.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { Icon } from '../icon/icon.tsx';
import styles from './carousel.module.css';

/** From this width the carousel shows `perView` slides at once (carousel.module.css), below it one. */
export const WIDE_CAROUSEL_QUERY = '(min-width: 1024px)';

/** A swipe of at least this share of a slide's width moves to the next or previous one. */
const SWIPE_SHARE = 0.15;
/** A pointer that moves this far sideways is swiping the slides, not tapping a banner. */
const DRAG_START_PX = 8;

export interface CarouselProps {
  slides: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Spec §9: 5000 ms. */
  autoplayMs?: number;
  /** Slides visible at once on wide screens (spec §9: at most 3). */
  perView?: 1 | 2 | 3;
  /** Gap between slides in px (spec §9: 20). */
  gap?: number;
  className?: string;
}

/**
 * Looping carousel with autoplay, arrows, swipe and clickable pagination; renders nothing when empty.
 *
 * The row of slides moves by a CSS transition of its transform (spec §9: 1000 ms), which the browser
 * runs off the main thread: a move costs the page one small render, not a script and a repaint on
 * every frame for a second every five seconds, which on a phone kept the main thread busy for as
 * long as the home page was open (issue 16; the carousel library did that, and is gone). The loop is
 * seamless: copies of the first slides follow the last, and once the row has moved onto them it is
 * put back on the originals without a transition.
 */
export function Carousel({
  slides,
  label,
  autoplayMs = 5000,
  perView = 1,
  gap = 20,
  className,
}: CarouselProps) {
  const { t } = useTranslation();
  const count = slides.length;
  const many = count > 1;
  const wide = useMediaQuery(WIDE_CAROUSEL_QUERY);
  // Slides on screen at once; when all of them fit, there is nothing to move.
  const shown = wide ? Math.min(perView, count) : 1;
  const moves = many && count > shown;
  // `index` counts from the first slide into the copies after the last (count … count + shown - 1).
  const [index, setIndex] = useState(0);
  // Set for one frame while the row jumps between a copy and its original: no transition.
  const [jumping, setJumping] = useState(false);
  const [dragPx, setDragPx] = useState<number | null>(null);
  // The same offset for the pointer handlers, which may run before a render has caught up with it.
  const dragOffset = useRef<number | null>(null);
  const [paused, setPaused] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; id: number; active: boolean } | null>(null);
  // The click that ends a swipe is not a click on the banner under it.
  const swiped = useRef(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const selected = ((index % count) + count) % count;

  // A jump is drawn without a transition; the next frame gets it back.
  useLayoutEffect(() => {
    if (!jumping) return;
    const frame = requestAnimationFrame(() => setJumping(false));
    return () => cancelAnimationFrame(frame);
  }, [jumping]);

  // Fewer slides (a language switch, a smaller screen) never leave the row past its end.
  useEffect(() => {
    if (!moves && index !== 0) setIndex(0);
  }, [moves, index]);

  const goTo = (target: number) => {
    if (!moves) return;
    // Without the transition there is no end of it to wait for: straight to the slide.
    if (reducedMotion) {
      setIndex(((target % count) + count) % count);
      return;
    }
    if (target < 0) {
      // Back from the first slide: onto its copy after the last, then one step back, animated.
      setJumping(true);
      setIndex(count);
      requestAnimationFrame(() => requestAnimationFrame(() => setIndex(count - 1)));
      return;
    }
    setIndex(Math.min(target, count));
  };
  const next = () => goTo(index + 1);
  const previous = () => goTo(index - 1);

  // On the first slide's copy: the same picture, so put the row back on the original.
  const settle = () => {
    if (index < count) return;
    setJumping(true);
    setIndex(index - count);
  };

  useInterval(next, moves && !paused && dragPx === null && autoplayMs > 0 ? autoplayMs : null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!moves || event.button !== 0) return;
    swiped.current = false;
    drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId, active: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const dx = event.clientX - current.x;
    if (!current.active) {
      // A mostly vertical move is the page scrolling (touch-action: pan-y), not a swipe.
      if (Math.abs(event.clientY - current.y) > Math.abs(dx)) {
        drag.current = null;
        return;
      }
      if (Math.abs(dx) < DRAG_START_PX) return;
      current.active = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      // Leaving the copies first, so a swipe back from the first slide has one to show.
      if (index >= count) {
        setJumping(true);
        setIndex(index - count);
      }
    }
    dragOffset.current = dx;
    setDragPx(dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    const offset = dragOffset.current;
    drag.current = null;
    dragOffset.current = null;
    if (!current?.active) return;
    swiped.current = true;
    setDragPx(null);
    const width = (viewport.current?.clientWidth ?? 0) / shown;
    if (offset !== null && event.type === 'pointerup' && Math.abs(offset) >= width * SWIPE_SHARE) {
      if (offset < 0) next();
      else previous();
    }
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  };

  if (!count) return null;

  // Copies of the first slides after the last, for the loop: hidden from assistive technology and
  // out of the tab order (the originals are the slides).
  const copies = moves ? slides.slice(0, shown) : [];

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className={styles.viewport}
        ref={viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        // A mouse dragging a banner's link or picture swipes the slides, not the link.
        onDragStart={(event) => event.preventDefault()}
        // A focused link in a slide off screen scrolls the viewport; the row moves there instead.
        onScroll={(event) => {
          event.currentTarget.scrollLeft = 0;
        }}
        onFocusCapture={(event) => {
          const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-slide]');
          const at = slide ? Number(slide.dataset.slide) : NaN;
          if (moves && Number.isInteger(at) && (at < selected || at >= selected + shown)) setIndex(at);
        }}
        onClickCapture={(event) => {
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          className={[styles.container, jumping || dragPx !== null ? styles.still : ''].join(' ')}
          style={{
            ['--per-view' as string]: perView,
            ['--gap' as string]: `${gap}px`,
            ['--index' as string]: index,
            ['--drag' as string]: `${dragPx ?? 0}px`,
          }}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget && event.propertyName === 'transform') settle();
          }}
        >
          {slides.map((slide, i) => (
            <div
              className={styles.slide}
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', { index: i + 1, count })}
              data-slide={i}
            >
              {slide}
            </div>
          ))}
          {copies.map((slide, i) => (
            <div className={styles.slide} key={`copy-${i}`} aria-hidden="true" inert>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {moves ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('carousel.previous')}
            onClick={previous}
          >
            <Icon name="chevronLeft" size={20} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('carousel.next')}
            onClick={next}
          >
            <Icon name="chevronRight" size={20} />
          </button>
        </>
      ) : null}
      {moves ? (
        <div className={styles.dots}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={[styles.dot, i === selected ? styles.dotActive : ''].join(' ')}
              aria-label={t('carousel.goTo', { index: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
