import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  languageDir,
  PROJECT_SIZES,
  projectInputSchema,
  type AdminCategory,
  type AdminProject,
  type LanguageCode,
} from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { notify } from '../../lib/notify';
import ui from '../../components/admin/admin-ui.module.css';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { ChipsInput } from '../../components/admin/form/chips-input';
import { firstErrorPath, languageOfPath } from '../../components/admin/form/error-paths';
import { FieldError } from '../../components/admin/form/field-error';
import form from '../../components/admin/form/form.module.css';
import { LanguageTabs } from '../../components/admin/form/language-tabs';
import { useUnsavedChangesGuard } from '../../components/admin/form/use-unsaved-changes';
import {
  hasErrors,
  payloadResolver,
  reportSaveFailure,
  type SaveProblems,
} from '../../components/admin/form/validation';
import { ImageField } from './image-field';
import { MetricsEditor } from './metrics-editor';
import {
  buildProjectPayload,
  isTranslationEmpty,
  MAX_TECHNOLOGIES,
  type ProjectFormValues,
} from './project-form-model';
import styles from './project-form.module.css';
import { adminProjectKeys, saveProject } from '../../api/admin-projects';
import { categoryName } from './project-display';
import { portfolioKeys } from '../../api/portfolio';

type ProjectOutput = z.output<typeof projectInputSchema>;

const HEX = /^#[0-9a-f]{6}$/i;

