import type { Story } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import styles from './story-labels.module.css';

/**
 * The labels above a story's title, wherever it is shown (the story lists and pages, the landing's news):
 * its kind or news tab, its priority, and whether it is a fictional sample.
 */
export function StoryLabels({ story }: { story: Story }) {
  const { t } = useTranslation('reunionStories');
  return (
    <p className={styles.labels}>
      <span className={styles.kind}>
        {story.news ? t(`categories.${story.news.category}`) : t(`kinds.${story.kind}`)}
      </span>
      {story.news && (
        <span className={styles.priority} data-priority={story.news.priority}>
          {t(`priorities.${story.news.priority}`)}
        </span>
      )}
      {story.is_sample && <span className={styles.sample}>{t('sample')}</span>}
    </p>
  );
}
