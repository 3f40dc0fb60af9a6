import { VOLUNTEER_CODES, type AdminVolunteer } from '@site/contracts';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminDialog, DialogHead } from '../../components/admin/admin-dialog';
import dialogUi from '../../components/admin/admin-dialog.module.css';
import { BoundTextField } from '../../components/admin/form/bound-text-field';
import { DialogActions } from '../../components/admin/form/form-buttons';
import { BoundTextArea } from '../../components/admin/form/bound-text-area';
import { translateMessage } from '../../components/admin/form/validation';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { useLocale } from '../../components/admin/use-locale';
import { ApiError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { notify } from '../../lib/notify';
import { EMPTY_POINTS_FORM, pointsResolver, type PointsBody, type PointsFormValues } from './points-form';
import { useVolunteerActions } from './use-volunteers';
import styles from './volunteers.module.css';

/**
 * "Record points" for one volunteer: a signed amount (a spend is negative and may not exceed the usable points;
 * a correction may be either) and the note the ledger keeps. The server's refusal of a spend larger than the
 * balance (`notEnoughPoints`) is shown under the amount.
 */
export function PointsDialog({ volunteer, onClose }: { volunteer: AdminVolunteer; onClose: () => void }) {
  const { t } = useTranslation('adminVolunteers');
  const { locale } = useLocale();
  const titleId = useId();
  const problemsId = useId();
  const { points } = useVolunteerActions();
  const [problem, setProblem] = useState<string | null>(null);
  const resolver = useMemo(() => pointsResolver(t, volunteer.usable_points), [t, volunteer.usable_points]);
  const methods = useForm<PointsFormValues, unknown, PointsBody>({ defaultValues: EMPTY_POINTS_FORM, resolver });
  const { handleSubmit, setError } = methods;

  const onValid = async (body: PointsBody) => {
    setProblem(null);
    try {
      await points.mutateAsync({ id: volunteer.id, body });
      notify('success', t('points.done', { name: volunteer.name }));
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.coded.code === VOLUNTEER_CODES.notEnoughPoints) {
        setError('amount', { type: 'server', message: t('errors.notEnoughPoints') });
        return;
      }
      if (failure instanceof ApiError && failure.status === 422 && Object.keys(failure.errors).length > 0) {
        for (const field of ['amount', 'note'] as const) {
          const message = failure.fieldMessage(field);
          if (message) setError(field, { type: 'server', message: translateMessage(message, t) ?? message });
        }
        return;
      }
      setProblem(t('points.failed', { message: failure instanceof Error ? failure.message : String(failure) }));
    }
  };

  const close = () => {
    if (!points.isPending) onClose();
  };

  return (
    <AdminDialog className={styles.dialog} labelledBy={titleId} onCancel={close}>
      <FormProvider {...methods}>
        <form
          noValidate
          className={dialogUi.form}
          onSubmit={(event) => void handleSubmit(onValid)(event)}
          aria-describedby={problem ? problemsId : undefined}
        >
          <DialogHead
            titleId={titleId}
            title={t('points.title', { name: volunteer.name })}
            onClose={close}
            closeLabel={t('close')}
          />
          <div className={styles.form}>
            <SaveProblemsAlert id={problemsId} problems={problem ? { summary: problem, unplaced: [] } : null} />
            <p className={styles.balance}>
              {t('points.balance', {
                usable: formatNumber(volunteer.usable_points, locale),
                lifetime: formatNumber(volunteer.lifetime_points, locale),
              })}
            </p>
            <BoundTextField
              name="amount"
              label={t('points.amount')}
              hint={t('points.amountHint')}
              inputMode="numeric"
              autoComplete="off"
            />
            <BoundTextArea name="note" label={t('points.note')} hint={t('points.noteHint')} rows={3} maxLength={300} />
          </div>
          <DialogActions
            busy={points.isPending}
            cancelLabel={t('cancel')}
            onCancel={close}
            label={t('points.submit')}
            busyLabel={t('saving')}
          />
        </form>
      </FormProvider>
    </AdminDialog>
  );
}
