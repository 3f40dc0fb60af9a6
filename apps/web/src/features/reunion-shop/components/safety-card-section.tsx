import { SAFETY_CARD_ANCHOR } from '@site/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import styles from './shop.module.css';

/** The card maker (form, preview, drawing) loads when the family starts a card, not with the page. */
const CardMaker = lazy(() => import('./card-maker'));

/** The free child safety card: what it is, and the maker once the family starts. */
export function SafetyCardSection() {
  const { t } = useTranslation('reunionShop');
  const [started, setStarted] = useState(false);
  return (
    <PageSection id={SAFETY_CARD_ANCHOR} title={t('card.title')} summary={t('card.summary')} muted>
      {started ? (
        <Suspense fallback={<p className={styles.loading}>{t('card.loading')}</p>}>
          <CardMaker />
        </Suspense>
      ) : (
        <div className={styles.start}>
          <ul className={styles.points}>
            <li>{t('card.point1')}</li>
            <li>{t('card.point2')}</li>
            <li>{t('card.point3')}</li>
          </ul>
          <button type="button" className="button button-primary" onClick={() => setStarted(true)}>
            {t('card.start')}
          </button>
        </div>
      )}
    </PageSection>
  );
}
