import {
  DEFAULT_LANGUAGE,
  MEDIA_CATEGORY_ICONS,
  mediaCategoryInputSchema,
  type AdminMediaCategory,
  type LanguageCode,
} from '@site/contracts';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AdminDialog, DialogHead } from '../../../components/admin/admin-dialog';
import type { CategoryDialogProps } from '../../../components/admin/category-list';
import dialogUi from '../../../components/admin/admin-dialog.module.css';
import ui from '../../../components/admin/admin-ui.module.css';
import { ColourField } from '../../../components/admin/form/colour-field';
import { CategoryKeyOrderFields } from '../../../components/admin/form/category-key-fields';
import form from '../../../components/admin/form/form.module.css';
import { DialogActions } from '../../../components/admin/form/form-buttons';
import { LanguageTabsSection } from '../../../components/admin/form/language-tabs-section';
import { LanguageNotice, LocalizedTextField, nativeName } from '../../../components/admin/form/localized-fields';
import { SwitchField } from '../../../components/admin/form/switch-field';
import { useEditorErrors } from '../../../components/admin/form/use-editor-errors';
import { payloadResolver } from '../../../components/admin/form/validation';
import { SaveProblemsAlert } from '../../../components/admin/save-problems';
import { ApiError } from '../../../lib/api-client';
import { CategoryIcon } from './category-icons';
import { CategoryTag, safeColour } from './category-tag';
import {
  buildMediaCategoryPayload,
  mediaCategoryFormDefaults,
  suggestKey,
  type MediaCategoryFormValues,
} from './media-category-form';
import { useMediaCategoryMutations } from './use-media-categories';
import styles from './media-category-dialog.module.css';

type CategoryOutput = z.output<typeof mediaCategoryInputSchema>;

/**
 * Create or edit a media category in a modal: key, names and descriptions per language (English name
 * required), colour, icon, position and whether visitors see it. Rendered only while open.
 */
export function MediaCategoryDialog({
  category,
  nextOrder,
  onClose,
  onSaved,
}: CategoryDialogProps<AdminMediaCategory>) {
  const { t } = useTranslation('admin-media');
  const base = useId();
  const { save } = useMediaCategoryMutations();
  const resolver = useMemo(() => payloadResolver(mediaCategoryInputSchema, buildMediaCategoryPayload, t), [t]);
  const methods = useForm<MediaCategoryFormValues, unknown, CategoryOutput>({
    defaultValues: mediaCategoryFormDefaults(category, nextOrder),
    resolver,
    shouldFocusError: false,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = methods;
  const editor = useEditorErrors(methods, t, { localizedRoots: ['names', 'descriptions'] });

  const names = useWatch({ control, name: 'names' });
  const descriptions = useWatch({ control, name: 'descriptions' });
  const colour = useWatch({ control, name: 'color_code' });
  const icon = useWatch({ control, name: 'icon' });

  const onValid = async (input: CategoryOutput) => {
    editor.setProblems(null);
    try {
      await save.mutateAsync({ id: category?.id ?? null, input });
      onSaved(input.names.en, category === null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setError('key', { type: 'server', message: failure.message });
        editor.revealFirstError('key');
        return;
      }
      editor.reportFailure(failure, 'categories.form.saveFailed');
    }
  };

  const previewName = names[editor.language].trim() || names.en.trim() || t('categories.form.previewName');

  return (
    <AdminDialog
      className={styles.dialog}
      labelledBy={`${base}-title`}
      onCancel={() => {
        if (!isSubmitting) onClose();
      }}
    >
      <FormProvider {...methods}>
        <form
          className={dialogUi.form}
          noValidate
          onSubmit={(event) => void handleSubmit(onValid, editor.onInvalid)(event)}
        >
          <DialogHead
            titleId={`${base}-title`}
            title={category ? t('categories.form.editTitle') : t('categories.form.createTitle')}
            className={styles.head}
          >
            <span className={styles.preview} aria-hidden="true">
              <CategoryTag name={previewName} colour={safeColour(colour)} icon={icon} />
            </span>
          </DialogHead>
          <div className={styles.body}>
            <SaveProblemsAlert problems={editor.problems} />

            <LanguageTabsSection
              title={t('categories.form.texts')}
              titleClassName={styles.sectionTitle}
              label={t('categories.form.languagesLabel')}
              editor={editor}
              filled={(code) => names[code].trim() !== '' || descriptions[code].trim() !== ''}
            >
              <CategoryTextsPanel key={editor.language} code={editor.language} creating={category === null} />
            </LanguageTabsSection>

            <CategoryKeyOrderFields t={t} className={styles.row} keyMaxLength={40} orderMax={100000} />

            <ColourField<MediaCategoryFormValues>
              name="color_code"
              legend={t('categories.form.colour')}
              pickerLabel={t('categories.form.colourPicker')}
              hexLabel={t('categories.form.colourHex')}
              hint={t('categories.form.colourHint')}
              spellCheck={false}
              hexClassName={styles.colourHex}
            />

            <fieldset className={form.fieldset}>
              <legend className={`${ui.label} ${form.legendPlain}`}>{t('categories.form.icon')}</legend>
              <div className={styles.icons}>
                {MEDIA_CATEGORY_ICONS.map((name) => (
                  <label key={name} className={styles.iconOption}>
                    <input type="radio" value={name} className="visually-hidden" {...register('icon')} />
                    <CategoryIcon name={name} size={22} />
                    <span className={styles.iconName}>{t(`categories.icons.${name}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>

            <SwitchField
              label={t('categories.form.active')}
              hint={t('categories.form.activeHint')}
              {...register('is_active')}
            />
          </div>
          <DialogActions
            className={styles.actions}
            busy={isSubmitting}
            cancelLabel={t('form.cancel')}
            onCancel={onClose}
            label={t('categories.form.save')}
            busyLabel={t('form.saving')}
          />
        </form>
      </FormProvider>
    </AdminDialog>
  );
}

/** Name and description in one language; while creating, the English name suggests the key. */
function CategoryTextsPanel({ code, creating }: { code: LanguageCode; creating: boolean }) {
  const { t } = useTranslation('admin-media');
  const { setValue, getFieldState } = useFormContext<MediaCategoryFormValues>();
  const required = code === DEFAULT_LANGUAGE;

  return (
    <div className={form.stack}>
      <LanguageNotice
        code={code}
        englishNote={t('categories.form.englishNote')}
        optionalNote={t('categories.form.optionalLanguage', { language: nativeName(code) })}
      />
      <LocalizedTextField<MediaCategoryFormValues>
        name={`names.${code}`}
        code={code}
        label={t('categories.form.name')}
        required={required}
        requiredText={t('form.required')}
        maxLength={80}
        options={{
          onChange: (event: { target: { value: string } }) => {
            if (creating && required && !getFieldState('key').isDirty) {
              setValue('key', suggestKey(event.target.value));
            }
          },
        }}
      />
      <LocalizedTextField<MediaCategoryFormValues>
        name={`descriptions.${code}`}
        code={code}
        label={t('categories.form.description')}
        maxLength={500}
        rows={3}
      />
    </div>
  );
}
