import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSiteProfile } from '../../lib/use-site-profile';
import { Disclosure } from '../disclosure';
import { LanguageSelector } from '../language-selector';
import { MobileSidebar } from './mobile-sidebar';
import { NavItemLink } from './nav-item-link';
import { NAV_GROUPS } from './nav-items';
import styles from './site-header.module.css';

/** Past this many pixels the header switches to its sticky look: header height − 10. */
function useStickyHeader(header: React.RefObject<HTMLElement | null>): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // At the top nothing is past the threshold: no need to read the header's height, which would
      // force a layout of the whole page while it is still being built.
      if (window.scrollY <= 0) return setSticky(false);
      const threshold = (header.current?.offsetHeight ?? 80) - 10;
      setSticky(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [header]);
  return sticky;
}

export function SiteHeader() {
  const { t } = useTranslation('common');
  const header = useRef<HTMLElement>(null);
  const sticky = useStickyHeader(header);
  const profile = useSiteProfile();
  const name = profile.data?.name ?? '';

  return (
    <header ref={header} data-site-header="" data-sticky={sticky} data-toast-below="" className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {initials(name)}
          </span>
          <span className={styles.brandText}>
            <span className={styles.brandName}>{name}</span>
            <span className={styles.brandTitle}>{profile.data?.title ?? t('site.defaultTitle')}</span>
          </span>
        </Link>

        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.groups}>
            {NAV_GROUPS.map((group) => (
              <li key={group.id}>
                <Disclosure
                  buttonClassName={group.to ? styles.groupToggle : styles.groupButton}
                  ariaLabel={group.to ? t('nav.submenu', { menu: t(`nav.${group.id}`) }) : undefined}
                  before={
                    group.to ? (
                      <Link href={group.to} className={styles.groupLink}>
                        {t(`nav.${group.id}`)}
                      </Link>
                    ) : undefined
                  }
                  label={
                    <>
                      {!group.to && <span>{t(`nav.${group.id}`)}</span>}
                      <span aria-hidden="true" className="chevron" />
                    </>
                  }
                >
                  {(close) => (
                    <ul className={styles.menu}>
                      {group.items.map((item) => (
                        <li key={item.id}>
                          <NavItemLink item={item} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  )}
                </Disclosure>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.tools}>
          <LanguageSelector />
          <MobileSidebar profile={profile.data} />
        </div>
      </div>
    </header>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase();
}
