import type { LanguageCode } from '@site/contracts';
import type { HTMLAttributes } from 'react';
import { FilterBar, FilterSelects, ResetButton, type Choice, type FilterSpec } from './list';
import type { BaseListParams, FeaturedListParams } from './list-params';
import { SearchInput } from './search-input';

type Translate = (key: string) => string;

/** What a list's filter bar is given: the list's state, the categories to filter by, and the changes. */
export interface ListFiltersProps<P extends BaseListParams, C> {
  params: P;
  categories: readonly C[];
  /** The admin's language (category names). */
  language: LanguageCode;
  /** Changes filters (the list goes back to its first page). */
  onChange: (changes: Partial<P>) => void;
  /** Shown while any filter or the sort differs from the default. */
  onReset?: () => void;
}

/**
 * The filter bar of a filtered admin list, in the texts every list namespace has under `list.*`: the
 * search box, one select per filter spec, and "Reset filters" while `onReset` is given.
 */
export function SearchFilterBar<P extends BaseListParams>({
  t,
  specs,
  params,
  onChange,
  onReset,
  filterClassName,
  ...barProps
}: Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> & {
  t: Translate;
  specs: readonly FilterSpec<P>[];
  params: P;
  onChange: (changes: Partial<P>) => void;
  onReset?: () => void;
  /** Each select's own width in the bar, when not the lists' common one. */
  filterClassName?: string;
}) {
  return (
    <FilterBar aria-label={t('list.filtersLabel')} {...barProps}>
      <SearchInput
        value={params.search}
        onSearch={(query) => onChange({ search: query } as Partial<P>)}
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
      />
      <FilterSelects specs={specs} params={params} onChange={onChange} className={filterClassName} />
      {onReset && <ResetButton label={t('list.reset')} onClick={onReset} />}
    </FilterBar>
  );
}

/** The category filter: every category (`list.allCategories`), then each by its name. */
export function categoryFilterSpec<P extends BaseListParams, C extends { id: number }>(
  t: Translate,
  categories: readonly C[],
  nameOf: (category: C) => string,
): FilterSpec<P> {
  return {
    name: 'categoryId',
    label: t('list.category'),
    options: [['', t('list.allCategories')], ...categories.map((c): Choice => [String(c.id), nameOf(c)])],
  };
}

/** The status filter: any status (`list.anyStatus`), then each status under its label. */
export function statusFilterSpec<P extends BaseListParams & { status: string }>(
  t: Translate,
  statuses: readonly Choice[],
): FilterSpec<P> {
  return { name: 'status', label: t('list.status'), options: [['', t('list.anyStatus')], ...statuses] };
}

/** The featured filter: any (`list.anyFeatured`), featured only, or not featured. */
export function featuredFilterSpec<P extends FeaturedListParams>(
  t: Translate,
  labels: { only: string; not: string },
): FilterSpec<P> {
  return {
    name: 'featured',
    label: t('list.featured'),
    options: [
      ['', t('list.anyFeatured')],
      ['true', labels.only],
      ['false', labels.not],
    ],
  };
}
