import { MEDIA_SORTS, type MediaCategory, type MediaSort } from '@site/contracts';
import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import {
  activeFilters,
  cleanSearch,
  DEFAULT_FILTERS,
  SEARCH_MAX,
  TYPE_FILTERS,
  withoutFilter,
  type FilterKey,
  type GalleryFilters,
} from '../lib/filters';
import { formatNumber } from '../../../lib/format';
import styles from './gallery-hero.module.css';
import { HeroParticles } from './hero-particles';
import { CategoryIcon, ChevronDownIcon, CloseIcon, FilterIcon, ResetIcon, SearchIcon, TypeIcon } from './icons';

export interface GalleryHeroProps {
  heading: string;
  summary: string;
  filters: GalleryFilters;
  onFiltersChange: (filters: GalleryFilters) => void;
  categories: MediaCategory[] | undefined;
  categoriesState: 'pending' | 'error' | 'success';
  /** Items matching the filters; undefined while the first page loads. */
  total: number | undefined;
  showing: number;
  onViewGallery: () => void;
}

/**
 * The gallery's hero: search, type, category and sort filters with Reset and Apply, the
 * active filters as removable tags, counters and a button down to the grid.
 */
export function GalleryHero({
  heading,
  summary,
  filters,
  onFiltersChange,
  categories,
  categoriesState,
  total,
  showing,
  onViewGallery,
}: GalleryHeroProps) {
  const { t } = useTranslation('media');
  const id = useId();
  const locale = localeOf(currentLanguage());
  // The search box is a draft until applied; it follows the address when that changes (a tag removed, Reset).
  const [draft, setDraft] = useState(filters.search);
  const [appliedSearch, setAppliedSearch] = useState(filters.search);
  if (appliedSearch !== filters.search) {
    setAppliedSearch(filters.search);
    setDraft(filters.search);
  }

  const apply = (changes: Partial<GalleryFilters> = {}) =>
    onFiltersChange({ ...filters, search: cleanSearch(draft), ...changes });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const reset = () => {
    setDraft('');
    onFiltersChange(DEFAULT_FILTERS);
  };

  const active = activeFilters(filters);
  const canReset = active.length > 0 || draft.trim() !== '';
  const categoryName = (key: string) => categories?.find((c) => c.key === key)?.name ?? key;
  const tagLabel = (key: FilterKey) => {
    const value =
      key === 'search'
        ? filters.search
        : key === 'type'
          ? t(`types.${filters.type}`)
          : key === 'category'
            ? categoryName(filters.category)
            : t(`sorts.${filters.sort}`);
    return t(`filters.tag.${key}`, { value });
  };
  const count = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, locale));

  return (
    <section className={styles.hero} aria-labelledby="page-heading">
      <HeroParticles />
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="page-heading" className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.summary}>{summary}</p>

        <form role="search" aria-label={t('filters.label')} className={styles.panel} onSubmit={onSubmit}>
          <div>
            <label htmlFor={`${id}-search`} className={styles.label}>
              {t('filters.search')}
            </label>
            <div className={styles.searchBox}>
              <SearchIcon className={styles.searchIcon} />
              <input
                id={`${id}-search`}
                type="search"
                value={draft}
                maxLength={SEARCH_MAX}
                placeholder={t('filters.searchPlaceholder')}
                enterKeyHint="search"
                onChange={(event) => setDraft(event.target.value)}
              />
            </div>
          </div>

          <div>
            <span id={`${id}-type`} className={styles.label}>
              {t('filters.type')}
            </span>
            <div className={styles.chips} role="group" aria-labelledby={`${id}-type`}>
              {TYPE_FILTERS.map((type) => (
                <button
                  key={type}
                  type="button"
                  className={styles.chip}
                  aria-pressed={filters.type === type}
                  onClick={() => apply({ type })}
                >
                  <TypeIcon type={type} size={16} />
                  {t(`types.${type}`)}
                </button>
              ))}
            </div>
          </div>

          <div>
            <span id={`${id}-category`} className={styles.label}>
              {t('filters.category')}
            </span>
            <div
              className={styles.chips}
              role="group"
              aria-labelledby={`${id}-category`}
              aria-busy={categoriesState === 'pending'}
            >
              <button
                type="button"
                className={styles.chip}
                aria-pressed={filters.category === 'all'}
                onClick={() => apply({ category: 'all' })}
              >
                {t('filters.allCategories')}
              </button>
              {categories?.map((category) => (
                <button
                  key={category.id}
                  type="button"
                  className={`${styles.chip} ${styles.categoryChip}`}
                  style={{ '--category-color': category.color_code } as CSSProperties}
                  aria-pressed={filters.category === category.key}
                  onClick={() => apply({ category: category.key })}
                >
                  <span className={styles.categoryIcon}>
                    <CategoryIcon name={category.icon} size={14} />
                  </span>
                  {t('filters.categoryCount', { name: category.name, count: formatNumber(category.count, locale) })}
                </button>
              ))}
              {categoriesState === 'pending' && !categories && (
                <span className={styles.chipNote}>{t('filters.categoriesLoading')}</span>
              )}
              {categoriesState === 'error' && !categories && (
                <span className={styles.chipNote}>{t('filters.categoriesFailed')}</span>
              )}
            </div>
          </div>

          <div className={styles.bottomRow}>
            <div className={styles.sortField}>
              <label htmlFor={`${id}-sort`} className={styles.label}>
                {t('filters.sort')}
              </label>
              <div className={styles.selectBox}>
                <select
                  id={`${id}-sort`}
                  value={filters.sort}
                  onChange={(event) => apply({ sort: event.target.value as MediaSort })}
                >
                  {MEDIA_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`sorts.${sort}`)}
                    </option>
                  ))}
                </select>
                <ChevronDownIcon className={styles.selectIcon} size={18} />
              </div>
            </div>
            <div className={styles.actions}>
              <button type="button" className="button button-outline-light" onClick={reset} disabled={!canReset}>
                <ResetIcon size={18} />
                {t('filters.reset')}
              </button>
              <button type="submit" className="button button-primary">
                <FilterIcon size={18} />
                {t('filters.apply')}
              </button>
            </div>
          </div>
        </form>

        {active.length > 0 && (
          <div className={styles.tagsRow}>
            <span id={`${id}-active`} className={styles.tagsLabel}>
              {t('filters.active')}
            </span>
            <ul className={styles.tags} aria-labelledby={`${id}-active`}>
              {active.map((key) => {
                const label = tagLabel(key);
                return (
                  <li key={key}>
                    <button
                      type="button"
                      className={styles.tag}
                      aria-label={t('filters.remove', { label })}
                      onClick={() => onFiltersChange(withoutFilter(filters, key))}
                    >
                      <bdi>{label}</bdi>
                      <CloseIcon size={14} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}

        <div className={styles.footer}>
          <dl className={styles.counters}>
            <div className={styles.counter}>
              <dt>{t('counters.total')}</dt>
              <dd>{count(total)}</dd>
            </div>
            <div className={styles.counter}>
              <dt>{t('counters.showing')}</dt>
              <dd>{count(total === undefined ? undefined : showing)}</dd>
            </div>
            <div className={styles.counter}>
              <dt>{t('counters.categories')}</dt>
              <dd>{count(categories?.length)}</dd>
            </div>
          </dl>
          <button type="button" className={`button button-primary ${styles.viewButton}`} onClick={onViewGallery}>
            {t('hero.viewGallery')}
            <ChevronDownIcon size={18} />
          </button>
        </div>
      </div>
    </section>
  );
}
