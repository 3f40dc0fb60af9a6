import type { Testimonial } from '@site/contracts';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarouselControls } from '../../../components/carousel/carousel-controls';
import carouselStyles from '../../../components/carousel/carousel.module.css';
import { useCarousel } from '../../../components/carousel/use-carousel';
import { QueryScope } from '../../../components/query-scope';
import { useHomeContent } from '../hooks/use-home-data';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { AUTOPLAY_DELAY_MS, shouldAutoplay } from '../lib/slider';
import { SectionError, SectionPlaceholder } from './section-status';
import section from './section.module.css';
import styles from './testimonials-slider.module.css';
import { listen } from '../../../lib/listen';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('home');
  return (
    <span className={styles.stars} role="img" aria-label={t('testimonials.rating', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          className={n <= rating ? styles.on : ''}
        >
          <path d="m10 1.8 2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8L6 11.8l-4.3-4 5.8-.7z" />
        </svg>
      ))}
    </span>
  );
}

function Slide({ item, index, total, current }: { item: Testimonial; index: number; total: number; current: boolean }) {
  const { t } = useTranslation('home');
  const initials = item.name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('');
  return (
    <div
      className={carouselStyles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={t('testimonials.slide', { number: index + 1, total })}
      aria-hidden={!current}
    >
      <figure className={styles.card}>
        <Stars rating={item.rating} />
        <blockquote className={styles.quote}>
          <p>{item.text}</p>
        </blockquote>
        <figcaption className={styles.author}>
          {item.avatar ? (
            <img className={styles.avatar} src={item.avatar} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initials}
            </span>
          )}
          <span>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.position}>
              {item.company
                ? t('testimonials.position', { position: item.position, company: item.company })
                : item.position}
            </span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
}

/** One testimonial at a time, arrows, dots and a 5 s autoplay that wraps. */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { t, i18n } = useTranslation('home');
  const direction: 'ltr' | 'rtl' = i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
  const reducedMotion = useReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  );
  const options = useMemo(() => ({ direction, loop: false, align: 'start' as const }), [direction]);
  const plugins = useMemo(() => [autoplay], [autoplay]);
  const carousel = useCarousel(options, plugins);
  const { viewportRef, embla, selected } = carousel;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);

  const count = testimonials.length;
  const canAutoplay = count > 1 && !reducedMotion;
  const playing = shouldAutoplay({ count, reducedMotion, hovered, focused, paused });

  // Autoplay follows hover, focus, the pause button and reduced motion; it is re-applied after a
  // re-initialisation (language direction change) and after a drag, which the plugin restarts itself.
  useEffect(() => {
    if (!embla) return;
    const apply = () => {
      const plugin = embla.plugins().autoplay;
      if (!plugin) return;
      if (playing) plugin.play();
      else plugin.stop();
    };
    apply();
    embla.on('reInit', apply).on('pointerUp', apply);
    return () => {
      embla.off('reInit', apply).off('pointerUp', apply);
    };
  }, [embla, playing]);

  // Hovering or focusing anything in the carousel (slides, arrows, dots) pauses it.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    return listen(root, {
      mouseenter: () => setHovered(true),
      mouseleave: () => setHovered(false),
      focusin: () => setFocused(true),
      focusout: (event) => {
        if (!root.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    });
  }, []);

  return (
    <div className={styles.carousel} ref={rootRef}>
      <div className={carouselStyles.viewport} ref={viewportRef}>
        <div className={carouselStyles.track} aria-live={playing ? 'off' : 'polite'}>
          {testimonials.map((item, index) => (
            <Slide key={`${index}-${item.name}`} item={item} index={index} total={count} current={index === selected} />
          ))}
        </div>
      </div>
      <CarouselControls
        carousel={carousel}
        count={count}
        labels={{
          previous: t('testimonials.previous'),
          next: t('testimonials.next'),
          choose: t('testimonials.choose'),
          goTo: (number) => t('testimonials.goTo', { number }),
        }}
      >
        {canAutoplay && (
          <button
            type="button"
            className={styles.pause}
            aria-label={paused ? t('testimonials.play') : t('testimonials.pause')}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? (
              <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
                <path d="M6 4l10 6-10 6z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
                <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" fill="currentColor" />
              </svg>
            )}
          </button>
        )}
      </CarouselControls>
    </div>
  );
}

function Testimonials() {
  const { t } = useTranslation('home');
  const { data, isError, refetch } = useHomeContent();
  if (data && data.testimonials.length === 0) return null;
  return (
    <section className={section.section} aria-roledescription="carousel" aria-labelledby="testimonials-heading">
      <div className="container">
        <h2 id="testimonials-heading" className={`${section.title} accent-rule`}>
          {t('testimonials.title')}
        </h2>
        <p className={section.summary}>{t('testimonials.summary')}</p>
        {data ? (
          <TestimonialsCarousel testimonials={data.testimonials} />
        ) : isError ? (
          <SectionError onRetry={() => void refetch()} />
        ) : (
          <SectionPlaceholder kind="testimonials" />
        )}
      </div>
    </section>
  );
}

/** The testimonials section. */
export default function TestimonialsSection() {
  return (
    <QueryScope>
      <Testimonials />
    </QueryScope>
  );
}
