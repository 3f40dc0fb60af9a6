import { keyOfCode, VOLUNTEER_CODES, VOLUNTEER_LIMITS, type Volunteer } from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { reportFormDataQuery } from '../../api/missing-reports';
import { volunteerKeys } from '../../api/volunteer-account';
import {
  changeVolunteerPassword,
  deleteVolunteerAccount,
  deleteVolunteerAvatar,
  updateVolunteerProfile,
  uploadVolunteerAvatar,
} from '../../api/volunteer-profile';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { ApiError } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { codedMessageText } from '../../lib/form-messages';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { useVolunteerSession } from '../../lib/volunteer-session';
import { DemoNotice } from './demo-notice';
import { SignInGate } from './sign-in-gate';
import formStyles from '../../components/form.module.css';
import styles from './volunteer-account.module.css';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's message for a field (its code translated), or for the whole form; null for another failure. */
function serverMessage(error: unknown, field: string | null, t: Translate): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  const message = field ? error.fieldMessage(field) : (error.coded.code ?? error.message);
  return codedMessageText(VOLUNTEER_CODES, 'codes', message, (key) => t(key)) ?? null;
}

/** The server's refusal of a whole form (a volunteer message, such as the demo's) translated; null for another failure. */
function refusalText(error: unknown, t: Translate): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  const key = keyOfCode(VOLUNTEER_CODES, error.coded.code);
  return key ? t(`codes.${key}`) : null;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

