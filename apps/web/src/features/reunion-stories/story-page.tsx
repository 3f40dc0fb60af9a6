import { storiesListPath, type Story } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSpinner } from '../../components/page-spinner';
import { QueryScope } from '../../components/query-scope';
import { StoryLabels } from '../../components/story-labels';
import { isNotFound } from '../../lib/api-client';
import { formatDate, formatNumber } from '../../lib/format';
import { useDisplayTimeZone } from '../../lib/hydration';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { useStory } from './hooks/use-stories';
import styles from './components/stories.module.css';

type Fact = [label: string, value: string];

function ReunionFacts({ story, locale }: { story: Story; locale: string }) {
  const { t } = useTranslation('reunionStories');
  const facts = story.reunion;
  if (!facts) return null;
  const list: Fact[] = [
    [t('facts.name'), facts.name],
    [t('facts.missingDays'), formatNumber(facts.missing_days, locale)],
    [t('facts.foundLocation'), facts.found_location],
    ...(facts.distance_from_home_km !== null
      ? ([[t('facts.distance'), t('facts.km', { value: formatNumber(facts.distance_from_home_km, locale) })]] as Fact[])
      : []),
    [t('facts.volunteers'), formatNumber(facts.volunteers_involved, locale)],
    [
      t('facts.reunionDate'), // A calendar date: the same day wherever the reader is.
      formatDate(`${facts.reunion_date}T00:00:00Z`, locale, { timeZone: 'UTC' }),
    ],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {list.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {facts.how_found && (
        <p className={styles.howFound}>
          <strong>{t('facts.howFound')}</strong> {facts.how_found}
        </p>
      )}
      {facts.family_quote && (
        <figure className={styles.quote}>
          <blockquote>
            <p>{facts.family_quote}</p>
          </blockquote>
          {facts.family_member && <figcaption>{facts.family_member}</figcaption>}
        </figure>
      )}
    </>
  );
}

function StoryView({ slug }: { slug: string }) {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('reunionStories');
  const locale = localeOf(currentLanguage());
  const timeZone = useDisplayTimeZone();
  const query = useStory(slug);
  const story = query.data?.data;
  const missing = isNotFound(query.error);
  usePageMeta({
    title: story ? story.title : tp('storyDetail.title'),
    description: story ? story.excerpt : tp('storyDetail.summary'),
    noindex: missing,
  });

  if (!story) {
    if (query.isPending) return <PageSpinner />;
    return (
      <PageIntro
        heading={missing ? t('story.notFound') : t('story.loadFailed')}
        summary={missing ? t('story.notFoundBody') : ''}
      >
        <p className={styles.back}>
          {!missing && (
            <button type="button" className="button button-ghost" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </button>
          )}{' '}
          <Link href="/stories">{t('story.allStories')}</Link>
        </p>
      </PageIntro>
    );
  }

  return (
    <>
      <PageIntro heading={story.title} summary={story.excerpt}>
        <StoryLabels story={story} />
        <p className={styles.introDate}>
          <time dateTime={story.published_at}>{formatDate(story.published_at, locale, { timeZone })}</time>
        </p>
      </PageIntro>
      <section className={styles.listSection} aria-label={t(`kinds.${story.kind}`)}>
        <div className={`container ${styles.article}`}>
          {story.image_url && (
            <img
              className={styles.articleImage}
              src={story.image_url}
              alt={story.reunion?.name ?? ''}
              width={160}
              height={160}
            />
          )}
          <ReunionFacts story={story} locale={locale} />
          {/* Sanitised by the server when the story was saved: only text structure, links and images remain. */}
          <div className={styles.body} lang={story.lang} dangerouslySetInnerHTML={{ __html: story.body }} />
          {story.news && story.news.tags.length > 0 && (
            <ul className={styles.tags} aria-label={t('story.tags')}>
              {story.news.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          <p className={styles.back}>
            <Link href={storiesListPath(story.kind)}>{t(`story.back.${story.kind}`)}</Link>
          </p>
        </div>
      </section>
    </>
  );
}

/** One story's own page: a success story with its facts and the family's words, a news article or a guide. */
export default function StoryPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <QueryScope>
      <StoryView slug={slug} />
    </QueryScope>
  );
}
