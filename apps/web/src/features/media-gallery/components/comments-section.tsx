import type { Comment } from '@site/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useCommentCount, useComments } from '../hooks/use-comments';
import { useNow } from '../hooks/use-now';
import { formatDateTime, recentTimeText } from '../../../lib/format';
import { CommentForm } from './comment-form';
import styles from './comments.module.css';
import { CommentIcon, ReplyIcon } from './icons';

function CommentItem({ comment, now, locale }: { comment: Comment; now: Date; locale: string }) {
  const { t } = useTranslation('media');
  return (
    <li className={styles.comment}>
      <div className={styles.commentHead}>
        <span className={styles.avatar} aria-hidden="true">
          {Array.from(comment.commenter_name.trim())[0]?.toUpperCase() ?? '?'}
        </span>
        <bdi className={styles.author}>{comment.commenter_name}</bdi>
        <time className={styles.time} dateTime={comment.created_at} title={formatDateTime(comment.created_at, locale)}>
          {recentTimeText(comment.created_at, now, locale, t('comments.justNow'))}
        </time>
      </div>
      {/* Plain text only: React escapes it; line breaks are kept by CSS (white-space: pre-line). */}
      <p className={styles.text} dir="auto">
        {comment.comment}
      </p>
      {comment.admin_response && (
        <div className={styles.response}>
          <p className={styles.responseTitle}>
            <ReplyIcon size={16} />
            {t('comments.ownerResponse')}
            {comment.admin_response_at && (
              <time className={styles.time} dateTime={comment.admin_response_at}>
                {recentTimeText(comment.admin_response_at, now, locale, t('comments.justNow'))}
              </time>
            )}
          </p>
          <p className={styles.text} dir="auto">
            {comment.admin_response}
          </p>
        </div>
      )}
    </li>
  );
}

/** Comments of an item in the viewer: count, approved comments newest first, and the form. */
export function CommentsSection({ mediaId }: { mediaId: number }) {
  const { t } = useTranslation('media');
  const id = useId();
  const locale = localeOf(currentLanguage());
  const now = useNow();
  const comments = useComments(mediaId);
  const count = useCommentCount(mediaId);
  const total = count.data ?? comments.data?.length ?? 0;

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        <CommentIcon size={20} />
        {t('comments.heading')}
        <span className={styles.count}>{t('comments.count', { count: total })}</span>
      </h3>
      {comments.isPending ? (
        <p className={styles.note} role="status">
          {t('comments.loading')}
        </p>
      ) : comments.data && comments.data.length > 0 ? (
        <ul className={styles.list}>
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} now={now} locale={locale} />
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{t('comments.empty')}</p>
      )}
      <CommentForm mediaId={mediaId} />
    </section>
  );
}
