import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { keepFocusInside } from '../../../components/focus-trap';
import { DialogHead } from '../../../components/modal-dialog';
import { SECTION_LINKS } from './header-model';
import type { VolunteerAuthMode } from '../../../lib/reunion-dialogs';
import styles from './reunion-header.module.css';

const VolunteerSidebarLinks = lazy(() =>
  import('./volunteer-menu').then((module) => ({ default: module.VolunteerSidebarLinks })),
);

interface SidebarProps {
  open: boolean;
  onClose: () => void;
  onShare: (() => void) | null;
  onDownloadApp: (() => void) | null;
  /** Opens the volunteer's sign-in dialog (a guest's "Log in" and "Register"). */
  onVolunteerAuth?: ((mode: VolunteerAuthMode) => void) | null;
  /** A volunteer token is stored: the account's links instead. */
  signedIn?: boolean;
}

/**
 * The reunion menu on phones: a modal <dialog> sliding in from the end side. Tab goes round its controls
 * (a browser lets it leave a modal dialog for its own toolbar); Escape closes it (native); a click on the backdrop closes it too. Closing gives the focus back to
 * the menu button (the caller's onClose).
 */
export function ReunionSidebar({ open, onClose, onShare, onDownloadApp, onVolunteerAuth, signedIn }: SidebarProps) {
  const { t } = useTranslation('reunionShare');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
    if (!open && el.open) el.close();
    document.body.classList.toggle('scroll-locked', open);
    return () => document.body.classList.remove('scroll-locked');
  }, [open]);

  // A click on the backdrop (the dialog element itself, outside its content) closes it; Escape is the
  // keyboard equivalent and is native to <dialog>.
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === el) el.close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepFocusInside(el, event);
    };
    el.addEventListener('click', onClick);
    el.addEventListener('keydown', onKeyDown);
    return () => {
      el.removeEventListener('click', onClick);
      el.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const close = () => dialog.current?.close();
  const openAuth = (mode: VolunteerAuthMode) => {
    close();
    onVolunteerAuth?.(mode);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.sidebar}
      aria-labelledby="reunion-sidebar-title"
      onClose={onClose}
      data-reunion-sidebar=""
    >
      <div className={styles.sidebarInner}>
        <DialogHead
          titleId="reunion-sidebar-title"
          title={t('header.menuTitle')}
          closeLabel={t('header.closeMenu')}
          onClose={close}
          classes={{ head: styles.sidebarHead, title: styles.sidebarTitle, close: styles.sidebarClose }}
        />
        <nav aria-label={t('header.nav')}>
          <ul className={styles.sidebarLinks}>
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <Link href={link.href} onClick={close}>
                  {t(`header.links.${link.id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {onShare && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              close();
              onShare();
            }}
          >
            {t('header.share')}
          </button>
        )}
        {onDownloadApp && (
          <button
            type="button"
            className="button button-ghost"
            data-download-app=""
            onClick={() => {
              close();
              onDownloadApp();
            }}
          >
            {t('download.title')}
          </button>
        )}
        {signedIn ? (
          <Suspense fallback={null}>
            <VolunteerSidebarLinks onNavigate={close} />
          </Suspense>
        ) : (
          onVolunteerAuth && <GuestButtons onOpen={openAuth} />
        )}
        <Link href="/" className={styles.siteLink} onClick={close}>
          {t('header.mainSite')}
        </Link>
      </div>
    </dialog>
  );
}

/** A guest's way into the volunteer network from the sidebar. */
function GuestButtons({ onOpen }: { onOpen: (mode: VolunteerAuthMode) => void }) {
  const { t } = useTranslation('reunionShare');
  return (['login', 'register'] as const).map((mode) => (
    <button
      key={mode}
      type="button"
      className="button button-ghost"
      data-volunteer-auth-open={mode}
      onClick={() => onOpen(mode)}
    >
      {t(`header.volunteer.${mode}`)}
    </button>
  ));
}
