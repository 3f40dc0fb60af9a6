import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { useReunionDialogs } from '../../lib/reunion-dialogs';
import { useVolunteerSession } from '../../lib/volunteer-session';
import { DemoNotice } from './demo-notice';
import styles from './volunteer-account.module.css';

/**
 * The registration form in the page; a volunteer already signed in gets the way to the dashboard, except the
 * shared demo volunteer, who may sign out of the demo here (the form then shows).
 */
function Registration() {
  const { t } = useTranslation('volunteerAccount');
  const session = useVolunteerSession();
  const Form = useReunionDialogs()?.VolunteerAuthForm;
  if (session.status === 'signed-in' && session.volunteer.shared_demo) return <DemoNotice />;
  if (session.status !== 'guest') {
    return (
      <section className={styles.card} aria-labelledby="volunteer-registered">
        <h2 id="volunteer-registered">{t('register.signedIn', { name: session.volunteer?.name ?? '' })}</h2>
        <p>
          <Link href="/volunteer/dashboard" className="button button-primary">
            {t('register.toDashboard')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="volunteer-register-lead">
      <p id="volunteer-register-lead">{t('register.lead')}</p>
      {Form && (
        <Suspense fallback={null}>
          <Form mode="register" heading="h2" />
        </Suspense>
      )}
    </section>
  );
}

/** /volunteer/register: the register form as a page (signing up there opens the dashboard). */
export default function VolunteerRegisterPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('volunteerRegister.title'), description: t('volunteerRegister.summary') });
  return (
    <QueryScope>
      <PageIntro heading={t('volunteerRegister.heading')} summary={t('volunteerRegister.summary')} />
      <div className={`container ${styles.page}`}>
        <Registration />
      </div>
    </QueryScope>
  );
}
