import {
  DEFAULT_LANGUAGE,
  MEDIA_STATUSES,
  mediaUpdateSchema,
  type AdminMediaCategory,
  type AdminMediaItem,
  type LanguageCode,
} from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminMediaKeys, saveMediaItem } from '../../api/admin-media';
import dialogUi from '../../components/admin/admin-dialog.module.css';
import ui from '../../components/admin/admin-ui.module.css';
import form from '../../components/admin/form/form.module.css';
import { SubmitButton } from '../../components/admin/form/form-buttons';
import { LanguageTabsSection } from '../../components/admin/form/language-tabs-section';
import { TranslationTextFields } from '../../components/admin/form/localized-fields';
import { SwitchField } from '../../components/admin/form/switch-field';
import { SelectField } from '../../components/admin/form/select-field';
import { useEditorErrors } from '../../components/admin/form/use-editor-errors';
import { payloadResolver } from '../../components/admin/form/validation';
import { Icon } from '../../components/admin/icons';
import { SaveProblemsAlert } from '../../components/admin/save-problems';
import { useLocale } from '../../components/admin/use-locale';
import { notify } from '../../lib/notify';
import { mediaTitle } from './media-display';
import {
  buildMediaPayload,
  copyEnglish,
  isTextEmpty,
  mediaFormDefaults,
  type MediaFormValues,
} from './media-form-model';
import { MediaItemFacts } from './media-item-facts';
import { MediaCategorySelect } from './media-category-select';
import { useRefreshMedia } from './use-media';
import styles from './media-edit-dialog.module.css';

type MediaOutput = z.output<typeof mediaUpdateSchema>;

interface MediaEditFormProps {
  item: AdminMediaItem;
  categories: AdminMediaCategory[];
  onClose: () => void;
  onCancel: () => void;
  onDelete: (item: AdminMediaItem, title: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The editor of one item: title and description per language (English required), category, status,
 * public and featured; beside it the item's facts.
 */
export function MediaEditForm({ item, categories, onClose, onCancel, onDelete, onDirtyChange }: MediaEditFormProps) {
  const { t } = useTranslation('admin-media');
  const base = useId();
  const queryClient = useQueryClient();
  const refresh = useRefreshMedia();
  const { language } = useLocale();
  const resolver = useMemo(() => payloadResolver(mediaUpdateSchema, buildMediaPayload, t), [t]);
  // The values at opening; later polls of the item (its processing state) never reset what is typed.
  const [defaults] = useState(() => mediaFormDefaults(item));
  const methods = useForm<MediaFormValues, unknown, MediaOutput>({
    defaultValues: defaults,
    resolver,
    shouldFocusError: false,
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = methods;
  const editor = useEditorErrors(methods, t, { localizedRoots: ['translations'] });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const translations = useWatch({ control, name: 'translations' });

  const save = useMutation({ mutationFn: (body: MediaOutput) => saveMediaItem(item.id, body) });

  const onValid = async (body: MediaOutput) => {
    editor.setProblems(null);
    try {
      const saved = await save.mutateAsync(body);
      queryClient.setQueryData(adminMediaKeys.item(saved.data.id), saved.data);
      onDirtyChange(false);
      await refresh();
      notify('success', t('toast.saved'));
      onClose();
    } catch (failure) {
      editor.reportFailure(failure, 'form.saveFailed');
    }
  };

  const title = mediaTitle(item, language);

  return (
    <FormProvider {...methods}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, editor.onInvalid)(event)}
        aria-describedby={editor.problems ? `${base}-problems` : undefined}
      >
        <div className={styles.body}>
          <SaveProblemsAlert problems={editor.problems} id={`${base}-problems`} summaryClassName={styles.errorText} />
          <div className={styles.layout}>
            <div className={styles.fields}>
              <LanguageTabsSection
                title={t('form.texts')}
                titleClassName={styles.sectionTitle}
                label={t('form.languagesLabel')}
                editor={editor}
                filled={(code) => !isTextEmpty(translations[code])}
              >
                <MediaTextsPanel key={editor.language} code={editor.language} />
              </LanguageTabsSection>
              <section aria-labelledby={`${base}-publishing`} className={form.stack}>
                <h3 id={`${base}-publishing`} className={styles.sectionTitle}>
                  {t('form.publishing')}
                </h3>
                <div className={form.grid2}>
                  <MediaCategorySelect
                    categories={categories}
                    language={language}
                    registration={register('category_id')}
                    markInactive
                  />
                  <SelectField
                    name="status"
                    label={t('form.status')}
                    hint={t('form.statusHint')}
                    options={MEDIA_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
                  />
                </div>
                <SwitchField label={t('form.public')} hint={t('form.publicHint')} {...register('is_public')} />
                <SwitchField label={t('form.featured')} hint={t('form.featuredHint')} {...register('is_featured')} />
              </section>
            </div>
            <MediaItemFacts item={item} title={title.text} />
          </div>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={`button ${dialogUi.deleteButton}`}
            onClick={() => onDelete(item, title.text)}
          >
            <Icon name="trash" size={18} />
            {t('item.delete')}
          </button>
          <p className={`${styles.saveState} ${isDirty ? form.dirty : ''}`} aria-live="polite">
            {isDirty ? t('form.unsaved') : ''}
          </p>
          <button type="button" className="button button-ghost" onClick={onCancel}>
            {t('form.cancel')}
          </button>
          <SubmitButton
            busy={isSubmitting}
            label={t('form.save')}
            busyLabel={t('form.saving')}
            className={form.button}
          />
        </div>
      </form>
    </FormProvider>
  );
}

/** Title and description of one language, with "copy from English" for an empty one. */
function MediaTextsPanel({ code }: { code: LanguageCode }) {
  const { t } = useTranslation('admin-media');
  const { control, getValues, setValue } = useFormContext<MediaFormValues>();
  const text = useWatch({ control, name: `translations.${code}` });
  const english = useWatch({ control, name: 'translations.en' });
  const required = code === DEFAULT_LANGUAGE;
  const empty = isTextEmpty(text);
  const canCopy = !required && empty && english.title.trim() !== '';

  return (
    <div className={form.stack}>
      <TranslationTextFields
        code={code}
        t={t}
        titleLabel={t('form.titleField')}
        titleMaxLength={200}
        descriptionMaxLength={5000}
        descriptionRequired={false}
        empty={empty}
        notice={
          canCopy && (
            <button
              type="button"
              className={ui.smallButton}
              onClick={() => {
                const copy = copyEnglish(getValues());
                setValue(`translations.${code}.title`, copy.title, { shouldDirty: true });
                setValue(`translations.${code}.description`, copy.description, { shouldDirty: true });
              }}
            >
              {t('form.copyFromEnglish')}
            </button>
          )
        }
      />
    </div>
  );
}
