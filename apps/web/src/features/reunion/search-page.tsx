import { reunionSearchApi, type SearchHit } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { isolate } from '../../lib/bidi';
import { formatDate, formatNumber } from '../../lib/format';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { useRenderedInitialData } from '../../lib/render-data';
import { reunionSearchQuery } from '../../api/reunion';
import styles from './search-page.module.css';

/** The address of a search: `/search?q=` and, past the first, the page. */
export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

/** The query and page of the address; a page that is not a whole number from 1 is the first. */
function useAddressQuery(): { q: string; page: number } {
  const params = new URLSearchParams(useSearch());
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The results of the address's query (the server render's answer first); nothing is asked for an empty one. */
function useSearchResults(q: string, page: number) {
  const lang = currentLanguage();
  // In the order of the page's hint (the language first), so that the server render's answer is this one.
  const query = { lang, q, page: page > 1 ? page : undefined };
  return useQuery({
    ...reunionSearchQuery(query),
    ...useRenderedInitialData(reunionSearchApi.search, { query }),
    enabled: q.trim() !== '',
  });
}

function SearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation('reunion');
  const [, navigate] = useLocation();
  const [text, setText] = useState(initial);
  const id = useId();
  // A plain GET form: it searches before the page's script has started too.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) navigate(searchHref(text.trim()));
  };
  return (
    <form className={styles.form} role="search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor={id}>{t('search.label')}</label>
      <div className={styles.row}>
        <input
          id={id}
          name="q"
          type="search"
          className={styles.input}
          value={text}
          maxLength={100}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}

function Hit({ hit, locale }: { hit: SearchHit; locale: string }) {
  const { t } = useTranslation('reunion');
  return (
    <li className={styles.hit}>
      <p className={styles.meta}>
        <span className={styles.kind}>{t(`search.kinds.${hit.kind}`)}</span>
        {hit.status && (
          <span className={styles.badge} data-status={hit.status}>
            {t(`status.${hit.status}`)}
          </span>
        )}
        {/* A date without its time: the same day wherever it is read. */}
        <time dateTime={hit.date}>{formatDate(hit.date, locale, { timeZone: 'UTC' })}</time>
        {hit.place && <bdi className={styles.place}>{hit.place}</bdi>}
      </p>
      <h2 className={styles.title}>
        <Link href={hit.href}>{hit.title}</Link>
      </h2>
      <p className={styles.excerpt}>{hit.excerpt}</p>
      {hit.is_sample && <p className={styles.sample}>{t('search.sample')}</p>}
    </li>
  );
}

function Results({ q, page }: { q: string; page: number }) {
  const { t } = useTranslation('reunion');
  const locale = localeOf(currentLanguage());
  const results = useSearchResults(q, page);

  if (!q.trim()) return <p className={styles.status}>{t('search.prompt')}</p>;
  if (!results.data) {
    if (results.isError) {
      return (
        <div className={styles.status} role="alert">
          <p>{t('search.failed')}</p>
          <button type="button" className="button button-ghost" onClick={() => void results.refetch()}>
            {t('map.retry')}
          </button>
        </div>
      );
    }
    return (
      <p className={styles.status} role="status">
        {t('search.searching')}
      </p>
    );
  }
  const { data, total, current_page: current, last_page: last } = results.data;
  if (total === 0) {
    return (
      <div className={styles.status} role="status">
        <p>{t('search.none', { query: isolate(q.trim()) })}</p>
        <p className={styles.hint}>{t('search.hint')}</p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {t('search.count', { formatted: formatNumber(total, locale), query: isolate(q.trim()) })}
      </p>
      <ol className={styles.hits}>
        {data.map((hit) => (
          <Hit key={hit.href} hit={hit} locale={locale} />
        ))}
      </ol>
      {last > 1 && (
        <nav className={styles.pages} aria-label={t('search.pages')}>
          {current > 1 && <Link href={searchHref(q, current - 1)}>{t('search.previous')}</Link>}
          <span aria-current="page">
            {t('search.page', { page: formatNumber(current, locale), last: formatNumber(last, locale) })}
          </span>
          {current < last && <Link href={searchHref(q, current + 1)}>{t('search.next')}</Link>}
        </nav>
      )}
    </>
  );
}

function SearchView() {
  const { t: tp } = useTranslation('pages');
  const { q, page } = useAddressQuery();
  // The query is in the address, not in the title: a shared or bookmarked title names no one's search.
  usePageMeta({ title: tp('search.title'), description: tp('search.summary'), noindex: q !== '' });
  return (
    <>
      <PageIntro heading={tp('search.heading')} summary={tp('search.summary')}>
        {/* A new query starts a new form, with the address's text in it. */}
        <SearchForm key={q} initial={q} />
      </PageIntro>
      <section className={styles.body} aria-label={tp('search.heading')}>
        <div className="container">
          <Results q={q} page={page} />
        </div>
      </section>
    </>
  );
}

/** The reunion platform's search: public cases, success stories, news and guides, accents optional. */
export default function SearchPage() {
  return (
    <QueryScope>
      <SearchView />
    </QueryScope>
  );
}
