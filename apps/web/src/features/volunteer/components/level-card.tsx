import { VOLUNTEER_LEVELS, type Volunteer } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { useDisplayTimeZone } from '../../../lib/hydration';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { levelProgress } from '../lib/task-text';
import { Avatar } from './leaderboard-list';
import styles from './volunteer.module.css';

/** The volunteer's level with a progress bar to the next one, usable and lifetime points, and member since. */
export function LevelCard({ volunteer }: { volunteer: Volunteer }) {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const timeZone = useDisplayTimeZone();
  const { level } = volunteer;
  const start = VOLUNTEER_LEVELS.find((known) => known.level === level.level)?.min ?? 0;
  const progress = levelProgress(volunteer.lifetime_points, start, level.next_at);
  const levelName = t(`levels.${level.key}`);
  return (
    <section className={styles.card} aria-labelledby="level-card">
      <div className={styles.actions}>
        <Avatar name={volunteer.name} url={volunteer.avatar_url} />
        <div>
          <h2 id="level-card" className={styles.cardTitle}>
            {volunteer.name}
          </h2>
          <p className={styles.muted}>{t('level.current', { level: level.level, name: levelName })}</p>
        </div>
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('level.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={
          level.next_at === null
            ? t('level.top')
            : t('level.toNext', {
                points: formatNumber(Math.max(0, level.next_at - volunteer.lifetime_points), locale),
              })
        }
      >
        <div className={styles.progressBar} style={{ inlineSize: `${progress}%` }} />
      </div>
      <p className={styles.muted}>
        {level.next_at === null
          ? t('level.top')
          : t('level.toNext', { points: formatNumber(Math.max(0, level.next_at - volunteer.lifetime_points), locale) })}
      </p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('points.usable')}</dt>
          <dd>{formatNumber(volunteer.usable_points, locale)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('points.lifetime')}</dt>
          <dd>{formatNumber(volunteer.lifetime_points, locale)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {t('level.memberSince', { date: formatDate(volunteer.member_since, locale, { timeZone }) })}
      </p>
    </section>
  );
}
