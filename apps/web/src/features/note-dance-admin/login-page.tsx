import { NOTE_DANCE_LIMITS } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { noteDanceAuth } from '../../api/note-dance';
import { LanguageSelector } from '../../components/language-selector';
import { QueryScope } from '../../components/query-scope';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { saveNoteDanceSession } from '../../lib/note-dance-session';
import { authFailure, type AuthMode } from './lib/messages';
import card from '../../components/admin/login-card.module.css';
import styles from './login.module.css';

/** How long the success message shows before the dashboard opens. */
export const REDIRECT_DELAY_MS = 500;

/** /note-dance/admin/login: sign in, or create an account (a player: the owner makes admins). */
export default function NoteDanceLoginPage() {
  return (
    <QueryScope>
      <LoginScreen />
    </QueryScope>
  );
}

function LoginScreen() {
  const { t } = useTranslation('noteDanceAdmin');
  const tp = useAdminPageMeta('noteDanceAdminLogin');
  const [mode, setMode] = useState<AuthMode>('login');
  return (
    <div className={card.screen}>
      <div className={card.top}>
        <Link href="/" className={card.back}>
          <span aria-hidden="true" className={card.backArrow}>
            ←
          </span>
          {t('login.backToSite')}
        </Link>
        <LanguageSelector tone="light" />
      </div>
      <section className={card.card} aria-labelledby="page-heading">
        <p className={card.brand}>{t('frame.brand')}</p>
        <h1 id="page-heading" className={card.heading}>
          {mode === 'login' ? t('login.loginTitle') : t('login.registerTitle')}
        </h1>
        <p className={card.summary}>{tp('noteDanceAdminLogin.summary')}</p>
        <AuthForm key={mode} mode={mode} />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setMode((value) => (value === 'login' ? 'register' : 'login'))}
        >
          {mode === 'login' ? t('login.toRegister') : t('login.toLogin')}
        </button>
      </section>
    </div>
  );
}

function AuthForm({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('noteDanceAdmin');
  const [, navigate] = useLocation();
  const ids = { username: useId(), email: useId(), password: useId(), confirm: useId(), note: useId() };
  const [values, setValues] = useState({ username: '', email: '', password: '', confirm: '' });
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const register = mode === 'register';
  const mismatch = register && values.confirm !== '' && values.password !== values.confirm;
  const tooShort = register && values.password !== '' && values.password.length < NOTE_DANCE_LIMITS.passwordMin;

  const auth = useMutation({
    mutationFn: () =>
      noteDanceAuth(
        register
          ? {
              action: 'register',
              username: values.username.trim(),
              email: values.email.trim(),
              password: values.password,
              confirmPassword: values.confirm,
            }
          : { action: 'login', email: values.email.trim(), password: values.password },
      ),
    onMutate: () => setOutcome(null),
    onSuccess: (answer) => {
      saveNoteDanceSession(answer.token, answer.user);
      setOutcome({ tone: 'success', text: t(register ? 'messages.registerSuccess' : 'messages.loginSuccess') });
    },
    onError: (error) => {
      const failure = authFailure(mode, error);
      setOutcome({ tone: 'error', text: 'key' in failure ? t(failure.key) : failure.text });
    },
  });

  // The success message shows for a moment, then the dashboard opens (a player's account sees there that it is not
  // an admin).
  useEffect(() => {
    if (!auth.isSuccess) return;
    const timer = window.setTimeout(
      () => navigate('/note-dance/admin/dashboard', { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [auth.isSuccess, navigate]);

  const incomplete = register
    ? !values.username.trim() || !values.email.trim() || !values.password || !values.confirm
    : !values.email.trim() || !values.password;
  const blocked = auth.isPending || auth.isSuccess || mismatch || (register && values.password !== values.confirm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (incomplete || tooShort || blocked) return;
    auth.mutate();
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: event.target.value })),
  });

  return (
    <form className={card.form} noValidate onSubmit={submit} aria-describedby={register ? ids.note : undefined}>
      <div aria-live="assertive" aria-atomic="true">
        {outcome && (
          <p className={outcome.tone === 'error' ? card.errorBox : styles.successBox} data-testid="auth-outcome">
            {outcome.text}
          </p>
        )}
      </div>
      {register && (
        <div className={card.field}>
          <label htmlFor={ids.username} className={card.label}>
            {t('login.username')}
          </label>
          <input id={ids.username} className={card.input} autoComplete="username" required {...field('username')} />
        </div>
      )}
      <div className={card.field}>
        <label htmlFor={ids.email} className={card.label}>
          {t('login.email')}
        </label>
        <input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete={register ? 'email' : 'username'}
          className={card.input}
          required
          {...field('email')}
        />
      </div>
      <div className={card.field}>
        <label htmlFor={ids.password} className={card.label}>
          {t('login.password')}
        </label>
        <input
          id={ids.password}
          type="password"
          autoComplete={register ? 'new-password' : 'current-password'}
          className={card.input}
          required
          minLength={register ? NOTE_DANCE_LIMITS.passwordMin : undefined}
          aria-invalid={tooShort || undefined}
          aria-describedby={register ? `${ids.password}-hint` : undefined}
          {...field('password')}
        />
        {register && (
          <p id={`${ids.password}-hint`} className={tooShort ? card.fieldError : styles.hint}>
            {tooShort
              ? t('messages.passwordTooShort')
              : t('login.passwordHint', { min: NOTE_DANCE_LIMITS.passwordMin })}
          </p>
        )}
      </div>
      {register && (
        <div className={card.field}>
          <label htmlFor={ids.confirm} className={card.label}>
            {t('login.confirmPassword')}
          </label>
          <input
            id={ids.confirm}
            type="password"
            autoComplete="new-password"
            className={card.input}
            required
            aria-invalid={mismatch || undefined}
            aria-describedby={mismatch ? `${ids.confirm}-error` : undefined}
            {...field('confirm')}
          />
          {mismatch && (
            <p id={`${ids.confirm}-error`} className={card.fieldError} role="alert">
              {t('messages.passwordMismatch')}
            </p>
          )}
        </div>
      )}
      <button
        type="submit"
        className={`button button-primary ${card.submit}`}
        disabled={blocked || incomplete || tooShort}
        aria-busy={auth.isPending}
      >
        {auth.isPending ? t('login.busy') : register ? t('login.submitRegister') : t('login.submitLogin')}
      </button>
      {register && (
        <p id={ids.note} className={styles.note}>
          {t('login.playerNote')}
        </p>
      )}
    </form>
  );
}
