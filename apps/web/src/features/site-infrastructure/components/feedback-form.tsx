import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_ROLES,
  type FeedbackInput,
  type FeedbackRequest,
} from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { FormField, useFieldWiring } from '../../../components/form-kit';
import { MessageForm } from '../../../components/message-form';
import { useSendForm } from '../../../components/use-send-form';
import { ApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { sendFeedback } from '../../../api/infrastructure';
import { feedbackMessageText } from '../lib/feedback-errors';
import styles from '../../../components/form.module.css';

const FIELDS = ['name', 'email', 'message', 'role', 'category'] as const;

const EMPTY: FeedbackRequest = {
  name: '',
  email: '',
  role: null,
  category: null,
  message: '',
  subscribe: false,
  website: '',
};

/** The contract's rules, loaded with zod when the form is first used. */
const feedbackResolver = lazyResolver(() => import('../lib/feedback-schema').then((m) => m.feedbackResolver));

/** An unchosen optional select is sent as null, which the contract accepts (role and category optional). */
const optionalChoice = (value: string) => (value === '' ? null : value);

/** The infrastructure feedback form: validated, then sending, thanked or told to retry. */
export function FeedbackForm() {
  const { t } = useTranslation('infrastructure');
  const sendForm = useSendForm<FeedbackRequest, FeedbackInput, { rateLimited: boolean }>({
    resolver: feedbackResolver,
    empty: EMPTY,
    fields: FIELDS,
    send: sendFeedback,
    // Field errors explain themselves under the fields; anything else asks to retry later.
    onFailed: (error, placed) =>
      placed === 0 ? { rateLimited: error instanceof ApiError && error.status === 429 } : null,
  });

  const { outcome } = sendForm;
  const fields = useFieldWiring(sendForm.form, (message) => feedbackMessageText(message, (key) => t(key)), styles);
  const optional = <span className={styles.optional}>{t('feedback.optional')}</span>;
  /** An optional select; its options' texts are `feedback.<optionKey>.<option>`. */
  const choice = (field: 'role' | 'category', label: string, options: readonly string[], optionKey: string) => (
    <FormField
      wiring={fields}
      field={field}
      label={
        <>
          {label} {optional}
        </>
      }
    >
      <select {...fields.control(field, { options: { setValueAs: optionalChoice } })}>
        <option value="">{t('feedback.choose')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`feedback.${optionKey}.${option}`)}
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <MessageForm
      text={(key) => t(`feedback.${key}`)}
      wiring={fields}
      sendForm={sendForm}
      errorText={outcome?.kind === 'error' && outcome.rateLimited ? t('feedback.rateLimited') : null}
      maxLength={{ name: FEEDBACK_LIMITS.nameMax, email: FEEDBACK_LIMITS.emailMax }}
    >
      <div className={styles.row}>
        {choice('role', t('feedback.role'), FEEDBACK_ROLES, 'roles')}
        {choice('category', t('feedback.category'), FEEDBACK_CATEGORIES, 'categories')}
      </div>

      <FormField wiring={fields} field="message" label={t('feedback.message')} required>
        <textarea rows={6} aria-required="true" maxLength={FEEDBACK_LIMITS.messageMax} {...fields.control('message')} />
      </FormField>

      <div className={styles.check}>
        <input type="checkbox" {...fields.control('subscribe')} />
        <label htmlFor={fields.controlId('subscribe')}>{t('feedback.subscribe')}</label>
      </div>
    </MessageForm>
  );
}
