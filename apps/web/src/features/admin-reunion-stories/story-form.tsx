import {
  DEFAULT_LANGUAGE,
  NEWS_CATEGORIES,
  NEWS_PRIORITIES,
  STORY_KINDS,
  STORY_LIMITS,
  storyInputSchema,
  type AdminStory,
  type LanguageCode,
} from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { adminStoryKeys, saveStory } from '../../api/admin-reunion-stories';
import ui from '../../components/admin/admin-ui.module.css';
import { FieldFrame, fieldDescription, useBoundField } from '../../components/admin/form/field-frame';
import { SaveBar } from '../../components/admin/form/form-buttons';
import form from '../../components/admin/form/form.module.css';
import { LanguageTabsSection } from '../../components/admin/form/language-tabs-section';
import { LanguageNotice, LocalizedTextField, nativeName } from '../../components/admin/form/localized-fields';
import { SelectField } from '../../components/admin/form/select-field';
import { SwitchField } from '../../components/admin/form/switch-field';
import { useEditorErrors } from '../../components/admin/form/use-editor-errors';
import { useUnsavedChangesGuard } from '../../components/admin/form/use-unsaved-changes';
import { payloadResolver } from '../../components/admin/form/validation';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { notify } from '../../lib/notify';
import { buildStoryPayload, isTextEmpty, type StoryFormValues } from './story-form-model';
import { useRefreshStories } from './use-admin-stories';
import styles from './admin-stories.module.css';

type StoryOutput = z.output<typeof storyInputSchema>;

/** A one-line box bound to the form by its path. */
function TextField({
  name,
  label,
  hint,
  type = 'text',
}: {
  name: string;
  label: string;
  hint?: string;
  type?: string;
}) {
  const { id, register, error, message } = useBoundField(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={message}>
      <input
        id={id}
        type={type}
        className={ui.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, Boolean(hint), Boolean(error))}
        {...register(name)}
      />
    </FieldFrame>
  );
}

/** One language's title, excerpt, body and, for a success story, the family's words. */
function TextsPanel({ code, reunion }: { code: LanguageCode; reunion: boolean }) {
  const { t: te } = useTranslation('admin-editor');
  const { t } = useTranslation('reunionStories');
  const required = code === DEFAULT_LANGUAGE;
  const base = `translations.${code}` as const;
  return (
    <div className={form.stack}>
      <LanguageNotice
        code={code}
        englishNote={te('form.englishNote')}
        optionalNote={te('form.optionalLanguage', { language: nativeName(code) })}
      />
      <LocalizedTextField<StoryFormValues>
        name={`${base}.title`}
        code={code}
        label={t('admin.fields.title')}
        required={required}
        requiredText={te('form.required')}
        maxLength={STORY_LIMITS.titleMax}
      />
      <LocalizedTextField<StoryFormValues>
        name={`${base}.excerpt`}
        code={code}
        label={t('admin.fields.excerpt')}
        required={required}
        requiredText={te('form.required')}
        maxLength={STORY_LIMITS.excerptMax}
        rows={3}
      />
      <LocalizedTextField<StoryFormValues>
        name={`${base}.body`}
        code={code}
        label={t('admin.fields.body')}
        required={required}
        requiredText={te('form.required')}
        maxLength={STORY_LIMITS.bodyMax}
        rows={14}
      />
      <p className={ui.hint}>{t('admin.fields.bodyHint')}</p>
      {reunion && (
        <>
          <LocalizedTextField<StoryFormValues>
            name={`${base}.family_quote`}
            code={code}
            label={t('admin.fields.familyQuote')}
            maxLength={STORY_LIMITS.quoteMax}
            rows={3}
          />
          <LocalizedTextField<StoryFormValues>
            name={`${base}.family_member`}
            code={code}
            label={t('admin.fields.familyMember')}
            maxLength={STORY_LIMITS.memberMax}
          />
          <LocalizedTextField<StoryFormValues>
            name={`${base}.how_found`}
            code={code}
            label={t('admin.fields.howFound')}
            maxLength={STORY_LIMITS.howFoundMax}
            rows={3}
          />
        </>
      )}
    </div>
  );
}

