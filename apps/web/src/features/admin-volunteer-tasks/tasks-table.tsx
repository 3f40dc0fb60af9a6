import type { AdminTask, TaskStatus } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { DataTable } from '../../components/admin/data-table';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge';
import { TimeAgo } from '../../components/admin/time-ago';
import { useLocale } from '../../components/admin/use-locale';
import { formatDateTime, formatNumber } from '../../lib/format';
import { taskTitle } from './task-texts';
import styles from './tasks.module.css';

/** The badge tone of each status: waiting for review is the warning, approved the good news. */
export const TASK_STATUS_TONES: Record<TaskStatus, StatusTone> = {
  open: 'info',
  claimed: 'info',
  submitted: 'warning',
  approved: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
};

/** Only a task nobody has finished may be cancelled: open, or claimed (its holder loses it). */
export function isCancellable(task: Pick<AdminTask, 'status'>): boolean {
  return task.status === 'open' || task.status === 'claimed';
}

/** Every task of one page: title and kind, type, status, holder, points, deadline, created; cancel where allowed. */
export function TasksTable({
  rows,
  fetching,
  onCancel,
}: {
  rows: AdminTask[];
  fetching: boolean;
  onCancel: (task: AdminTask) => void;
}) {
  const { t } = useTranslation('adminVolunteers');
  const { locale } = useLocale();
  return (
    <DataTable
      caption={t('tasks.caption')}
      busy={fetching}
      cardsOnPhone
      columns={[
        { key: 'task', label: t('tasks.columns.task') },
        { key: 'type', label: t('tasks.columns.type') },
        { key: 'status', label: t('tasks.columns.status') },
        { key: 'holder', label: t('tasks.columns.holder') },
        { key: 'points', label: t('tasks.columns.points'), className: ui.numeric },
        { key: 'deadline', label: t('tasks.columns.deadline') },
        { key: 'created', label: t('tasks.columns.created') },
        { key: 'actions', label: t('tasks.columns.actions'), hidden: true },
      ]}
    >
      {rows.map((task) => {
        const title = taskTitle(task, t);
        return (
          <tr key={task.id}>
            <td>
              <span className={styles.taskTitle}>{title}</span>
              <span className={styles.secondary}>
                {[
                  t(`difficulties.${task.difficulty}`),
                  t(`modes.${task.mode}`),
                  task.urgent ? t('tasks.urgent') : '',
                  task.first_responder_only ? t('tasks.firstResponderOnly') : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </td>
            <td data-label={t('tasks.columns.type')}>{t(`types.${task.type}`)}</td>
            <td data-label={t('tasks.columns.status')}>
              <StatusBadge tone={TASK_STATUS_TONES[task.status]}>{t(`taskStatus.${task.status}`)}</StatusBadge>
            </td>
            <td data-label={t('tasks.columns.holder')}>{task.holder?.name ?? '–'}</td>
            <td className={ui.numeric} data-label={t('tasks.columns.points')}>
              {task.bonus > 0
                ? t('tasks.pointsWithBonus', {
                    points: formatNumber(task.points, locale),
                    bonus: formatNumber(task.bonus, locale),
                  })
                : formatNumber(task.points, locale)}
            </td>
            <td className={styles.dateCell} data-label={t('tasks.columns.deadline')}>
              {task.deadline ? formatDateTime(task.deadline, locale) : '–'}
            </td>
            <td className={styles.dateCell} data-label={t('tasks.columns.created')}>
              <TimeAgo value={task.created_at} locale={locale} />
            </td>
            <td>
              {isCancellable(task) && (
                <div className={ui.rowActions}>
                  <button
                    type="button"
                    className={`${ui.smallButton} ${ui.dangerButton}`}
                    aria-label={t('tasks.cancelNamed', { title })}
                    onClick={() => onCancel(task)}
                  >
                    {t('tasks.cancel')}
                  </button>
                </div>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
