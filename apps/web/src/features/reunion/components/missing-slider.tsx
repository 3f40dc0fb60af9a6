import type { ReunionCase } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LazyCardSlider } from '../../../components/carousel/lazy-card-slider';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useActiveCases } from '../hooks/use-reunion';
import { useCaseFacts } from '../hooks/use-case-facts';
import { useCaseShare } from '../hooks/use-case-share';
import { CasePhoto } from './case-photo';
import { caseHref, placeOf } from '../lib/case-view';
import styles from './missing-slider.module.css';

function CaseCard({ item, locale }: { item: ReunionCase; locale: string }) {
  const { t } = useTranslation('reunion');
  const facts = useCaseFacts(item, locale);
  const share = useCaseShare();
  return (
    <article className={styles.card} aria-labelledby={`case-${item.case_number}`}>
      <div className={styles.head}>
        <CasePhoto item={item} size={88} className={styles.photo} lazy />
        <div>
          <h3 id={`case-${item.case_number}`} className={styles.name}>
            {item.full_name}
          </h3>
          <p className={styles.meta}>
            <span className={styles.badge} data-status={item.status}>
              {t(`status.${item.status}`)}
            </span>{' '}
            <span className={styles.number}>{item.case_number}</span>
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link href={caseHref(item.case_number)} className="button button-primary">
          {t('map.viewDetails')}
          <span className="visually-hidden">: {item.full_name}</span>
        </Link>
        {share && (
          <button
            type="button"
            className="button button-ghost"
            data-share={item.case_number}
            onClick={() => share({ caseNumber: item.case_number, name: item.full_name, place: placeOf(item) })}
          >
            {t('share.button')}
            <span className="visually-hidden">: {item.full_name}</span>
          </button>
        )}
      </div>
    </article>
  );
}

function Slider({ cases, locale, dir }: { cases: ReunionCase[]; locale: string; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('reunion');
  return (
    <LazyCardSlider
      fallback={
        <p className={styles.note} role="status">
          {t('slider.loading')}
        </p>
      }
      className={styles.slider}
      items={cases}
      keyOf={(item) => item.case_number}
      render={(item) => <CaseCard item={item} locale={locale} />}
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

/** The people still missing, as cards: one at a time on a phone, two side by side from 768 px. */
export function MissingSlider({ locale, dir }: { locale: string; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('reunion');
  const [near, isNear] = useNearViewport<HTMLDivElement>('200px');
  const { cases, isError, refetch } = useActiveCases(isNear);
  return (
    <div ref={near} className={styles.frame}>
      {cases ? (
        cases.length > 0 ? (
          <Slider cases={cases} locale={locale} dir={dir} />
        ) : (
          <p className={styles.note}>{t('slider.empty')}</p>
        )
      ) : isError ? (
        <p className={styles.note} role="alert">
          {t('map.loadFailed')}{' '}
          <button type="button" className="button button-ghost" onClick={() => void refetch()}>
            {t('map.retry')}
          </button>
        </p>
      ) : (
        <p className={styles.note} role="status">
          {t('slider.loading')}
        </p>
      )}
    </div>
  );
}
