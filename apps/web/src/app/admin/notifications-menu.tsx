import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Disclosure } from '../../components/disclosure';
import { useNotifications } from './use-notifications';
import { formatNumber, relativeTime } from '../../lib/format';
import { Icon } from '../../components/admin/icons';
import { useLocale } from '../../components/admin/use-locale';
import styles from './header-menus.module.css';

/** The badge text: the real count, capped so that it fits. */
export function badgeText(total: number, locale: string): string {
  return total > 99 ? `${formatNumber(99, locale)}+` : formatNumber(total, locale);
}

/**
 * The header bell: how many contact messages are unread and comments await review (GET
 * /api/admin/notifications, polled every minute), and a menu of the latest unread messages.
 */
export function NotificationsMenu({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const { data, isError } = useNotifications(enabled);
  const total = data?.total ?? 0;
  return (
    <Disclosure
      className={styles.menu}
      buttonClassName={styles.iconButton}
      panelClassName={styles.panel}
      // With a count, the name comes from the content: the badge's visible number is then part of it
      // (as accessibility checkers require), in the same digits the visitor sees (Arabic-Indic in Arabic).
      ariaLabel={total > 0 ? undefined : t('notifications.label')}
      label={
        <>
          <Icon name="bell" />
          {total > 0 && (
            <>
              <span className="visually-hidden">{t('notifications.label')} </span>
              <span className={styles.badge} data-testid="notification-count">
                {badgeText(total, locale)}
              </span>
            </>
          )}
        </>
      }
    >
      {(close) => (
        <div>
          <p className={styles.panelTitle}>{t('notifications.title')}</p>
          {isError && <p className={styles.muted}>{t('notifications.failed')}</p>}
          {data && total === 0 && <p className={styles.muted}>{t('notifications.none')}</p>}
          {data && data.latest.length > 0 && (
            <ul className={styles.items}>
              {data.latest.map((message) => (
                <li key={message.id}>
                  <Link href={`/admin/messages?open=${message.id}`} className={styles.item} onClick={close}>
                    <Icon name="mail" size={18} className={styles.itemIcon} />
                    <span className={styles.itemText}>
                      <span>{t('notifications.messageFrom', { name: message.name })}</span>
                      <span className={styles.time}>{relativeTime(message.created_at, locale)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data && data.pending_comments > 0 && (
            <Link href="/admin/comments" className={styles.item} onClick={close}>
              <Icon name="comments" size={18} className={styles.itemIcon} />
              <span>{t('notifications.pendingComments', { count: data.pending_comments })}</span>
            </Link>
          )}
          {data && data.unread_feedback > 0 && (
            <Link href="/admin/feedback?status=unread" className={styles.item} onClick={close}>
              <Icon name="star" size={18} className={styles.itemIcon} />
              <span>{t('notifications.unreadFeedback', { count: data.unread_feedback })}</span>
            </Link>
          )}
          <Link href="/admin/messages" className={styles.footerLink} onClick={close}>
            {data && data.unread_messages > 0
              ? t('notifications.unreadMessages', { count: data.unread_messages })
              : t('notifications.allMessages')}
          </Link>
        </div>
      )}
    </Disclosure>
  );
}
