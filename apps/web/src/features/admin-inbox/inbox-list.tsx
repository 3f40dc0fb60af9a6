import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeAgo } from '../../components/admin/time-ago';
import ui from '../../components/admin/admin-ui.module.css';
import { Icon } from '../../components/admin/icons';
import { LoadError, SelectAllBar, type Choice } from '../../components/admin/list';
import { PageSpinner } from '../../components/page-spinner';
import { excerpt } from './inbox-text';
import type { InboxBulkAction } from './use-inbox-mutations';
import list from '../../components/admin/list.module.css';
import styles from './inbox.module.css';

/** What both inboxes hold of an entry: who wrote, what, when, and whether it was read. */
export interface InboxEntry {
  id: number;
  name: string;
  email: string;
  message: string;
  is_read: boolean;
  created_at: string;
}

/** The inbox a screen shows: its texts are under this key of the admin texts. */
export type InboxKind = 'messages' | 'feedback';

/** The read-state filter's choices: all, unread, read. */
export function readStateChoices(kind: InboxKind, t: TFunction): Choice[] {
  return [
    ['all', t(`${kind}.filter.all`)],
    ['unread', t(`${kind}.filter.unread`)],
    ['read', t(`${kind}.filter.read`)],
  ];
}

export interface InboxListProps<T extends InboxEntry> {
  kind: InboxKind;
  items: T[];
  locale: string;
  /** The ticked entries (useSelection). */
  selection: {
    selected: ReadonlySet<number>;
    setSelected: (ids: Set<number>) => void;
    toggle: (id: number, on: boolean) => void;
  };
  onBulk: (action: InboxBulkAction) => void;
  bulkBusy: boolean;
  onOpen: (id: number) => void;
  onToggleRead: (item: T) => void;
  readBusy: boolean;
  onDelete: (item: T) => void;
  /** A newer page is being loaded (the list dims). */
  busy?: boolean;
  /** Shown under an entry's preview (what the writer said of themselves). */
  tags?: (item: T) => ReactNode;
  /** Shown under an entry's time (e.g. whether its notification email went out). */
  meta?: (item: T) => ReactNode;
}

/** An inbox's entries, newest first: tick, open, mark read or unread, delete; the bulk bar above them. */
export function InboxList<T extends InboxEntry>({
  kind,
  items,
  locale,
  selection,
  onBulk,
  bulkBusy,
  onOpen,
  onToggleRead,
  readBusy,
  onDelete,
  busy,
  tags,
  meta,
}: InboxListProps<T>) {
  const { t } = useTranslation('admin');
  const { selected, setSelected, toggle } = selection;
  return (
    <div className={`${list.cardList} ${styles.inbox}`} aria-busy={busy}>
      <SelectAllBar<InboxBulkAction>
        label={t(`${kind}.selectAll`)}
        all={items.length > 0 && items.every((item) => selected.has(item.id))}
        onSelectAll={(on) => setSelected(on ? new Set(items.map((item) => item.id)) : new Set())}
        selectedCount={selected.size}
        actions={[
          { value: 'read', label: t(`${kind}.bulk.read`) },
          { value: 'unread', label: t(`${kind}.bulk.unread`) },
          { value: 'delete', label: t(`${kind}.bulk.delete`) },
        ]}
        onApply={onBulk}
        onClear={() => setSelected(new Set())}
        busy={bulkBusy}
      />
      <ul className={styles.list} aria-label={t(`${kind}.listLabel`)}>
        {items.map((item) => {
          const open = (
            <button type="button" className={styles.open} onClick={() => onOpen(item.id)}>
              <span className={styles.sender}>
                {!item.is_read && (
                  <span className={styles.unreadDot}>
                    <span className="visually-hidden">{t(`${kind}.unread`)}: </span>
                  </span>
                )}
                <span className={styles.name}>{item.name}</span>
                <span className={styles.email} dir="ltr">
                  {item.email}
                </span>
              </span>
              <span className={styles.preview}>{excerpt(item.message)}</span>
            </button>
          );
          return (
            <li key={item.id} className={styles.row} data-unread={!item.is_read}>
              <input
                type="checkbox"
                className={styles.rowCheck}
                checked={selected.has(item.id)}
                aria-label={t(`${kind}.select`, { name: item.name })}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
              {tags ? (
                <div className={styles.main}>
                  {open}
                  {tags(item)}
                </div>
              ) : (
                open
              )}
              <div className={styles.rowMeta}>
                <TimeAgo value={item.created_at} locale={locale} className={styles.time} />
                {meta?.(item)}
              </div>
              <div className={styles.rowActions}>
                <button type="button" className={ui.smallButton} disabled={readBusy} onClick={() => onToggleRead(item)}>
                  {item.is_read ? t(`${kind}.markUnread`) : t(`${kind}.markRead`)}
                  <span className="visually-hidden"> ({item.name})</span>
                </button>
                <button type="button" className={`${ui.smallButton} ${ui.dangerButton}`} onClick={() => onDelete(item)}>
                  <Icon name="trash" size={16} />
                  <span className="visually-hidden">{t(`${kind}.deleteFrom`, { name: item.name })}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * An inbox for its list query: the spinner while it first loads, the load error with a retry, "nothing
 * here" (or "nothing matches" while `filtered`), else the entries (InboxList).
 */
export function InboxPanel<T extends InboxEntry>({
  list: query,
  filtered,
  ...props
}: Omit<InboxListProps<T>, 'items'> & {
  list: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: { data: T[] } };
  filtered: boolean;
}) {
  const { t } = useTranslation('admin');
  const { kind } = props;
  const items = query.data?.data ?? [];
  return (
    <>
      {query.isPending && <PageSpinner />}
      {query.isError && (
        <LoadError message={t(`${kind}.loadFailed`)} retryLabel={t('ui.retry')} onRetry={() => void query.refetch()} />
      )}
      {query.data && items.length === 0 && (
        <p className={`${ui.panel} ${ui.empty} ${styles.listGap}`}>
          {filtered ? t(`${kind}.noMatches`) : t(`${kind}.empty`)}
        </p>
      )}
      {query.data && items.length > 0 && <InboxList items={items} {...props} />}
    </>
  );
}
