import { NOTE_DANCE_LIMITS } from '@site/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { noteDanceAuth } from '../../../api/note-dance';
import { ApiError } from '../../../lib/api-client';
import { saveNoteDanceSession } from '../../../lib/note-dance-session';
import styles from './note-dance.module.css';

/** A small inline sign-in (or registration) so that a result can be saved: Note Dance's own accounts. */
export function SignInForm() {
  const { t } = useTranslation('noteDance');
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = mode === 'register' && confirm !== '' && confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await noteDanceAuth(
        mode === 'login'
          ? { action: 'login', email, password }
          : { action: 'register', username, email, password, confirmPassword: confirm },
      );
      saveNoteDanceSession(answer.token, answer.user);
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      setError(
        mode === 'login'
          ? status === 401
            ? t('auth.invalidEmailOrPassword')
            : status === 400 || status === 422
              ? t('auth.invalidCredentials')
              : t('auth.loginFailed')
          : status === 400 || status === 422
            ? t('auth.invalidRegistration')
            : t('auth.registrationFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.signIn} onSubmit={(event) => void submit(event)} aria-label={t(`auth.${mode}`)}>
      {mode === 'register' && (
        <label>
          {t('auth.username')}
          <input
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
            minLength={NOTE_DANCE_LIMITS.usernameMin}
            maxLength={NOTE_DANCE_LIMITS.usernameMax}
            autoComplete="username"
          />
        </label>
      )}
      <label>
        {t('auth.email')}
        <input
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoComplete="email"
        />
      </label>
      <label>
        {t('auth.password')}
        <input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          minLength={mode === 'register' ? NOTE_DANCE_LIMITS.passwordMin : 1}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        />
      </label>
      {mode === 'register' && (
        <label>
          {t('auth.confirmPassword')}
          <input
            type="password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            required
            autoComplete="new-password"
            aria-invalid={mismatch || undefined}
          />
        </label>
      )}
      {mismatch && <p className={styles.error}>{t('auth.passwordMismatch')}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.controls}>
        <button type="submit" className="button" disabled={busy || mismatch}>
          {t(mode === 'login' ? 'auth.login' : 'auth.register')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            setMode(mode === 'login' ? 'register' : 'login');
            setError(null);
          }}
        >
          {t(mode === 'login' ? 'auth.toRegister' : 'auth.toLogin')}
        </button>
      </div>
    </form>
  );
}