const invalid = (id: string, error: string | null | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** What a form's last send came to, said in a live region (success) or an alert (failure). */
function Outcome({ ok, failure }: { ok: string | null; failure: string | null }) {
  return (
    <>
      <div aria-live="polite">{ok && <p role="status">{ok}</p>}</div>
      {failure && (
        <p role="alert" className={`${formStyles.banner} ${formStyles.failure}`}>
          {failure}
        </p>
      )}
    </>
  );
}

/** Keeps the volunteer the server answered as the signed-in one (the header's name and avatar follow). */
function useKeepVolunteer() {
  const client = useQueryClient();
  return (volunteer: Volunteer) => client.setQueryData(volunteerKeys.me, volunteer);
}

/** `locked`: the shared demo account's details, shown but not editable. */
function DetailsForm({ volunteer, locked }: { volunteer: Volunteer; locked: boolean }) {
  // The level's name comes from the shared `volunteer` vocabulary.
  const { t } = useTranslation(['volunteerAccount', 'volunteer']);
  const id = useId();
  const keep = useKeepVolunteer();
  const [name, setName] = useState(volunteer.name);
  const [province, setProvince] = useState(volunteer.province_id ?? '');
  const lists = useQuery(reportFormDataQuery(currentLanguage()));
  const save = useMutation({ mutationFn: updateVolunteerProfile, onSuccess: keep });
  const nameError = save.isError ? serverMessage(save.error, 'name', t) : null;
  const provinceError = save.isError ? serverMessage(save.error, 'province_id', t) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name: name.trim(), province_id: province || null });
  };
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.details')}</h2>
      <p className={styles.status}>
        {t('profile.stats', {
          level: volunteer.level.level,
          name: t(`volunteer:levels.${volunteer.level.key}`),
          points: formatCount(volunteer.lifetime_points, localeOf(currentLanguage())),
        })}
      </p>
      <form className={formStyles.form} noValidate onSubmit={submit}>
        <Field id={`${id}-name`} label={`${t('profile.name')} *`} error={nameError}>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            required
            aria-required="true"
            maxLength={VOLUNTEER_LIMITS.nameMax}
            disabled={locked}
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...invalid(`${id}-name`, nameError)}
          />
        </Field>
        <Field id={`${id}-email`} label={t('profile.email')}>
          <input id={`${id}-email`} type="email" dir="ltr" value={volunteer.email} readOnly />
        </Field>
        <Field id={`${id}-province`} label={t('profile.province')} error={provinceError}>
          <select
            id={`${id}-province`}
            value={province}
            disabled={locked}
            onChange={(event) => setProvince(event.target.value)}
            aria-describedby={`${id}-province-hint`}
            aria-busy={lists.isPending}
          >
            <option value="">{t('profile.provinceNone')}</option>
            {lists.data?.data.provinces.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
            {/* The saved province stays choosable while the list loads. */}
            {province && !lists.data && <option value={province}>{province}</option>}
          </select>
        </Field>
        <p id={`${id}-province-hint`} className={styles.status}>
          {t('profile.provinceHint')}
        </p>
        <div className={formStyles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={locked || save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? t('profile.saving') : t('profile.save')}
          </button>
        </div>
        <Outcome
          ok={save.isSuccess ? t('profile.saved') : null}
          failure={
            save.isError && !nameError && !provinceError
              ? (refusalText(save.error, t) ?? t('profile.saveFailed'))
              : null
          }
        />
      </form>
    </section>
  );
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

function AvatarForm({ volunteer, locked }: { volunteer: Volunteer; locked: boolean }) {
  const { t } = useTranslation('volunteerAccount');
  const id = useId();
  const keep = useKeepVolunteer();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: string | null; failure: string | null }>({ ok: null, failure: null });
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: (file: File) => uploadVolunteerAvatar(file, setProgress),
    onSuccess: (saved) => {
      keep(saved);
      setPreview(null);
      setMessage({ ok: t('profile.avatar.uploaded'), failure: null });
    },
    onError: (error) => {
      setPreview(null);
      setMessage({ ok: null, failure: refusalText(error, t) ?? t('profile.avatar.failed') });
    },
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: deleteVolunteerAvatar,
    onSuccess: (saved) => {
      keep(saved);
      setMessage({ ok: t('profile.avatar.removed'), failure: null });
    },
    onError: (error) => setMessage({ ok: null, failure: refusalText(error, t) ?? t('profile.avatar.failed') }),
  });

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setMessage({ ok: null, failure: t('profile.avatar.notImage') });
      return;
    }
    setMessage({ ok: null, failure: null });
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };
  const shown = preview ?? volunteer.avatar_url;

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.avatar.title')}</h2>
      <div className={styles.row}>
        {shown ? (
          <img src={shown} alt={t('profile.avatar.alt')} className={styles.avatar} width={80} height={80} />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        {/* The browser's own file box speaks the browser's language, not the page's: it stays for the keyboard
            and screen readers, hidden, and its label is the button that is seen and clicked. */}
        <div>
          <input
            id={`${id}-file`}
            className={`visually-hidden ${styles.fileInput}`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={locked || upload.isPending}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label htmlFor={`${id}-file`} className={`button button-ghost ${styles.fileButton}`}>
            {t('profile.avatar.choose')}
          </label>
        </div>
        {volunteer.avatar_url && !upload.isPending && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => remove.mutate()}
            disabled={locked || remove.isPending}
            data-avatar-remove=""
          >
            {t('profile.avatar.remove')}
          </button>
        )}
      </div>
      {progress !== null && (
        <progress max={100} value={progress} aria-label={t('profile.avatar.uploading', { percent: progress })}>
          {t('profile.avatar.uploading', { percent: progress })}
        </progress>
      )}
      <Outcome ok={message.ok} failure={message.failure} />
    </section>
  );
}

