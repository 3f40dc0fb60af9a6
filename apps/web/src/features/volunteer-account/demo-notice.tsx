import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutVolunteer } from '../../api/volunteer-account';
import { useVolunteerSession } from '../../lib/volunteer-session';
import styles from './volunteer-account.module.css';

/**
 * Said to whoever is signed in as the shared demo volunteer: every visitor signs in to that account, so its
 * identity cannot be changed (the server refuses it too); the way out is an account of one's own, after signing
 * out of the demo. `afterSignOut` runs once this browser has forgotten the demo's session.
 */
export function DemoNotice({ afterSignOut }: { afterSignOut?: () => void }) {
  const { t } = useTranslation('volunteerAccount');
  const id = useId();
  const session = useVolunteerSession();
  const registerOwn = () => {
    // The server forgets the session (a failure there changes nothing here); this browser forgets it at once.
    void logoutVolunteer().catch(() => undefined);
    session.signedOut();
    afterSignOut?.();
  };
  return (
    <section className={styles.demoNotice} aria-labelledby={`${id}-title`} data-demo-notice="">
      <h2 id={`${id}-title`}>{t('profile.demo.title')}</h2>
      <p>{t('profile.demo.lead')}</p>
      <p>
        <button type="button" className="button button-primary" onClick={registerOwn}>
          {t('profile.demo.register')}
        </button>
      </p>
    </section>
  );
}
