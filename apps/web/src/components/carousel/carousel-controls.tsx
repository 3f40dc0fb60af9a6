import type { ReactNode } from 'react';
import { Icon } from '../icon';
import { sliderControls } from './steps';
import type { Carousel } from './use-carousel';
import styles from './carousel.module.css';

export interface CarouselLabels {
  previous: string;
  next: string;
  /** The group of dots. */
  choose: string;
  goTo: (number: number) => string;
}

function Arrow() {
  return (
    <Icon className={styles.arrow} size={22} strokeWidth={2.4} strokeLinejoin="miter">
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

/**
 * Previous and next (disabled at the ends), one dot per step with the current one marked, and whatever
 * else the carousel adds (`children`, e.g. a pause button). Nothing when there is one step or none.
 */
export function CarouselControls({
  carousel,
  labels,
  count = carousel.snaps,
  children,
}: {
  carousel: Carousel;
  labels: CarouselLabels;
  /** The number of steps, when known before Embla has measured (the server render). */
  count?: number;
  children?: ReactNode;
}) {
  const { embla, selected } = carousel;
  if (count <= 1) return null;
  const { prevDisabled, nextDisabled } = sliderControls(selected, count);
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.arrowButton}
        aria-label={labels.previous}
        disabled={prevDisabled}
        onClick={() => embla?.scrollPrev()}
      >
        <Arrow />
      </button>
      <div className={styles.dots} role="group" aria-label={labels.choose}>
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={labels.goTo(index + 1)}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
      </div>
      <button
        type="button"
        className={`${styles.arrowButton} ${styles.next}`}
        aria-label={labels.next}
        disabled={nextDisabled}
        onClick={() => embla?.scrollNext()}
      >
        <Arrow />
      </button>
      {children}
    </div>
  );
}
