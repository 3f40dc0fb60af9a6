import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES, type AdminCategory } from '@site/contracts';
import { useId, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import ui from '../../../components/admin/admin-ui.module.css';
import { translateMessage } from '../../../components/admin/form-messages';
import { AdminDialog, DialogHead } from '../../../components/admin/admin-dialog';
import type { CategoryDialogProps } from '../../../components/admin/category-list';
import { CategoryKeyOrderFields } from '../../../components/admin/form/category-key-fields';
import { DialogActions } from '../../../components/admin/form/form-buttons';
import dialogUi from '../../../components/admin/admin-dialog.module.css';
import { categoryFormDefaults, categoryFormSchema, type CategoryFormValues } from './category-form';
import { useProjectCategoryMutations } from './use-categories';
import styles from './categories-page.module.css';

/**
 * Create or edit a category in a modal: its key, position and a name per language (English required,
 * the others fall back to English). Rendered only while open, so each opening starts fresh.
 */
export function CategoryFormDialog({ category, nextOrder, onClose, onSaved }: CategoryDialogProps<AdminCategory>) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const baseId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { save } = useProjectCategoryMutations();
  const methods = useForm<CategoryFormValues, unknown, ReturnType<typeof categoryFormSchema.parse>>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormDefaults(category, nextOrder),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = methods;

  const onSubmit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(
      { id: category?.id ?? null, input },
      {
        onSuccess: () => onSaved(input.names.en, category === null),
        onError: (error) => {
          if (error instanceof ApiError && error.kind === 'http') {
            const fields = Object.entries(error.errors);
            if (error.status === 422 && fields.length > 0) {
              let unplaced: string | null = null;
              for (const [field] of fields) {
                const message = error.fieldMessage(field) ?? '';
                if (field === 'key' || field === 'sort_order' || field.startsWith('names')) {
                  setError(field as Path<CategoryFormValues>, { message });
                } else unplaced ??= message;
              }
              if (unplaced) setFormError(translateMessage(t, unplaced) ?? null);
              return;
            }
            if (error.status === 409) {
              setError('key', { message: error.coded.code ?? error.message });
              return;
            }
            setFormError(translateMessage(t, error) ?? t('categories.form.saveFailed'));
            return;
          }
          setFormError(t('categories.form.saveFailed'));
        },
      },
    );
  });

  const message = (text: string | undefined) => translateMessage(t, text);
  const namesError = message(errors.names?.message ?? errors.names?.root?.message);

  return (
    <AdminDialog
      className={styles.dialog}
      labelledBy={titleId}
      onCancel={() => {
        if (!save.isPending) onClose();
      }}
    >
      <FormProvider {...methods}>
        <form noValidate onSubmit={onSubmit} className={dialogUi.form}>
          <DialogHead
            titleId={titleId}
            title={category ? t('categories.form.editTitle') : t('categories.form.createTitle')}
            className={styles.dialogHead}
            titleClassName={styles.dialogTitle}
          />
          <div className={styles.dialogBody}>
            <div aria-live="polite">{formError && <p className={ui.errorBox}>{formError}</p>}</div>
            <CategoryKeyOrderFields t={t} className={styles.formRow} />

            <fieldset className={styles.names}>
              <legend className={ui.label}>{t('categories.form.names')}</legend>
              <p className={ui.hint}>{t('categories.form.namesHint')}</p>
              {namesError && <p className={ui.fieldError}>{namesError}</p>}
              <div className={styles.nameGrid}>
                {LANGUAGES.map((language) => {
                  const id = `${baseId}-name-${language.code}`;
                  const error = message(errors.names?.[language.code]?.message);
                  const required = language.code === 'en';
                  return (
                    <div key={language.code} className={ui.field}>
                      <label htmlFor={id} className={ui.label}>
                        <span lang={language.code}>{language.nativeName}</span>
                        {required && <span className={styles.required}> {t('categories.form.required')}</span>}
                      </label>
                      <input
                        id={id}
                        lang={language.code}
                        dir={language.dir}
                        className={ui.input}
                        maxLength={80}
                        aria-required={required}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        {...register(`names.${language.code}`)}
                      />
                      {error && (
                        <p id={`${id}-error`} className={ui.fieldError}>
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          </div>
          <DialogActions
            className={styles.dialogActions}
            busy={save.isPending}
            cancelLabel={t('ui.confirm.cancel')}
            onCancel={onClose}
            label={t('categories.form.save')}
            busyLabel={t('categories.form.saving')}
            markBusy={false}
          />
        </form>
      </FormProvider>
    </AdminDialog>
  );
}
