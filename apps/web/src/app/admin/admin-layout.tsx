import { LOGIN_PATHS, matchSiteRoute } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LanguageSelector } from '../../components/language-selector';
import { PageSlot } from '../../components/page-error-boundary';
import { QueryScope } from '../../components/query-scope';
import { ToastHost } from '../../components/toast-host';
import { Icon, type IconName } from '../../components/admin/icons';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';
import { useSidebarDrawer } from './use-sidebar-drawer';
import { NoteDanceFrame } from './note-dance-frame';
import { useAdminSession } from '../../components/admin/use-admin-session';
import { useNotifications } from './use-notifications';
import { adminReportKeys, fetchReportOverview } from '../../api/admin-reunion-reports';
import { getStoredUser, getToken, STORAGE_KEYS, storage, type AuthArea } from '../../lib/storage';
import styles from './admin-layout.module.css';

/**
 * Frame of the two signed-in areas. The site admin gets the full back office (collapsible
 * sidebar, header with the route's title, View Site, language, notifications and user menu); its login
 * page shows without them. The Note Dance admin has a frame of its own (note-dance-frame.tsx).
 */
export function AdminLayout({ area, children }: { area: AuthArea; children: ReactNode }) {
  const { i18n } = useTranslation('common');
  return (
    <>
      <AdminFrame area={area}>{children}</AdminFrame>
      <ToastHost rtl={i18n.dir() === 'rtl'} />
    </>
  );
}

function AdminFrame({ area, children }: { area: AuthArea; children: ReactNode }) {
  const [pathname] = useLocation();
  if (area === 'note-dance-admin') {
    if (isPath(pathname, LOGIN_PATHS[area])) return <BareFrame>{children}</BareFrame>;
    return <NoteDanceFrame>{children}</NoteDanceFrame>;
  }
  if (isPath(pathname, LOGIN_PATHS.admin) || !getToken('admin')) return <BareFrame>{children}</BareFrame>;
  return (
    <QueryScope>
      <SiteAdminShell>{children}</SiteAdminShell>
    </QueryScope>
  );
}

function isPath(pathname: string, path: string): boolean {
  return pathname === path || pathname === `${path}/`;
}

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main">
      {t('site.skipToContent')}
    </a>
  );
}

/** The login page: no header, no sidebar; the page brings its own way back to the site. */
function BareFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <main id="main" tabIndex={-1} className={styles.bareMain}>
        <PageSlot>{children}</PageSlot>
      </main>
    </>
  );
}

interface NavItem {
  href: string;
  icon: IconName;
  labelKey: string;
}

/**
 * The sidebar: Dashboard, Projects, Categories; a Content group with Media, Comments, Messages,
 * Feedback, Settings; a Reunion group with the platform's cases, stories, landing content, what visitors
 * sent, and the shop.
 */
const MAIN_NAV: NavItem[] = [
  { href: '/admin/dashboard', icon: 'dashboard', labelKey: 'nav.dashboard' },
  { href: '/admin/projects', icon: 'projects', labelKey: 'nav.projects' },
  { href: '/admin/categories', icon: 'categories', labelKey: 'nav.categories' },
];
const CONTENT_NAV: NavItem[] = [
  { href: '/admin/media', icon: 'media', labelKey: 'nav.media' },
  { href: '/admin/comments', icon: 'comments', labelKey: 'nav.comments' },
  { href: '/admin/messages', icon: 'messages', labelKey: 'nav.messages' },
  { href: '/admin/feedback', icon: 'star', labelKey: 'nav.feedback' },
  { href: '/admin/settings', icon: 'settings', labelKey: 'nav.settings' },
];
const REUNION_NAV: NavItem[] = [
  { href: '/admin/reunion/cases', icon: 'user', labelKey: 'nav.reunionCases' },
  { href: '/admin/reunion/reports', icon: 'bell', labelKey: 'nav.reunionReports' },
  { href: '/admin/reunion/stories', icon: 'edit', labelKey: 'nav.reunionStories' },
  { href: '/admin/reunion/landing', icon: 'categories', labelKey: 'nav.reunionLandingContent' },
  { href: '/admin/reunion/submissions', icon: 'mail', labelKey: 'nav.reunionSubmissions' },
  { href: '/admin/reunion/shop', icon: 'star', labelKey: 'nav.reunionShop' },
  { href: '/admin/reunion/volunteers', icon: 'user', labelKey: 'nav.reunionVolunteers' },
  { href: '/admin/reunion/tasks', icon: 'edit', labelKey: 'nav.reunionTasks' },
];

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The stored user, for the header until the server's answer arrives. */
function storedUser(): { name: string; email: string } | null {
  const user = getStoredUser('admin') as { name?: unknown; email?: unknown } | null;
  return user && typeof user.name === 'string' && typeof user.email === 'string'
    ? { name: user.name, email: user.email }
    : null;
}

function SiteAdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const [pathname] = useLocation();
  const session = useAdminSession();
  const notifications = useNotifications(session.isSuccess);
  const [collapsed, setCollapsed] = useState(() => storage.get(STORAGE_KEYS.adminSidebarCollapsed) === '1');
  const {
    open: drawerOpen,
    setOpen: setDrawerOpen,
    close: closeDrawer,
    menuButton,
    closeButton: drawerClose,
  } = useSidebarDrawer();

  const pageKey = matchSiteRoute(pathname)?.pageKey;
  const title = pageKey ? tp(`${pageKey}.title`) : tc('admin.area');
  const unread = notifications.data?.unread_messages ?? 0;
  // The reports waiting for review, counted beside their link (the moderation screen reads the same query).
  const reportOverview = useQuery({
    queryKey: adminReportKeys.stats(),
    queryFn: ({ signal }) => fetchReportOverview(signal),
    enabled: session.isSuccess,
    staleTime: 30_000,
  });
  const pendingReports = reportOverview.data?.counts.pending ?? 0;

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      storage.set(STORAGE_KEYS.adminSidebarCollapsed, value ? '0' : '1');
      return !value;
    });
  };

  const renderItems = (items: NavItem[]) =>
    items.map((item) => {
      const active = isActive(pathname, item.href);
      const label = t(item.labelKey);
      return (
        <li key={item.href}>
          <Link
            href={item.href}
            className={styles.navLink}
            aria-current={active ? 'page' : undefined}
            title={collapsed ? label : undefined}
            onClick={() => setDrawerOpen(false)}
          >
            <Icon name={item.icon} className={styles.navIcon} />
            <span className={styles.navLabel}>{label}</span>
            {item.href === '/admin/messages' && unread > 0 && (
              <span className={styles.navBadge}>
                {unread > 99 ? '99+' : unread}
                <span className="visually-hidden"> {t('nav.unread', { count: unread })}</span>
              </span>
            )}
            {item.href === '/admin/reunion/reports' && pendingReports > 0 && (
              <span className={styles.navBadge}>
                {pendingReports > 99 ? '99+' : pendingReports}
                <span className="visually-hidden"> {t('nav.pendingReports', { count: pendingReports })}</span>
              </span>
            )}
          </Link>
        </li>
      );
    });

  return (
    <div className={styles.shell} data-collapsed={collapsed}>
      <SkipLink />
      <aside
        id="admin-sidebar"
        className={styles.sidebar}
        data-open={drawerOpen}
        data-collapsed={collapsed}
        aria-label={t('nav.sidebar')}
      >
        <div className={styles.brandRow}>
          <Link href="/admin/dashboard" className={styles.brand} onClick={() => setDrawerOpen(false)}>
            <span className={styles.brandMark} aria-hidden="true">
              A
            </span>
            <span className={styles.navLabel}>{tc('admin.area')}</span>
          </Link>
          <button ref={drawerClose} type="button" className={styles.drawerClose} onClick={() => closeDrawer(true)}>
            <Icon name="close" />
            <span className="visually-hidden">{t('nav.closeMenu')}</span>
          </button>
        </div>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.navList}>{renderItems(MAIN_NAV)}</ul>
          <p className={styles.navGroup} id="admin-nav-content">
            <span className={styles.navLabel}>{t('nav.content')}</span>
          </p>
          <ul className={styles.navList} aria-labelledby="admin-nav-content">
            {renderItems(CONTENT_NAV)}
          </ul>
          <p className={styles.navGroup} id="admin-nav-reunion">
            <span className={styles.navLabel}>{t('nav.reunion')}</span>
          </p>
          <ul className={styles.navList} aria-labelledby="admin-nav-reunion">
            {renderItems(REUNION_NAV)}
          </ul>
        </nav>
        <button
          type="button"
          className={styles.collapse}
          onClick={toggleCollapsed}
          title={collapsed ? t('nav.expand') : undefined}
        >
          <Icon name="collapse" className={styles.collapseIcon} />
          <span className={styles.navLabel}>{collapsed ? t('nav.expand') : t('nav.collapse')}</span>
        </button>
      </aside>
      {drawerOpen && (
        <button
          type="button"
          className={styles.overlay}
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => closeDrawer(false)}
        />
      )}

      <div className={styles.content} inert={drawerOpen}>
        <header className={styles.header} data-toast-below="">
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={drawerOpen}
            aria-controls="admin-sidebar"
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
            <span className="visually-hidden">{t('nav.openMenu')}</span>
          </button>
          <p className={styles.title}>{title}</p>
          <div className={styles.headerActions}>
            <Link href="/" className={styles.viewSite}>
              <Icon name="external" size={18} />
              <span className={styles.viewSiteLabel}>{tc('admin.viewSite')}</span>
            </Link>
            <LanguageSelector tone="light" />
            <NotificationsMenu enabled={session.isSuccess} />
            <UserMenu user={session.data ?? storedUser()} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          <PageSlot>{children}</PageSlot>
        </main>
      </div>
    </div>
  );
}
