import { useEffect, useState, type RefObject } from 'react';
import { isSticky } from './header-model';

/** Whether the page has scrolled past the header (its height less 10 px), read once per frame. */
export function useSticky(header: RefObject<HTMLElement | null>): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // At the top nothing is past the threshold: the header's height is not read (no forced layout).
      setSticky(window.scrollY > 0 && isSticky(window.scrollY, header.current?.offsetHeight));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [header]);
  return sticky;
}
