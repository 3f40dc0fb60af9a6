import type { VolunteerTask } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useHydrated } from '../../../lib/hydration';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useNow } from '../lib/use-now';
import { taskDescription, taskTitle, timeLeftText } from '../lib/task-text';
import { LockIcon } from './lock-icon';
import styles from './volunteer.module.css';

/**
 * One task as the lists show it: its title and description worded from its kind, its type, mode and
 * difficulty, its points (and bonus), an urgent badge, a first-responder lock, and the time left before its
 * deadline. The time left depends on the browser's clock, so it shows from the render after hydration.
 */
export function TaskCard({ task, children }: { task: VolunteerTask; children?: ReactNode }) {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const hydrated = useHydrated();
  const now = useNow();
  const title = taskTitle(task, t);
  return (
    <article className={styles.card} aria-label={title}>
      <h3 className={styles.cardTitle}>
        {task.first_responder_only && (
          <span
            role="img"
            className={styles.lock}
            aria-label={t('tasks.firstResponderOnly')}
            title={t('tasks.firstResponderOnly')}
          >
            <LockIcon size={16} />
          </span>
        )}
        {title}
      </h3>
      <ul className={styles.meta}>
        {task.urgent && <li className={styles.urgent}>{t('tasks.urgent')}</li>}
        <li>{t(`types.${task.type}`)}</li>
        <li>{t(`filters.${task.mode}`)}</li>
        <li>{t(`difficulties.${task.difficulty}`)}</li>
        <li>
          {task.bonus > 0
            ? t('tasks.pointsWithBonus', {
                points: formatNumber(task.points, locale),
                bonus: formatNumber(task.bonus, locale),
              })
            : t('tasks.points', { points: formatNumber(task.points, locale) })}
        </li>
      </ul>
      <p className={styles.muted}>{taskDescription(task, t)}</p>
      {task.deadline && hydrated && (
        <p className={styles.muted}>{t('tasks.timeLeft', { time: timeLeftText(task.deadline, now, t) })}</p>
      )}
      {children && <div className={styles.actions}>{children}</div>}
    </article>
  );
}
