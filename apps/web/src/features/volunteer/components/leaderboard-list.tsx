import { VOLUNTEER_LEVELS, type LeaderboardEntry } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { initialsOf, leaderboardRows } from '../lib/leaderboard';
import styles from './volunteer.module.css';

export function Avatar({ name, url }: { name: string; url: string | null }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {url ? <img src={url} alt="" width={40} height={40} loading="lazy" /> : initialsOf(name)}
    </span>
  );
}

/**
 * A ranked list: rank, avatar (or initials), name and level, points. The volunteer's own row is highlighted,
 * and shown below the list with their rank when they are not in it.
 */
export function LeaderboardList({
  entries,
  ownId,
  me,
  ownName,
  ownAvatar = null,
  limit,
  label,
}: {
  entries: readonly LeaderboardEntry[];
  ownId: number | null;
  me: { rank: number; points: number } | null;
  ownName?: string;
  ownAvatar?: string | null;
  limit?: number;
  label: string;
}) {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const { top, ownBelow } = leaderboardRows(entries, ownId, me, limit);
  const levelText = (level: number) => {
    const key = VOLUNTEER_LEVELS.find((known) => known.level === level)?.key;
    return key ? t('level.current', { level, name: t(`levels.${key}`) }) : t('leaderboard.level', { level });
  };
  if (top.length === 0) return <p className={styles.muted}>{t('leaderboard.empty')}</p>;
  return (
    <>
      <ol className={styles.ranks} aria-label={label}>
        {top.map(({ entry, own }) => (
          <li key={entry.id} className={`${styles.rank} ${own ? styles.own : ''}`} aria-current={own || undefined}>
            <span>{formatNumber(entry.rank, locale)}</span>
            <Avatar name={entry.name} url={entry.avatar_url} />
            <span>
              {entry.name}
              {own && ` (${t('leaderboard.you')})`}
              <br />
              <small className={styles.muted}>{levelText(entry.level)}</small>
            </span>
            <span>{t('tasks.points', { points: formatNumber(entry.points, locale) })}</span>
          </li>
        ))}
      </ol>
      {ownBelow && (
        <p className={`${styles.rank} ${styles.own}`}>
          <span>{formatNumber(ownBelow.rank, locale)}</span>
          <Avatar name={ownName ?? ''} url={ownAvatar} />
          <span>{t('leaderboard.yourPlace', { rank: formatNumber(ownBelow.rank, locale) })}</span>
          <span>{t('tasks.points', { points: formatNumber(ownBelow.points, locale) })}</span>
        </p>
      )}
    </>
  );
}
