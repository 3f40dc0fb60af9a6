import type { VolunteerNotification } from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { markNotificationsRead, volunteerKeys, volunteerNotificationsQuery } from '../../api/volunteer-account';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { formatDateTime, relativeTime } from '../../lib/format';
import { useDisplayTimeZone } from '../../lib/hydration';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { notificationLink, notificationText } from './lib/notification-text';
import { SignInGate } from './sign-in-gate';
import styles from './volunteer-account.module.css';

/** The signed-in volunteer's notifications, newest first, a page at a time; unread ones marked. */
function NotificationList() {
  const { t } = useTranslation(['volunteerAccount', 'volunteer']);
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const list = useQuery({ ...volunteerNotificationsQuery(page), placeholderData: keepPreviousData });
  const mark = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (unread) => {
      client.setQueryData(volunteerKeys.unread, unread);
      void client.invalidateQueries({ queryKey: volunteerKeys.notificationsAll });
    },
  });
  const locale = localeOf(currentLanguage());
  const timeZone = useDisplayTimeZone();

  if (list.isPending) return <p role="status">{t('notifications.loading')}</p>;
  if (list.isError) {
    return (
      <div role="alert">
        <p>{t('notifications.failed')}</p>
        <button type="button" className="button button-ghost" onClick={() => void list.refetch()}>
          {t('notifications.retry')}
        </button>
      </div>
    );
  }
  const { data, last_page: lastPage, unread } = list.data;
  if (data.length === 0 && page === 1) return <p>{t('notifications.empty')}</p>;

  return (
    <section className={styles.card} aria-labelledby="notifications-list">
      <div className={styles.row}>
        <h2 id="notifications-list">{t('notifications.unreadCount', { count: unread })}</h2>
        {unread > 0 && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => mark.mutate(undefined)}
            disabled={mark.isPending}
            data-mark-all=""
          >
            {t('notifications.markAll')}
          </button>
        )}
      </div>
      <ul className={styles.list}>
        {data.map((item) => (
          <NotificationItem
            key={item.id}
            item={item}
            locale={locale}
            timeZone={timeZone}
            onRead={() => mark.mutate([item.id])}
            busy={mark.isPending}
          />
        ))}
      </ul>
      {lastPage > 1 && (
        <nav className={styles.row} aria-label={t('notifications.page', { page, pages: lastPage })}>
          <button type="button" className="button button-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('notifications.previous')}
          </button>
          <span>{t('notifications.page', { page, pages: lastPage })}</span>
          <button
            type="button"
            className="button button-ghost"
            disabled={page >= lastPage}
            onClick={() => setPage(page + 1)}
          >
            {t('notifications.next')}
          </button>
        </nav>
      )}
    </section>
  );
}

function NotificationItem({
  item,
  locale,
  timeZone,
  onRead,
  busy,
}: {
  item: VolunteerNotification;
  locale: string;
  timeZone: string | undefined;
  onRead: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation(['volunteerAccount', 'volunteer']);
  const link = notificationLink(item);
  return (
    <li className={item.read ? styles.item : `${styles.item} ${styles.unread}`} data-notification={item.kind}>
      <p>
        {!item.read && <span className="visually-hidden">{t('notifications.unread')}: </span>}
        {notificationText(item, (key, options) => t(key, options))}
      </p>
      <div className={styles.meta}>
        <time dateTime={item.created_at} title={formatDateTime(item.created_at, locale, { timeZone })}>
          {timeZone ? formatDateTime(item.created_at, locale, { timeZone }) : relativeTime(item.created_at, locale)}
        </time>
        {link && (
          <Link href={link.href}>
            {link.case ? t('notifications.openCase', { case: link.case }) : t('notifications.openTask')}
          </Link>
        )}
        {!item.read && (
          <button type="button" className="button button-ghost" onClick={onRead} disabled={busy} data-mark-read="">
            {t('notifications.markRead')}
          </button>
        )}
      </div>
    </li>
  );
}

/** /notifications: drawn in the browser; a guest gets the sign-in form. */
export default function NotificationsPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('notifications.title'), description: t('notifications.summary'), noindex: true });
  return (
    <QueryScope>
      <PageIntro heading={t('notifications.heading')} summary={t('notifications.summary')} />
      <div className={`container ${styles.page}`}>
        <SignInGate>{() => <NotificationList />}</SignInGate>
      </div>
    </QueryScope>
  );
}
