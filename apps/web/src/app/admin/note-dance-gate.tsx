import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation } from 'wouter';
import { noteDanceLogout, noteDanceMeQuery } from '../../api/note-dance';
import { PageSpinner } from '../../components/page-spinner';
import { ApiError } from '../../lib/api-client';
import { useNoteDanceSession } from '../../lib/note-dance-session';
import styles from './admin-session-gate.module.css';

/**
 * The Note Dance admin's pages are the server's word: a guest goes to the login; a stored token waits for the
 * server to confirm it (a refused one is cleared by the API client, which sends the visitor to the login); an
 * account the server calls a player sees that it is not an admin, with a way to the game and to sign out; only an
 * admin sees the page. A server that does not answer offers a retry instead of signing anyone out.
 */
export function NoteDanceSessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('noteDanceAdmin');
  const [pathname] = useLocation();
  const session = useNoteDanceSession();
  const me = useQuery({ ...noteDanceMeQuery(), enabled: session.status !== 'guest' });
  if (session.status === 'guest') {
    return <Redirect to="/note-dance/admin/login" replace state={{ from: pathname }} />;
  }
  if (session.status === 'checking') {
    if (me.isError && !(me.error instanceof ApiError && me.error.status === 401)) {
      return (
        <div className={styles.failed} role="alert">
          <p>{t('gate.checkFailed')}</p>
          <button type="button" className="button button-primary" onClick={() => void me.refetch()}>
            {t('gate.retry')}
          </button>
        </div>
      );
    }
    return <PageSpinner />;
  }
  if (session.user.role !== 'admin') {
    return <NotAdmin name={session.user.username} onSignedOut={session.signedOut} />;
  }
  return children;
}

/** What a player's account sees in the admin: why it may not enter, and where to go instead. */
function NotAdmin({ name, onSignedOut }: { name: string; onSignedOut: () => void }) {
  const { t } = useTranslation('noteDanceAdmin');
  const [, navigate] = useLocation();
  const signOut = async () => {
    try {
      await noteDanceLogout();
    } catch {
      // Forgotten here whatever the server answered.
    }
    onSignedOut();
    navigate('/note-dance/admin/login', { replace: true });
  };
  return (
    <section className={styles.failed} aria-labelledby="page-heading" data-testid="note-dance-not-admin">
      <h1 id="page-heading">{t('gate.notAdminTitle')}</h1>
      <p>{t('gate.notAdminText', { name })}</p>
      <p>
        <Link href="/note-dance" className="button button-primary">
          {t('gate.toGame')}
        </Link>{' '}
        <button type="button" className="button button-ghost" onClick={() => void signOut()}>
          {t('gate.signOut')}
        </button>
      </p>
    </section>
  );
}
