import { MEDIA_BULK_ACTIONS, type AdminMediaCategory, type AdminMediaItem, type LanguageCode } from '@site/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { BulkActionBar } from '../../components/admin/bulk-action-bar';
import { pageSelection } from '../../components/admin/list';
import { FilteredListBody } from '../../components/admin/list-frame';
import type { useSelection } from '../../components/admin/use-selection';
import { MediaFilters } from './media-filters';
import { MediaIcon } from './media-icons';
import { MediaGrid, MediaTable } from './media-items';
import { isFiltered, type MediaBulkAction, type MediaListParams } from './media-list-params';
import type { fetchMediaPage } from '../../api/admin-media';
import { useViewMode } from './view-mode';
import narrow from '../../components/admin/narrow.module.css';
import styles from './media-page.module.css';

interface MediaLibraryProps {
  list: UseQueryResult<Awaited<ReturnType<typeof fetchMediaPage>>>;
  items: AdminMediaItem[];
  params: MediaListParams;
  language: LanguageCode;
  locale: string;
  categories: AdminMediaCategory[];
  selection: ReturnType<typeof useSelection>;
  onFilter: (changes: Partial<MediaListParams>) => void;
  onReset: () => void;
  onPage: (page: number) => void;
  onBulk: (action: MediaBulkAction) => void;
  bulkBusy: boolean;
  onEdit: (id: number) => void;
  onDelete: (item: AdminMediaItem, title: string) => void;
  onReprocess: (item: AdminMediaItem) => void;
  /** An action on items is running (their buttons wait). */
  busy: boolean;
}

/** The library panel: grid or list, filters, the bulk bar, the items of one page and the pages. */
export function MediaLibrary({
  list,
  items,
  params,
  language,
  locale,
  categories,
  selection,
  onFilter,
  onReset,
  onPage,
  onBulk,
  bulkBusy,
  onEdit,
  onDelete,
  onReprocess,
  busy,
}: MediaLibraryProps) {
  const { t } = useTranslation('admin-media');
  const titleId = useId();
  const [view, setView] = useViewMode();
  const { selected, setSelected, toggle } = selection;
  const categoryById = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const filtered = isFiltered(params);

  const toggleAll = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      items.forEach((item) => (on ? next.add(item.id) : next.delete(item.id)));
      return next;
    });
  const viewProps = {
    items,
    lang: language,
    locale,
    categories: categoryById,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    onEdit,
    onDelete,
    onReprocess,
    busy,
    fetching: list.isFetching && list.isPlaceholderData,
  };

  return (
    <section className={ui.listPanel} aria-labelledby={titleId}>
      <div className={styles.libraryHead}>
        <h2 id={titleId} className={`${ui.panelTitle} ${styles.libraryTitle}`}>
          {t('list.title')}
        </h2>
        <div className={styles.viewToggle} role="group" aria-label={t('view.label')}>
          {(['grid', 'list'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className={styles.viewButton}
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
            >
              <MediaIcon name={mode} size={18} />
              <span className={narrow.hideBelow600}>{t(`view.${mode}`)}</span>
            </button>
          ))}
        </div>
      </div>

      <MediaFilters
        params={params}
        categories={categories}
        language={language}
        onChange={onFilter}
        onReset={filtered || params.sort !== 'newest' ? onReset : undefined}
      />

      <div className={styles.selectionRow}>
        {view === 'grid' && items.length > 0 && (
          <label className={styles.selectAll}>
            <input
              type="checkbox"
              checked={pageSelection(items, selected).all}
              onChange={(event) => toggleAll(event.target.checked)}
            />
            <span>{t('list.selectAll')}</span>
          </label>
        )}
        <BulkActionBar<MediaBulkAction>
          className={styles.bulkBar}
          selectedCount={selected.size}
          actions={MEDIA_BULK_ACTIONS.map((action) => ({ value: action, label: t(`bulk.${action}`) }))}
          onApply={onBulk}
          onClear={() => setSelected(new Set())}
          busy={bulkBusy}
        />
      </div>

      <FilteredListBody
        t={t}
        query={list}
        isEmpty={items.length === 0}
        filtered={filtered}
        onReset={onReset}
        onPageChange={onPage}
      >
        {view === 'grid' ? <MediaGrid {...viewProps} /> : <MediaTable {...viewProps} />}
      </FilteredListBody>
    </section>
  );
}
