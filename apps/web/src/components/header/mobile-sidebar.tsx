import type { SiteProfile } from '@site/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeNavigation } from '../../lib/navigation';
import styles from './site-header.module.css';

const loadPanel = () => import('./mobile-sidebar-panel');
const MobileSidebarPanel = lazy(loadPanel);

/**
 * The menu button for small screens. Its slide-in panel loads on first use (prefetched when the
 * pointer or focus reaches the button), so desktop visits never download it.
 */
export function MobileSidebar({ profile }: { profile: SiteProfile | undefined }) {
  const { t } = useTranslation('common');
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => subscribeNavigation(() => setOpen(false)), []);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.hamburger}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileSidebarPanel
            open={open}
            profile={profile}
            onClose={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
