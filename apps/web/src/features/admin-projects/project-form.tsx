import { projectInputSchema, type AdminCategory, type AdminProject, type LanguageCode } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { adminProjectKeys, saveProject } from '../../api/admin-projects';
import ui from '../../components/admin/admin-ui.module.css';
import { SaveBar } from '../../components/admin/form/form-buttons';
import { LanguageTabsSection } from '../../components/admin/form/language-tabs-section';
import { useEditorErrors } from '../../components/admin/form/use-editor-errors';
import { useUnsavedChangesGuard } from '../../components/admin/form/use-unsaved-changes';
import { payloadResolver } from '../../components/admin/form/validation';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { notify } from '../../lib/notify';
import { useRefreshProjects } from './use-projects';
import { ImageField } from './image-field';
import { buildProjectPayload, isTranslationEmpty, type ProjectFormValues } from './project-form-model';
import { ProjectLinksSection } from './project-links-section';
import { ProjectDetailsSection, ProjectPublishingSection } from './project-settings-sections';
import { ProjectTextsPanel } from './project-texts-panel';
import styles from './project-form.module.css';

type ProjectOutput = z.output<typeof projectInputSchema>;

export interface ProjectFormProps {
  /** The project being edited, or null for a new one. */
  project: AdminProject | null;
  defaultValues: ProjectFormValues;
  categories: AdminCategory[];
  lang: LanguageCode;
}

/** Create or edit a project: texts per language, image, links, technologies and publishing. */
export function ProjectForm({ project, defaultValues, categories, lang }: ProjectFormProps) {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const refreshProjects = useRefreshProjects();
  const resolver = useMemo(() => payloadResolver(projectInputSchema, buildProjectPayload, t), [t]);
  const methods = useForm<ProjectFormValues, unknown, ProjectOutput>({
    defaultValues,
    resolver,
    shouldFocusError: false,
  });
  const {
    control,
    handleSubmit,
    getValues,
    reset,
    formState: { isDirty, isSubmitting },
  } = methods;
  const editor = useEditorErrors(methods, t, {
    localizedRoots: ['translations'],
  });
  const { problems, setProblems, onInvalid, reportFailure } = editor;

  useUnsavedChangesGuard(isDirty, t('form.unsaved'));

  const translations = useWatch({ control, name: 'translations' });

  const save = useMutation({
    mutationFn: (body: ProjectOutput) => saveProject(project?.id ?? null, body),
  });

  const onValid = async (body: ProjectOutput) => {
    setProblems(null);
    try {
      const saved = await save.mutateAsync(body);
      queryClient.setQueryData(adminProjectKeys.item(saved.data.id), saved.data);
      await refreshProjects();
      notify('success', project ? t('toast.updated') : t('toast.created'));
      reset(getValues());
      navigate('/admin/projects');
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
            <LanguageTabsSection
              panel
              title={t('form.texts')}
              label={t('form.languagesLabel')}
              editor={editor}
              filled={(code) => !isTranslationEmpty(translations[code])}
            >
              <ProjectTextsPanel key={editor.language} code={editor.language} />
            </LanguageTabsSection>
            <ProjectLinksSection />
          </div>

          <div className={styles.side}>
            <ProjectPublishingSection />
            <ProjectDetailsSection categories={categories} lang={lang} />
            <section className={ui.panel} aria-label={t('form.image')}>
              <ImageField />
            </section>
          </div>
        </div>

        <SaveBar dirty={isDirty} busy={isSubmitting} saveLabel={project ? t('form.save') : t('form.create')}>
          <Link href="/admin/projects" className="button button-ghost">
            {t('form.cancel')}
          </Link>
        </SaveBar>
      </form>
    </FormProvider>
  );
}
