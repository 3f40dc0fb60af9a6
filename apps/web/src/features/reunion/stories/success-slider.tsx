import { storyPath, type Story } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LazyCardSlider } from '../../../components/carousel/lazy-card-slider';
import { PageSection } from '../../../components/page-section';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useLandingStories } from './use-landing-stories';
import { successStoryText } from './share-text';
import styles from './landing.module.css';

/** Copies a success story's text; the toast says how it went. */
async function shareStory(story: Story, copied: string, failed: string): Promise<void> {
  const text = successStoryText(story, `${window.location.origin}${storyPath(story.slug)}`);
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    notify('success', copied);
  } catch {
    notify('error', failed);
  }
}

function SuccessCard({ story, locale }: { story: Story; locale: string }) {
  const { t } = useTranslation('reunionStories');
  const facts = story.reunion;
  const titleId = `success-${story.slug}`;
  return (
    <article className={styles.successCard} aria-labelledby={titleId}>
      <div className={styles.successHead}>
        {story.image_url && (
          <img
            className={styles.avatar}
            src={story.image_url}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
          />
        )}
        <div>
          <h3 id={titleId} className={styles.successTitle}>
            {story.title}
          </h3>
          {story.is_sample && <p className={styles.sampleNote}>{t('sample')}</p>}
        </div>
      </div>
      {facts && (
        <>
          <dl className={styles.successFacts}>
            <div>
              <dt>{t('facts.missingDays')}</dt>
              <dd>{formatNumber(facts.missing_days, locale)}</dd>
            </div>
            <div>
              <dt>{t('facts.foundLocation')}</dt>
              <dd>{facts.found_location}</dd>
            </div>
            <div>
              <dt>{t('facts.volunteers')}</dt>
              <dd>{formatNumber(facts.volunteers_involved, locale)}</dd>
            </div>
          </dl>
          {facts.family_quote && (
            <figure className={styles.successQuote}>
              <blockquote>
                <p>{facts.family_quote}</p>
              </blockquote>
              {facts.family_member && <figcaption>{facts.family_member}</figcaption>}
            </figure>
          )}
        </>
      )}
      <div className={styles.cardActions}>
        <Link href={storyPath(story.slug)} className="button button-primary">
          {t('slider.read')}
          <span className="visually-hidden">: {story.title}</span>
        </Link>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => void shareStory(story, t('slider.copied'), t('slider.copyFailed'))}
        >
          {t('slider.share')}
          <span className="visually-hidden">: {story.title}</span>
        </button>
      </div>
    </article>
  );
}

function Slider({ stories, locale, dir }: { stories: Story[]; locale: string; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('reunionStories');
  return (
    <LazyCardSlider
      fallback={
        <p className={styles.note} role="status">
          {t('list.loading')}
        </p>
      }
      className={styles.successSlider}
      items={stories}
      keyOf={(story) => story.slug}
      render={(story) => <SuccessCard story={story} locale={locale} />}
      dir={dir}
      labels={{
        title: t('slider.title'),
        slide: (number, total) => t('slider.slide', { number, total }),
        previous: t('slider.previous'),
        next: t('slider.next'),
        choose: t('slider.choose'),
        goTo: (number) => t('slider.goTo', { number }),
      }}
    />
  );
}

/**
 * Families reunited, as cards: one at a time on a phone, two up to 1200 px, three above. Loads when the
 * section comes near the screen; "share" copies the story's text.
 */
export function SuccessStoriesSection({ locale, dir }: { locale: string; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('reunionStories');
  const [near, isNear] = useNearViewport<HTMLDivElement>('200px');
  const { data, isError, refetch } = useLandingStories(isNear, 'reunion');
  const stories = data?.data;
  return (
    <PageSection later id="success-stories" title={t('slider.title')} summary={t('slider.summary')} muted>
      <div ref={near} className={styles.frame}>
        {stories ? (
          stories.length > 0 ? (
            <>
              <Slider stories={stories} locale={locale} dir={dir} />
              <p className={styles.more}>
                <Link href="/stories/reunions">{t('slider.all')}</Link>
              </p>
            </>
          ) : (
            <p className={styles.note}>{t('slider.empty')}</p>
          )
        ) : isError ? (
          <p className={styles.note} role="alert">
            {t('list.loadFailed')}{' '}
            <button type="button" className="button button-ghost" onClick={() => void refetch()}>
              {t('list.retry')}
            </button>
          </p>
        ) : (
          <p className={styles.note} role="status">
            {t('list.loading')}
          </p>
        )}
      </div>
    </PageSection>
  );
}
