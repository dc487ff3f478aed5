import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterval } from '../../hooks/use-interval.ts';
import { usePageSettled } from '../../hooks/use-page-settled.ts';
import { Icon } from '../icon/icon.tsx';
import type { CarouselApi } from './carousel-engine.tsx';
import styles from './carousel.module.css';

// A chunk that cannot load leaves the slides still (the first one shows), not a broken page.
const CarouselEngine = lazy(() => import('./carousel-engine.tsx').catch(() => ({ default: () => null })));

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

/** Looping carousel with autoplay, arrows and clickable pagination; renders nothing when empty. */
export function Carousel({
  slides,
  label,
  autoplayMs = 5000,
  perView = 1,
  gap = 20,
  className,
}: CarouselProps) {
  const { t } = useTranslation();
  const many = slides.length > 1;
  // A single slide needs no engine: Embla (its own chunk) comes only to move more than one, and only
  // once the page's first load is over, so neither its code nor its first moves share a phone's first
  // seconds with the page being drawn (issue 16; the first slide shows meanwhile).
  const settled = usePageSettled();
  const [viewport, viewportRef] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<CarouselApi>();
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  useInterval(() => embla?.scrollNext(), embla && many && !paused && autoplayMs > 0 ? autoplayMs : null);

  if (!slides.length) return null;

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
      {many && viewport && settled ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} onApi={setEmbla} />
        </Suspense>
      ) : null}
      <div className={styles.viewport} ref={viewportRef}>
        <div
          className={styles.container}
          style={{ ['--per-view' as string]: perView, ['--gap' as string]: `${gap}px` }}
        >
          {slides.map((slide, index) => (
            <div
              className={styles.slide}
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', { index: index + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('carousel.previous')}
            onClick={() => embla?.scrollPrev()}
          >
            <Icon name="chevronLeft" size={20} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('carousel.next')}
            onClick={() => embla?.scrollNext()}
          >
            <Icon name="chevronRight" size={20} />
          </button>
          <div className={styles.dots}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={[styles.dot, index === selected ? styles.dotActive : ''].join(' ')}
                aria-label={t('carousel.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
