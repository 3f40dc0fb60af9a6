import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LanguageSelector } from '../../../components/language-selector';
import { QueryScope } from '../../../components/query-scope';
import { logIn } from '../../../api/admin-session';
import { useAdminPageMeta } from '../../../components/admin/use-admin-page-meta';
import { Icon } from '../../../components/admin/icons';
import { startSession } from '../session';
import { loginErrorText, serverText, type LoginErrorText } from './login-error';
import { returnPath } from './return-path';
import card from '../../../components/admin/login-card.module.css';
import styles from './login-page.module.css';

/** The site owner's sign-in. Shown without the admin header and sidebar. */
export default function LoginPage() {
  return (
    <QueryScope>
      <LoginScreen />
    </QueryScope>
  );
}

function LoginScreen() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const tp = useAdminPageMeta('adminLogin');

  return (
    <div className={card.screen}>
      <div className={card.top}>
        <Link href="/" className={card.back}>
          <span aria-hidden="true" className={card.backArrow}>
            ←
          </span>
          {tc('admin.viewSite')}
        </Link>
        <LanguageSelector tone="light" />
      </div>
      <section className={card.card} aria-labelledby="page-heading">
        <p className={card.brand}>{tc('admin.area')}</p>
        <h1 id="page-heading" className={card.heading}>
          {tp('adminLogin.heading')}
        </h1>
        <p className={card.summary}>{tp('adminLogin.summary')}</p>
        <LoginForm />
        <p className={styles.note}>
          <Icon name="lock" size={16} className={styles.noteIcon} />
          <span>{t('login.note')}</span>
        </p>
      </section>
    </div>
  );
}

function LoginForm() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<LoginErrorText | null>(null);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });

  const login = useMutation({
    mutationFn: (body: LoginRequest) => logIn(body),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => {
      startSession(queryClient, answer.token, answer.user);
      navigate(returnPath(window.history.state), { replace: true });
    },
    onError: (error) => setFailure(loginErrorText(error)),
  });

  const text = (value: LoginErrorText) => ('key' in value ? t(`login.errors.${value.key}`) : value.raw);
  const fieldText = (message: string | undefined) => (message ? text(serverText(message)) : undefined);
  const emailError = fieldText(errors.email?.message);
  const passwordError = fieldText(errors.password?.message);

  return (
    <form
      className={card.form}
      noValidate
      // A new attempt replaces the last answer: fields that fail their own checks send nothing, so the
      // previous "Invalid credentials" would otherwise stay above errors that have nothing to do with it.
      onSubmit={handleSubmit(
        (values) => login.mutate(values),
        () => setFailure(null),
      )}
    >
      <div aria-live="assertive" aria-atomic="true">
        {failure && (
          <p id={errorId} className={card.errorBox}>
            {text(failure)}
          </p>
        )}
      </div>

      <div className={card.field}>
        <label htmlFor={emailId} className={card.label}>
          {t('login.email')}
        </label>
        <input
          id={emailId}
          type="email"
          autoComplete="username"
          inputMode="email"
          className={card.input}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${emailId}-error` : failure ? errorId : undefined}
          {...register('email')}
        />
        {emailError && (
          <p id={`${emailId}-error`} className={card.fieldError}>
            {emailError}
          </p>
        )}
      </div>

      <div className={card.field}>
        <label htmlFor={passwordId} className={card.label}>
          {t('login.password')}
        </label>
        <div className={styles.passwordBox}>
          <input
            id={passwordId}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className={`${card.input} ${styles.passwordInput}`}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${passwordId}-error` : undefined}
            {...register('password')}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={showPassword}
            aria-controls={passwordId}
            onClick={() => setShowPassword((value) => !value)}
          >
            <EyeIcon crossed={showPassword} />
            <span className="visually-hidden">{t('login.showPassword')}</span>
          </button>
        </div>
        {passwordError && (
          <p id={`${passwordId}-error`} className={card.fieldError}>
            {passwordError}
          </p>
        )}
      </div>

      <button type="submit" className={`button button-primary ${card.submit}`} disabled={login.isPending}>
        {login.isPending ? t('login.signingIn') : t('login.submit')}
      </button>
    </form>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
