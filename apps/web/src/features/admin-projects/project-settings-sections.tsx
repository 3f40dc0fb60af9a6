import { PROJECT_SIZES, type AdminCategory, type LanguageCode } from '@site/contracts';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { ColourField } from '../../components/admin/form/colour-field';
import { FieldError } from '../../components/admin/form/field-error';
import form from '../../components/admin/form/form.module.css';
import { SwitchField } from '../../components/admin/form/switch-field';
import { categoryName } from './project-display';
import type { ProjectFormValues } from './project-form-model';
import styles from './project-form.module.css';
import { PanelSection } from '../../components/admin/panel-section';

/** Whether the project shows (published, featured) and where in the order. */
export function ProjectPublishingSection() {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProjectFormValues>();
  const sortError = errors.sort_order?.message;
  return (
    <PanelSection title={t('form.publishing')}>
      <div className={form.stack}>
        <SwitchField label={t('form.published')} hint={t('form.publishedHint')} {...register('is_published')} />
        <SwitchField label={t('form.featured')} hint={t('form.featuredHint')} {...register('is_featured')} />
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
    </PanelSection>
  );
}

/** The project's category, card size and badge colour. */
export function ProjectDetailsSection({ categories, lang }: { categories: AdminCategory[]; lang: LanguageCode }) {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProjectFormValues>();
  const categoryError = errors.category_id?.message;
  return (
    <PanelSection title={t('form.details')}>
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
        <ColourField<ProjectFormValues>
          name="badgeColor"
          legend={t('form.badgeColor')}
          pickerLabel={t('form.colourPicker')}
          hexLabel={t('form.colourHex')}
          hint={t('form.badgeColorHint')}
          placeholder={t('form.noColour')}
          clearLabel={t('form.clearColour')}
          hexClassName={styles.colourHex}
        />
      </div>
    </PanelSection>
  );
}
