import { storiesListPath } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSpinner } from '../../components/page-spinner';
import { QueryScope } from '../../components/query-scope';
import { formatNumber } from '../../lib/format';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { StoryCard } from './components/story-card';
import { useStoryList } from './hooks/use-stories';
import { LIST_KINDS, LIST_PAGE_KEYS } from './lib/story-lists';
import styles from './components/stories.module.css';

/** The four lists as tabs: every story, success stories, news, guides. */
function ListTabs({ current }: { current: string }) {
  const { t } = useTranslation('reunionStories');
  return (
    <nav className={styles.tabs} aria-label={t('list.tabs')}>
      {LIST_PAGE_KEYS.map((key) => (
        <Link
          key={key}
          href={storiesListPath(LIST_KINDS[key])}
          className={styles.tab}
          aria-current={key === current ? 'page' : undefined}
        >
          {t(`list.tab.${key}`)}
        </Link>
      ))}
    </nav>
  );
}

function StoryList({ pageKey }: { pageKey: string }) {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('reunionStories');
  usePageMeta({ title: tp(`${pageKey}.title`), description: tp(`${pageKey}.summary`) });
  const locale = localeOf(currentLanguage());
  const [page, setPage] = useState(1);
  const query = useStoryList(LIST_KINDS[pageKey], page);
  const answer = query.data;

  const go = (next: number) => {
    setPage(next);
    document.getElementById('page-heading')?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <PageIntro heading={tp(`${pageKey}.heading`)} summary={tp(`${pageKey}.summary`)}>
        <ListTabs current={pageKey} />
      </PageIntro>
      <section className={styles.listSection} aria-label={tp(`${pageKey}.heading`)}>
        <div className="container">
          {!answer ? (
            query.isError ? (
              <p className={styles.note} role="alert">
                {t('list.loadFailed')}{' '}
                <button type="button" className="button button-ghost" onClick={() => void query.refetch()}>
                  {t('list.retry')}
                </button>
              </p>
            ) : (
              <PageSpinner />
            )
          ) : answer.data.length === 0 ? (
            <p className={styles.note}>{t('list.empty')}</p>
          ) : (
            <>
              <div className={styles.grid}>
                {answer.data.map((story) => (
                  <StoryCard key={story.slug} story={story} locale={locale} />
                ))}
              </div>
              {answer.last_page > 1 && (
                <nav className={styles.paging} aria-label={t('list.paging')}>
                  <button
                    type="button"
                    className="button button-ghost"
                    disabled={page <= 1}
                    onClick={() => go(page - 1)}
                  >
                    {t('list.previous')}
                  </button>
                  <span aria-live="polite">
                    {t('list.pageOf', {
                      page: formatNumber(answer.current_page, locale),
                      total: formatNumber(answer.last_page, locale),
                    })}
                  </span>
                  <button
                    type="button"
                    className="button button-ghost"
                    disabled={page >= answer.last_page}
                    onClick={() => go(page + 1)}
                  >
                    {t('list.next')}
                  </button>
                </nav>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}

/** The story lists: every story, success stories, news or guides (by page key), newest first, paged. */
export default function StoriesPage({ pageKey }: { pageKey: string }) {
  return (
    <QueryScope>
      {/* One component serves the four lists: each list starts on its first page. */}
      <StoryList key={pageKey} pageKey={pageKey} />
    </QueryScope>
  );
}
