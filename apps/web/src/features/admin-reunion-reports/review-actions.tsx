import { REPORT_LIMITS, REPORT_REVIEW_STATUSES, type AdminReport, type ReportReviewStatus } from '@site/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { errorText } from '../../components/admin/form-messages';
import { PanelSection } from '../../components/admin/panel-section';
import { notify } from '../../lib/notify';
import { useReportDecisions } from './use-reports';
import styles from './reports.module.css';

/** The order of the decisions on screen: ask for more first, refuse, and undo either. */
const ACTION_ORDER: readonly ReportReviewStatus[] = ['needs_info', 'rejected', 'pending'];

/**
 * The moderator's decisions other than publishing: ask the family for more information, reject, or put the report
 * back to pending; each confirmed in a dialog with a note for the history. A published report takes none.
 */
export function ReviewActions({ report }: { report: AdminReport }) {
  const { t } = useTranslation('adminReunionReports');
  const id = useId();
  const { review } = useReportDecisions(report.id);
  const [target, setTarget] = useState<ReportReviewStatus | null>(null);
  const [note, setNote] = useState('');

  if (report.status === 'verified') return null;
  const choices = ACTION_ORDER.filter(
    (status) => status !== report.status && (REPORT_REVIEW_STATUSES as readonly string[]).includes(status),
  );

  const close = () => {
    setTarget(null);
    setNote('');
  };
  const confirm = () => {
    if (!target) return;
    review.mutate(
      { status: target, note: note.trim() || null },
      {
        onSuccess: () => {
          notify('success', t(`review.done.${target}`));
          close();
        },
        onError: (error) => notify('error', t('review.failed', { message: errorText(error) })),
      },
    );
  };

  return (
    <PanelSection title={t('review.title')}>
      <div className={styles.actions}>
        {choices.map((status) => (
          <button
            key={status}
            type="button"
            className={status === 'rejected' ? `${ui.smallButton} ${ui.dangerButton}` : ui.smallButton}
            onClick={() => setTarget(status)}
          >
            {t(`review.action.${status}`)}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={target !== null}
        tone={target === 'rejected' ? 'danger' : 'default'}
        title={target ? t(`review.confirmTitle.${target}`) : ''}
        confirmLabel={target ? t(`review.action.${target}`) : undefined}
        busy={review.isPending}
        onConfirm={confirm}
        onCancel={close}
        message={
          <div className={styles.noteBox}>
            <p>{target ? t(`review.confirmText.${target}`, { name: report.missing_person_name }) : ''}</p>
            <label htmlFor={`${id}-note`} className={ui.label}>
              {t('review.note')}
            </label>
            <textarea
              id={`${id}-note`}
              className={ui.textarea}
              rows={3}
              maxLength={REPORT_LIMITS.noteMax}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        }
      />
    </PanelSection>
  );
}
