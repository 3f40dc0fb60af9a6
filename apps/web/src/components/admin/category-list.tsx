import { useState } from 'react';
import { ReorderActions } from './reorder-actions';
import { SearchToolbar } from './search-input';
import ui from './admin-ui.module.css';

/**
 * Pieces of the ordered category lists (project and media categories). Their texts are each category
 * namespace's `categories.*`: searchLabel, reorderHint, moveUp, moveDown, edit, delete.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The category a page's dialog is open for: `{ category: null }` to create one; null while it is closed. */
export type CategoryEditing<C> = { category: C | null } | null;

/**
 * A category list screen's own state: the dialog open for a category (`initialEditing` opens it at once), the
 * search and the page. A new search starts again at the first page.
 */
export function useCategoryListState<C>(initialEditing: () => CategoryEditing<C> = () => null) {
  const [editing, setEditing] = useState<CategoryEditing<C>>(initialEditing);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const search = (value: string) => {
    setQuery(value);
    setPage(1);
  };
  return { editing, setEditing, query, search, page, setPage };
}

/** What a category page gives its create/edit dialog (rendered only while open). */
export interface CategoryDialogProps<C> {
  /** The category to edit, or null to create one. */
  category: C | null;
  /** The position a new category gets. */
  nextOrder: number;
  onClose: () => void;
  /** After a save: the English name, and whether the category was created. */
  onSaved: (name: string, created: boolean) => void;
}

/**
 * A category list can be reordered only while it shows whole and in its order: no search, one page,
 * and no reorder on its way.
 */
export function canReorderList(search: string, answer: { last_page: number } | undefined, reordering: boolean) {
  return search === '' && (answer?.last_page ?? 1) <= 1 && !reordering;
}

/** The search box above a category list; while a search is on, a hint says why reordering is off. */
export function CategorySearchBar({
  t,
  value,
  onSearch,
  placeholder,
}: {
  t: Translate;
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <SearchToolbar t={t} area="categories" value={value} onSearch={onSearch} placeholder={placeholder ?? null}>
      {value !== '' && <p className={ui.hint}>{t('categories.reorderHint')}</p>}
    </SearchToolbar>
  );
}

/** What one row of an ordered list can do; moving up or down only where the list allows it. */
export interface OrderedRowActions {
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The actions of each row of an ordered list: the first cannot move up, the last not down. */
export function orderedRowActions<T>(
  rows: readonly T[],
  canReorder: boolean,
  handlers: { move: (row: T, step: -1 | 1) => void; edit: (row: T) => void; remove: (row: T) => void },
) {
  return (row: T, index: number): OrderedRowActions => ({
    canMoveUp: canReorder && index > 0,
    canMoveDown: canReorder && index < rows.length - 1,
    onMove: (step) => handlers.move(row, step),
    onEdit: () => handlers.edit(row),
    onDelete: () => handlers.remove(row),
  });
}

/** A category row's move, edit and delete buttons, named with the category. */
export function CategoryRowActions({
  t,
  name,
  actions,
  textClassName,
}: {
  t: Translate;
  name: string;
  actions: OrderedRowActions;
  /** The class of the visible Edit and Delete words (hidden on narrow screens). */
  textClassName?: string;
}) {
  return (
    <ReorderActions
      name={name}
      {...actions}
      labels={{
        moveUp: t('categories.moveUp', { name }),
        moveDown: t('categories.moveDown', { name }),
        edit: t('categories.edit'),
        delete: t('categories.delete'),
      }}
      textClassName={textClassName}
    />
  );
}
