import type { AdminCategory } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterSpec } from '../../components/admin/list';
import {
  categoryFilterSpec,
  featuredFilterSpec,
  SearchFilterBar,
  statusFilterSpec,
  type ListFiltersProps,
} from '../../components/admin/list-filters';
import { categoryName } from './project-display';
import { PROJECT_SORTS, type ProjectListParams } from './project-list-params';

/** The projects list's search, category, status, featured and sort. */
export function ProjectFilters({
  params,
  categories,
  language,
  onChange,
  onReset,
}: ListFiltersProps<ProjectListParams, AdminCategory>) {
  const { t } = useTranslation('admin-editor');
  const specs: FilterSpec<ProjectListParams>[] = [
    categoryFilterSpec(t, categories, (c) => categoryName(c, language)),
    statusFilterSpec(t, [
      ['published', t('status.published')],
      ['draft', t('status.draft')],
    ]),
    featuredFilterSpec(t, { only: t('list.featuredOnly'), not: t('list.notFeatured') }),
    { name: 'sort', label: t('list.sort'), options: PROJECT_SORTS.map((sort) => [sort, t(`sort.${sort}`)] as const) },
  ];
  return <SearchFilterBar t={t} specs={specs} params={params} onChange={onChange} onReset={onReset} />;
}
