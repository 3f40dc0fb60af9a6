import { VOLUNTEER_CODES, VOLUNTEER_LIMITS, type Volunteer } from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import {
  demoLoginVolunteer,
  loginVolunteer,
  registerVolunteer,
  volunteerKeys,
  volunteerOverviewQuery,
} from '../../api/volunteer-account';
import { QueryScope } from '../../components/query-scope';
import { FormField, FormOutcome, SubmitButton, TitledForm, useFieldWiring } from '../../components/form-kit';
import { useSendForm } from '../../components/use-send-form';
import { codedMessageText } from '../../lib/form-messages';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { VolunteerAuthFormProps, VolunteerAuthMode } from '../../lib/reunion-dialogs';
import { saveVolunteerSession } from '../../lib/volunteer-session';
import { serverFailureText } from './lib/auth-messages';
import formStyles from '../../components/form.module.css';
import styles from './volunteer-auth.module.css';

const loginResolver = lazyResolver(() => import('./lib/auth-schema').then((m) => m.loginResolver));
const registerResolver = lazyResolver(() => import('./lib/auth-schema').then((m) => m.registerResolver));

const LOGIN_FIELDS = ['email', 'password'] as const;
const REGISTER_FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

interface LoginValues {
  email: string;
  password: string;
}
interface RegisterValues extends LoginValues {
  name: string;
  confirmPassword: string;
}

/** What every way in ends with: the session kept (and known to the queries), then `onDone`. */
function useSignedIn(onDone: (() => void) | undefined) {
  const client = useQueryClient();
  return (answer: { token: string; volunteer: Volunteer }) => {
    client.setQueryData(volunteerKeys.me, answer.volunteer);
    saveVolunteerSession(answer.token, answer.volunteer);
    if (onDone) onDone();
    else navigate('/volunteer/dashboard');
  };
}

function useMessageText() {
  const { t } = useTranslation('volunteerAccount');
  return (message: string | undefined) => codedMessageText(VOLUNTEER_CODES, 'codes', message, (key) => t(key));
}

/**
 * The volunteer's sign-in and registration, in a dialog or inline on a page: one form at a time, a link
 * switches to the other. Every field is required; the browser checks the values with the contract's schemas
 * (and that both passwords match) before anything is sent, and the server's field messages go under their
 * fields. A refused attempt says "Login failed: " with the server's reason; any other failure asks to try again.
 */
export function VolunteerAuthForms(props: VolunteerAuthFormProps) {
  // The reunion frame has no query cache of its own: the forms bring the app's.
  return (
    <QueryScope>
      <AuthForms {...props} />
    </QueryScope>
  );
}

function AuthForms({ mode: initialMode, onDone, heading = 'h3' }: VolunteerAuthFormProps) {
  const [mode, setMode] = useState<VolunteerAuthMode>(initialMode);
  const { t } = useTranslation('volunteerAccount');
  const signedIn = useSignedIn(onDone);
  return (
    <div className={styles.forms} data-volunteer-auth={mode}>
      {mode === 'login' ? (
        <LoginForm heading={heading} onSignedIn={signedIn} />
      ) : (
        <RegisterForm heading={heading} onSignedIn={signedIn} />
      )}
      <p className={styles.switch}>
        {t(mode === 'login' ? 'auth.login.switch' : 'auth.register.switch')}{' '}
        <button
          type="button"
          className={styles.link}
          onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
          data-auth-switch=""
        >
          {t(mode === 'login' ? 'auth.login.switchLink' : 'auth.register.switchLink')}
        </button>
      </p>
    </div>
  );
}

type SignedIn = (answer: { token: string; volunteer: Volunteer }) => void;

function LoginForm({ heading, onSignedIn }: { heading: 'h2' | 'h3'; onSignedIn: SignedIn }) {
  const { t } = useTranslation('volunteerAccount');
  const messageText = useMessageText();
  const { form, formRef, onSubmit, sending, outcome } = useSendForm<LoginValues, LoginValues, { text: string }>({
    resolver: loginResolver,
    empty: { email: '', password: '' },
    fields: LOGIN_FIELDS,
    send: (values) => loginVolunteer(values).then(onSignedIn),
    onFailed: (error) => ({ text: failureText(error, 'login', (key, options) => t(key, options)) }),
  });
  const fields = useFieldWiring(form, messageText, formStyles);
  const demo = useDemo(onSignedIn);
  return (
    <>
      <TitledForm
        title={t('auth.login.title')}
        hint={t('auth.required')}
        heading={heading === 'h2' ? 'h3' : 'h4'}
        onSubmit={onSubmit}
        formRef={formRef}
        classes={formStyles}
      >
        <EmailField wiring={fields} label={t('auth.email')} />
        <FormField wiring={fields} field="password" label={t('auth.password')} required>
          <input
            type="password"
            autoComplete="current-password"
            aria-required="true"
            maxLength={VOLUNTEER_LIMITS.passwordMax}
            {...fields.control('password')}
          />
        </FormField>
        <div className={formStyles.actions}>
          <SubmitButton sending={sending} label={t('auth.login.submit')} sendingLabel={t('auth.login.sending')} />
        </div>
        <FormOutcome
          classes={formStyles}
          success={null}
          failure={(outcome?.kind === 'error' && outcome.text) || demo.failure}
        />
      </TitledForm>
      {demo.button}
    </>
  );
}

