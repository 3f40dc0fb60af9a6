import type { SiteProfile } from '@site/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DialogHead } from '../modal-dialog';
import { NavItemLink } from './nav-item-link';
import { NAV_GROUPS } from './nav-items';
import styles from './site-header.module.css';

interface PanelProps {
  open: boolean;
  profile: SiteProfile | undefined;
  onClose: () => void;
}

/**
 * The slide-in menu: the same links as the header and a contact block. A modal <dialog> keeps
 * focus inside and closes on Escape; closing returns focus to the menu button.
 */
export default function MobileSidebarPanel({ open, profile, onClose }: PanelProps) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
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
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, []);

  return (
    <dialog ref={dialog} className={styles.sidebar} aria-labelledby="sidebar-title" onClose={onClose}>
      <div className={styles.sidebarInner}>
        <DialogHead
          titleId="sidebar-title"
          title={t('nav.menuTitle')}
          closeLabel={t('nav.closeMenu')}
          onClose={() => dialog.current?.close()}
          classes={{ head: styles.sidebarHead, title: styles.sidebarTitle, close: styles.close }}
        />
        <nav aria-label={t('nav.label')}>
          {NAV_GROUPS.map((group) => (
            <section key={group.id} className={styles.sidebarGroup} aria-labelledby={`sidebar-${group.id}`}>
              <h3 id={`sidebar-${group.id}`} className={styles.sidebarGroupTitle}>
                {group.to ? (
                  <Link href={group.to} onClick={() => dialog.current?.close()}>
                    {t(`nav.${group.id}`)}
                  </Link>
                ) : (
                  t(`nav.${group.id}`)
                )}
              </h3>
              <ul className={styles.menu}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <NavItemLink item={item} onNavigate={() => dialog.current?.close()} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {profile && (
          <address className={styles.contactBlock}>
            <h3 className={styles.sidebarGroupTitle}>{t('contact.title')}</h3>
            <dl>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </dd>
              {profile.phone && (
                <>
                  <dt>{t('contact.phone')}</dt>
                  <dd>
                    <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                      {profile.phone}
                    </a>
                  </dd>
                </>
              )}
              <dt>{t('contact.location')}</dt>
              <dd>{profile.location}</dd>
            </dl>
          </address>
        )}
      </div>
    </dialog>
  );
}
