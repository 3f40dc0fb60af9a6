import { useSyncExternalStore } from 'react';
import { browserVersion } from '../lib/browser-result';

const unchanging = () => () => {};

/**
 * The visitor's browser and version ("Chrome 140.0.7339.80"). A page rendered on the server does not
 * know the browser, so it renders the unknown version and hydration fills it in; reading
 * `navigator` during the render instead made the server's HTML and the browser's first render differ.
 */
export function useBrowserVersion(): string | undefined {
  return useSyncExternalStore(
    unchanging,
    () => browserVersion(navigator.userAgent),
    () => undefined,
  );
}
