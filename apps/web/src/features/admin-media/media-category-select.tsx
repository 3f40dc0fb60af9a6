import type { AdminMediaCategory, LanguageCode } from '@site/contracts';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { categoryLabel } from './media-items';

/** The category select of a media form ("no category" first); `markInactive` names the hidden categories so. */
export function MediaCategorySelect({
  categories,
  language,
  registration,
  markInactive = false,
}: {
  categories: AdminMediaCategory[];
  language: LanguageCode;
  registration: UseFormRegisterReturn;
  markInactive?: boolean;
}) {
  const { t } = useTranslation('admin-media');
  const id = useId();
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {t('form.category')}
      </label>
      <select id={id} className={ui.select} {...registration}>
        <option value="">{t('form.noCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {categoryLabel(category, language)}
            {markInactive && !category.is_active ? ` (${t('form.inactiveCategory')})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
