import { adminSettingsSchema, LANGUAGE_CODES, type LanguageCode } from '@site/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { queryPage } from '../../components/admin/query-page';
import { notify } from '../../lib/notify';
import { resetSiteProfiles } from '../../lib/use-site-profile';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { LanguageTabs } from '../../components/admin/form/language-tabs';
import { TranslateFromEnglish } from '../../components/admin/form/translate-from-english';
import { useUnsavedChangesGuard } from '../../components/admin/form/use-unsaved-changes';
import { SaveBar } from '../../components/admin/form/form-buttons';
import { SwitchField } from '../../components/admin/form/switch-field';
import { useEditorErrors } from '../../components/admin/form/use-editor-errors';
import { hasErrors, payloadResolver } from '../../components/admin/form/validation';
import { ContentPanel } from './content-sections';
import { CvSection } from './cv-section';
import { OwnerSection } from './owner-section';
import { adminSettingsKeys, fetchSettings, saveSettings, type SettingsAnswer } from '../../api/admin-settings';
import {
  buildSettingsPayload,
  isLanguageEmpty,
  LOCALIZED_ROOTS,
  settingsToForm,
  type SettingsFormValues,
} from './settings-form-model';
import styles from './settings-page.module.css';
import { PanelSection } from '../../components/admin/panel-section';

type SettingsOutput = z.output<typeof adminSettingsSchema>;

/** The language tabs of the content; marks follow what is written and what is wrong. */
function ContentTabs({
  value,
  onChange,
  children,
}: {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-editor');
  const {
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const values = useWatch({ control }) as SettingsFormValues;
  const filled = new Set(LANGUAGE_CODES.filter((code) => !isLanguageEmpty(values, code)));
  const invalid = new Set(
    LANGUAGE_CODES.filter((code) =>
      LOCALIZED_ROOTS.some((root) => {
        const node = root
          .split('.')
          .reduce<unknown>((n, key) => (n as Record<string, unknown> | undefined)?.[key], errors);
        return hasErrors((node as Record<string, unknown> | undefined)?.[code]);
      }),
    ),
  );
  return (
    <>
      <TranslateFromEnglish roots={LOCALIZED_ROOTS} />
      <LanguageTabs
        value={value}
        onChange={onChange}
        label={t('settings.content.tabsLabel')}
        filled={filled}
        invalid={invalid}
      >
        {children}
      </LanguageTabs>
    </>
  );
}

function ChatSection() {
  const { t } = useTranslation('admin-editor');
  const { register } = useFormContext<SettingsFormValues>();
  return (
    <PanelSection title={t('settings.chat.title')}>
      <SwitchField label={t('settings.chat.label')} hint={t('settings.chat.hint')} {...register('chat_enabled')} />
    </PanelSection>
  );
}

function SettingsForm({ initial, cv }: { initial: SettingsAnswer['data']; cv: SettingsAnswer['cv'] }) {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => payloadResolver(adminSettingsSchema, buildSettingsPayload, t), [t]);
  const methods = useForm<SettingsFormValues, unknown, SettingsOutput>({
    defaultValues: settingsToForm(initial),
    resolver,
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = methods;
  const { language, setLanguage, problems, setProblems, onInvalid, reportFailure } = useEditorErrors(methods, t, {
    localizedRoots: LOCALIZED_ROOTS,
    // A whole list rather than one box: its message shows under the list, and its first box takes the focus.
    fieldOf: (path) => path.replace(/\.root$/, ''),
    afterReveal: () => document.getElementById(`${base}-problems`)?.scrollIntoView({ block: 'nearest' }),
  });

  useUnsavedChangesGuard(isDirty, t('form.unsaved'));

  const onValid = async (body: SettingsOutput) => {
    setProblems(null);
    try {
      const saved = await saveSettings(body);
      queryClient.setQueryData<SettingsAnswer>(adminSettingsKeys.all, { data: saved.data, cv: saved.cv });
      reset(settingsToForm(saved.data));
      // The public pages read the profile and content again on their next visit.
      resetSiteProfiles();
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'admin' || query.queryKey[1] === 'dashboard',
      });
      notify('success', t('settings.saved'));
    } catch (failure) {
      reportFailure(failure, 'settings.saveFailed');
    }
  };

  return (
    <FormProvider {...methods}>
      <div className={styles.layout}>
        <form
          id={`${base}-form`}
          className={styles.form}
          noValidate
          onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        >
          <SaveProblemsAlert problems={problems} id={`${base}-problems`} summaryClassName={styles.problemTitle} />

          <OwnerSection />
          <ChatSection />

          <PanelSection title={t('settings.content.title')}>
            <p className={`${ui.hint} ${styles.contentHint}`}>{t('settings.content.hint')}</p>
            <ContentTabs value={language} onChange={setLanguage}>
              <ContentPanel key={language} code={language} />
            </ContentTabs>
          </PanelSection>

          <SaveBar dirty={isDirty} busy={isSubmitting} saveLabel={t('settings.save')}>
            <button
              type="button"
              className="button button-ghost"
              disabled={!isDirty || isSubmitting}
              onClick={() => {
                reset();
                setProblems(null);
              }}
            >
              {t('settings.discard')}
            </button>
          </SaveBar>
        </form>
        <aside className={styles.aside}>
          <CvSection cv={cv} />
        </aside>
      </div>
    </FormProvider>
  );
}

function SettingsScreen() {
  const { t } = useTranslation('admin-editor');
  useAdminPageMeta('adminSettings');
  const settings = useQuery({
    queryKey: adminSettingsKeys.all,
    queryFn: ({ signal }) => fetchSettings(signal),
    staleTime: 0,
  });
  // The form is built once from the first answer of this visit; later cache updates (a new CV) do not reset it.
  const [initial, setInitial] = useState<SettingsAnswer | null>(null);
  if (settings.data && settings.isFetchedAfterMount && initial === null) setInitial(settings.data);

  let body: ReactNode;
  if (initial) {
    body = <SettingsForm initial={initial.data} cv={settings.data?.cv ?? initial.cv} />;
  } else if (settings.isError) {
    body = (
      <div className={ui.errorBox} role="alert">
        <p className={styles.problemTitle}>
          {t('settings.loadError', { message: settings.error instanceof Error ? settings.error.message : '' })}
        </p>
        <button type="button" className={ui.smallButton} onClick={() => void settings.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <p className={ui.empty} role="status">
        {t('settings.loading')}
      </p>
    );
  }

  return (
    <div>
      <AdminPageHeading page="adminSettings" />
      {body}
    </div>
  );
}

/** /admin/settings: the owner's profile, CV, options and the per-language home content. */
export default queryPage(SettingsScreen);
