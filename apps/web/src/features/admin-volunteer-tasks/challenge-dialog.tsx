import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminDialog, DialogHead } from '../../components/admin/admin-dialog';
import dialogUi from '../../components/admin/admin-dialog.module.css';
import { BoundTextField } from '../../components/admin/form/bound-text-field';
import { DialogActions } from '../../components/admin/form/form-buttons';
import form from '../../components/admin/form/form.module.css';
import { SelectField } from '../../components/admin/form/select-field';
import { applyServerErrors } from '../../components/admin/form/validation';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import {
  CHALLENGE_TYPES,
  EMPTY_CHALLENGE_FORM,
  challengeResolver,
  type ChallengeBody,
  type ChallengeFormValues,
} from './challenge-form';
import { BoundTextArea } from '../../components/admin/form/bound-text-area';
import { useCreateChallenge } from './use-tasks';
import styles from './tasks.module.css';

/**
 * A new special challenge: a title and description, the task type it counts (or any), how many approved tasks
 * complete it, the bonus it gives, and when it runs (the admin's own clock).
 */
export function ChallengeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminVolunteers');
  const titleId = useId();
  const problemsId = useId();
  const create = useCreateChallenge();
  const [problem, setProblem] = useState<string | null>(null);
  const resolver = useMemo(() => challengeResolver(t), [t]);
  const methods = useForm<ChallengeFormValues, unknown, ChallengeBody>({
    defaultValues: EMPTY_CHALLENGE_FORM,
    resolver,
  });
  const { handleSubmit, setError, getValues } = methods;

  const onValid = async (body: ChallengeBody) => {
    setProblem(null);
    try {
      await create.mutateAsync(body);
      notify('success', t('challenges.created', { title: body.title }));
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422 && Object.keys(failure.errors).length > 0) {
        applyServerErrors(failure, setError, getValues);
        return;
      }
      setProblem(t('challenges.failed', { message: failure instanceof Error ? failure.message : String(failure) }));
    }
  };
  const close = () => {
    if (!create.isPending) onClose();
  };

  return (
    <AdminDialog className={styles.dialog} labelledBy={titleId} onCancel={close}>
      <FormProvider {...methods}>
        <form noValidate className={dialogUi.form} onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <DialogHead titleId={titleId} title={t('challenges.new')} onClose={close} closeLabel={t('close')} />
          <div className={styles.dialogBody}>
            <SaveProblemsAlert id={problemsId} problems={problem ? { summary: problem, unplaced: [] } : null} />
            <BoundTextField name="title" label={t('fields.title')} maxLength={200} />
            <BoundTextArea name="description" label={t('fields.description')} hint={t('challenges.descriptionHint')} />
            <div className={form.grid2}>
              <SelectField
                name="type"
                label={t('fields.type')}
                options={CHALLENGE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              />
              <BoundTextField
                name="goal"
                label={t('fields.goal')}
                hint={t('challenges.goalHint')}
                inputMode="numeric"
              />
              <BoundTextField
                name="bonus"
                label={t('fields.bonus')}
                hint={t('challenges.bonusHint')}
                inputMode="numeric"
              />
            </div>
            <div className={form.grid2}>
              <BoundTextField name="starts_at" label={t('fields.startsAt')} type="datetime-local" />
              <BoundTextField name="ends_at" label={t('fields.endsAt')} type="datetime-local" />
            </div>
          </div>
          <DialogActions
            busy={create.isPending}
            cancelLabel={t('cancel')}
            onCancel={close}
            label={t('challenges.create')}
            busyLabel={t('saving')}
          />
        </form>
      </FormProvider>
    </AdminDialog>
  );
}
