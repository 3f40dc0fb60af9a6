import { SEARCH_LIMITS, searchPath, type SearchResult } from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { searchQuery } from '../../api/reunion-search';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { formatDate, formatNumber } from '../../lib/format';
import { useDisplayTimeZone, useHydrated } from '../../lib/hydration';
import { currentLanguage, localeOf } from '../../lib/i18n';
import styles from './search-page.module.css';

/** The query in the address (`?q=`), trimmed; read once the page is live, so that hydration matches the server. */
function useAddressQuery(): string {
  const search = useSearch();
  const hydrated = useHydrated();
  return hydrated ? (new URLSearchParams(search).get('q') ?? '').trim().slice(0, SEARCH_LIMITS.queryMax) : '';
}

function ResultItem({ item, locale }: { item: SearchResult; locale: string }) {
  const { t } = useTranslation('reunionStories');
  const timeZone = useDisplayTimeZone();
  const label =
    item.type === 'case' ? t(`search.status.${item.status ?? 'missing'}`) : t(`kinds.${item.kind ?? 'news'}`);
  return (
    <li className={styles.result}>
      <p className={styles.label}>
        <span>{item.type === 'case' ? t('search.case') : t('search.story')}</span> · <span>{label}</span>
        {item.case_number && <span> · {item.case_number}</span>}
        {item.is_sample && <span> · {t('sample')}</span>}
      </p>
      <h2 className={styles.title}>
        <Link href={item.url}>{item.title}</Link>
      </h2>
      <p className={styles.summary}>{item.summary}</p>
      <p className={styles.date}>
        <time dateTime={item.date}>{formatDate(item.date, locale, { timeZone })}</time>
      </p>
    </li>
  );
}

function Results({ q, locale }: { q: string; locale: string }) {
  const { t } = useTranslation('reunionStories');
  const [page, setPage] = useState(1);
  const lang = currentLanguage();
  const query = useQuery({
    ...searchQuery({ q, lang, page, per_page: SEARCH_LIMITS.perPage }),
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  if (!answer) {
    return query.isError ? (
      <p className={styles.note} role="alert">
        {t('search.failed')}{' '}
        <button type="button" className="button button-ghost" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </button>
      </p>
    ) : (
      <p className={styles.note} role="status">
        {t('list.loading')}
      </p>
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {answer.total === 0
          ? t('search.none', { query: q })
          : t('search.found', { count: answer.total, formatted: formatNumber(answer.total, locale), query: q })}
      </p>
      <ol className={styles.results}>
        {answer.data.map((item) => (
          <ResultItem key={item.url} item={item} locale={locale} />
        ))}
      </ol>
      {answer.last_page > 1 && (
        <nav className={styles.paging} aria-label={t('list.paging')}>
          <button type="button" className="button button-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('list.previous')}
          </button>
          <span>
            {t('list.pageOf', {
              page: formatNumber(answer.current_page, locale),
              total: formatNumber(answer.last_page, locale),
            })}
          </span>
          <button
            type="button"
            className="button button-ghost"
            disabled={page >= answer.last_page}
            onClick={() => setPage(page + 1)}
          >
            {t('list.next')}
          </button>
        </nav>
      )}
    </>
  );
}

function SearchScreen() {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('reunionStories');
  usePageMeta({ title: tp('search.title'), description: tp('search.summary') });
  const locale = localeOf(currentLanguage());
  const q = useAddressQuery();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? q;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    // An empty query is ignored: the page stays as it is.
    if (!next) return;
    setDraft(null);
    navigate(searchPath(next));
  };

  return (
    <>
      <PageIntro heading={tp('search.heading')} summary={tp('search.summary')}>
        <form className={styles.form} role="search" onSubmit={submit}>
          <label htmlFor="reunion-search-q" className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id="reunion-search-q"
            className={styles.input}
            type="search"
            name="q"
            value={value}
            maxLength={SEARCH_LIMITS.queryMax}
            placeholder={t('search.placeholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button-primary">
            {t('search.submit')}
          </button>
        </form>
      </PageIntro>
      <section className={styles.section} aria-label={t('search.results')}>
        <div className="container">
          {q ? <Results key={q} q={q} locale={locale} /> : <p className={styles.note}>{t('search.hint')}</p>}
        </div>
      </section>
    </>
  );
}

/** /search?q=: the reunion platform's public cases and stories, diacritics-insensitive, best matches first. */
export default function SearchPage() {
  return (
    <QueryScope>
      <SearchScreen />
    </QueryScope>
  );
}
