import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

/**
 * Embla, driving a carousel's viewport that `Carousel` has already drawn. Its own chunk, loaded only
 * for a carousel with more than one slide and after that carousel is on screen, so the banner's
 * first paint does not wait for it (issue 16). Draws nothing.
 */
export default function CarouselEngine({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi: (api: CarouselApi | undefined) => void;
}) {
  // Embla's duration is not in ms; 25 settles in about the spec's 1000 ms transition (§9).
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', duration: 25 });
  useEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewportRef, viewport]);
  useEffect(() => {
    onApi(embla);
    return () => onApi(undefined);
  }, [embla, onApi]);
  return null;
}
