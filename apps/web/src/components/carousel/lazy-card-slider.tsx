import { lazy, Suspense, type ReactNode } from 'react';
import type { CardSlider } from './card-slider';

const LoadedCardSlider = lazy(() => import('./card-slider').then((module) => ({ default: module.CardSlider })));

/**
 * A CardSlider whose code (with Embla) loads when it first renders, showing `fallback` meanwhile. The reunion
 * page's sliders render once their data has come, near the bottom of the screen, so the page's first load does
 * not carry the carousel.
 */
export function LazyCardSlider<T>({
  fallback,
  ...props
}: Parameters<typeof CardSlider<T>>[0] & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LoadedCardSlider {...(props as Parameters<typeof CardSlider<unknown>>[0])} />
    </Suspense>
  );
}
