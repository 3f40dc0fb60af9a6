import type { FeedbackItem } from '@site/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import dialogUi from '../../components/admin/admin-dialog.module.css';
import ui from '../../components/admin/admin-ui.module.css';
import { translateMessage } from '../../components/admin/form-messages';
import { formatDateTime } from '../../lib/format';
import { Icon } from '../../components/admin/icons';
import { useLocale } from '../../components/admin/use-locale';
import { useModalDialog } from '../../components/admin/use-modal-dialog';
import { useFeedbackItem, useFeedbackMutations } from './use-feedback';
import styles from './inbox.module.css';

interface FeedbackDialogProps {
  id: number;
  /** The list's copy, shown at once while the entry loads. */
  initial: FeedbackItem | undefined;
  onClose: () => void;
  onDelete: (item: FeedbackItem) => void;
}

/**
 * Reads one feedback entry in a modal. Opening an unread entry marks it read (PATCH is_read); the owner
 * can mark it unread again, reply by email or delete it.
 */
export function FeedbackDialog({ id, initial, onClose, onDelete }: FeedbackDialogProps) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const dialog = useModalDialog();
  const titleId = useId();
  const query = useFeedbackItem(id, initial);
  const { setRead } = useFeedbackMutations();
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

  const yesNo = (value: boolean) => (value ? t('feedback.reader.yes') : t('feedback.reader.no'));

  return (
    <dialog
      ref={dialog}
      className={`${dialogUi.dialog} ${styles.dialog}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {item ? t('feedback.reader.title', { name: item.name }) : t('ui.loading')}
        </h2>
        <button type="button" className={styles.closeButton} onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{t('feedback.reader.close')}</span>
        </button>
      </div>
      <div className={styles.dialogBody}>
        {query.isError && !item && (
          <p className={ui.errorBox}>
            {query.error.message === 'Not found.' ? t('feedback.reader.gone') : t('feedback.reader.loadFailed')}
          </p>
        )}
        {item && (
          <>
            <dl className={styles.meta}>
              <div>
                <dt>{t('feedback.reader.from')}</dt>
                <dd>{item.name}</dd>
              </div>
              <div>
                <dt>{t('feedback.reader.email')}</dt>
                <dd>
                  <a href={`mailto:${item.email}`} dir="ltr">
                    {item.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{t('feedback.reader.role')}</dt>
                <dd>{item.role ? t(`feedback.roles.${item.role}`) : t('feedback.reader.notGiven')}</dd>
              </div>
              <div>
                <dt>{t('feedback.reader.category')}</dt>
                <dd>{item.category ? t(`feedback.categories.${item.category}`) : t('feedback.reader.notGiven')}</dd>
              </div>
              <div>
                <dt>{t('feedback.reader.subscribe')}</dt>
                <dd>{yesNo(item.subscribe)}</dd>
              </div>
              <div>
                <dt>{t('feedback.reader.received')}</dt>
                <dd>
                  <time dateTime={item.created_at}>{formatDateTime(item.created_at, locale)}</time>
                </dd>
              </div>
            </dl>
            <p className={styles.body}>{item.message}</p>
          </>
        )}
      </div>
      {item && (
        <div className={styles.dialogActions}>
          <a
            className="button button-primary"
            href={`mailto:${item.email}?subject=${encodeURIComponent(t('feedback.reader.replySubject'))}`}
          >
            <Icon name="mail" size={18} />
            {t('feedback.reader.reply')}
          </a>
          <button
            type="button"
            className="button button-ghost"
            disabled={setRead.isPending}
            onClick={() =>
              setRead.mutate(
                { id: item.id, isRead: false },
                {
                  onSuccess: onClose,
                  onError: (error) => notify('error', translateMessage(t, error) ?? t('feedback.actionFailed')),
                },
              )
            }
          >
            {t('feedback.markUnread')}
          </button>
          <button type="button" className={`button ${styles.deleteButton}`} onClick={() => onDelete(item)}>
            <Icon name="trash" size={18} />
            {t('feedback.delete')}
          </button>
        </div>
      )}
    </dialog>
  );
}
