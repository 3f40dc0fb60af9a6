import {
  MEDIA_SORTS,
  MEDIA_STATUSES,
  MEDIA_TYPES,
  PROCESSING_STATUSES,
  type AdminMediaCategory,
} from '@site/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import type { FilterSpec } from '../../components/admin/list';
import {
  categoryFilterSpec,
  featuredFilterSpec,
  SearchFilterBar,
  statusFilterSpec,
  type ListFiltersProps,
} from '../../components/admin/list-filters';
import type { MediaListParams } from './media-list-params';
import { categoryLabel } from './media-items';
import styles from './media-page.module.css';

/**
 * The library's search, type, category, processing, visibility, featured, status and sort. Phones show
 * the filters on demand (they would push the library a screen down); wider screens always.
 */
export function MediaFilters({
  params,
  categories,
  language,
  onChange,
  onReset,
}: ListFiltersProps<MediaListParams, AdminMediaCategory>) {
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
    categoryFilterSpec(t, categories, (c) => categoryLabel(c, language)),
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
    featuredFilterSpec(t, { only: t('featured.only'), not: t('featured.not') }),
    statusFilterSpec(
      t,
      choices(MEDIA_STATUSES, (status) => t(`status.${status}`)),
    ),
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
      <SearchFilterBar
        id={`${id}-filters`}
        className={styles.filters}
        data-open={open || undefined}
        t={t}
        specs={specs}
        params={params}
        onChange={onChange}
        onReset={onReset}
        filterClassName={styles.filter}
      />
    </>
  );
}
