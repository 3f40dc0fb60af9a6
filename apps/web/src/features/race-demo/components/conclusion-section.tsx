import { useTranslation } from 'react-i18next';
import styles from './sections.module.css';

const PRACTICES = ['atomic', 'locks', 'optimistic', 'idempotency', 'scale', 'test'] as const;

/** Best practices that keep concurrent writes correct. */
export function ConclusionSection() {
  const { t } = useTranslation('race-demo');
  return (
    <section id="conclusion" className={`${styles.section} ${styles.muted}`} aria-labelledby="conclusion-title">
      <div className="container">
        <h2 id="conclusion-title" className={`${styles.title} accent-rule`}>
          {t('conclusion.title')}
        </h2>
        <p className={styles.lead}>{t('conclusion.intro')}</p>
        <ol className={styles.practices}>
          {PRACTICES.map((key) => (
            <li key={key}>
              <h3>{t(`conclusion.${key}.title`)}</h3>
              <p>{t(`conclusion.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
