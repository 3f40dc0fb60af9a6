import { RACE_LIMITS } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { formatAmount } from '../lib/ledger';
import { EXAMPLE_AMOUNT, lostUpdateTimeline } from '../lib/timeline';
import styles from './sections.module.css';

/** The shop whose wallet pays two orders at once and loses money. */
export function StorySection() {
  const { t } = useTranslation('race-demo');
  const locale = localeOf(currentLanguage());
  const start = RACE_LIMITS.startingBalance;
  const timeline = lostUpdateTimeline(start, EXAMPLE_AMOUNT);
  const values = {
    start: formatAmount(start, locale),
    amount: formatAmount(EXAMPLE_AMOUNT, locale),
    total: formatAmount(EXAMPLE_AMOUNT * 2, locale),
    expected: formatAmount(timeline.expected, locale),
    actual: formatAmount(timeline.actual, locale),
    lost: formatAmount(timeline.lost, locale),
  };
  return (
    <section id="story" className={styles.section} aria-labelledby="story-title">
      <div className={`container ${styles.narrow}`}>
        <h2 id="story-title" className={`${styles.title} accent-rule`}>
          {t('story.title')}
        </h2>
        <p className={styles.lead}>{t('story.p1', values)}</p>
        <p>{t('story.p2', values)}</p>
        <p>{t('story.p3')}</p>
      </div>
    </section>
  );
}
