import { caseInputSchema, type AdminReunionCase } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { adminCaseKeys, saveCase } from '../../api/admin-reunion-cases';
import { SaveBar } from '../../components/admin/form/form-buttons';
import { LanguageTabsSection } from '../../components/admin/form/language-tabs-section';
import { useEditorErrors } from '../../components/admin/form/use-editor-errors';
import { useUnsavedChangesGuard } from '../../components/admin/form/use-unsaved-changes';
import { payloadResolver } from '../../components/admin/form/validation';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { notify } from '../../lib/notify';
import { buildCasePayload, isCaseTextsEmpty, type CaseFormValues } from './case-form-model';
import { ContactSection, PersonSection, PhotoSection, PlaceSection } from './case-sections';
import { CaseTextsPanel } from './case-texts-panel';
import { useRefreshCases } from './use-cases';
import styles from './cases.module.css';

type CaseOutput = z.output<typeof caseInputSchema>;

export interface CaseFormProps {
  /** The case being edited, or null for a new one. */
  record: AdminReunionCase | null;
  defaultValues: CaseFormValues;
}

/** Create or edit a case: the person, the public texts per language, the place, the photo and the private contact. */
export function CaseForm({ record, defaultValues }: CaseFormProps) {
  const { t } = useTranslation('adminReunion');
  const base = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const refresh = useRefreshCases();
  const resolver = useMemo(() => payloadResolver(caseInputSchema, buildCasePayload, t), [t]);
  const methods = useForm<CaseFormValues, unknown, CaseOutput>({ defaultValues, resolver, shouldFocusError: false });
  const {
    control,
    handleSubmit,
    getValues,
    reset,
    formState: { isDirty, isSubmitting },
  } = methods;
  const editor = useEditorErrors(methods, t, { localizedRoots: ['translations'] });
  const { problems, setProblems, onInvalid, reportFailure } = editor;

  useUnsavedChangesGuard(isDirty, t('form.unsaved'));
  const translations = useWatch({ control, name: 'translations' });
  const save = useMutation({ mutationFn: (body: CaseOutput) => saveCase(record?.id ?? null, body) });

  const onValid = async (body: CaseOutput) => {
    setProblems(null);
    try {
      const saved = await save.mutateAsync(body);
      queryClient.setQueryData(adminCaseKeys.item(saved.data.id), saved.data);
      await refresh();
      notify('success', record ? t('toast.updated') : t('toast.created', { number: saved.data.case_number }));
      reset(getValues());
      // A new case goes on to its edit page, where its status and history are managed.
      navigate(record ? '/admin/reunion/cases' : `/admin/reunion/cases/${saved.data.id}/edit`);
    } catch (failure) {
      reportFailure(failure, 'form.serverError');
    }
  };

  return (
    <FormProvider {...methods}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        aria-describedby={problems ? `${base}-problems` : undefined}
      >
        <SaveProblemsAlert problems={problems} id={`${base}-problems`} />
        <div className={styles.layout}>
          <div className={styles.main}>
            <PersonSection />
            <LanguageTabsSection
              panel
              title={t('form.texts')}
              label={t('form.languagesLabel')}
              editor={editor}
              filled={(code) => !isCaseTextsEmpty(translations[code])}
            >
              <CaseTextsPanel key={editor.language} code={editor.language} />
            </LanguageTabsSection>
            <PlaceSection />
          </div>
          <div className={styles.side}>
            <PhotoSection />
            <ContactSection />
          </div>
        </div>
        <SaveBar dirty={isDirty} busy={isSubmitting} saveLabel={record ? t('form.save') : t('form.create')}>
          <Link href="/admin/reunion/cases" className="button button-ghost">
            {t('form.cancel')}
          </Link>
        </SaveBar>
      </form>
    </FormProvider>
  );
}
