import type { BenchmarkTaskResult } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../../components/data-table';
import { formatSeconds } from '../../../lib/format';
import styles from './task-table.module.css';

/** Each task's time and checksum, compared with the reference (✓ / ✗), in a disclosure. */
export function TaskTable({ tasks, locale, open }: { tasks: BenchmarkTaskResult[]; locale: string; open: boolean }) {
  const { t } = useTranslation('language-test');
  return (
    <details className={styles.details} open={open}>
      <summary className={styles.summary}>{t('tasks.breakdown')}</summary>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <ColumnHeads labels={[t('tasks.task'), t('tasks.time'), t('tasks.checksum')]} />
          <tbody>
            {tasks.map((task) => (
              <tr key={task.name} data-task={task.name}>
                <th scope="row">{t(`tasks.names.${task.name}`)}</th>
                <td>{formatSeconds(task.seconds, locale)}</td>
                <td className={task.ok ? styles.ok : styles.wrong}>
                  <span aria-hidden="true" className={styles.mark}>
                    {task.ok ? '✓' : '✗'}
                  </span>{' '}
                  <bdi className={styles.checksum}>{task.checksum}</bdi>
                  <span className={task.ok ? 'visually-hidden' : styles.expected}>
                    {task.ok ? t('tasks.match') : t('tasks.mismatch', { expected: task.expected })}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
