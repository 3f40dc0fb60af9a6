import type { AdminCategory, LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterSelects, ResetButton, type FilterSpec } from '../../components/admin/list';
import { SearchInput } from '../../components/admin/search-input';
import { categoryName } from './project-display';
import { PROJECT_SORTS, type ProjectListParams } from './project-list-params';
import styles from './projects-page.module.css';

interface ProjectFiltersProps {
  params: ProjectListParams;
  categories: AdminCategory[];
  lang: LanguageCode;
  /** Changes filters (the list goes back to its first page). */
  onChange: (changes: Partial<ProjectListParams>) => void;
  /** Shown while any filter or the sort differs from the default. */
  onReset?: () => void;
}

/** The projects list's search, category, status, featured and sort. */
export function ProjectFilters({ params, categories, lang, onChange, onReset }: ProjectFiltersProps) {
  const { t } = useTranslation('admin-editor');
  const specs: FilterSpec<ProjectListParams>[] = [
    {
      name: 'categoryId',
      label: t('list.category'),
      options: [
        ['', t('list.allCategories')],
        ...categories.map((c) => [String(c.id), categoryName(c, lang)] as const),
      ],
    },
    {
      name: 'status',
      label: t('list.status'),
      options: [
        ['', t('list.anyStatus')],
        ['published', t('status.published')],
        ['draft', t('status.draft')],
      ],
    },
    {
      name: 'featured',
      label: t('list.featured'),
      options: [
        ['', t('list.anyFeatured')],
        ['true', t('list.featuredOnly')],
        ['false', t('list.notFeatured')],
      ],
    },
    { name: 'sort', label: t('list.sort'), options: PROJECT_SORTS.map((sort) => [sort, t(`sort.${sort}`)] as const) },
  ];
  return (
    <FilterBar aria-label={t('list.filtersLabel')}>
      <SearchInput
        value={params.search}
        onSearch={(query) => onChange({ search: query })}
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
      />
      <FilterSelects specs={specs} params={params} onChange={onChange} className={styles.filter} />
      {onReset && <ResetButton label={t('list.reset')} onClick={onReset} />}
    </FilterBar>
  );
}
