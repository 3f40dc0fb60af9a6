import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_ROLES,
  feedbackRequestSchema,
  type FeedbackInput,
  type FeedbackRequest,
} from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { sendFeedback } from '../../../api/infrastructure';
import { feedbackMessageText } from '../lib/feedback-errors';
import styles from '../../../components/form.module.css';

const TEXT_FIELDS = ['name', 'email', 'message'] as const;
const SELECT_FIELDS = ['role', 'category'] as const;
type Field = (typeof TEXT_FIELDS)[number] | (typeof SELECT_FIELDS)[number];

type Outcome = { kind: 'success' } | { kind: 'error'; rateLimited: boolean } | null;

const EMPTY: FeedbackRequest = {
  name: '',
  email: '',
  role: null,
  category: null,
  message: '',
  subscribe: false,
  website: '',
};

/** An unchosen optional select is sent as null, which the contract accepts (role and category optional). */
const optionalChoice = (value: string) => (value === '' ? null : value);

/** The infrastructure feedback form: validated, then sending, thanked or told to retry. */
export function FeedbackForm() {
  const { t } = useTranslation('infrastructure');
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FeedbackRequest, unknown, FeedbackInput>({
    resolver: zodResolver(feedbackRequestSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const mutation = useMutation({ mutationFn: sendFeedback });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await mutation.mutateAsync(values);
      reset(EMPTY);
      setOutcome({ kind: 'success' });
    } catch (error) {
      let fieldErrors = 0;
      if (error instanceof ApiError) {
        for (const field of [...TEXT_FIELDS, ...SELECT_FIELDS]) {
          const message = error.fieldMessage(field);
          if (!message) continue;
          setError(field, { type: 'server', message });
          fieldErrors += 1;
        }
      }
      // Field errors explain themselves under the fields; anything else asks to retry later.
      if (fieldErrors === 0) {
        setOutcome({ kind: 'error', rateLimited: error instanceof ApiError && error.status === 429 });
      }
    }
  });

  const sending = mutation.isPending;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const a11y = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  const fieldError = (field: Field) => {
    const text = feedbackMessageText(errors[field]?.message, (key) => t(key));
    return text ? (
      <p id={errorId(field)} className={styles.fieldError}>
        {text}
      </p>
    ) : null;
  };
  const optional = <span className={styles.optional}>{t('feedback.optional')}</span>;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('feedback.formTitle')}
      </h3>
      <p className={styles.hint}>{t('feedback.required')}</p>

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{t('feedback.name')} *</label>
          <input
            type="text"
            autoComplete="name"
            aria-required="true"
            maxLength={FEEDBACK_LIMITS.nameMax}
            {...a11y('name')}
            {...register('name')}
          />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t('feedback.email')} *</label>
          <input
            type="email"
            autoComplete="email"
            dir="ltr"
            aria-required="true"
            maxLength={FEEDBACK_LIMITS.emailMax}
            {...a11y('email')}
            {...register('email')}
          />
          {fieldError('email')}
        </div>
      </div>

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-role`}>
            {t('feedback.role')} {optional}
          </label>
          <select {...a11y('role')} {...register('role', { setValueAs: optionalChoice })}>
            <option value="">{t('feedback.choose')}</option>
            {FEEDBACK_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`feedback.roles.${role}`)}
              </option>
            ))}
          </select>
          {fieldError('role')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>
            {t('feedback.category')} {optional}
          </label>
          <select {...a11y('category')} {...register('category', { setValueAs: optionalChoice })}>
            <option value="">{t('feedback.choose')}</option>
            {FEEDBACK_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`feedback.categories.${category}`)}
              </option>
            ))}
          </select>
          {fieldError('category')}
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{t('feedback.message')} *</label>
        <textarea
          rows={6}
          aria-required="true"
          maxLength={FEEDBACK_LIMITS.messageMax}
          {...a11y('message')}
          {...register('message')}
        />
        {fieldError('message')}
      </div>

      <div className={styles.check}>
        <input id={`${id}-subscribe`} type="checkbox" {...register('subscribe')} />
        <label htmlFor={`${id}-subscribe`}>{t('feedback.subscribe')}</label>
      </div>

      {/* A honeypot: people never see or reach it, so a value means a bot. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('feedback.honeypot')}</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending}>
          {sending ? t('feedback.sending') : t('feedback.submit')}
        </button>
      </div>

      <div aria-live="polite" className={styles.live}>
        {outcome?.kind === 'success' && (
          <div className={`${styles.banner} ${styles.success}`} role="status">
            <p className={styles.bannerTitle}>{t('feedback.successTitle')}</p>
            <p>{t('feedback.success')}</p>
          </div>
        )}
      </div>
      {outcome?.kind === 'error' && (
        <div className={`${styles.banner} ${styles.failure}`} role="alert">
          <p className={styles.bannerTitle}>{t('feedback.errorTitle')}</p>
          <p>{outcome.rateLimited ? t('feedback.rateLimited') : t('feedback.error')}</p>
        </div>
      )}
    </form>
  );
}
