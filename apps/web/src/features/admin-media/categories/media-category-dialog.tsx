import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  languageDir,
  MEDIA_CATEGORY_ICONS,
  mediaCategoryInputSchema,
  type AdminMediaCategory,
  type LanguageCode,
} from '@site/contracts';
import { useId, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import ui from '../../../components/admin/admin-ui.module.css';
import dialogUi from '../../../components/admin/admin-dialog.module.css';
import { SaveProblemsAlert } from '../../../components/admin/save-problems';
import { translateMessage } from '../../../components/admin/form-messages';
import { useModalDialog } from '../../../components/admin/use-modal-dialog';
import { firstErrorPath, languageOfPath } from '../../../components/admin/form/error-paths';
import { FieldError } from '../../../components/admin/form/field-error';
import form from '../../../components/admin/form/form.module.css';
import { LanguageTabs } from '../../../components/admin/form/language-tabs';
import {
  hasErrors,
  payloadResolver,
  reportSaveFailure,
  type SaveProblems,
} from '../../../components/admin/form/validation';
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
const HEX = /^#[0-9a-f]{6}$/i;

interface MediaCategoryDialogProps {
  /** The category to edit, or null to create one. */
  category: AdminMediaCategory | null;
  nextOrder: number;
  onClose: () => void;
  onSaved: (name: string, created: boolean) => void;
}

/**
 * Create or edit a media category in a modal: key, names and descriptions per language (English name
 * required), colour, icon, position and whether visitors see it. Rendered only while open.
 */
export function MediaCategoryDialog({ category, nextOrder, onClose, onSaved }: MediaCategoryDialogProps) {
  const { t } = useTranslation('admin-media');
  // The key's rules are worded in the admin texts (shared with the project categories).
  const { t: ta } = useTranslation('admin');
  const dialog = useModalDialog();
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
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = methods;
  const [activeLanguage, setActiveLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [problems, setProblems] = useState<SaveProblems | null>(null);

  const names = useWatch({ control, name: 'names' });
  const descriptions = useWatch({ control, name: 'descriptions' });
  const colour = useWatch({ control, name: 'color_code' });
  const icon = useWatch({ control, name: 'icon' });
  const filled = new Set(
    LANGUAGE_CODES.filter((code) => names[code].trim() !== '' || descriptions[code].trim() !== ''),
  );
  const invalid = new Set(
    LANGUAGE_CODES.filter((code) => hasErrors(errors.names?.[code]) || hasErrors(errors.descriptions?.[code])),
  );

  const revealFirstError = (path: string | null) => {
    if (!path) return;
    const code = languageOfPath(path, ['names', 'descriptions']);
    if (code) setActiveLanguage(code);
    window.requestAnimationFrame(() => {
      try {
        setFocus(path as never);
      } catch {
        // Not a focusable field: the summary says what is wrong.
      }
    });
  };

  const onValid = async (input: CategoryOutput) => {
    setProblems(null);
    try {
      await save.mutateAsync({ id: category?.id ?? null, input });
      onSaved(input.names.en, category === null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setError('key', { type: 'server', message: failure.message });
        revealFirstError('key');
        return;
      }
      reportSaveFailure(
        failure,
        { setError, getValues },
        { setProblems, revealFirstError },
        t,
        'categories.form.saveFailed',
      );
    }
  };

  const onInvalid = (formErrors: FieldErrors<MediaCategoryFormValues>) => {
    setProblems({ summary: t('form.errorSummary'), unplaced: [] });
    revealFirstError(firstErrorPath(formErrors));
  };

  const keyError = translateMessage(ta, errors.key?.message);
  const orderError = errors.sort_order?.message;
  const colourError = errors.color_code?.message;
  const previewName = names[activeLanguage].trim() || names.en.trim() || t('categories.form.previewName');

  return (
    <dialog
      ref={dialog}
      className={`${dialogUi.dialog} ${styles.dialog}`}
      aria-labelledby={`${base}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!isSubmitting) onClose();
      }}
    >
      <FormProvider {...methods}>
        <form className={dialogUi.form} noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
          <div className={styles.head}>
            <h2 id={`${base}-title`} className={styles.title}>
              {category ? t('categories.form.editTitle') : t('categories.form.createTitle')}
            </h2>
            <span className={styles.preview} aria-hidden="true">
              <CategoryTag name={previewName} colour={safeColour(colour)} icon={icon} />
            </span>
          </div>
          <div className={styles.body}>
            <SaveProblemsAlert problems={problems} />

            <section aria-labelledby={`${base}-texts`} className={form.stack}>
              <h3 id={`${base}-texts`} className={styles.sectionTitle}>
                {t('categories.form.texts')}
              </h3>
              <LanguageTabs
                value={activeLanguage}
                onChange={setActiveLanguage}
                label={t('categories.form.languagesLabel')}
                filled={filled}
                invalid={invalid}
              >
                <CategoryTextsPanel key={activeLanguage} code={activeLanguage} creating={category === null} />
              </LanguageTabs>
            </section>

            <div className={styles.row}>
              <div className={ui.field}>
                <label htmlFor={`${base}-key`} className={ui.label}>
                  {t('categories.form.key')}
                </label>
                <input
                  id={`${base}-key`}
                  className={ui.input}
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={40}
                  aria-invalid={keyError ? true : undefined}
                  aria-describedby={`${base}-key-hint${keyError ? ` ${base}-key-error` : ''}`}
                  {...register('key')}
                />
                <p id={`${base}-key-hint`} className={ui.hint}>
                  {t('categories.form.keyHint')}
                </p>
                {keyError && (
                  <p id={`${base}-key-error`} className={ui.fieldError}>
                    {keyError}
                  </p>
                )}
              </div>
              <div className={ui.field}>
                <label htmlFor={`${base}-order`} className={ui.label}>
                  {t('categories.form.order')}
                </label>
                <input
                  id={`${base}-order`}
                  type="number"
                  min={0}
                  max={100000}
                  step={1}
                  inputMode="numeric"
                  className={ui.input}
                  aria-invalid={orderError ? true : undefined}
                  aria-describedby={orderError ? `${base}-order-error` : undefined}
                  {...register('sort_order', { valueAsNumber: true })}
                />
                <FieldError id={`${base}-order-error`} message={orderError} />
              </div>
            </div>

            <Controller
              control={control}
              name="color_code"
              render={({ field }) => (
                <fieldset className={form.fieldset}>
                  <legend className={`${ui.label} ${form.legendPlain}`}>{t('categories.form.colour')}</legend>
                  <div className={styles.colourRow}>
                    <label htmlFor={`${base}-colour-picker`} className="visually-hidden">
                      {t('categories.form.colourPicker')}
                    </label>
                    <input
                      id={`${base}-colour-picker`}
                      type="color"
                      className={styles.colourPicker}
                      value={HEX.test(field.value) ? field.value.toLowerCase() : '#efc940'}
                      onChange={(event) => field.onChange(event.target.value)}
                    />
                    <label htmlFor={`${base}-colour-hex`} className="visually-hidden">
                      {t('categories.form.colourHex')}
                    </label>
                    <input
                      id={`${base}-colour-hex`}
                      className={`${ui.input} ${styles.colourHex}`}
                      dir="ltr"
                      value={field.value}
                      maxLength={7}
                      spellCheck={false}
                      aria-invalid={colourError ? true : undefined}
                      aria-describedby={`${base}-colour-hint${colourError ? ` ${base}-colour-error` : ''}`}
                      onChange={(event) => field.onChange(event.target.value)}
                      onBlur={field.onBlur}
                    />
                  </div>
                  <p id={`${base}-colour-hint`} className={ui.hint}>
                    {t('categories.form.colourHint')}
                  </p>
                  <FieldError id={`${base}-colour-error`} message={colourError} />
                </fieldset>
              )}
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

            <div className={form.switchRow}>
              <input
                id={`${base}-active`}
                type="checkbox"
                role="switch"
                className={form.switch}
                aria-describedby={`${base}-active-hint`}
                {...register('is_active')}
              />
              <span className={form.switchText}>
                <label htmlFor={`${base}-active`} className={ui.label}>
                  {t('categories.form.active')}
                </label>
                <span id={`${base}-active-hint`} className={ui.hint}>
                  {t('categories.form.activeHint')}
                </span>
              </span>
            </div>
          </div>
          <div className={`${dialogUi.actions} ${styles.actions}`}>
            <button type="button" className="button button-ghost" disabled={isSubmitting} onClick={onClose}>
              {t('form.cancel')}
            </button>
            <button type="submit" className="button button-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? t('form.saving') : t('categories.form.save')}
            </button>
          </div>
        </form>
      </FormProvider>
    </dialog>
  );
}

/** Name and description in one language; while creating, the English name suggests the key. */
function CategoryTextsPanel({ code, creating }: { code: LanguageCode; creating: boolean }) {
  const { t } = useTranslation('admin-media');
  const base = useId();
  const {
    register,
    setValue,
    getFieldState,
    formState: { errors },
  } = useFormContext<MediaCategoryFormValues>();
  const language = LANGUAGES.find((l) => l.code === code);
  const required = code === DEFAULT_LANGUAGE;
  const dir = languageDir(code);
  const nameError = errors.names?.[code]?.message;
  const descriptionError = errors.descriptions?.[code]?.message;

  return (
    <div className={form.stack}>
      <p className={form.notice}>
        {required
          ? t('categories.form.englishNote')
          : t('categories.form.optionalLanguage', { language: language?.nativeName ?? code })}
      </p>
      <div className={ui.field}>
        <label htmlFor={`${base}-name`} className={ui.label}>
          {t('categories.form.name')} {required && <span className={styles.required}>{t('form.required')}</span>}
        </label>
        <input
          id={`${base}-name`}
          className={ui.input}
          lang={code}
          dir={dir}
          maxLength={80}
          aria-required={required || undefined}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${base}-name-error` : undefined}
          {...register(`names.${code}`, {
            onChange: (event: { target: { value: string } }) => {
              if (creating && required && !getFieldState('key').isDirty) {
                setValue('key', suggestKey(event.target.value));
              }
            },
          })}
        />
        <FieldError id={`${base}-name-error`} message={nameError} />
      </div>
      <div className={ui.field}>
        <label htmlFor={`${base}-description`} className={ui.label}>
          {t('categories.form.description')}
        </label>
        <textarea
          id={`${base}-description`}
          className={ui.textarea}
          lang={code}
          dir={dir}
          rows={3}
          maxLength={500}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${base}-description-error` : undefined}
          {...register(`descriptions.${code}`)}
        />
        <FieldError id={`${base}-description-error`} message={descriptionError} />
      </div>
    </div>
  );
}
