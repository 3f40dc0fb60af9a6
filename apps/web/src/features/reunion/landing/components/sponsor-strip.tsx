import { initialsOf, type LandingSponsor } from '@site/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { nextStripOffset, STRIP_START_MS, stripOverflows } from '../lib/motion';
import styles from './landing.module.css';
import { textOn } from '../../../../lib/colour';

/**
 * The sponsor strip: the nine sponsors twice in a row, as two-letter coloured tiles, sliding slowly. It starts
 * two seconds after it shows, half a pixel a frame, wrapping at half the track (where the second copy looks
 * like the first); only when the sponsors are wider than the strip; never under reduced motion; and it
 * pauses while the pointer is over it or the focus inside it. Only `transform` changes, once a frame.
 */
export function SponsorStrip({
  sponsors,
  reduced,
  rtl,
}: {
  sponsors: readonly LandingSponsor[];
  reduced: boolean;
  rtl: boolean;
}) {
  const { t } = useTranslation('reunionLanding');
  const frameRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const frame = frameRef.current;
    const track = trackRef.current;
    if (!frame || !track || reduced) return;
    let offset = 0;
    let paused = false;
    let raf = 0;
    const pause = () => {
      paused = true;
    };
    const resume = () => {
      paused = false;
    };
    const step = () => {
      const width = track.scrollWidth;
      if (!paused && stripOverflows(width, frame.clientWidth)) {
        offset = nextStripOffset(offset, width);
        track.style.transform = `translateX(${rtl ? offset : -offset}px)`;
      }
      raf = requestAnimationFrame(step);
    };
    const start = window.setTimeout(() => {
      raf = requestAnimationFrame(step);
    }, STRIP_START_MS);
    frame.addEventListener('mouseenter', pause);
    frame.addEventListener('mouseleave', resume);
    frame.addEventListener('focusin', pause);
    frame.addEventListener('focusout', resume);
    return () => {
      window.clearTimeout(start);
      cancelAnimationFrame(raf);
      frame.removeEventListener('mouseenter', pause);
      frame.removeEventListener('mouseleave', resume);
      frame.removeEventListener('focusin', pause);
      frame.removeEventListener('focusout', resume);
      track.style.transform = '';
    };
  }, [reduced, rtl, sponsors]);

  if (sponsors.length === 0) return null;
  return (
    <div ref={frameRef} className={styles.strip} role="region" aria-label={t('sponsors.stripLabel')}>
      <ul ref={trackRef} className={styles.stripTrack} data-testid="sponsor-strip-track">
        {[0, 1].flatMap((copy) =>
          sponsors.map((sponsor) => (
            // The second copy is there for the loop only: hidden from assistive technology.
            <li key={`${copy}-${sponsor.id}`} className={styles.stripItem} aria-hidden={copy === 1 ? true : undefined}>
              <span
                className={styles.stripTile}
                style={{ backgroundColor: sponsor.colour, color: textOn(sponsor.colour) }}
                aria-hidden="true"
              >
                {initialsOf(sponsor.name, 2)}
              </span>
              <span>{sponsor.name}</span>
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
