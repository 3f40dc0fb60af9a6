/** Smooth scrolling unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Height of the site header, or the spec's default of 80 px before it has rendered. */
export function headerHeight(): number {
  return document.querySelector<HTMLElement>('[data-site-header]')?.offsetHeight ?? 80;
}

/** Scrolls so that the section sits just under the header, leaving header height + 20 px. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - (headerHeight() + 20);
  window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() });
  return true;
}

/**
 * Waits `delayMs` (the page may still be rendering), then scrolls to the section, retrying while it
 * does not exist yet (a lazily loaded page). Returns a cancel function.
 */
export function scrollToSectionSoon(id: string, delayMs = 100, retries = 30, intervalMs = 100): () => void {
  let timer: ReturnType<typeof setTimeout>;
  let left = retries;
  const attempt = () => {
    if (scrollToSection(id) || left-- <= 0) return;
    timer = setTimeout(attempt, intervalMs);
  };
  timer = setTimeout(attempt, delayMs);
  return () => clearTimeout(timer);
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}
