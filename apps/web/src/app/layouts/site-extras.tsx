import { lazy, Suspense, useEffect, useState } from 'react';
import { ScrollToTopButton } from '../../components/scroll-to-top';

// The chat box (home, /reunion, /language-test): its module loads once the browser is idle after the page
// has loaded (at the latest 3 s later; 1 s later where the browser has no idle callback).
const SiteAssistant = lazy(() => import('../../features/site-assistant/site-assistant'));

function AssistantWhenIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const show = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(show, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(show, 1000);
    return () => window.clearTimeout(timer);
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <SiteAssistant />
    </Suspense>
  ) : null;
}

/**
 * The site frame's floating parts, which no page's first script carries: the scroll-to-top button (shown once
 * the visitor has scrolled) and the chat box (loaded when the browser is idle).
 */
export default function SiteExtras() {
  return (
    <>
      <ScrollToTopButton />
      <AssistantWhenIdle />
    </>
  );
}