/** The title, description and metrics of one language. */
function TranslationPanel({ code }: { code: LanguageCode }) {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProjectFormValues>();
  const language = LANGUAGES.find((l) => l.code === code);
  const required = code === DEFAULT_LANGUAGE;
  const dir = languageDir(code);
  const titleError = errors.translations?.[code]?.title?.message;
  const descriptionError = errors.translations?.[code]?.description?.message;

  return (
    <div className={form.stack}>
      <p className={form.notice}>
        {required ? t('form.englishNote') : t('form.optionalLanguage', { language: language?.nativeName ?? code })}
      </p>
      <div className={ui.field}>
        <label htmlFor={`${base}-title`} className={ui.label}>
          {t('form.title')} {required && <span className={styles.required}>{t('form.required')}</span>}
        </label>
        <input
          id={`${base}-title`}
          className={ui.input}
          lang={code}
          dir={dir}
          maxLength={160}
          aria-required={required || undefined}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${base}-title-error` : undefined}
          {...register(`translations.${code}.title`)}
        />
        <FieldError id={`${base}-title-error`} message={titleError} />
      </div>
      <div className={ui.field}>
        <label htmlFor={`${base}-description`} className={ui.label}>
          {t('form.description')} {required && <span className={styles.required}>{t('form.required')}</span>}
        </label>
        <textarea
          id={`${base}-description`}
          className={ui.textarea}
          lang={code}
          dir={dir}
          rows={5}
          maxLength={2000}
          aria-required={required || undefined}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${base}-description-error` : undefined}
          {...register(`translations.${code}.description`)}
        />
        <FieldError id={`${base}-description-error`} message={descriptionError} />
      </div>
      <MetricsEditor key={code} code={code} />
    </div>
  );
}

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
  const resolver = useMemo(() => payloadResolver(projectInputSchema, buildProjectPayload, t), [t]);
  const methods = useForm<ProjectFormValues, unknown, ProjectOutput>({
    defaultValues,
    resolver,
    shouldFocusError: false,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = methods;
  const [activeLanguage, setActiveLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [problems, setProblems] = useState<SaveProblems | null>(null);

  useUnsavedChangesGuard(isDirty, t('form.unsaved'));

  const translations = useWatch({ control, name: 'translations' });
  const filled = new Set(LANGUAGE_CODES.filter((code) => !isTranslationEmpty(translations[code])));
  const invalid = new Set(LANGUAGE_CODES.filter((code) => hasErrors(errors.translations?.[code])));

  /** Shows the first error: switches to its language tab, then focuses the field. */
  const revealFirstError = (path: string | null) => {
    if (!path) return;
    const code = languageOfPath(path, ['translations']);
    if (code) setActiveLanguage(code);
    // The panel of another language mounts on the next render; focus after it.
    window.requestAnimationFrame(() => {
      try {
        setFocus(path as never);
      } catch {
        // Not a focusable field (a whole list): the summary above the form says what is wrong.
      }
    });
  };

  const save = useMutation({
    mutationFn: (body: ProjectOutput) => saveProject(project?.id ?? null, body),
  });

  const onValid = async (body: ProjectOutput) => {
    setProblems(null);
    try {
      const saved = await save.mutateAsync(body);
      queryClient.setQueryData(adminProjectKeys.item(saved.data.id), saved.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
      ]);
      notify('success', project ? t('toast.updated') : t('toast.created'));
      reset(getValues());
      navigate('/admin/projects');
    } catch (failure) {
      reportSaveFailure(failure, { setError, getValues }, { setProblems, revealFirstError }, t, 'form.serverError');
    }
  };

  const onInvalid = (formErrors: FieldErrors<ProjectFormValues>) => {
    setProblems({ summary: t('form.errorSummary'), unplaced: [] });
    revealFirstError(firstErrorPath(formErrors));
  };

  const categoryError = errors.category_id?.message;
  const liveError = errors.liveUrl?.message;
  const githubError = errors.githubUrl?.message;
  const sortError = errors.sort_order?.message;
  const colourError = errors.badgeColor?.message;
  const techErrors = errors.technologies;
  const techError =
    techErrors?.message ??
    (Array.isArray(techErrors) ? techErrors.find((e) => e?.message)?.message : undefined) ??
    techErrors?.root?.message;

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
            <section className={ui.panel} aria-labelledby={`${base}-texts`}>
              <h2 id={`${base}-texts`} className={ui.panelTitle}>
                {t('form.texts')}
              </h2>
              <LanguageTabs
                value={activeLanguage}
                onChange={setActiveLanguage}
                label={t('form.languagesLabel')}
                filled={filled}
                invalid={invalid}
              >
                <TranslationPanel key={activeLanguage} code={activeLanguage} />
              </LanguageTabs>
            </section>

            <section className={ui.panel} aria-labelledby={`${base}-links`}>
              <h2 id={`${base}-links`} className={ui.panelTitle}>
                {t('form.linksAndTech')}
              </h2>
              <div className={form.stack}>
                <div className={form.grid2}>
                  <div className={ui.field}>
                    <label htmlFor={`${base}-live`} className={ui.label}>
                      {t('form.liveUrl')}
                    </label>
                    <input
                      id={`${base}-live`}
                      className={ui.input}
                      inputMode="url"
                      dir="ltr"
                      placeholder="https://…"
                      maxLength={500}
                      aria-invalid={liveError ? true : undefined}
                      aria-describedby={`${base}-url-hint${liveError ? ` ${base}-live-error` : ''}`}
                      {...register('liveUrl')}
                    />
                    <FieldError id={`${base}-live-error`} message={liveError} />
                  </div>
                  <div className={ui.field}>
                    <label htmlFor={`${base}-github`} className={ui.label}>
                      {t('form.githubUrl')}
                    </label>
                    <input
                      id={`${base}-github`}
                      className={ui.input}
                      inputMode="url"
                      dir="ltr"
                      placeholder="https://…"
                      maxLength={500}
                      aria-invalid={githubError ? true : undefined}
                      aria-describedby={`${base}-url-hint${githubError ? ` ${base}-github-error` : ''}`}
                      {...register('githubUrl')}
                    />
                    <FieldError id={`${base}-github-error`} message={githubError} />
                  </div>
                </div>
                <p id={`${base}-url-hint`} className={ui.hint}>
                  {t('form.urlHint')}
                </p>
                <div className={ui.field}>
                  <label htmlFor={`${base}-tech`} className={ui.label}>
                    {t('form.technologies')}
                  </label>
                  <Controller
                    control={control}
                    name="technologies"
                    render={({ field }) => (
                      <ChipsInput
                        id={`${base}-tech`}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        max={MAX_TECHNOLOGIES}
                        placeholder={t('form.technologiesPlaceholder')}
                        describedBy={`${base}-tech-hint${techError ? ` ${base}-tech-error` : ''}`}
                        invalid={Boolean(techError)}
                      />
                    )}
                  />
                  <p id={`${base}-tech-hint`} className={ui.hint}>
                    {t('form.technologiesHint', { count: MAX_TECHNOLOGIES })}
                  </p>
                  <FieldError id={`${base}-tech-error`} message={techError} />
                </div>
              </div>
            </section>
          </div>

          <div className={styles.side}>
            <section className={ui.panel} aria-labelledby={`${base}-publishing`}>
              <h2 id={`${base}-publishing`} className={ui.panelTitle}>
                {t('form.publishing')}
              </h2>
              <div className={form.stack}>
                <div className={form.switchRow}>
                  <input
                    id={`${base}-published`}
                    type="checkbox"
                    role="switch"
                    className={form.switch}
                    aria-describedby={`${base}-published-hint`}
                    {...register('is_published')}
                  />
                  <span className={form.switchText}>
                    <label htmlFor={`${base}-published`} className={ui.label}>
                      {t('form.published')}
                    </label>
                    <span id={`${base}-published-hint`} className={ui.hint}>
                      {t('form.publishedHint')}
                    </span>
                  </span>
                </div>
                <div className={form.switchRow}>
                  <input
                    id={`${base}-featured`}
                    type="checkbox"
                    role="switch"
                    className={form.switch}
                    aria-describedby={`${base}-featured-hint`}
                    {...register('is_featured')}
                  />
                  <span className={form.switchText}>
                    <label htmlFor={`${base}-featured`} className={ui.label}>
                      {t('form.featured')}
                    </label>
                    <span id={`${base}-featured-hint`} className={ui.hint}>
                      {t('form.featuredHint')}
                    </span>
                  </span>
                </div>
                <div className={ui.field}>
                  <label htmlFor={`${base}-order`} className={ui.label}>
                    {t('form.sortOrder')}
                  </label>
                  <input
                    id={`${base}-order`}
                    type="number"
                    className={`${ui.input} ${form.smallNumber}`}
                    min={0}
                    max={100000}
                    step={1}
                    aria-invalid={sortError ? true : undefined}
                    aria-describedby={`${base}-order-hint${sortError ? ` ${base}-order-error` : ''}`}
                    {...register('sort_order', { valueAsNumber: true })}
                  />
                  <p id={`${base}-order-hint`} className={ui.hint}>
                    {t('form.sortOrderHint')}
                  </p>
                  <FieldError id={`${base}-order-error`} message={sortError} />
                </div>
              </div>
            </section>

            <section className={ui.panel} aria-labelledby={`${base}-details`}>
              <h2 id={`${base}-details`} className={ui.panelTitle}>
                {t('form.details')}
              </h2>
              <div className={form.stack}>
                <div className={ui.field}>
                  <label htmlFor={`${base}-category`} className={ui.label}>
                    {t('form.category')}
                  </label>
                  <select
                    id={`${base}-category`}
                    className={ui.select}
                    aria-invalid={categoryError ? true : undefined}
                    aria-describedby={categoryError ? `${base}-category-error` : undefined}
                    {...register('category_id')}
                  >
                    <option value="">{t('form.noCategory')}</option>
                    {categories.map((category) => (
                      <option key={category.id} value={String(category.id)}>
                        {categoryName(category, lang)}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`${base}-category-error`} message={categoryError} />
                </div>
                <div className={ui.field}>
                  <label htmlFor={`${base}-size`} className={ui.label}>
                    {t('form.size')}
                  </label>
                  <select id={`${base}-size`} className={ui.select} {...register('size')}>
                    {PROJECT_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {t(`size.${size}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <Controller
                  control={control}
                  name="badgeColor"
                  render={({ field }) => (
                    <fieldset className={form.fieldset}>
                      <legend className={`${ui.label} ${form.legendPlain}`}>{t('form.badgeColor')}</legend>
                      <div className={styles.colourRow}>
                        <label htmlFor={`${base}-colour-picker`} className="visually-hidden">
                          {t('form.colourPicker')}
                        </label>
                        <input
                          id={`${base}-colour-picker`}
                          type="color"
                          className={styles.colourPicker}
                          value={HEX.test(field.value) ? field.value.toLowerCase() : '#efc940'}
                          onChange={(event) => field.onChange(event.target.value)}
                        />
                        <label htmlFor={`${base}-colour-hex`} className="visually-hidden">
                          {t('form.colourHex')}
                        </label>
                        <input
                          id={`${base}-colour-hex`}
                          className={`${ui.input} ${styles.colourHex}`}
                          dir="ltr"
                          value={field.value}
                          placeholder={t('form.noColour')}
                          maxLength={7}
                          aria-invalid={colourError ? true : undefined}
                          aria-describedby={`${base}-colour-hint${colourError ? ` ${base}-colour-error` : ''}`}
                          onChange={(event) => field.onChange(event.target.value)}
                          onBlur={field.onBlur}
                        />
                        {field.value !== '' && (
                          <button type="button" className={ui.smallButton} onClick={() => field.onChange('')}>
                            {t('form.clearColour')}
                          </button>
                        )}
                      </div>
                      <p id={`${base}-colour-hint`} className={ui.hint}>
                        {t('form.badgeColorHint')}
                      </p>
                      <FieldError id={`${base}-colour-error`} message={colourError} />
                    </fieldset>
                  )}
                />
              </div>
            </section>

            <section className={ui.panel} aria-label={t('form.image')}>
              <ImageField />
            </section>
          </div>
        </div>

        <div className={form.saveBar}>
          <p className={`${form.saveState} ${isDirty ? form.dirty : ''}`} aria-live="polite">
            {isDirty ? t('form.unsavedState') : t('form.savedState')}
          </p>
          <Link href="/admin/projects" className="button button-ghost">
            {t('form.cancel')}
          </Link>
          <button
            type="submit"
            className={`button button-primary ${form.button}`}
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {isSubmitting ? t('form.saving') : project ? t('form.save') : t('form.create')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
