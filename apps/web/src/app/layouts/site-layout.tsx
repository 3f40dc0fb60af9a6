import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from '../../components/header/site-header';
import { LanguageTourLoader } from '../../components/language-tour-loader';
import { PageSlot } from '../../components/page-error-boundary';
import { ScrollManager } from '../../components/scroll-manager';
import { SiteFooter } from '../../components/site-footer';
import { ToastHost } from '../../components/toast-host';

// The scroll-to-top button (shown once the visitor has scrolled) and the chat box (loaded when the browser is
// idle): not part of the page's first script.
const SiteExtras = lazy(() => import('./site-extras'));

/** The page's main landmark, the skip link's target. */
export function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="site-main">
      {children}
    </main>
  );
}

/**
 * The public site frame: header, page, footer, scroll-to-top and chat box, language tour and toasts. `header={false}`
 * for pages whose own frame has a header (the reunion pages): that frame renders its header as the page's
 * banner and then the main landmark (PageMain) itself, so that the header is not inside <main>.
 */
export function SiteLayout({ children, header = true }: { children: ReactNode; header?: boolean }) {
  const { t, i18n } = useTranslation('common');
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      {header ? (
        <>
          <SiteHeader />
          <PageMain>
            <PageSlot>{children}</PageSlot>
          </PageMain>
        </>
      ) : (
        <PageSlot wrap={PageMain}>{children}</PageSlot>
      )}
      <SiteFooter />
      <Suspense fallback={null}>
        <SiteExtras />
      </Suspense>
      <LanguageTourLoader />
      <ToastHost rtl={i18n.dir() === 'rtl'} />
      <ScrollManager />
    </div>
  );
}
