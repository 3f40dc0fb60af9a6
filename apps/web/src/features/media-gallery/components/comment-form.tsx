import { COMMENT_LIMITS } from '@site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, FormOutcome, SubmitButton, TitledForm, useFieldWiring } from '../../../components/form-kit';
import { useSendForm } from '../../../components/use-send-form';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { galleryKeys, postComment } from '../../../api/media-gallery';
import {
  canSubmitComment,
  COMMENT_FIELDS,
  commentMessageText,
  commentResolver,
  EMPTY_COMMENT,
  type CommentFormValues,
  type CommentSubmission,
} from '../lib/comment-form';
import styles from './comments.module.css';
import { AlertIcon, CheckIcon } from './icons';

type Field = (typeof COMMENT_FIELDS)[number];

/**
 * The comment form of an item: name 2–100, optional phone up to 20, comment 10–1000 with a
 * live counter. Sending is possible once the trimmed name and comment are long enough; comments wait
 * for the owner's approval, which the visitor is told.
 */
export function CommentForm({ mediaId }: { mediaId: number }) {
  const { t } = useTranslation('media');
  const queryClient = useQueryClient();
  const { form, onSubmit, sending, outcome, clearOutcome } = useSendForm<
    CommentFormValues,
    CommentSubmission,
    { message: string }
  >({
    resolver: commentResolver,
    empty: EMPTY_COMMENT,
    mode: 'onTouched',
    fields: COMMENT_FIELDS,
    // Already trimmed by the schema, an empty phone already null.
    send: (values) => postComment(mediaId, values),
    onSent: () => void queryClient.invalidateQueries({ queryKey: galleryKeys.commentCount(mediaId) }),
    onFailed: (error, placed) => {
      if (placed > 0) return null;
      // A rate limit (or a hidden item) explains itself; other failures get the generic text.
      const explained = error instanceof ApiError && (error.status === 429 || error.status === 404);
      const message = explained ? error.message : t('toasts.commentFailed');
      notify('error', message);
      return { message };
    },
  });
  const name = useWatch({ control: form.control, name: 'commenter_name' });
  const comment = useWatch({ control: form.control, name: 'comment' });

  const fields = useFieldWiring(form, (message) => commentMessageText(message, (key) => t(key)), styles);
  // Typing again after a sent comment hides the "sent" note.
  const control = (field: Field, describedBy?: string) =>
    fields.control(field, { describedBy, options: { onChange: () => outcome?.kind === 'success' && clearOutcome() } });
  const counterId = `${fields.controlId('comment')}-counter`;
  const length = comment.length;

  return (
    <TitledForm
      title={t('comments.formTitle')}
      hint={t('comments.moderationNote')}
      heading="h4"
      onSubmit={onSubmit}
      classes={{ form: styles.form, title: styles.formTitle, hint: styles.formHint }}
    >
      <FormField wiring={fields} field="commenter_name" label={t('comments.name')} required>
        <input
          type="text"
          autoComplete="name"
          maxLength={COMMENT_LIMITS.nameMax}
          aria-required="true"
          {...control('commenter_name')}
        />
      </FormField>
      <FormField wiring={fields} field="commenter_phone" label={t('comments.phone')}>
        <input
          type="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={COMMENT_LIMITS.phoneMax}
          {...control('commenter_phone')}
        />
      </FormField>
      <div className={styles.field}>
        <label htmlFor={fields.controlId('comment')}>{t('comments.comment')} *</label>
        <textarea rows={4} dir="auto" aria-required="true" {...control('comment', counterId)} />
        <div className={styles.fieldFoot}>
          {fields.error('comment') ?? <span />}
          <span
            id={counterId}
            className={`${styles.counter} ${length > COMMENT_LIMITS.commentMax ? styles.counterOver : ''}`}
          >
            {t('comments.counter', { count: length, max: COMMENT_LIMITS.commentMax })}
          </span>
        </div>
      </div>

      <SubmitButton
        sending={sending}
        label={t('comments.submit')}
        sendingLabel={t('comments.sending')}
        disabled={!canSubmitComment(name, comment, sending)}
        className={styles.submit}
        spinnerClassName={styles.spinner}
      />

      <FormOutcome
        as="p"
        classes={styles}
        success={
          outcome?.kind === 'success' && (
            <>
              <CheckIcon size={18} />
              {t('comments.pending')}
            </>
          )
        }
        failure={
          outcome?.kind === 'error' && (
            <>
              <AlertIcon size={18} />
              {outcome.message}
            </>
          )
        }
      />
    </TitledForm>
  );
}
