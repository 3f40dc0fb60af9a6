import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { CarouselControls, type CarouselLabels } from './carousel-controls';
import carousel from './carousel.module.css';
import { useCarousel } from './use-carousel';
import { useSwipe, type SwipeStep } from './use-swipe';

/** A swipe further than this (px) moves one card; a shorter one is a tap. */
const SWIPE_THRESHOLD = 50;

export interface CardSliderLabels extends CarouselLabels {
  /** The carousel's name for assistive technology. */
  title: string;
  /** A slide's name: "2 of 5". */
  slide: (number: number, total: number) => string;
}

/**
 * Cards in a row that move one step at a time: by the controls (previous, next, a dot per step) or by a swipe,
 * which moves exactly one step however long it is (Embla's own dragging is off). How many cards show at once is
 * the slides' CSS (`carousel.slide` widths in the caller's class). Announced as a carousel of named slides.
 */
export function CardSlider<T>({
  items,
  keyOf,
  render,
  dir,
  labels,
  className,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  dir: 'ltr' | 'rtl';
  labels: CardSliderLabels;
  className?: string;
}) {
  const options = useMemo(
    () => ({ direction: dir, align: 'start' as const, containScroll: 'trimSnaps' as const, watchDrag: false }),
    [dir],
  );
  const slider = useCarousel(options);
  const { viewportRef, embla } = slider;
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const attach = useCallback(
    (element: HTMLElement | null) => {
      viewportRef(element);
      setViewport(element);
    },
    [viewportRef],
  );
  const onStep = useCallback(
    (step: SwipeStep) => (step === 'next' ? embla?.scrollNext() : embla?.scrollPrev()),
    [embla],
  );
  useSwipe(viewport, { threshold: SWIPE_THRESHOLD, dir, onStep });
  return (
    <div className={className} aria-roledescription="carousel" aria-label={labels.title}>
      <div className={carousel.viewport} ref={attach}>
        <div className={carousel.track}>
          {items.map((item, index) => (
            <div
              key={keyOf(item)}
              className={carousel.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, items.length)}
            >
              {render(item)}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls carousel={slider} labels={labels} />
    </div>
  );
}
