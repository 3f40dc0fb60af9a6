import { storyPath, type Story } from '@site/contracts';
import { Link } from 'wouter';
import { StoryLabels } from '../../../components/story-labels';
import { formatDate } from '../../../lib/format';
import { useDisplayTimeZone } from '../../../lib/hydration';
import styles from './stories.module.css';

/** A story in a list: picture, labels, title (the link), excerpt and date. */
export function StoryCard({ story, locale }: { story: Story; locale: string }) {
  const timeZone = useDisplayTimeZone();
  const titleId = `story-${story.slug}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {story.image_url && (
        <img
          className={styles.image}
          src={story.image_url}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.cardText}>
        <StoryLabels story={story} />
        {/* A story shown in another language (the fallback) keeps that language's direction. */}
        <h2 id={titleId} className={styles.cardTitle} lang={story.lang} dir="auto">
          <Link href={storyPath(story.slug)}>{story.title}</Link>
        </h2>
        <p className={styles.excerpt} lang={story.lang} dir="auto">
          {story.excerpt}
        </p>
        <p className={styles.date}>
          <time dateTime={story.published_at}>{formatDate(story.published_at, locale, { timeZone })}</time>
        </p>
      </div>
    </article>
  );
}
