import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDialog, DialogHead } from '../../components/admin/admin-dialog';
import dialogUi from '../../components/admin/admin-dialog.module.css';
import ui from '../../components/admin/admin-ui.module.css';
import { Icon } from '../../components/admin/icons';
import { useLocale } from '../../components/admin/use-locale';
import { formatDateTime } from '../../lib/format';
import type { InboxEntry, InboxKind } from './inbox-list';
import styles from './inbox.module.css';
import { FactList, type Fact } from '../../components/admin/fact-list';

/** What an inbox page gives its reader dialog for the entry `id`. */
export interface ReaderDialogProps<T> {
  id: number;
  /** The list's copy, shown at once while the full entry loads. */
  initial: T | undefined;
  onClose: () => void;
  onDelete: (item: T) => void;
}

interface InboxReaderProps<T extends InboxEntry> {
  kind: InboxKind;
  query: UseQueryResult<T>;
  /** The facts between the sender's address and the time it came in. */
  facts: (item: T) => Fact[];
  /** The time it came in, then anything after it. */
  lastFacts?: (item: T) => Fact[];
  setRead: {
    mutate: (
      vars: { id: number; isRead: boolean },
      callbacks?: { onSuccess?: () => void; onError?: (error: Error) => void },
    ) => void;
    isPending: boolean;
  };
  /** A failed "mark unread" (the reader stays open). */
  onReadError?: (error: Error) => void;
  onClose: () => void;
  onDelete: (item: T) => void;
}

/**
 * Reads one inbox entry in a modal. Opening an unread entry marks it read; the owner can mark it unread
 * again (which closes the reader), reply by email or delete it.
 */
export function InboxReader<T extends InboxEntry>({
  kind,
  query,
  facts,
  lastFacts,
  setRead,
  onReadError,
  onClose,
  onDelete,
}: InboxReaderProps<T>) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const titleId = useId();
  const markedRead = useRef<number | null>(null);
  const item = query.data;

  // Reading an entry marks it read, once per opening (marking it unread again must stick).
  const { mutate: markRead } = setRead;
  useEffect(() => {
    if (item && !item.is_read && markedRead.current !== item.id) {
      markedRead.current = item.id;
      markRead({ id: item.id, isRead: true });
    }
  }, [item, markRead]);

  const rows: Fact[] = item
    ? [
        { key: 'from', label: t(`${kind}.reader.from`), value: item.name },
        {
          key: 'email',
          label: t(`${kind}.reader.email`),
          value: (
            <a href={`mailto:${item.email}`} dir="ltr">
              {item.email}
            </a>
          ),
        },
        ...facts(item),
        {
          key: 'received',
          label: t(`${kind}.reader.received`),
          value: <time dateTime={item.created_at}>{formatDateTime(item.created_at, locale)}</time>,
        },
        ...(lastFacts?.(item) ?? []),
      ]
    : [];

  return (
    <AdminDialog className={`${styles.dialog} ${dialogUi.column}`} labelledBy={titleId} onCancel={onClose}>
      <DialogHead
        titleId={titleId}
        title={item ? t(`${kind}.reader.title`, { name: item.name }) : t('ui.loading')}
        onClose={onClose}
        closeLabel={t(`${kind}.reader.close`)}
        className={styles.dialogHead}
      />
      <div className={styles.dialogBody}>
        {query.isError && !item && (
          <p className={ui.errorBox}>
            {query.error.message === 'Not found.' ? t(`${kind}.reader.gone`) : t(`${kind}.reader.loadFailed`)}
          </p>
        )}
        {item && (
          <>
            <FactList facts={rows} className={styles.meta} />
            <p className={styles.body}>{item.message}</p>
          </>
        )}
      </div>
      {item && (
        <div className={styles.dialogActions}>
          <a
            className="button button-primary"
            href={`mailto:${item.email}?subject=${encodeURIComponent(t(`${kind}.reader.replySubject`))}`}
          >
            <Icon name="mail" size={18} />
            {t(`${kind}.reader.reply`)}
          </a>
          <button
            type="button"
            className="button button-ghost"
            disabled={setRead.isPending}
            onClick={() => setRead.mutate({ id: item.id, isRead: false }, { onSuccess: onClose, onError: onReadError })}
          >
            {t(`${kind}.markUnread`)}
          </button>
          <button
            type="button"
            className={`button ${dialogUi.deleteButton} ${styles.deleteButton}`}
            onClick={() => onDelete(item)}
          >
            <Icon name="trash" size={18} />
            {t(`${kind}.delete`)}
          </button>
        </div>
      )}
    </AdminDialog>
  );
}
