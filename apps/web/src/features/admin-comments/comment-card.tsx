import type { AdminComment, CommentStatus, CommentUpdate } from '@site/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeAgo } from '../../components/admin/time-ago';
import ui from '../../components/admin/admin-ui.module.css';
import { Icon } from '../../components/admin/icons';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge';
import { publicItemUrl } from './use-comments';
import styles from './comments-page.module.css';

export const STATUS_TONES: Record<CommentStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The longest response the API keeps. */
export const RESPONSE_MAX = 2000;

interface CommentCardProps {
  comment: AdminComment;
  locale: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** Saves a status or a response; resolves true when it worked. */
  onUpdate: (body: CommentUpdate, done: string) => Promise<boolean>;
  onDelete: () => void;
  busy: boolean;
}

/**
 * One comment as the owner reviews it: who wrote it (with the phone, which visitors never see), on
 * which item, the text as plain text, the owner's response, and the actions.
 */
export function CommentCard({ comment, locale, selected, onSelect, onUpdate, onDelete, busy }: CommentCardProps) {
  const { t } = useTranslation('admin-media');
  const [responding, setResponding] = useState(false);
  const name = comment.commenter_name;

  return (
    <li className={styles.card} data-status={comment.status} data-selected={selected || undefined}>
      <input
        type="checkbox"
        className={styles.check}
        aria-label={t('comments.selectOne', { name })}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <article className={styles.main} aria-label={t('comments.cardLabel', { name })}>
        <header className={styles.cardHead}>
          <span className={styles.name} dir="auto">
            {name}
          </span>
          {comment.commenter_phone && (
            <span className={styles.phone}>
              <span className="visually-hidden">{t('comments.phone')}: </span>
              <a href={`tel:${comment.commenter_phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {comment.commenter_phone}
              </a>
            </span>
          )}
          <StatusBadge tone={STATUS_TONES[comment.status]}>{t(`comments.status.${comment.status}`)}</StatusBadge>
          <TimeAgo value={comment.created_at} locale={locale} className={styles.time} />
        </header>
        <p className={styles.on}>
          {t('comments.on')}{' '}
          <a href={publicItemUrl(comment.media_uuid)} target="_blank" rel="noopener" dir="auto">
            {comment.media_title}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </p>
        {/* Plain text only: visitors' words are never read as markup. */}
        <p className={styles.text} dir="auto">
          {comment.comment}
        </p>

        {comment.admin_response && !responding && (
          <div className={styles.response}>
            <p className={styles.responseHead}>
              <Icon name="comments" size={16} />
              {t('comments.yourResponse')}
              {comment.admin_response_at && <TimeAgo value={comment.admin_response_at} locale={locale} />}
            </p>
            <p className={styles.text} dir="auto">
              {comment.admin_response}
            </p>
          </div>
        )}

        {responding && (
          <ResponseForm
            comment={comment}
            onCancel={() => setResponding(false)}
            onSave={async (text) => {
              const ok = await onUpdate(
                { admin_response: text },
                text.trim() ? t('comments.toast.responded') : t('comments.toast.responseRemoved'),
              );
              if (ok) setResponding(false);
            }}
          />
        )}

        {!responding && (
          <div className={styles.actions}>
            {comment.status !== 'approved' && (
              <button
                type="button"
                className={`${ui.smallButton} ${styles.approve}`}
                disabled={busy}
                onClick={() => void onUpdate({ status: 'approved' }, t('comments.toast.approved'))}
              >
                <Icon name="check" size={16} />
                {t('comments.approve')}
                <span className="visually-hidden"> {t('comments.fromName', { name })}</span>
              </button>
            )}
            {comment.status !== 'rejected' && (
              <button
                type="button"
                className={ui.smallButton}
                disabled={busy}
                onClick={() => void onUpdate({ status: 'rejected' }, t('comments.toast.rejected'))}
              >
                <Icon name="close" size={16} />
                {t('comments.reject')}
                <span className="visually-hidden"> {t('comments.fromName', { name })}</span>
              </button>
            )}
            <button type="button" className={ui.smallButton} disabled={busy} onClick={() => setResponding(true)}>
              <Icon name="edit" size={16} />
              {comment.admin_response ? t('comments.editResponse') : t('comments.respond')}
              <span className="visually-hidden"> {t('comments.toName', { name })}</span>
            </button>
            <button
              type="button"
              className={`${ui.smallButton} ${ui.dangerButton} ${styles.delete}`}
              disabled={busy}
              onClick={onDelete}
            >
              <Icon name="trash" size={16} />
              <span className="visually-hidden">{t('comments.deleteNamed', { name })}</span>
            </button>
          </div>
        )}
      </article>
    </li>
  );
}

function ResponseForm({
  comment,
  onCancel,
  onSave,
}: {
  comment: AdminComment;
  onCancel: () => void;
  onSave: (text: string) => Promise<void>;
}) {
  const { t } = useTranslation('admin-media');
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(comment.admin_response ?? '');
  const [saving, setSaving] = useState(false);

  // The box opens on the owner's click: take the focus there, at the end of the text.
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);

  const save = async (value: string) => {
    setSaving(true);
    try {
      await onSave(value);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.responseForm}
      onSubmit={(event) => {
        event.preventDefault();
        void save(text);
      }}
    >
      <label htmlFor={id} className={ui.label}>
        {t('comments.responseLabel', { name: comment.commenter_name })}
      </label>
      <textarea
        ref={area}
        id={id}
        className={ui.textarea}
        rows={4}
        maxLength={RESPONSE_MAX}
        dir="auto"
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !saving) {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <p id={`${id}-hint`} className={ui.hint}>
        {t('comments.responseHint', { count: RESPONSE_MAX - text.length })}
      </p>
      <div className={styles.responseActions}>
        <button type="submit" className={`${ui.smallButton} ${styles.primary}`} disabled={saving} aria-busy={saving}>
          {saving ? t('form.saving') : t('comments.saveResponse')}
        </button>
        <button type="button" className={ui.smallButton} disabled={saving} onClick={onCancel}>
          {t('form.cancel')}
        </button>
        {comment.admin_response && (
          <button
            type="button"
            className={`${ui.smallButton} ${ui.dangerButton}`}
            disabled={saving}
            onClick={() => void save('')}
          >
            {t('comments.removeResponse')}
          </button>
        )}
      </div>
    </form>
  );
}
