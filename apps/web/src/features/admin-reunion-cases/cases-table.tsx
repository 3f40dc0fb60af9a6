import type { AdminReunionCase, CaseStatus } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import ui from '../../components/admin/admin-ui.module.css';
import { DataTable } from '../../components/admin/data-table';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge';
import { ImageWithFallback } from '../../components/image';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../components/admin/use-locale';
import styles from './cases.module.css';

/** The badge tone of each status: missing is the alarm, being followed up the warning, found the good news. */
export const STATUS_TONES: Record<CaseStatus, StatusTone> = {
  missing: 'danger',
  investigating: 'warning',
  found: 'success',
};

interface CasesTableProps {
  rows: AdminReunionCase[];
  onDelete: (record: AdminReunionCase) => void;
  busy: boolean;
  /** A newer page is being loaded (the table dims). */
  fetching: boolean;
}

/** The cases of one page: picture, name and number, status, last-seen place, missing since, actions. */
export function CasesTable({ rows, onDelete, busy, fetching }: CasesTableProps) {
  const { t } = useTranslation('adminReunion');
  const { locale } = useLocale();
  return (
    <DataTable
      caption={t('list.caption')}
      cardsOnPhone
      className={styles.table}
      busy={fetching}
      columns={[
        { key: 'photo', label: t('list.columns.photo'), hidden: true },
        { key: 'name', label: t('list.columns.name') },
        { key: 'status', label: t('list.columns.status') },
        { key: 'place', label: t('list.columns.place') },
        { key: 'since', label: t('list.columns.since') },
        { key: 'actions', label: t('list.columns.actions'), hidden: true },
      ]}
    >
      {rows.map((record) => (
        <tr key={record.id}>
          <td className={styles.photoCell}>
            <ImageWithFallback
              key={record.photo_url ?? ''}
              src={record.photo_url}
              fallback={<span className={styles.noPhoto} />}
              className={styles.photo}
              width={48}
              height={48}
            />
          </td>
          <td className={styles.nameCell}>
            <Link href={`/admin/reunion/cases/${record.id}/edit`} className={styles.nameLink}>
              {record.full_name}
            </Link>
            <span className={styles.caseNumber}>{record.case_number}</span>
            {record.is_sample && <span className={styles.sample}>{t('list.sample')}</span>}
          </td>
          <td data-label={t('list.columns.status')}>
            <StatusBadge tone={STATUS_TONES[record.status]}>{t(`status.${record.status}`)}</StatusBadge>
          </td>
          <td data-label={t('list.columns.place')}>
            {record.last_seen.commune}, {record.last_seen.province}
          </td>
          <td data-label={t('list.columns.since')} className={styles.dateCell}>
            <time dateTime={record.missing_since}>{formatDate(record.missing_since, locale, { timeZone: 'UTC' })}</time>
          </td>
          <td className={styles.actionsCell}>
            <div className={ui.rowActions}>
              <Link
                href={`/admin/reunion/cases/${record.id}/edit`}
                className={ui.smallButton}
                aria-label={t('list.editNamed', { name: record.full_name })}
              >
                {t('list.edit')}
              </Link>
              <button
                type="button"
                className={`${ui.smallButton} ${ui.dangerButton}`}
                aria-label={t('list.deleteNamed', { name: record.full_name })}
                disabled={busy}
                onClick={() => onDelete(record)}
              >
                {t('list.delete')}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
