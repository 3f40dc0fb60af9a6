import type { Volunteer } from '@site/contracts';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReunionDialogs } from '../../lib/reunion-dialogs';
import { useVolunteerSession } from '../../lib/volunteer-session';
import styles from './volunteer-account.module.css';

/**
 * A page of the volunteer's own area: its content for the signed-in volunteer; to a guest, the sign-in form in
 * the page itself (no redirect), after which the content shows; while a stored session is checked, a status line.
 */
export function SignInGate({ children }: { children: (volunteer: Volunteer) => ReactNode }) {
  const { t } = useTranslation('volunteerAccount');
  const session = useVolunteerSession();
  const Form = useReunionDialogs()?.VolunteerAuthForm;
  if (session.status === 'signed-in') return children(session.volunteer);
  if (session.status === 'checking') {
    return (
      <p role="status" className={styles.status}>
        {t('profile.loading')}
      </p>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="volunteer-sign-in" data-sign-in-gate="">
      <h2 id="volunteer-sign-in">{t('signInPrompt.title')}</h2>
      <p>{t('signInPrompt.lead')}</p>
      {Form && (
        <Suspense fallback={null}>
          <Form mode="login" heading="h2" onDone={() => undefined} />
        </Suspense>
      )}
    </section>
  );
}
