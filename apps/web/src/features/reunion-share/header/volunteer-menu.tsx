import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { logoutVolunteer, volunteerUnreadQuery } from '../../../api/volunteer-account';
import { Icon } from '../../../components/icon';
import { QueryScope } from '../../../components/query-scope';
import { formatCount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useVolunteerSession } from '../../../lib/volunteer-session';
import styles from './volunteer-menu.module.css';

const ACCOUNT_LINKS = [
  { id: 'dashboard', href: '/volunteer/dashboard' },
  { id: 'tasks', href: '/volunteer/tasks' },
  { id: 'points', href: '/volunteer/points' },
  { id: 'profile', href: '/profile' },
] as const;

/** Ends the session on the server (a failure there changes nothing here) and forgets it in this browser. */
function useLogout() {
  const session = useVolunteerSession();
  return () => {
    void logoutVolunteer().catch(() => undefined);
    session.signedOut();
  };
}

/** The unread count while signed in, asked again every minute while the tab is visible. */
function useUnread(enabled: boolean): number {
  const unread = useQuery({ ...volunteerUnreadQuery(), enabled });
  return unread.data ?? 0;
}

function Avatar({ url }: { url: string | null }) {
  return url ? (
    <img src={url} alt="" width={28} height={28} className={styles.avatar} />
  ) : (
    <Icon size={20}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

/**
 * The signed-in volunteer's part of the reunion header: a bell to /notifications with the unread count, and the
 * volunteer's name and avatar opening a small menu (dashboard, tasks, points, profile, log out). While the
 * stored session is being checked it shows the stored name without a count.
 */
export function VolunteerMenu() {
  // The reunion frame has no query cache of its own: the menu brings the app's.
  return (
    <QueryScope>
      <Menu />
    </QueryScope>
  );
}

function Menu() {
  const { t } = useTranslation('volunteerAccount');
  const session = useVolunteerSession();
  const logout = useLogout();
  const unread = useUnread(session.status === 'signed-in');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (session.status === 'guest') return null;
  const name = session.volunteer?.name ?? '';
  const label = unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications');

  return (
    <div className={styles.account} data-volunteer-menu={session.status}>
      <Link href="/notifications" className={styles.bell} aria-label={label} data-volunteer-bell="">
        <Icon size={20}>
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </Icon>
        {unread > 0 && (
          <span className={styles.count} aria-hidden="true" data-unread={unread}>
            {unread > 99 ? '99+' : formatCount(unread, currentLanguage())}
          </span>
        )}
      </Link>
      <div ref={box} className={styles.menuBox}>
        <button
          ref={toggle}
          type="button"
          className={styles.me}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={session.status === 'checking' ? t('header.checking') : t('header.account', { name })}
          onClick={() => setOpen(!open)}
        >
          <Avatar url={session.volunteer?.avatar_url ?? null} />
          <span className={styles.name} aria-hidden="true">
            {name}
          </span>
        </button>
        {open && (
          <ul id={menuId} className={styles.menu}>
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.id}>
                <Link href={link.href} onClick={() => setOpen(false)}>
                  {t(`header.${link.id}`)}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  logout();
                }}
                data-volunteer-logout=""
              >
                {t('header.logout')}
              </button>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}

/** The same account links in the phone sidebar, with the notifications and their count. */
export function VolunteerSidebarLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <QueryScope>
      <SidebarLinks onNavigate={onNavigate} />
    </QueryScope>
  );
}

function SidebarLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('volunteerAccount');
  const session = useVolunteerSession();
  const logout = useLogout();
  const unread = useUnread(session.status === 'signed-in');
  if (session.status === 'guest') return null;
  return (
    <nav aria-label={t('header.account', { name: session.volunteer?.name ?? '' })}>
      <ul className={styles.sidebarLinks}>
        <li>
          <Link href="/notifications" onClick={onNavigate}>
            {unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
          </Link>
        </li>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.id}>
            <Link href={link.href} onClick={onNavigate}>
              {t(`header.${link.id}`)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              onNavigate();
              logout();
            }}
          >
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