function ReunionFactsSection() {
  const { t } = useTranslation('reunionStories');
  return (
    <section className={ui.panel} aria-labelledby="story-facts-title">
      <h2 id="story-facts-title" className={ui.panelTitle}>
        {t('admin.factsTitle')}
      </h2>
      <div className={form.stack}>
        <TextField name="reunion.name" label={t('facts.name')} />
        <TextField name="reunion.missing_days" label={t('facts.missingDays')} type="number" />
        <TextField name="reunion.found_location" label={t('facts.foundLocation')} />
        <TextField
          name="reunion.distance_from_home_km"
          label={t('facts.distance')}
          hint={t('admin.fields.kmHint')}
          type="number"
        />
        <TextField name="reunion.volunteers_involved" label={t('facts.volunteers')} type="number" />
        <TextField name="reunion.reunion_date" label={t('facts.reunionDate')} type="date" />
        <TextField
          name="reunion.case_number"
          label={t('admin.fields.caseNumber')}
          hint={t('admin.fields.caseNumberHint')}
        />
      </div>
    </section>
  );
}

function NewsSection() {
  const { t } = useTranslation('reunionStories');
  const { register } = useFormContext<StoryFormValues>();
  return (
    <section className={ui.panel} aria-labelledby="story-news-title">
      <h2 id="story-news-title" className={ui.panelTitle}>
        {t('admin.newsTitle')}
      </h2>
      <div className={form.stack}>
        <SelectField
          name="news.category"
          label={t('admin.fields.category')}
          options={NEWS_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
        />
        <SelectField
          name="news.priority"
          label={t('admin.fields.priority')}
          options={NEWS_PRIORITIES.map((value) => ({ value, label: t(`priorities.${value}`) }))}
        />
        <SwitchField label={t('admin.fields.featured')} {...register('news.featured')} />
        <TextField name="news.tags" label={t('admin.fields.tags')} hint={t('admin.fields.tagsHint')} />
      </div>
    </section>
  );
}

export interface StoryFormProps {
  story: AdminStory | null;
  defaultValues: StoryFormValues;
}

/** Create or edit a story: its kind, address and publishing, texts per language, and the facts of its kind. */
export function StoryForm({ story, defaultValues }: StoryFormProps) {
  const { t: te } = useTranslation('admin-editor');
  const { t } = useTranslation('reunionStories');
  const base = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const refresh = useRefreshStories();
  const resolver = useMemo(() => payloadResolver(storyInputSchema, buildStoryPayload, te), [te]);
  const methods = useForm<StoryFormValues, unknown, StoryOutput>({ defaultValues, resolver, shouldFocusError: false });
  const {
    control,
    handleSubmit,
    getValues,
    reset,
    register,
    formState: { isDirty, isSubmitting },
  } = methods;
  const editor = useEditorErrors(methods, t, { localizedRoots: ['translations'] });
  const { problems, setProblems, onInvalid, reportFailure } = editor;
  useUnsavedChangesGuard(isDirty, te('form.unsaved'));
  const translations = useWatch({ control, name: 'translations' });
  const kind = useWatch({ control, name: 'kind' });

  const save = useMutation({ mutationFn: (body: StoryOutput) => saveStory(story?.id ?? null, body) });
  const onValid = async (body: StoryOutput) => {
    setProblems(null);
    try {
      const saved = await save.mutateAsync(body);
      queryClient.setQueryData(adminStoryKeys.item(saved.data.id), saved.data);
      await refresh();
      notify('success', story ? t('admin.saved') : t('admin.created'));
      reset(getValues());
      navigate('/admin/reunion/stories');
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
              title={t('admin.textsTitle')}
              label={t('admin.languagesLabel')}
              editor={editor}
              filled={(code) => !isTextEmpty(translations[code])}
            >
              <TextsPanel key={editor.language} code={editor.language} reunion={kind === 'reunion'} />
            </LanguageTabsSection>
            {kind === 'reunion' && <ReunionFactsSection />}
            {kind === 'news' && <NewsSection />}
          </div>
          <div className={styles.side}>
            <section className={ui.panel} aria-labelledby="story-publishing-title">
              <h2 id="story-publishing-title" className={ui.panelTitle}>
                {t('admin.publishingTitle')}
              </h2>
              <div className={form.stack}>
                <SelectField
                  name="kind"
                  label={t('admin.fields.kind')}
                  options={STORY_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
                />
                <TextField name="slug" label={t('admin.fields.slug')} hint={t('admin.fields.slugHint')} />
                <SwitchField label={t('admin.fields.published')} {...register('published')} />
                <TextField
                  name="published_at"
                  label={t('admin.fields.date')}
                  hint={t('admin.fields.dateHint')}
                  type="date"
                />
                <TextField name="image_url" label={t('admin.fields.image')} hint={t('admin.fields.imageHint')} />
              </div>
            </section>
          </div>
        </div>
        <SaveBar dirty={isDirty} busy={isSubmitting} saveLabel={story ? te('form.save') : t('admin.create')}>
          <Link href="/admin/reunion/stories" className="button button-ghost">
            {te('form.cancel')}
          </Link>
        </SaveBar>
      </form>
    </FormProvider>
  );
}
