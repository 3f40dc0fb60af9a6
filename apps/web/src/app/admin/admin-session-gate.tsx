import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { ApiError } from '../../lib/api-client';
import { useAdminSession } from '../../components/admin/use-admin-session';
import styles from './admin-session-gate.module.css';

/**
 * Shows a protected admin page only once the stored token is confirmed by the server (GET /api/auth/me).
 * A rejected token (401) is handled by the API client, which clears it and sends the visitor to the
 * login page; other failures (server down) offer a retry instead of logging the owner out.
 */
export function AdminSessionGate({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const { t } = useTranslation('admin');
  if (session.isPending) return <PageSpinner />;
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 401) return <PageSpinner />;
    return (
      <div className={styles.failed} role="alert">
        <p>{t('session.checkFailed')}</p>
        <button type="button" className="button button-primary" onClick={() => void session.refetch()}>
          {t('ui.retry')}
        </button>
      </div>
    );
  }
  return children;
}
