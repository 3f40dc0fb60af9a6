import type { LandingSlogan, LandingTestimonial } from '@site/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextIndex, SLOGAN_MS, TESTIMONIAL_MS } from '../lib/motion';
import { LandingIcon } from './landing-icon';
import styles from './landing.module.css';

const StoryDialog = lazy(() => import('./story-dialog'));

/** The decorative icons floating behind the section (CSS only, hidden from assistive technology). */
const FLOATING_ICONS = ['heart', 'star', 'users', 'sun', 'sparkles', 'handshake', 'home', 'globe'] as const;

/**
 * Community voices: the testimonials rotating every 6 s and the slogans every 8 s, both wrapping. The play/pause
 * toggle stops and restarts both; under reduced motion nothing rotates until the visitor presses play. The
 * timers are cleared when the section goes. A dot shows one testimonial (or slogan) at once.
 */
export function CommunityVoices({
  testimonials,
  slogans,
  reduced,
}: {
  testimonials: readonly LandingTestimonial[];
  slogans: readonly LandingSlogan[];
  reduced: boolean;
}) {
  const { t } = useTranslation('reunionLanding');
  const [active, setActive] = useState(0);
  const [slogan, setSlogan] = useState(0);
  // null: the visitor has not chosen; auto-play follows the motion preference until they do.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reduced;
  const [sharing, setSharing] = useState(false);

  useEffect(() => {
    if (!playing) return;
    const testimonialTimer = window.setInterval(
      () => setActive((i) => nextIndex(i, testimonials.length)),
      TESTIMONIAL_MS,
    );
    const sloganTimer = window.setInterval(() => setSlogan((i) => nextIndex(i, slogans.length)), SLOGAN_MS);
    return () => {
      window.clearInterval(testimonialTimer);
      window.clearInterval(sloganTimer);
    };
  }, [playing, testimonials.length, slogans.length]);

  const current = testimonials[active % Math.max(1, testimonials.length)];
  const currentSlogan = slogans[slogan % Math.max(1, slogans.length)];
  const floating = testimonials.filter((_, index) => index !== active).slice(0, 3);

  return (
    <div className={styles.voices}>
      <div className={styles.floatingIcons} aria-hidden="true">
        {FLOATING_ICONS.map((name) => (
          <LandingIcon key={name} name={name} size={28} />
        ))}
      </div>
      <div className={styles.voicesGrid}>
        {current && (
          <section className={styles.testimonialPanel} aria-labelledby="voices-testimonials">
            <div className={styles.panelHead}>
              <h3 id="voices-testimonials">{t('voices.testimonials')}</h3>
              <button
                type="button"
                className="button button-ghost"
                aria-pressed={playing}
                onClick={() => setChosen(!playing)}
                data-testid="voices-toggle"
              >
                {playing ? t('voices.pause') : t('voices.play')}
              </button>
            </div>
            <figure className={styles.testimonial} aria-live={playing ? 'off' : 'polite'} data-testid="testimonial">
              <blockquote>
                <p>{current.content}</p>
              </blockquote>
              <figcaption className={styles.byline}>
                {current.avatar_url && (
                  <img
                    src={current.avatar_url}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className={styles.avatar}
                  />
                )}
                <span>
                  <strong>{current.name}</strong>
                  <span className={styles.muted}>{[current.role, current.location].filter(Boolean).join(' · ')}</span>
                </span>
              </figcaption>
              <p className={styles.rating}>
                <span aria-hidden="true">★★★★★</span>
                <span className="visually-hidden">{t('voices.stars')}</span> {t('voices.rating')}
              </p>
              {current.is_sample && <p className={styles.muted}>{t('voices.sample')}</p>}
            </figure>
            <div className={styles.dots}>
              {testimonials.map((item, index) => (
                <button
                  key={item.id}
                  type="button"
                  className={styles.dot}
                  aria-current={index === active ? 'true' : undefined}
                  aria-label={t('voices.show', { number: index + 1 })}
                  onClick={() => setActive(index)}
                />
              ))}
            </div>
            <ul className={styles.floatingTestimonials} aria-hidden="true">
              {floating.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          </section>
        )}
        {currentSlogan && (
          <section className={styles.sloganPanel} aria-labelledby="voices-slogans">
            <h3 id="voices-slogans">{t('voices.slogans')}</h3>
            <div className={styles.slogan} data-testid="slogan">
              <LandingIcon name={currentSlogan.icon} size={36} />
              <p className={styles.sloganTitle}>{currentSlogan.title}</p>
              <p>{currentSlogan.content}</p>
              <p className={styles.hashtag}>{currentSlogan.hashtag}</p>
            </div>
            <div className={styles.dots}>
              {slogans.map((item, index) => (
                <button
                  key={item.id}
                  type="button"
                  className={styles.dot}
                  aria-current={index === slogan ? 'true' : undefined}
                  aria-label={t('voices.showSlogan', { number: index + 1 })}
                  onClick={() => setSlogan(index)}
                />
              ))}
            </div>
          </section>
        )}
      </div>
      <div className={styles.voicesActions}>
        <button type="button" className="button button-primary" onClick={() => setSharing(true)}>
          {t('voices.shareStory')}
        </button>
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <StoryDialog onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </div>
  );
}
