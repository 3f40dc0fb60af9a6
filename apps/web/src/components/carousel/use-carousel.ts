import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useSyncExternalStore } from 'react';

export interface Carousel {
  /** The element that scrolls (it holds the track). */
  viewportRef: (element: HTMLElement | null) => void;
  embla: EmblaCarouselType | undefined;
  /** The snap in view (a snap is one step: one slide, or a group of slides when several show at once). */
  selected: number;
  /** How many steps there are. */
  snaps: number;
}

/**
 * An Embla carousel and the state its controls need, read through useSyncExternalStore so that the server
 * render and hydration agree (first snap, no steps known) and the controls follow every scroll after.
 */
export function useCarousel(options: EmblaOptionsType, plugins?: EmblaPluginType[]): Carousel {
  const [viewportRef, embla] = useEmblaCarousel(options, plugins);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => undefined;
      embla.on('select', onChange).on('reInit', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange);
      };
    },
    [embla],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => embla?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const snaps = useSyncExternalStore(
    subscribe,
    () => embla?.scrollSnapList().length ?? 0,
    () => 0,
  );
  return { viewportRef, embla, selected, snaps };
}
