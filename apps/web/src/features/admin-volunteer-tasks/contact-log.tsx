import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/admin/data-table';
import { errorText } from '../../components/admin/form-messages';
import { EmptyState, ListBody } from '../../components/admin/list';
import { ListPagination } from '../../components/admin/list-frame';
import { useLocale } from '../../components/admin/use-locale';
import { formatDateTime } from '../../lib/format';
import { useContactAccess } from './use-tasks';
import styles from './tasks.module.css';

/**
 * The log of readings of reporters' contacts: which first responder read the contact of which report, for
 * which task, and when. The contact itself is never shown here; the report's reference says where to look.
 */
export function ContactLog({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('adminVolunteers');
  const { locale } = useLocale();
  const log = useContactAccess(page);
  const rows = log.data?.data ?? [];
  return (
    <>
      <p className={styles.intro}>{t('contact.intro')}</p>
      <ListBody
        query={log}
        isEmpty={rows.length === 0}
        loadingText={t('contact.loading')}
        errorMessage={() => t('list.loadError', { message: errorText(log.error) })}
        retryLabel={t('list.retry')}
        empty={<EmptyState title={t('contact.empty.title')} text={t('contact.empty.text')} />}
      >
        <DataTable
          caption={t('contact.caption')}
          busy={log.isFetching}
          columns={[
            { key: 'who', label: t('contact.columns.who') },
            { key: 'task', label: t('contact.columns.task') },
            { key: 'report', label: t('contact.columns.report') },
            { key: 'when', label: t('contact.columns.when') },
          ]}
        >
          {rows.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.volunteer.name}</td>
              <td>{t('contact.taskNumber', { id: entry.task_id })}</td>
              <td className={styles.reference}>{entry.report_ref}</td>
              <td className={styles.dateCell}>{formatDateTime(entry.accessed_at, locale)}</td>
            </tr>
          ))}
        </DataTable>
      </ListBody>
      <ListPagination answer={log.data} onPageChange={onPageChange} />
    </>
  );
}
