import type { AdminVolunteer } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { DataTable } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';
import { TimeAgo } from '../../components/admin/time-ago';
import { useLocale } from '../../components/admin/use-locale';
import { formatNumber } from '../../lib/format';
import { changesFor, type VolunteerChange } from './volunteer-actions';
import styles from './volunteers.module.css';

/**
 * The volunteers of one page: name (and status), email (the owner's eyes only), province, level, usable and
 * lifetime points, active tasks, last active, team; each row with its actions.
 */
export function VolunteersTable({
  rows,
  fetching,
  provinceName,
  onChange,
  onPoints,
}: {
  rows: AdminVolunteer[];
  fetching: boolean;
  /** A province's name by id (the id itself until the names are loaded). */
  provinceName: (id: string) => string;
  onChange: (volunteer: AdminVolunteer, change: VolunteerChange) => void;
  onPoints: (volunteer: AdminVolunteer) => void;
}) {
  const { t } = useTranslation('adminVolunteers');
  const { locale } = useLocale();
  return (
    <DataTable
      caption={t('list.caption')}
      busy={fetching}
      cardsOnPhone
      columns={[
        { key: 'name', label: t('list.columns.name') },
        { key: 'email', label: t('list.columns.email') },
        { key: 'province', label: t('list.columns.province') },
        { key: 'level', label: t('list.columns.level') },
        { key: 'points', label: t('list.columns.points'), className: ui.numeric },
        { key: 'active', label: t('list.columns.activeTasks'), className: ui.numeric },
        { key: 'lastActive', label: t('list.columns.lastActive') },
        { key: 'team', label: t('list.columns.team') },
        { key: 'actions', label: t('list.columns.actions'), hidden: true },
      ]}
    >
      {rows.map((volunteer) => (
        <tr key={volunteer.id}>
          <td>
            <span className={styles.name}>{volunteer.name}</span>
            {volunteer.status === 'suspended' && <StatusBadge tone="danger">{t('status.suspended')}</StatusBadge>}
            {volunteer.is_demo && <span className={styles.secondary}>{t('list.demo')}</span>}
          </td>
          <td className={styles.email} data-label={t('list.columns.email')}>
            {volunteer.email}
          </td>
          <td data-label={t('list.columns.province')}>
            {volunteer.province_id ? provinceName(volunteer.province_id) : '–'}
          </td>
          <td data-label={t('list.columns.level')}>
            {t('list.level', { level: volunteer.level.level, name: t(`levels.${volunteer.level.key}`) })}
          </td>
          <td className={ui.numeric} data-label={t('list.columns.points')}>
            {t('list.pointsValue', {
              usable: formatNumber(volunteer.usable_points, locale),
              lifetime: formatNumber(volunteer.lifetime_points, locale),
            })}
          </td>
          <td className={ui.numeric} data-label={t('list.columns.activeTasks')}>
            {formatNumber(volunteer.active_tasks, locale)}
          </td>
          <td className={styles.dateCell} data-label={t('list.columns.lastActive')}>
            {volunteer.last_active_at ? <TimeAgo value={volunteer.last_active_at} locale={locale} /> : t('list.never')}
          </td>
          <td data-label={t('list.columns.team')}>
            {volunteer.first_responder ? (
              <StatusBadge tone="info">{t('team.firstResponder')}</StatusBadge>
            ) : (
              <span className={styles.secondary}>{t('team.none')}</span>
            )}
          </td>
          <td>
            <div className={ui.rowActions}>
              {changesFor(volunteer).map((change) => (
                <button
                  key={change}
                  type="button"
                  className={change === 'suspend' ? `${ui.smallButton} ${ui.dangerButton}` : ui.smallButton}
                  aria-label={t(`actions.${change}Named`, { name: volunteer.name })}
                  onClick={() => onChange(volunteer, change)}
                >
                  {t(`actions.${change}`)}
                </button>
              ))}
              <button
                type="button"
                className={ui.smallButton}
                aria-label={t('actions.pointsNamed', { name: volunteer.name })}
                onClick={() => onPoints(volunteer)}
              >
                {t('actions.points')}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
