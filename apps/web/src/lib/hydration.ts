import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is rendered on the server and while the browser hydrates that markup, true from
 * the render after. A server-rendered page's first render in the browser must produce the server's
 * markup exactly, or React throws it away and renders the page again (a mismatch): whatever only the
 * browser knows (its clock, its time zone, a refetch under way) is shown from the render after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The time zone to show times in: UTC on the server and while hydrating (the server cannot know the
 * visitor's zone, so a local time would differ from the markup), the visitor's own zone after that.
 * Pass it as `timeZone` to the date formatters of lib/format.
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}