function failureText(
  error: unknown,
  mode: VolunteerAuthMode,
  t: (key: string, options?: Record<string, string>) => string,
): string {
  const reason = serverFailureText(error, (key) => t(key));
  if (mode === 'login') return reason ? t('auth.login.loginFailed', { error: reason }) : t('auth.login.loginError');
  return reason ? t('auth.register.registrationFailed', { error: reason }) : t('auth.register.registrationError');
}

/** "Try the demo volunteer": offered only where the server says the demo account exists; no credentials shown. */
function useDemo(onSignedIn: SignedIn) {
  const { t } = useTranslation('volunteerAccount');
  const overview = useQuery(volunteerOverviewQuery());
  const demo = useMutation({ mutationFn: demoLoginVolunteer, onSuccess: onSignedIn });
  const failure = demo.isError ? failureText(demo.error, 'login', (key, options) => t(key, options)) : null;
  const button = overview.data?.demo_available ? (
    <div className={styles.demo}>
      <p>{t('auth.demo.hint')}</p>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => demo.mutate()}
        disabled={demo.isPending}
        aria-busy={demo.isPending}
        data-auth-demo=""
      >
        {t('auth.demo.button')}
      </button>
    </div>
  ) : null;
  return { button, failure };
}

function EmailField<T extends LoginValues>({
  wiring,
  label,
}: {
  wiring: ReturnType<typeof useFieldWiring<T>>;
  label: string;
}) {
  const field = 'email' as Parameters<typeof wiring.control>[0];
  return (
    <FormField wiring={wiring} field={field} label={label} required>
      <input
        type="email"
        autoComplete="email"
        dir="ltr"
        aria-required="true"
        maxLength={254}
        {...wiring.control(field)}
      />
    </FormField>
  );
}

function RegisterForm({ heading, onSignedIn }: { heading: 'h2' | 'h3'; onSignedIn: SignedIn }) {
  const { t } = useTranslation('volunteerAccount');
  const messageText = useMessageText();
  const hintId = useId();
  const [mismatch, setMismatch] = useState(false);
  const { form, formRef, onSubmit, sending, outcome } = useSendForm<RegisterValues, RegisterValues, { text: string }>({
    resolver: registerResolver,
    empty: { name: '', email: '', password: '', confirmPassword: '' },
    fields: REGISTER_FIELDS,
    send: (values) => registerVolunteer(values).then(onSignedIn),
    onFailed: (error) => ({ text: failureText(error, 'register', (key, options) => t(key, options)) }),
  });
  const fields = useFieldWiring(form, messageText, formStyles);

  // Two different passwords are refused here, before anything is sent (whether or not the schema has loaded).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { password, confirmPassword } = form.getValues();
    if (password !== '' && confirmPassword !== '' && password !== confirmPassword) {
      event.preventDefault();
      setMismatch(true);
      form.setError('confirmPassword', { type: 'mismatch', message: VOLUNTEER_CODES.passwordMismatch });
      return;
    }
    setMismatch(false);
    void onSubmit(event);
  };

  return (
    <TitledForm
      title={t('auth.register.title')}
      hint={t('auth.required')}
      heading={heading === 'h2' ? 'h3' : 'h4'}
      onSubmit={submit}
      formRef={formRef}
      classes={formStyles}
    >
      <FormField wiring={fields} field="name" label={t('auth.name')} required>
        <input
          type="text"
          autoComplete="name"
          aria-required="true"
          maxLength={VOLUNTEER_LIMITS.nameMax}
          {...fields.control('name')}
        />
      </FormField>
      <EmailField wiring={fields} label={t('auth.email')} />
      <FormField wiring={fields} field="password" label={t('auth.password')} required>
        <input
          type="password"
          autoComplete="new-password"
          aria-required="true"
          maxLength={VOLUNTEER_LIMITS.passwordMax}
          {...fields.control('password', { describedBy: hintId })}
        />
      </FormField>
      <p id={hintId} className={styles.hint}>
        {t('auth.register.passwordHint', { min: VOLUNTEER_LIMITS.passwordMin })}
      </p>
      <FormField wiring={fields} field="confirmPassword" label={t('auth.confirmPassword')} required>
        <input
          type="password"
          autoComplete="new-password"
          aria-required="true"
          maxLength={VOLUNTEER_LIMITS.passwordMax}
          {...fields.control('confirmPassword')}
        />
      </FormField>
      <div className={formStyles.actions}>
        <SubmitButton sending={sending} label={t('auth.register.submit')} sendingLabel={t('auth.register.sending')} />
      </div>
      <FormOutcome
        classes={formStyles}
        success={null}
        failure={mismatch ? t('codes.passwordMismatch') : outcome?.kind === 'error' ? outcome.text : null}
      />
    </TitledForm>
  );
}
