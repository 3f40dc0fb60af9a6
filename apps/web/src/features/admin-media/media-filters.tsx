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
import { FilterBar, FilterSelects, ResetButton, type FilterSpec } from '../../components/admin/list';
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
  const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => [value, label(value)] as const);
  const specs: FilterSpec<MediaListParams>[] = [
    {
      name: 'type',
      label: t('list.type'),
      options: [
        ['', t('list.allTypes')],
        ...choices(MEDIA_TYPES, (type) => t(`types.${type}Plural`)),
        ['youtube', t('types.youtubePlural')],
      ],
    },
    {
      name: 'categoryId',
      label: t('list.category'),
      options: [
        ['', t('list.allCategories')],
        ...categories.map((c) => [String(c.id), categoryLabel(c, language)] as const),
      ],
    },
    {
      name: 'processing',
      label: t('list.processing'),
      options: [['', t('list.anyProcessing')], ...choices(PROCESSING_STATUSES, (status) => t(`processing.${status}`))],
    },
    {
      name: 'visibility',
      label: t('list.visibility'),
      options: [
        ['', t('list.anyVisibility')],
        ['public', t('visibility.public')],
        ['private', t('visibility.private')],
      ],
    },
    {
      name: 'featured',
      label: t('list.featured'),
      options: [
        ['', t('list.anyFeatured')],
        ['true', t('featured.only')],
        ['false', t('featured.not')],
      ],
    },
    {
      name: 'status',
      label: t('list.status'),
      options: [['', t('list.anyStatus')], ...choices(MEDIA_STATUSES, (status) => t(`status.${status}`))],
    },
    { name: 'sort', label: t('list.sort'), options: choices(MEDIA_SORTS, (sort) => t(`sort.${sort}`)) },
  ];

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
        <FilterSelects specs={specs} params={params} onChange={onChange} className={styles.filter} />
        {onReset && <ResetButton label={t('list.reset')} onClick={onReset} />}
      </FilterBar>
    </>
  );
}
