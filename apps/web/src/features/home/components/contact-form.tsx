import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema, type ContactMessageInput, type ContactRequest } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryScope } from '../../../components/query-scope';
import { sendMessage } from '../../../api/contact';
import { ApiError } from '../../../lib/api-client';
import { useSiteProfile } from '../../../lib/use-site-profile';
import { contactMessageText } from '../lib/contact-errors';
import styles from '../../../components/form.module.css';

/** Banners hide after 5 s. */
export const BANNER_HIDE_MS = 5000;

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type Field = (typeof FIELDS)[number];

type Banner = { kind: 'success' } | { kind: 'error'; message: string | null };

const EMPTY: ContactRequest = { name: '', email: '', phone: '', message: '', website: '' };

function Form() {
  const { t } = useTranslation('home');
  const { data: profile } = useSiteProfile();
  const id = useId();
  const [banner, setBanner] = useState<Banner | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactRequest, unknown, ContactMessageInput>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const mutation = useMutation({ mutationFn: sendMessage });

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), BANNER_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await mutation.mutateAsync(values);
      reset(EMPTY);
      setBanner({ kind: 'success' });
    } catch (error) {
      let message: string | null = null;
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const fieldMessage = error.fieldMessage(field);
          if (fieldMessage) setError(field, { type: 'server', message: fieldMessage });
        }
        // A rate limit explains itself; other failures get the generic text.
        if (error.status === 429) message = error.message;
      }
      setBanner({ kind: 'error', message });
    }
  });

  const sending = mutation.isPending;
  const errorOf = (field: Field) => contactMessageText(errors[field]?.message, (key) => t(key));
  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    ...register(field as FieldPath<ContactRequest>),
  });
  const fieldError = (field: Field) => {
    const text = errorOf(field);
    return text ? (
      <p id={`${id}-${field}-error`} className={styles.fieldError}>
        {text}
      </p>
    ) : null;
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('contact.formTitle')}
      </h3>
      <p className={styles.hint}>{t('contact.required')}</p>

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{t('contact.name')} *</label>
          <input type="text" autoComplete="name" aria-required="true" {...fieldProps('name')} />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t('contact.email')} *</label>
          <input type="email" autoComplete="email" dir="ltr" aria-required="true" {...fieldProps('email')} />
          {fieldError('email')}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`}>{t('contact.phone')}</label>
        <input type="tel" autoComplete="tel" dir="ltr" {...fieldProps('phone')} />
        {fieldError('phone')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{t('contact.message')} *</label>
        <textarea rows={6} aria-required="true" {...fieldProps('message')} />
        {fieldError('message')}
      </div>

      {/* A honeypot: people never see or reach it, so a value means a bot. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('contact.honeypot')}</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
      </div>

      <div aria-live="polite" className={styles.live}>
        {banner?.kind === 'success' && (
          <div className={`${styles.banner} ${styles.success}`} role="status">
            <p className={styles.bannerTitle}>{t('contact.successTitle')}</p>
            <p>{t('contact.success')}</p>
          </div>
        )}
      </div>
      {banner?.kind === 'error' && (
        <div className={`${styles.banner} ${styles.failure}`} role="alert">
          <p className={styles.bannerTitle}>{t('contact.errorTitle')}</p>
          <p>{banner.message ?? t('contact.error')}</p>
          {profile?.email && (
            <p>
              {t('contact.fallback')} <a href={`mailto:${profile.email}`}>{profile.email}</a>
            </p>
          )}
        </div>
      )}
    </form>
  );
}

/** The contact form. */
export default function ContactForm() {
  return (
    <QueryScope>
      <Form />
    </QueryScope>
  );
}
