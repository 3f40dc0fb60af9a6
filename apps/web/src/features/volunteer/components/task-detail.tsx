import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { taskDetailQuery } from '../../../api/volunteer-tasks';
import { formatDate } from '../../../lib/format';
import { useDisplayTimeZone } from '../../../lib/hydration';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import styles from './volunteer.module.css';

/**
 * What the holder of a task may read to do it: the public case, or a report's details for a verification
 * task. The reporter's contact is shown only when the server answered it (a first responder holding a task
 * that needs it), with the reminder that every reading is logged.
 */
export function TaskDetail({ id }: { id: number }) {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const timeZone = useDisplayTimeZone();
  const detail = useQuery(taskDetailQuery(id));
  if (detail.isError) return <p className={styles.error}>{t('messages.failed')}</p>;
  if (!detail.data) return <p className={styles.muted}>{t('tasks.loading')}</p>;
  const { case: story, report, reporter_contact: contact } = detail.data;
  return (
    <div>
      {story && (
        <dl>
          <dt>{t('detail.case')}</dt>
          <dd>
            {story.case_number} · {story.full_name}
          </dd>
          <dt>{t('detail.missingSince')}</dt>
          <dd>{formatDate(story.missing_since, locale, { timeZone })}</dd>
          <dt>{t('detail.place')}</dt>
          <dd>{[story.commune, story.province].filter(Boolean).join(', ')}</dd>
          <dt>{t('detail.description')}</dt>
          <dd>{story.description}</dd>
        </dl>
      )}
      {report && (
        <dl>
          <dt>{t('detail.report')}</dt>
          <dd>
            {report.report_ref} · {report.missing_person_name}
            {report.age !== null && ` (${t('detail.age', { age: report.age })})`}
          </dd>
          <dt>{t('detail.missingSince')}</dt>
          <dd>{formatDate(report.missing_date, locale, { timeZone })}</dd>
          <dt>{t('detail.lastSeen')}</dt>
          <dd>{report.last_seen_location}</dd>
          {report.circumstances && (
            <>
              <dt>{t('detail.circumstances')}</dt>
              <dd>{report.circumstances}</dd>
            </>
          )}
        </dl>
      )}
      {contact && (
        <section className={styles.contact} aria-label={t('detail.contact')}>
          <h4>{t('detail.contact')}</h4>
          <p className={styles.muted}>{t('detail.contactLogged')}</p>
          <p>
            {contact.name} · <a href={`tel:${contact.phone}`}>{contact.phone}</a>
            {contact.email && (
              <>
                {' · '}
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </>
            )}
          </p>
        </section>
      )}
    </div>
  );
}
