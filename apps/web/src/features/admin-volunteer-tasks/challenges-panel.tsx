import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { DataTable } from '../../components/admin/data-table';
import { errorText } from '../../components/admin/form-messages';
import { EmptyState, ListBody } from '../../components/admin/list';
import { useLocale } from '../../components/admin/use-locale';
import { formatDateTime, formatNumber } from '../../lib/format';
import { ChallengeDialog } from './challenge-dialog';
import { useChallenges } from './use-tasks';
import styles from './tasks.module.css';

/** The special challenges, newest first, with how many volunteers completed each; "New challenge" opens the form. */
export function ChallengesPanel() {
  const { t } = useTranslation('adminVolunteers');
  const { locale } = useLocale();
  const challenges = useChallenges();
  const [creating, setCreating] = useState(false);
  const rows = challenges.data ?? [];
  const add = (
    <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
      {t('challenges.new')}
    </button>
  );
  return (
    <>
      <div className={styles.panelHead}>
        <p className={styles.intro}>{t('challenges.intro')}</p>
        {rows.length > 0 && add}
      </div>
      <ListBody
        query={challenges}
        isEmpty={rows.length === 0}
        loadingText={t('challenges.loading')}
        errorMessage={() => t('list.loadError', { message: errorText(challenges.error) })}
        retryLabel={t('list.retry')}
        empty={
          <EmptyState title={t('challenges.empty.title')} text={t('challenges.empty.text')}>
            {add}
          </EmptyState>
        }
      >
        <DataTable
          caption={t('challenges.caption')}
          busy={challenges.isFetching}
          columns={[
            { key: 'title', label: t('challenges.columns.title') },
            { key: 'type', label: t('challenges.columns.type') },
            { key: 'goal', label: t('challenges.columns.goal'), className: ui.numeric },
            { key: 'bonus', label: t('challenges.columns.bonus'), className: ui.numeric },
            { key: 'runs', label: t('challenges.columns.runs') },
            { key: 'completed', label: t('challenges.columns.completed'), className: ui.numeric },
          ]}
        >
          {rows.map((challenge) => (
            <tr key={challenge.id}>
              <td>
                <span className={styles.taskTitle}>{challenge.title}</span>
                {challenge.description && <span className={styles.secondary}>{challenge.description}</span>}
              </td>
              <td>{t(`types.${challenge.type}`)}</td>
              <td className={ui.numeric}>{formatNumber(challenge.goal, locale)}</td>
              <td className={ui.numeric}>{formatNumber(challenge.bonus, locale)}</td>
              <td className={styles.dateCell}>
                {t('challenges.runs', {
                  from: formatDateTime(challenge.starts_at, locale),
                  to: formatDateTime(challenge.ends_at, locale),
                })}
              </td>
              <td className={ui.numeric}>{formatNumber(challenge.completed_by, locale)}</td>
            </tr>
          ))}
        </DataTable>
      </ListBody>
      {creating && <ChallengeDialog onClose={() => setCreating(false)} />}
    </>
  );
}
