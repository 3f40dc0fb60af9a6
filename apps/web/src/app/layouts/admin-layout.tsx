import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSelector } from '../../components/language-selector';
import { PageSpinner } from '../../components/page-spinner';
import type { AuthArea } from '../../lib/storage';
import styles from './admin-layout.module.css';

/**
 * Frame of the two signed-in areas (site admin, Note Dance admin): no site header (spec §2),
 * the area's name, a way back to the site and the language menu.
 */
export function AdminLayout({ area, children }: { area: AuthArea; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <header className={styles.bar}>
        <p className={styles.area}>{t(area === 'admin' ? 'admin.area' : 'admin.noteDanceArea')}</p>
        <div className={styles.actions}>
          <Link href={area === 'admin' ? '/' : '/note-dance'} className={styles.viewSite}>
            {t('admin.viewSite')}
          </Link>
          <LanguageSelector tone="light" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
    </div>
  );
}
