import { PROJECT_SIZES, type AdminCategory, type LanguageCode } from '@site/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { ColourField } from '../../components/admin/form/colour-field';
import { FieldFrame, fieldDescription, useBoundField } from '../../components/admin/form/field-frame';
import { SelectField } from '../../components/admin/form/select-field';
import form from '../../components/admin/form/form.module.css';
import { SwitchField } from '../../components/admin/form/switch-field';
import { categoryName } from './project-display';
import type { ProjectFormValues } from './project-form-model';
import styles from './project-form.module.css';
import { PanelSection } from '../../components/admin/panel-section';

/** Whether the project shows (published, featured) and where in the order. */
export function ProjectPublishingSection() {
  const { t } = useTranslation('admin-editor');
  const { register } = useFormContext<ProjectFormValues>();
  const order = useBoundField('sort_order');
  return (
    <PanelSection title={t('form.publishing')}>
      <div className={form.stack}>
        <SwitchField label={t('form.published')} hint={t('form.publishedHint')} {...register('is_published')} />
        <SwitchField label={t('form.featured')} hint={t('form.featuredHint')} {...register('is_featured')} />
        <FieldFrame id={order.id} label={t('form.sortOrder')} hint={t('form.sortOrderHint')} error={order.message}>
          <input
            id={order.id}
            type="number"
            className={`${ui.input} ${form.smallNumber}`}
            min={0}
            max={100000}
            step={1}
            aria-invalid={order.error ? true : undefined}
            aria-describedby={fieldDescription(order.id, true, Boolean(order.error))}
            {...register('sort_order', { valueAsNumber: true })}
          />
        </FieldFrame>
      </div>
    </PanelSection>
  );
}

/** The project's category, card size and badge colour. */
export function ProjectDetailsSection({ categories, lang }: { categories: AdminCategory[]; lang: LanguageCode }) {
  const { t } = useTranslation('admin-editor');
  return (
    <PanelSection title={t('form.details')}>
      <div className={form.stack}>
        <SelectField
          name="category_id"
          label={t('form.category')}
          options={[
            { value: '', label: t('form.noCategory') },
            ...categories.map((category) => ({ value: String(category.id), label: categoryName(category, lang) })),
          ]}
        />
        <SelectField
          name="size"
          label={t('form.size')}
          options={PROJECT_SIZES.map((size) => ({ value: size, label: t(`size.${size}`) }))}
        />
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
