import type { AdminCategory, LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterSelect, ResetButton } from '../../components/admin/list';
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
  return (
    <FilterBar aria-label={t('list.filtersLabel')}>
      <SearchInput
        value={params.search}
        onSearch={(query) => onChange({ search: query })}
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
      />
      <FilterSelect
        className={styles.filter}
        label={t('list.category')}
        value={params.categoryId}
        onChange={(categoryId) => onChange({ categoryId })}
      >
        <option value="">{t('list.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {categoryName(category, lang)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        className={styles.filter}
        label={t('list.status')}
        value={params.status}
        onChange={(status) => onChange({ status: status as ProjectListParams['status'] })}
      >
        <option value="">{t('list.anyStatus')}</option>
        <option value="published">{t('status.published')}</option>
        <option value="draft">{t('status.draft')}</option>
      </FilterSelect>
      <FilterSelect
        className={styles.filter}
        label={t('list.featured')}
        value={params.featured}
        onChange={(featured) => onChange({ featured: featured as ProjectListParams['featured'] })}
      >
        <option value="">{t('list.anyFeatured')}</option>
        <option value="true">{t('list.featuredOnly')}</option>
        <option value="false">{t('list.notFeatured')}</option>
      </FilterSelect>
      <FilterSelect
        className={styles.filter}
        label={t('list.sort')}
        value={params.sort}
        onChange={(sort) => onChange({ sort: sort as ProjectListParams['sort'] })}
      >
        {PROJECT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </FilterSelect>
      {onReset && <ResetButton label={t('list.reset')} onClick={onReset} />}
    </FilterBar>
  );
}
