import { NEWS_CATEGORIES, type NewsCategory, type Story } from '@site/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageSection } from '../../../components/page-section';
import { formatDate, formatNumber } from '../../../lib/format';
import { useDisplayTimeZone } from '../../../lib/hydration';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useBookmarks, useLandingStories, useNewsCounts } from './use-landing-stories';
import { NewsDialog } from './news-dialog';
import { StoryLabels } from '../../../components/story-labels';
import styles from './landing.module.css';

type View = NewsCategory | 'saved';

interface OpenArticle {
  slug: string;
  title: string;
  story?: Story;
}

function ArticleItem({
  story,
  locale,
  onOpen,
}: {
  story: Story;
  locale: string;
  onOpen: (opener: HTMLElement) => void;
}) {
  const timeZone = useDisplayTimeZone();
  return (
    <li className={styles.article} data-featured={story.news?.featured || undefined}>
      <StoryLabels story={story} />
      {/* A story shown in another language (the fallback) keeps that language's direction. */}
      <h3 className={styles.articleTitle} lang={story.lang} dir="auto">
        <button type="button" className={styles.articleOpen} onClick={(event) => onOpen(event.currentTarget)}>
          {story.title}
        </button>
      </h3>
      <p className={styles.articleExcerpt} lang={story.lang} dir="auto">
        {story.excerpt}
      </p>
      <p className={styles.articleDate}>
        <time dateTime={story.published_at}>{formatDate(story.published_at, locale, { timeZone })}</time>
      </p>
    </li>
  );
}

function SavedList({ onOpen }: { onOpen: (item: OpenArticle, opener: HTMLElement) => void }) {
  const { t } = useTranslation('reunionStories');
  const { list } = useBookmarks();
  if (list.length === 0) return <p className={styles.note}>{t('news.savedEmpty')}</p>;
  return (
    <ul className={styles.savedList}>
      {list.map((item) => (
        <li key={item.slug}>
          <button
            type="button"
            className={styles.articleOpen}
            onClick={(event) => onOpen({ slug: item.slug, title: item.title }, event.currentTarget)}
          >
            {item.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The news: four tabs (platform, emergency, community, reports) with their live counts, and the articles
 * saved in this browser. An article opens in a dialog. Loads when the section comes near the screen.
 */
export function NewsSection({ locale }: { locale: string }) {
  const { t } = useTranslation('reunionStories');
  const [near, isNear] = useNearViewport<HTMLDivElement>('200px');
  const [view, setView] = useState<View>('platform');
  const [open, setOpen] = useState<OpenArticle | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const counts = useNewsCounts(isNear).data?.data;
  const category = view === 'saved' ? 'platform' : view;
  const articles = useLandingStories(isNear, 'news', category, 20);
  const { list: saved } = useBookmarks();

  const show = (item: OpenArticle, from: HTMLElement) => {
    opener.current = from;
    setOpen(item);
  };
  const closed = () => {
    setOpen(null);
    opener.current?.focus();
  };

  const views: View[] = [...NEWS_CATEGORIES, 'saved'];
  return (
    <PageSection later id="news" title={t('news.title')} summary={t('news.summary')}>
      <div ref={near} className={styles.frame}>
        <div className={styles.newsTabs} role="group" aria-label={t('news.tabs')}>
          {views.map((key) => {
            const count = key === 'saved' ? saved.length : counts?.[key];
            return (
              <button
                key={key}
                type="button"
                className={styles.newsTab}
                aria-pressed={view === key}
                data-view={key}
                onClick={() => setView(key)}
              >
                {key === 'saved' ? t('news.savedTab') : t(`categories.${key}`)}
                {count !== undefined && <span className={styles.count}>{formatNumber(count, locale)}</span>}
              </button>
            );
          })}
        </div>
        <div className={styles.newsPanel} aria-live="polite">
          {view === 'saved' ? (
            <SavedList onOpen={show} />
          ) : articles.data ? (
            articles.data.data.length > 0 ? (
              <ul className={styles.articles}>
                {articles.data.data.map((story) => (
                  <ArticleItem
                    key={story.slug}
                    story={story}
                    locale={locale}
                    onOpen={(from) => show({ slug: story.slug, title: story.title, story }, from)}
                  />
                ))}
              </ul>
            ) : (
              <p className={styles.note}>{t('news.empty')}</p>
            )
          ) : articles.isError ? (
            <p className={styles.note} role="alert">
              {t('list.loadFailed')}{' '}
              <button type="button" className="button button-ghost" onClick={() => void articles.refetch()}>
                {t('list.retry')}
              </button>
            </p>
          ) : (
            <p className={styles.note} role="status">
              {t('list.loading')}
            </p>
          )}
        </div>
        <p className={styles.more}>
          <Link href="/stories/news">{t('news.all')}</Link>
        </p>
        {open && <NewsDialog {...open} locale={locale} onClose={closed} />}
      </div>
    </PageSection>
  );
}
