import { REPORT_LIMITS, reportVerifyInputSchema, type AdminReport } from '@site/contracts';
import { provinceSeat } from '@site/vn-places';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import ui from '../../components/admin/admin-ui.module.css';
import { SubmitButton } from '../../components/admin/form/form-buttons';
import { LanguageTabsSection } from '../../components/admin/form/language-tabs-section';
import { useEditorErrors } from '../../components/admin/form/use-editor-errors';
import { payloadResolver } from '../../components/admin/form/validation';
import { PanelSection } from '../../components/admin/panel-section';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { notify } from '../../lib/notify';
import { PublishPersonFields, PublishPhotoField, PublishPlaceFields, PublishTextsPanel } from './publish-fields';
import {
  buildPublishPayload,
  hasTexts,
  reportToPublishForm,
  reporterLeaks,
  type PublishFormValues,
} from './publish-model';
import { useReportDecisions } from './use-reports';
import styles from './reports.module.css';

type VerifyOutput = z.output<typeof reportVerifyInputSchema>;

/**
 * "Publish as a case": the public case prefilled from the report, where the moderator chooses what is shown.
 * Nothing of the reporter is public: the texts are refused while they still carry the reporter's phone, email or
 * full name, and the reporter becomes the case's private contact on the server.
 */
export function PublishForm({ report }: { report: AdminReport }) {
  const { t } = useTranslation('adminReunionReports');
  const base = useId();
  const [, navigate] = useLocation();
  const seatOf = provinceSeat(report.place.province_id);
  const seat = seatOf ? { lat: seatOf.lat, lng: seatOf.lng, name: seatOf.seat } : null;
  const defaultValues = useMemo(() => reportToPublishForm(report, seat), [report]); // eslint-disable-line react-hooks/exhaustive-deps
  const resolver = useMemo(() => payloadResolver(reportVerifyInputSchema, buildPublishPayload, t), [t]);
  const methods = useForm<PublishFormValues, unknown, VerifyOutput>({
    defaultValues,
    resolver,
    shouldFocusError: false,
  });
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    register,
    formState: { isSubmitting },
  } = methods;
  const editor = useEditorErrors(methods, t, { localizedRoots: ['case.translations'] });
  const { problems, setProblems, onInvalid, reportFailure, revealFirstError } = editor;
  const translations = useWatch({ control, name: 'case.translations' });
  const { verify } = useReportDecisions(report.id);

  const onValid = async (body: VerifyOutput) => {
    setProblems(null);
    const leaks = reporterLeaks(getValues(), report);
    if (leaks.length > 0) {
      for (const path of leaks) setError(path as never, { type: 'personal', message: t('publish.leak') });
      setProblems({ summary: t('publish.leakSummary'), unplaced: [] });
      revealFirstError(leaks[0] ?? null);
      return;
    }
    try {
      const saved = await verify.mutateAsync(body);
      const published = saved.data;
      notify('success', t('publish.done', { number: published.published_case_number ?? published.case_number }));
      if (published.published_case_id !== null) {
        navigate(`/admin/reunion/cases/${published.published_case_id}/edit`);
      }
    } catch (failure) {
      reportFailure(failure, 'publish.failed');
    }
  };

  return (
    <FormProvider {...methods}>
      <form
        className={styles.publishLayout}
        noValidate
        aria-labelledby={`${base}-title`}
        aria-describedby={problems ? `${base}-problems` : undefined}
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      >
        <h2 id={`${base}-title`}>{t('publish.title')}</h2>
        <p className={ui.hint}>{t('publish.intro')}</p>
        <SaveProblemsAlert problems={problems} id={`${base}-problems`} />
        <PanelSection title={t('publish.person')}>
          <PublishPersonFields />
        </PanelSection>
        <LanguageTabsSection
          panel
          title={t('publish.texts')}
          label={t('publish.languagesLabel')}
          editor={editor}
          filled={(code) => hasTexts(translations[code])}
        >
          <p className={ui.hint}>{t('publish.englishWhy')}</p>
          <PublishTextsPanel key={editor.language} code={editor.language} />
        </LanguageTabsSection>
        <PanelSection title={t('publish.place')}>
          <PublishPlaceFields seat={seat} communes={report.place.communes} />
        </PanelSection>
        <PanelSection title={t('publish.photo')}>
          <PublishPhotoField />
        </PanelSection>
        <PanelSection title={t('publish.noteTitle')}>
          <div className={ui.field}>
            <label htmlFor={`${base}-note`} className={ui.label}>
              {t('publish.note')}
            </label>
            <textarea
              id={`${base}-note`}
              className={ui.textarea}
              rows={3}
              maxLength={REPORT_LIMITS.noteMax}
              {...register('note')}
            />
          </div>
        </PanelSection>
        <div className={styles.actions}>
          <SubmitButton busy={isSubmitting} label={t('publish.submit')} busyLabel={t('publish.submitting')} />
        </div>
      </form>
    </FormProvider>
  );
}
