import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/page-spinner';
import { queryPage } from '../../../components/admin/query-page';
import { changePassword } from '../../../api/admin-session';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAdminPageMeta } from '../../../components/admin/use-admin-page-meta';
import { AdminPageHeading } from '../../../components/admin/admin-page-header';
import ui from '../../../components/admin/admin-ui.module.css';
import { translateMessage } from '../../../components/admin/form-messages';
import { useAdminSession } from '../../../components/admin/use-admin-session';
import { passwordFormSchema, type PasswordFormValues } from './password-form';
import styles from './profile-page.module.css';
import { PanelSection } from '../../../components/admin/panel-section';
import { FactList } from '../../../components/admin/fact-list';
import { FieldFrame, fieldDescription } from '../../../components/admin/form/field-frame';

/** The signed-in administrator's account (name, email, role) and the change-password form. */
export default queryPage(ProfileScreen);

function ProfileScreen() {
  const { t } = useTranslation('admin');
  useAdminPageMeta('adminProfile');
  const session = useAdminSession();
  const user = session.data;

  return (
    <>
      <AdminPageHeading page="adminProfile" />
      <div className={styles.columns}>
        <PanelSection title={t('profile.account')}>
          {!user ? (
            <PageSpinner />
          ) : (
            <FactList
              className={styles.facts}
              facts={[
                { key: 'name', label: t('profile.name'), value: user.name },
                { key: 'email', label: t('profile.email'), value: <span dir="ltr">{user.email}</span> },
                { key: 'role', label: t('profile.role'), value: t('user.administrator') },
              ]}
            />
          )}
        </PanelSection>
        <PasswordForm />
      </div>
    </>
  );
}

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];

function PasswordForm() {
  const { t } = useTranslation('admin');
  const baseId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const change = useMutation({
    mutationFn: (values: PasswordFormValues) =>
      changePassword({ current_password: values.current_password, new_password: values.new_password }),
    onMutate: () => {
      setFormError(null);
      setDone(false);
    },
    onSuccess: () => {
      reset();
      setDone(true);
      notify('success', t('profile.password.changed'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.kind === 'http' && error.status === 422) {
        let placed = false;
        for (const field of FIELDS) {
          const message = error.fieldMessage(field);
          if (message) {
            setError(field, { message });
            placed = true;
          }
        }
        if (placed) return;
      }
      if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) {
        setFormError(t('profile.password.connection'));
        return;
      }
      setFormError(translateMessage(t, error) ?? t('profile.password.failed'));
    },
  });

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => {
    const id = `${baseId}-${name}`;
    const error = translateMessage(t, errors[name]?.message);
    return (
      <PasswordField
        id={id}
        label={label}
        hint={hint}
        error={error}
        autoComplete={autoComplete}
        registration={register(name)}
      />
    );
  };

  return (
    <PanelSection title={t('profile.password.title')}>
      <form noValidate className={styles.form} onSubmit={handleSubmit((values) => change.mutate(values))}>
        <div aria-live="polite">
          {formError && <p className={ui.errorBox}>{formError}</p>}
          {done && <p className={ui.successBox}>{t('profile.password.changed')}</p>}
        </div>
        {field('current_password', t('profile.password.current'), 'current-password')}
        {field('new_password', t('profile.password.new'), 'new-password', t('profile.password.newHint'))}
        {field('confirm_password', t('profile.password.confirm'), 'new-password')}
        <div>
          <button type="submit" className="button button-primary" disabled={change.isPending}>
            {change.isPending ? t('profile.password.saving') : t('profile.password.submit')}
          </button>
        </div>
      </form>
    </PanelSection>
  );
}

function PasswordField({
  id,
  label,
  hint,
  error,
  autoComplete,
  registration,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  autoComplete: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="password"
        className={ui.input}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, Boolean(hint), Boolean(error))}
        {...registration}
      />
    </FieldFrame>
  );
}
