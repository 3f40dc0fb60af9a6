import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useReunionDialogs, type ReunionDialogs } from '../../../lib/reunion-dialogs';
import styles from './volunteer.module.css';

/** The auth dialog's opener, once the reunion frame offers it (absent: the register page instead). */
type WithAuth = ReunionDialogs & { volunteerAuth?: (mode: 'login' | 'register') => void };

/** Asks a guest to sign in: opens the volunteer auth dialog where the frame has it, else links to registering. */
export function SignInPrompt({ text }: { text: string }) {
  const { t } = useTranslation('volunteer');
  const open = (useReunionDialogs() as WithAuth | null)?.volunteerAuth;
  return (
    <div className={styles.notice}>
      <p>{text}</p>
      {open ? (
        <button type="button" className="button" onClick={() => open('login')}>
          {t('signIn.button')}
        </button>
      ) : (
        <Link href="/volunteer/register" className="button">
          {t('signIn.register')}
        </Link>
      )}
    </div>
  );
}
