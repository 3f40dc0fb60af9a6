import { LANDING_LIMITS, type SubmittedStoryData, type StoryRequest } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { FormField, TitledForm, useFieldWiring } from '../../../../components/form-kit';
import { MessageFormEnd } from '../../../../components/message-form';
import { useSendForm } from '../../../../components/use-send-form';
import { sendStory } from '../../../../api/reunion-landing';
import { ApiError } from '../../../../lib/api-client';
import { currentLanguage } from '../../../../lib/i18n';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import { landingMessageText } from '../lib/form-errors';
import { FormDialog } from './form-dialog';
import formStyles from '../../../../components/form.module.css';

const FIELDS = ['name', 'email', 'story', 'consent'] as const;
const storyResolver = lazyResolver(() => import('../lib/forms-schema').then((m) => m.storyResolver));

/** A visitor's story, held for the owner to review; the email is optional, the consent required. */
export default function StoryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('reunionLanding');
  const empty = {
    name: '',
    email: '',
    story: '',
    consent: false,
    lang: currentLanguage(),
    website: '',
  } as unknown as StoryRequest;
  const sendForm = useSendForm<StoryRequest, SubmittedStoryData, { rateLimited: boolean }>({
    resolver: storyResolver,
    empty,
    fields: FIELDS,
    send: sendStory,
    onFailed: (error, placed) =>
      placed === 0 ? { rateLimited: error instanceof ApiError && error.status === 429 } : null,
  });
  const { form, formRef, onSubmit, sending, outcome } = sendForm;
  const fields = useFieldWiring(form, (message) => landingMessageText(message, (key) => t(key)), formStyles);
  const text = (key: string) => t(`story.${key}`);

  return (
    <FormDialog title={text('title')} intro={text('intro')} closeLabel={text('close')} onClose={onClose}>
      <TitledForm
        title={text('formTitle')}
        hint={text('required')}
        onSubmit={onSubmit}
        formRef={formRef}
        classes={formStyles}
      >
        <div className={formStyles.row}>
          <FormField wiring={fields} field="name" label={text('name')} required>
            <input
              type="text"
              autoComplete="name"
              aria-required="true"
              maxLength={LANDING_LIMITS.nameMax}
              {...fields.control('name')}
            />
          </FormField>
          <FormField wiring={fields} field="email" label={text('email')}>
            <input
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={LANDING_LIMITS.emailMax}
              {...fields.control('email')}
            />
          </FormField>
        </div>
        <FormField wiring={fields} field="story" label={text('story')} required>
          <textarea rows={7} aria-required="true" maxLength={LANDING_LIMITS.storyMax} {...fields.control('story')} />
        </FormField>
        <div className={formStyles.check}>
          <input type="checkbox" aria-required="true" {...fields.control('consent')} />
          <label htmlFor={fields.controlId('consent')}>{text('consent')} *</label>
        </div>
        {fields.error('consent')}
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
