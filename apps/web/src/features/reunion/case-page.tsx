import type { ReunionCaseDetail } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSpinner } from '../../components/page-spinner';
import { QueryScope } from '../../components/query-scope';
import { isNotFound } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useDisplayTimeZone } from '../../lib/hydration';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { useReunionCase } from './hooks/use-reunion';
import { CasePhoto } from './components/case-photo';
import { useCaseFacts, type Fact } from './hooks/use-case-facts';
import { useCaseShare } from './hooks/use-case-share';
import { placeOf } from './lib/case-view';
import styles from './case-page.module.css';

function CaseFacts({ item, locale }: { item: ReunionCaseDetail; locale: string }) {
  const { t } = useTranslation('reunion');
  const timeZone = useDisplayTimeZone();
  const facts: Fact[] = [
    [t('case.caseNumber'), item.case_number],
    [t('case.status'), t(`status.${item.status}`)],
    [t('case.gender'), t(`case.genders.${item.gender}`)],
    ...useCaseFacts(item, locale),
    [t('case.updated'), formatDateTime(item.updated_at, locale, { timeZone })],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusHistory({ item, locale }: { item: ReunionCaseDetail; locale: string }) {
  const { t } = useTranslation('reunion');
  const timeZone = useDisplayTimeZone();
  if (item.status_history.length < 2) return null;
  return (
    <section className={styles.history} aria-labelledby="case-history-title">
      <h2 id="case-history-title">{t('case.history')}</h2>
      <ol>
        {item.status_history.map((change) => (
          <li key={`${change.changed_at} ${change.status}`} data-status={change.status}>
            <strong>{t(`status.${change.status}`)}</strong>{' '}
            <time dateTime={change.changed_at}>{formatDateTime(change.changed_at, locale, { timeZone })}</time>
            {change.note && <p>{change.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function CaseView({ caseNumber }: { caseNumber: string }) {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('reunion');
  const locale = localeOf(currentLanguage());
  const query = useReunionCase(caseNumber);
  const item = query.data?.data;
  const missing = isNotFound(query.error);
  const share = useCaseShare();
  usePageMeta({
    title: item ? t('case.title', { name: item.full_name }) : tp('reunionCase.title'),
    description: item ? item.description : tp('reunionCase.summary'),
    noindex: missing,
  });

  if (!item) {
    if (query.isPending) return <PageSpinner />;
    return (
      <PageIntro
        heading={missing ? t('case.notFound') : t('case.loadFailed')}
        summary={missing ? t('case.notFoundBody') : ''}
      >
        <p className={styles.back}>
          {!missing && (
            <button type="button" className="button button-ghost" onClick={() => void query.refetch()}>
              {t('map.retry')}
            </button>
          )}{' '}
          <Link href="/reunion#map">{t('case.back')}</Link>
        </p>
      </PageIntro>
    );
  }

  return (
    <>
      <PageIntro
        heading={item.full_name}
        summary={t('case.summary', { status: t(`status.${item.status}`), place: placeOf(item) })}
      >
        {item.is_sample && <p className={styles.sample}>{t('sample')}</p>}
      </PageIntro>
      <section className={styles.body} aria-label={t('case.details')}>
        <div className={`container ${styles.layout}`}>
          <CasePhoto item={item} size={320} className={styles.photo} />
          <div className={styles.text}>
            <CaseFacts item={item} locale={locale} />
            <h2 className={styles.subheading}>{t('case.circumstances')}</h2>
            <p className={styles.description}>{item.description}</p>
            <StatusHistory item={item} locale={locale} />
            <p className={styles.back}>
              {share && (
                <button
                  type="button"
                  className="button button-primary"
                  data-share={item.case_number}
                  onClick={() => share({ caseNumber: item.case_number, name: item.full_name, place: placeOf(item) })}
                >
                  {t('share.button')}
                </button>
              )}{' '}
              <Link href="/reunion#map">{t('case.back')}</Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

/** A public case's own page: its profile, its circumstances and how its status changed. */
export default function CasePage() {
  const { caseNumber = '' } = useParams<{ caseNumber: string }>();
  return (
    <QueryScope>
      <CaseView caseNumber={caseNumber} />
    </QueryScope>
  );
}