function PasswordForm() {
  const { t } = useTranslation('volunteerAccount');
  const id = useId();
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: changeVolunteerPassword,
    onSuccess: () => setValues({ current: '', next: '', confirm: '' }),
  });
  const currentError = change.isError ? serverMessage(change.error, 'current_password', t) : null;
  const nextError = change.isError ? serverMessage(change.error, 'new_password', t) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Two different new passwords are refused here: nothing is sent.
    if (values.next !== values.confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    change.mutate({ current_password: values.current, new_password: values.next });
  };
  const input = (key: keyof typeof values, label: string, autoComplete: string, error?: string | null) => (
    <Field id={`${id}-${key}`} label={`${label} *`} error={error}>
      <input
        id={`${id}-${key}`}
        type="password"
        autoComplete={autoComplete}
        required
        aria-required="true"
        maxLength={VOLUNTEER_LIMITS.passwordMax}
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        {...invalid(`${id}-${key}`, error)}
      />
    </Field>
  );
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.password.title')}</h2>
      <form className={formStyles.form} noValidate onSubmit={submit}>
        {input('current', t('profile.password.current'), 'current-password', currentError)}
        {input('next', t('profile.password.new'), 'new-password', nextError)}
        {input('confirm', t('profile.password.confirm'), 'new-password', mismatch ? t('codes.passwordMismatch') : null)}
        <div className={formStyles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={change.isPending || !values.current || !values.next || !values.confirm}
            aria-busy={change.isPending}
          >
            {t('profile.password.submit')}
          </button>
        </div>
        <Outcome
          ok={change.isSuccess ? t('profile.password.changed') : null}
          failure={
            mismatch
              ? t('codes.passwordMismatch')
              : change.isError && !currentError && !nextError
                ? (serverMessage(change.error, null, t) ?? t('profile.password.failed'))
                : null
          }
        />
      </form>
    </section>
  );
}

function DeleteForm() {
  const { t } = useTranslation('volunteerAccount');
  const id = useId();
  const session = useVolunteerSession();
  const word = t('profile.delete.confirmWord');
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: deleteVolunteerAccount,
    onSuccess: () => {
      session.signedOut();
      navigate('/volunteer');
    },
  });
  const passwordError = remove.isError ? serverMessage(remove.error, 'password', t) : null;
  const ready = typed.trim() === word && password !== '';
  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('profile.delete.title')}</h2>
      <p>{t('profile.delete.lead')}</p>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) remove.mutate({ password });
        }}
      >
        <Field id={`${id}-word`} label={t('profile.delete.confirmLabel', { word })}>
          <input
            id={`${id}-word`}
            type="text"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <Field id={`${id}-password`} label={`${t('profile.delete.password')} *`} error={passwordError}>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            required
            aria-required="true"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...invalid(`${id}-password`, passwordError)}
          />
        </Field>
        <div className={formStyles.actions}>
          <button
            type="submit"
            className="button button-primary"
            disabled={!ready || remove.isPending}
            aria-busy={remove.isPending}
            data-delete-account=""
          >
            {t('profile.delete.submit')}
          </button>
        </div>
        <Outcome
          ok={null}
          failure={
            remove.isError && !passwordError
              ? (serverMessage(remove.error, null, t) ?? t('profile.delete.failed'))
              : null
          }
        />
      </form>
    </section>
  );
}

/**
 * /profile: the volunteer's name and home province, avatar, password, and deleting the account. The shared demo
 * account shows why none of it can be changed, its details and avatar without their controls working, and no
 * password or deletion form (it has no password).
 */
export default function ProfilePage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('profile.title'), description: t('profile.summary'), noindex: true });
  return (
    <QueryScope>
      <PageIntro heading={t('profile.heading')} summary={t('profile.summary')} />
      <div className={`container ${styles.page}`}>
        <SignInGate>
          {(volunteer) =>
            volunteer.shared_demo ? (
              <>
                <DemoNotice afterSignOut={() => navigate('/volunteer/register')} />
                <DetailsForm key={volunteer.id} volunteer={volunteer} locked />
                <AvatarForm volunteer={volunteer} locked />
              </>
            ) : (
              <>
                <DetailsForm key={volunteer.id} volunteer={volunteer} locked={false} />
                <AvatarForm volunteer={volunteer} locked={false} />
                <PasswordForm />
                <DeleteForm />
              </>
            )
          }
        </SignInGate>
      </div>
    </QueryScope>
  );
}
