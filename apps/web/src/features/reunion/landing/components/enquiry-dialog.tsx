import { LANDING_LIMITS, type EnquiryData, type EnquiryRequest } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { FormField, TitledForm, useFieldWiring } from '../../../../components/form-kit';
import { MessageFormEnd } from '../../../../components/message-form';
import { useSendForm } from '../../../../components/use-send-form';
import { sendEnquiry } from '../../../../api/reunion-landing';
import { ApiError } from '../../../../lib/api-client';
import { currentLanguage } from '../../../../lib/i18n';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import { landingMessageText } from '../lib/form-errors';
import { FormDialog } from './form-dialog';
import formStyles from '../../../../components/form.module.css';

const FIELDS = ['organisation', 'contact_name', 'email', 'message'] as const;
const enquiryResolver = lazyResolver(() => import('../lib/forms-schema').then((m) => m.enquiryResolver));

/** The partnership enquiry: organisation, contact, email and message, stored for the owner. */
export default function EnquiryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('reunionLanding');
  const empty: EnquiryRequest = {
    organisation: '',
    contact_name: '',
    email: '',
    message: '',
    lang: currentLanguage(),
    website: '',
  };
  const sendForm = useSendForm<EnquiryRequest, EnquiryData, { rateLimited: boolean }>({
    resolver: enquiryResolver,
    empty,
    fields: FIELDS,
    send: sendEnquiry,
    onFailed: (error, placed) =>
      placed === 0 ? { rateLimited: error instanceof ApiError && error.status === 429 } : null,
  });
  const { form, formRef, onSubmit, sending, outcome } = sendForm;
  const fields = useFieldWiring(form, (message) => landingMessageText(message, (key) => t(key)), formStyles);
  const text = (key: string) => t(`enquiry.${key}`);

  return (
    <FormDialog title={text('title')} intro={text('intro')} closeLabel={text('close')} onClose={onClose}>
      <TitledForm
        title={text('formTitle')}
        hint={text('required')}
        onSubmit={onSubmit}
        formRef={formRef}
        classes={formStyles}
      >
        <FormField wiring={fields} field="organisation" label={text('organisation')} required>
          <input
            type="text"
            autoComplete="organization"
            aria-required="true"
            maxLength={LANDING_LIMITS.organisationMax}
            {...fields.control('organisation')}
          />
        </FormField>
        <div className={formStyles.row}>
          <FormField wiring={fields} field="contact_name" label={text('name')} required>
            <input
              type="text"
              autoComplete="name"
              aria-required="true"
              maxLength={LANDING_LIMITS.nameMax}
              {...fields.control('contact_name')}
            />
          </FormField>
          <FormField wiring={fields} field="email" label={text('email')} required>
            <input
              type="email"
              autoComplete="email"
              dir="ltr"
              aria-required="true"
              maxLength={LANDING_LIMITS.emailMax}
              {...fields.control('email')}
            />
          </FormField>
        </div>
        <FormField wiring={fields} field="message" label={text('message')} required>
          <textarea
            rows={5}
            aria-required="true"
            maxLength={LANDING_LIMITS.messageMax}
            {...fields.control('message')}
          />
        </FormField>
        <MessageFormEnd
          text={text}
          honeypot={form.register('website')}
          sending={sending}
          outcome={outcome}
          errorText={outcome?.kind === 'error' && outcome.rateLimited ? text('rateLimited') : undefined}
        />
      </TitledForm>
    </FormDialog>
  );
}
