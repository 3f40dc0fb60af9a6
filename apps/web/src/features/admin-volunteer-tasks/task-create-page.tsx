import { TASK_DIFFICULTIES, TASK_MODES, TASK_TYPES } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { reportFormDataQuery } from '../../api/missing-reports';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { BoundTextArea } from '../../components/admin/form/bound-text-area';
import { BoundTextField } from '../../components/admin/form/bound-text-field';
import { SubmitButton } from '../../components/admin/form/form-buttons';
import form from '../../components/admin/form/form.module.css';
import { SelectField } from '../../components/admin/form/select-field';
import { SwitchField } from '../../components/admin/form/switch-field';
import { applyServerErrors } from '../../components/admin/form/validation';
import { queryPage } from '../../components/admin/query-page';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { useLocale } from '../../components/admin/use-locale';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { EMPTY_TASK_FORM, taskResolver, type TaskBody, type TaskFormValues } from './task-form';
import { useCreateTask } from './use-tasks';
import styles from './tasks.module.css';

/** Where the owner goes after creating a task, and back to: every task, the newest first. */
const ALL_TASKS = '/admin/reunion/tasks?view=all';

/**
 * /admin/reunion/tasks/create: a task written by the owner — its type, title and description, online or on
 * site, difficulty (its points), the province and public case it is about, a deadline, a bonus, and whether it
 * is urgent or reserved to the first-responder team.
 */
function TaskCreateScreen() {
  const { t } = useTranslation('adminVolunteers');
  const { language } = useLocale();
  const problemsId = useId();
  const [, navigate] = useLocation();
  useAdminPageMeta('adminReunionTaskCreate');
  const provinces = useQuery({ ...reportFormDataQuery(language), select: (answer) => answer.data.provinces });
  const create = useCreateTask();
  const [problem, setProblem] = useState<string | null>(null);
  const resolver = useMemo(() => taskResolver(t), [t]);
  const methods = useForm<TaskFormValues, unknown, TaskBody>({ defaultValues: EMPTY_TASK_FORM, resolver });
  const {
    handleSubmit,
    register,
    setError,
    getValues,
    formState: { isSubmitting },
  } = methods;

  const onValid = async (body: TaskBody) => {
    setProblem(null);
    try {
      await create.mutateAsync(body);
      notify('success', t('create.done', { title: body.title }));
      navigate(ALL_TASKS);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422 && Object.keys(failure.errors).length > 0) {
        const unplaced = applyServerErrors(failure, setError, getValues);
        setProblem(unplaced.length > 0 ? unplaced.map((entry) => entry.message).join(' ') : t('create.invalid'));
        return;
      }
      setProblem(t('create.failed', { message: failure instanceof Error ? failure.message : String(failure) }));
    }
  };
  const onInvalid = () => setProblem(t('create.invalid'));

  const back = (
    <Link href={ALL_TASKS} className="button button-ghost">
      {t('create.back')}
    </Link>
  );
  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });

  return (
    <div className={ui.page}>
      <AdminPageHeading page="adminReunionTaskCreate" actions={back} />
      <FormProvider {...methods}>
        <form
          noValidate
          className={`${ui.panel} ${styles.form}`}
          aria-describedby={problem ? problemsId : undefined}
          onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        >
          <SaveProblemsAlert id={problemsId} problems={problem ? { summary: problem, unplaced: [] } : null} />
          <div className={form.grid2}>
            <SelectField name="type" label={t('fields.type')} options={TASK_TYPES.map(option('types'))} />
            <SelectField name="mode" label={t('fields.mode')} options={TASK_MODES.map(option('modes'))} />
            <SelectField
              name="difficulty"
              label={t('fields.difficulty')}
              hint={t('create.difficultyHint')}
              options={TASK_DIFFICULTIES.map(option('difficulties'))}
            />
          </div>
          <BoundTextField name="title" label={t('fields.title')} maxLength={200} />
          <BoundTextArea name="description" label={t('fields.description')} rows={5} />
          <div className={form.grid2}>
            <SelectField
              name="province_id"
              label={t('fields.province')}
              hint={t('create.provinceHint')}
              options={[
                { value: '', label: t('create.noProvince') },
                ...(provinces.data ?? []).map((province) => ({ value: province.id, label: province.name })),
              ]}
            />
            <BoundTextField
              name="case_number"
              label={t('fields.caseNumber')}
              hint={t('create.caseNumberHint')}
              autoComplete="off"
            />
          </div>
          <div className={form.grid2}>
            <BoundTextField
              name="deadline"
              label={t('fields.deadline')}
              hint={t('create.deadlineHint')}
              type="datetime-local"
            />
            <BoundTextField name="bonus" label={t('fields.bonus')} hint={t('create.bonusHint')} inputMode="numeric" />
          </div>
          <div className={styles.switches}>
            <SwitchField label={t('fields.urgent')} hint={t('create.urgentHint')} {...register('urgent')} />
            <SwitchField
              label={t('fields.firstResponderOnly')}
              hint={t('create.firstResponderHint')}
              {...register('first_responder_only')}
            />
          </div>
          <div>
            <SubmitButton busy={isSubmitting} label={t('create.submit')} busyLabel={t('saving')} />
          </div>
        </form>
      </FormProvider>
    </div>
  );
}

export default queryPage(TaskCreateScreen);
