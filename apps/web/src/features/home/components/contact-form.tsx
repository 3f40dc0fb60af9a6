import type { ContactMessageInput, ContactRequest } from '@site/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, useFieldWiring } from '../../../components/form-kit';
import { MessageForm } from '../../../components/message-form';
import { QueryScope } from '../../../components/query-scope';
import { useSendForm } from '../../../components/use-send-form';
import { sendMessage } from '../../../api/contact';
import { ApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSiteProfile } from '../../../lib/use-site-profile';
import { contactMessageText } from '../lib/contact-errors';
import styles from '../../../components/form.module.css';

/** Banners hide after 5 s. */
export const BANNER_HIDE_MS = 5000;

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

const EMPTY: ContactRequest = { name: '', email: '', phone: '', message: '', website: '' };

/** The contract's rules, loaded with zod when the form is first used. */
const contactResolver = lazyResolver(() => import('../lib/contact-schema').then((m) => m.contactResolver));

function Form() {
  const { t } = useTranslation('home');
  const { data: profile } = useSiteProfile();
  const sendForm = useSendForm<ContactRequest, ContactMessageInput, { message: string | null }>({
    resolver: contactResolver,
    empty: EMPTY,
    fields: FIELDS,
    send: sendMessage,
    // Field messages also go under the fields; a rate limit explains itself, other failures get the generic text.
    onFailed: (error) => ({ message: error instanceof ApiError && error.status === 429 ? error.message : null }),
  });

  const { outcome, clearOutcome } = sendForm;
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(clearOutcome, BANNER_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, clearOutcome]);

  const fields = useFieldWiring(sendForm.form, (message) => contactMessageText(message, (key) => t(key)), styles);

  return (
    <MessageForm
      text={(key) => t(`contact.${key}`)}
      wiring={fields}
      sendForm={sendForm}
      errorText={outcome?.kind === 'error' ? outcome.message : null}
      errorExtra={
        profile?.email && (
          <p>
            {t('contact.fallback')} <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </p>
        )
      }
    >
      <FormField wiring={fields} field="phone" label={t('contact.phone')}>
        <input type="tel" autoComplete="tel" dir="ltr" {...fields.control('phone')} />
      </FormField>
      <FormField wiring={fields} field="message" label={t('contact.message')} required>
        <textarea rows={6} aria-required="true" {...fields.control('message')} />
      </FormField>
    </MessageForm>
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
