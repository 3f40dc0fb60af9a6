import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageSpinner } from './page-spinner';
import styles from './page-error-boundary.module.css';

function PageError() {
  const { t } = useTranslation('common');
  return (
    <div className={`container ${styles.box}`} role="alert">
      <p>{t('errors.loadFailed')}</p>
      {/* The browser remembers a failed module download, so only a reload fetches it again. */}
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </button>
    </div>
  );
}

interface State {
  failed: boolean;
}

/**
 * Keeps a page that fails to render (typically its code could not be downloaded) inside the site
 * frame with a way to retry, instead of a blank window. `resetKey` (the address) clears the failure
 * when the visitor navigates elsewhere.
 */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey: string; wrap: ComponentType<{ children: ReactNode }> },
  State & { key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: State & { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    const Wrap = this.props.wrap;
    return this.state.failed ? (
      <Wrap>
        <PageError />
      </Wrap>
    ) : (
      this.props.children
    );
  }
}

function Bare({ children }: { children: ReactNode }) {
  return children;
}

/**
 * Where a layout renders its page: a spinner while the page's code loads, and the error boundary. `wrap` puts
 * the spinner and the error inside the page's landmark when the page (its frame) renders that landmark itself.
 */
export function PageSlot({
  children,
  wrap = Bare,
}: {
  children: ReactNode;
  wrap?: ComponentType<{ children: ReactNode }>;
}) {
  const [pathname] = useLocation();
  const Wrap = wrap;
  return (
    <PageErrorBoundary resetKey={pathname} wrap={wrap}>
      <Suspense
        fallback={
          <Wrap>
            <PageSpinner />
          </Wrap>
        }
      >
        {children}
      </Suspense>
    </PageErrorBoundary>
  );
}
