import { COMMENT_LIMITS } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const id = useId();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<CommentFormValues, unknown, CommentSubmission>({
    resolver: commentResolver,
    defaultValues: EMPTY_COMMENT,
    mode: 'onTouched',
  });
  const name = useWatch({ control, name: 'commenter_name' });
  const comment = useWatch({ control, name: 'comment' });
  const mutation = useMutation({
    // Already trimmed by the schema, an empty phone already null.
    mutationFn: (values: CommentSubmission) => postComment(mediaId, values),
  });
  const sending = mutation.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      reset(EMPTY_COMMENT);
      setSent(true);
      void queryClient.invalidateQueries({ queryKey: galleryKeys.commentCount(mediaId) });
    } catch (error) {
      let message = t('toasts.commentFailed');
      if (error instanceof ApiError) {
        let placed = false;
        for (const field of COMMENT_FIELDS) {
          const fieldMessage = error.fieldMessage(field);
          if (fieldMessage) {
            setError(field, { type: 'server', message: fieldMessage });
            placed = true;
          }
        }
        if (placed) return;
        // A rate limit (or a hidden item) explains itself; other failures get the generic text.
        if (error.status === 429 || error.status === 404) message = error.message;
      }
      setFailure(message);
      notify('error', message);
    }
  });

  const errorText = (field: Field) => commentMessageText(errors[field]?.message, (key) => t(key));
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [errors[field] ? `${id}-${field}-error` : '', field === 'comment' ? `${id}-counter` : '']
        .filter(Boolean)
        .join(' ') || undefined,
    ...register(field, { onChange: () => sent && setSent(false) }),
  });
  const fieldError = (field: Field) => {
    const text = errorText(field);
    return text ? (
      <p id={`${id}-${field}-error`} className={styles.fieldError}>
        {text}
      </p>
    ) : null;
  };
  const length = comment.length;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.formTitle}>
        {t('comments.formTitle')}
      </h4>
      <p className={styles.formHint}>{t('comments.moderationNote')}</p>

      <div className={styles.field}>
        <label htmlFor={`${id}-commenter_name`}>{t('comments.name')} *</label>
        <input
          type="text"
          autoComplete="name"
          maxLength={COMMENT_LIMITS.nameMax}
          aria-required="true"
          {...fieldProps('commenter_name')}
        />
        {fieldError('commenter_name')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-commenter_phone`}>{t('comments.phone')}</label>
        <input
          type="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={COMMENT_LIMITS.phoneMax}
          {...fieldProps('commenter_phone')}
        />
        {fieldError('commenter_phone')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`}>{t('comments.comment')} *</label>
        <textarea rows={4} dir="auto" aria-required="true" {...fieldProps('comment')} />
        <div className={styles.fieldFoot}>
          {fieldError('comment') ?? <span />}
          <span
            id={`${id}-counter`}
            className={`${styles.counter} ${length > COMMENT_LIMITS.commentMax ? styles.counterOver : ''}`}
          >
            {t('comments.counter', { count: length, max: COMMENT_LIMITS.commentMax })}
          </span>
        </div>
      </div>

      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={!canSubmitComment(name, comment, sending)}
        aria-busy={sending}
      >
        {sending && <span className={styles.spinner} aria-hidden="true" />}
        {sending ? t('comments.sending') : t('comments.submit')}
      </button>

      <div aria-live="polite" className={styles.live}>
        {sent && (
          <p className={`${styles.banner} ${styles.success}`} role="status">
            <CheckIcon size={18} />
            {t('comments.pending')}
          </p>
        )}
      </div>
      {failure && (
        <p className={`${styles.banner} ${styles.failure}`} role="alert">
          <AlertIcon size={18} />
          {failure}
        </p>
      )}
    </form>
  );
}
