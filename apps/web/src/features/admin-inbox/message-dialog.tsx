import type { ContactMessage } from '@site/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { formatDateTime } from '../../lib/format';
import { Icon } from '../../components/admin/icons';
import { useLocale } from '../../components/admin/use-locale';
import { useModalDialog } from '../../components/admin/use-modal-dialog';
import dialogUi from '../../components/admin/admin-dialog.module.css';
import { MailStatus } from './mail-status';
import { useMessage, useMessageMutations } from './use-messages';
import styles from './inbox.module.css';

interface MessageDialogProps {
  id: number;
  /** The list's copy, shown at once while the full message loads. */
  initial: ContactMessage | undefined;
  onClose: () => void;
  onDelete: (message: ContactMessage) => void;
}

/**
 * Reads one contact message in a modal. Opening an unread message marks it read (PUT is_read); the owner
 * can mark it unread again, reply by email or delete it.
 */
export function MessageDialog({ id, initial, onClose, onDelete }: MessageDialogProps) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const dialog = useModalDialog();
  const titleId = useId();
  const query = useMessage(id, initial);
  const { setRead } = useMessageMutations();
  const markedRead = useRef<number | null>(null);
  const message = query.data;

  // Reading a message marks it read, once per opening (marking it unread again must stick).
  const { mutate: markRead } = setRead;
  useEffect(() => {
    if (message && !message.is_read && markedRead.current !== message.id) {
      markedRead.current = message.id;
      markRead({ id: message.id, isRead: true });
    }
  }, [message, markRead]);

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
          {message ? t('messages.reader.title', { name: message.name }) : t('ui.loading')}
        </h2>
        <button type="button" className={styles.closeButton} onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{t('messages.reader.close')}</span>
        </button>
      </div>
      <div className={styles.dialogBody}>
        {query.isError && !message && (
          <p className={ui.errorBox}>
            {query.error.message === 'Not found.' ? t('messages.reader.gone') : t('messages.reader.loadFailed')}
          </p>
        )}
        {message && (
          <>
            <dl className={styles.meta}>
              <div>
                <dt>{t('messages.reader.from')}</dt>
                <dd>{message.name}</dd>
              </div>
              <div>
                <dt>{t('messages.reader.email')}</dt>
                <dd>
                  <a href={`mailto:${message.email}`} dir="ltr">
                    {message.email}
                  </a>
                </dd>
              </div>
              {message.phone && (
                <div>
                  <dt>{t('messages.reader.phone')}</dt>
                  <dd>
                    <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                      {message.phone}
                    </a>
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('messages.reader.received')}</dt>
                <dd>
                  <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
                </dd>
              </div>
              <div>
                <dt>{t('messages.mail.label')}</dt>
                <dd>
                  <MailStatus status={message.mail_status} />
                </dd>
              </div>
            </dl>
            <p className={styles.body}>{message.message}</p>
          </>
        )}
      </div>
      {message && (
        <div className={styles.dialogActions}>
          <a
            className="button button-primary"
            href={`mailto:${message.email}?subject=${encodeURIComponent(t('messages.reader.replySubject'))}`}
          >
            <Icon name="mail" size={18} />
            {t('messages.reader.reply')}
          </a>
          <button
            type="button"
            className="button button-ghost"
            disabled={setRead.isPending}
            onClick={() => setRead.mutate({ id: message.id, isRead: false }, { onSuccess: onClose })}
          >
            {t('messages.markUnread')}
          </button>
          <button type="button" className={`button ${styles.deleteButton}`} onClick={() => onDelete(message)}>
            <Icon name="trash" size={18} />
            {t('messages.delete')}
          </button>
        </div>
      )}
    </dialog>
  );
}
