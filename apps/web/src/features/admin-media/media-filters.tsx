import {
  MEDIA_SORTS,
  MEDIA_STATUSES,
  MEDIA_TYPES,
  PROCESSING_STATUSES,
  type AdminMediaCategory,
  type LanguageCode,
} from '@site/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { FilterBar, FilterSelect, ResetButton } from '../../components/admin/list';
import { SearchInput } from '../../components/admin/search-input';
import type { MediaListParams } from './media-list-params';
import { categoryLabel } from './media-items';
import styles from './media-page.module.css';

interface MediaFiltersProps {
  params: MediaListParams;
  categories: AdminMediaCategory[];
  language: LanguageCode;
  /** Changes filters (the list goes back to its first page). */
  onChange: (changes: Partial<MediaListParams>) => void;
  /** Shown while any filter or the sort differs from the default. */
  onReset?: () => void;
}

/**
 * The library's search, type, category, processing, visibility, featured, status and sort. Phones show
 * the filters on demand (they would push the library a screen down); wider screens always.
 */
export function MediaFilters({ params, categories, language, onChange, onReset }: MediaFiltersProps) {
  const { t } = useTranslation('admin-media');
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = [
    params.type,
    params.categoryId,
    params.processing,
    params.visibility,
    params.featured,
    params.status,
  ].filter((value) => value !== '').length;

  return (
    <>
      <button
        type="button"
        className={`${ui.smallButton} ${styles.filtersToggle}`}
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen((value) => !value)}
      >
        {active > 0 ? t('list.filtersCount', { count: active }) : t('list.filtersButton')}
        <span aria-hidden="true" className="chevron" />
      </button>
      <FilterBar
        id={`${id}-filters`}
        className={styles.filters}
        data-open={open || undefined}
        aria-label={t('list.filtersLabel')}
      >
        <SearchInput
          value={params.search}
          onSearch={(query) => onChange({ search: query })}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
        <FilterSelect
          className={styles.filter}
          label={t('list.type')}
          value={params.type}
          onChange={(type) => onChange({ type: type as MediaListParams['type'] })}
        >
          <option value="">{t('list.allTypes')}</option>
          {MEDIA_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}Plural`)}
            </option>
          ))}
          <option value="youtube">{t('types.youtubePlural')}</option>
        </FilterSelect>
        <FilterSelect
          className={styles.filter}
          label={t('list.category')}
          value={params.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        >
          <option value="">{t('list.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {categoryLabel(category, language)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          className={styles.filter}
          label={t('list.processing')}
          value={params.processing}
          onChange={(processing) => onChange({ processing: processing as MediaListParams['processing'] })}
        >
          <option value="">{t('list.anyProcessing')}</option>
          {PROCESSING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`processing.${status}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          className={styles.filter}
          label={t('list.visibility')}
          value={params.visibility}
          onChange={(visibility) => onChange({ visibility: visibility as MediaListParams['visibility'] })}
        >
          <option value="">{t('list.anyVisibility')}</option>
          <option value="public">{t('visibility.public')}</option>
          <option value="private">{t('visibility.private')}</option>
        </FilterSelect>
        <FilterSelect
          className={styles.filter}
          label={t('list.featured')}
          value={params.featured}
          onChange={(featured) => onChange({ featured: featured as MediaListParams['featured'] })}
        >
          <option value="">{t('list.anyFeatured')}</option>
          <option value="true">{t('featured.only')}</option>
          <option value="false">{t('featured.not')}</option>
        </FilterSelect>
        <FilterSelect
          className={styles.filter}
          label={t('list.status')}
          value={params.status}
          onChange={(status) => onChange({ status: status as MediaListParams['status'] })}
        >
          <option value="">{t('list.anyStatus')}</option>
          {MEDIA_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          className={styles.filter}
          label={t('list.sort')}
          value={params.sort}
          onChange={(sort) => onChange({ sort: sort as MediaListParams['sort'] })}
        >
          {MEDIA_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </FilterSelect>
        {onReset && <ResetButton label={t('list.reset')} onClick={onReset} />}
      </FilterBar>
    </>
  );
}
