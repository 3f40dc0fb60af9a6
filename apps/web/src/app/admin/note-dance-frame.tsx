import { matchSiteRoute } from '@site/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { noteDanceHealthQuery, noteDanceLogout } from '../../api/note-dance';
import { Icon, type IconName } from '../../components/admin/icons';
import { LanguageSelector } from '../../components/language-selector';
import { PageSlot } from '../../components/page-error-boundary';
import { QueryScope } from '../../components/query-scope';
import { useNoteDanceSession } from '../../lib/note-dance-session';
import { useSidebarDrawer } from './use-sidebar-drawer';
import styles from './admin-layout.module.css';
import own from './note-dance-frame.module.css';

interface NavItem {
  href: string;
  icon: IconName;
  key: 'dashboard' | 'sheets' | 'scores' | 'users' | 'settings';
}

/** The Note Dance admin's sections, in the sidebar's order. */
const NAV: NavItem[] = [
  { href: '/note-dance/admin/dashboard', icon: 'dashboard', key: 'dashboard' },
  { href: '/note-dance/admin/sheets', icon: 'projects', key: 'sheets' },
  { href: '/note-dance/admin/scores', icon: 'star', key: 'scores' },
  { href: '/note-dance/admin/users', icon: 'user', key: 'users' },
  { href: '/note-dance/admin/settings', icon: 'settings', key: 'settings' },
];

const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * The Note Dance admin's frame (every page but its login): a sidebar of its sections (a drawer on phones), and a
 * header with the breadcrumbs, View Game, the API indicator, the language, the signed-in account and logout.
 */
export function NoteDanceFrame({ children }: { children: ReactNode }) {
  return (
    <QueryScope>
      <NoteDanceShell>{children}</NoteDanceShell>
    </QueryScope>
  );
}

function NoteDanceShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('noteDanceAdmin');
  const { t: tc } = useTranslation('common');
  const [pathname] = useLocation();
  const { open, setOpen, close, menuButton, closeButton } = useSidebarDrawer();
  const session = useNoteDanceSession();
  // Only an admin sees the sections; a guest or a player sees the gate's page in a bare frame.
  const admin = session.status === 'signed-in' && session.user.role === 'admin';

  return (
    <div className={styles.shell} data-collapsed={false}>
      <a className="skip-link" href="#main">
        {tc('site.skipToContent')}
      </a>
      {admin && (
        <aside
          id="note-dance-sidebar"
          className={styles.sidebar}
          data-open={open}
          data-collapsed={false}
          aria-label={t('frame.sidebar')}
        >
          <div className={styles.brandRow}>
            <Link href={NAV[0]!.href} className={styles.brand} onClick={() => setOpen(false)}>
              <span className={styles.brandMark} aria-hidden="true">
                ♪
              </span>
              <span className={styles.navLabel}>{t('frame.brand')}</span>
            </Link>
            <button ref={closeButton} type="button" className={styles.drawerClose} onClick={() => close(true)}>
              <Icon name="close" />
              <span className="visually-hidden">{t('frame.closeMenu')}</span>
            </button>
          </div>
          <nav className={styles.nav} aria-label={t('frame.navLabel')}>
            <ul className={styles.navList}>
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={styles.navLink}
                    aria-current={isActive(pathname, item.href) ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    <Icon name={item.icon} className={styles.navIcon} />
                    <span className={styles.navLabel}>{t(`frame.nav.${item.key}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      )}
      {open && (
        <button
          type="button"
          className={styles.overlay}
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => close(false)}
        />
      )}
      <div className={admin ? styles.content : `${styles.content} ${own.full}`} inert={open}>
        <header className={`${styles.header} ${own.header}`} data-toast-below="">
          {admin && (
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-expanded={open}
              aria-controls="note-dance-sidebar"
              onClick={() => setOpen(true)}
            >
              <Icon name="menu" />
              <span className="visually-hidden">{t('frame.openMenu')}</span>
            </button>
          )}
          {admin ? <Breadcrumbs pathname={pathname} /> : <p className={styles.title}>{t('frame.brand')}</p>}
          <div className={styles.headerActions}>
            <Link href="/note-dance" className={styles.viewSite}>
              <Icon name="external" size={18} />
              <span className={styles.viewSiteLabel}>{t('frame.viewGame')}</span>
            </Link>
            <ApiIndicator />
            <LanguageSelector tone="light" />
            {session.user && <AccountBox user={session.user} onSignedOut={session.signedOut} />}
          </div>
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          <PageSlot>{children}</PageSlot>
        </main>
      </div>
    </div>
  );
}

/** Where the page sits: the admin's home, then the section, then the page itself when it is deeper. */
function Breadcrumbs({ pathname }: { pathname: string }) {
  const { t } = useTranslation('noteDanceAdmin');
  const { t: tp } = useTranslation('pages');
  const section = NAV.find((item) => isActive(pathname, item.href));
  const pageKey = matchSiteRoute(pathname)?.pageKey;
  const crumbs: { href?: string; label: string }[] = [{ href: NAV[0]!.href, label: t('frame.home') }];
  if (section && section.key !== 'dashboard') {
    const deeper = pathname !== section.href;
    crumbs.push({ href: deeper ? section.href : undefined, label: t(`frame.nav.${section.key}`) });
    if (deeper && pageKey) crumbs.push({ label: tp(`${pageKey}.title`) });
  } else if (section) {
    crumbs.push({ label: t('frame.nav.dashboard') });
  }
  return (
    <nav aria-label={t('frame.breadcrumbs')} className={own.crumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.label}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Whether Note Dance's API answers, asked again every 30 seconds. */
function ApiIndicator() {
  const { t } = useTranslation('noteDanceAdmin');
  const health = useQuery(noteDanceHealthQuery());
  const state = health.isError ? 'offline' : health.data ? 'online' : 'checking';
  const label = t(
    state === 'online' ? 'frame.apiOnline' : state === 'offline' ? 'frame.apiOffline' : 'frame.apiChecking',
  );
  return (
    <p className={own.api} data-state={state} role="status" data-testid="note-dance-api">
      <span className={own.dot} aria-hidden="true" />
      <span className={own.apiLabel}>{label}</span>
    </p>
  );
}

/** The signed-in account (name and email) and its logout, which ends the session on the server too. */
function AccountBox({ user, onSignedOut }: { user: { username: string; email: string }; onSignedOut: () => void }) {
  const { t } = useTranslation('noteDanceAdmin');
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const logout = async () => {
    try {
      await noteDanceLogout();
    } catch {
      // The session is forgotten here whatever the server answered (it may already have ended).
    }
    onSignedOut();
    client.removeQueries({ queryKey: ['admin', 'note-dance'] });
    navigate('/note-dance/admin/login', { replace: true });
  };
  return (
    <div className={own.account}>
      <p className={own.who}>
        <span className="visually-hidden">{t('frame.account')} </span>
        <span className={own.name}>{user.username}</span>
        <span className={own.email}>{user.email}</span>
      </p>
      <button type="button" className={own.logout} onClick={() => void logout()}>
        <Icon name="logout" size={18} />
        <span className={own.logoutLabel}>{t('frame.logout')}</span>
      </button>
    </div>
  );
}
