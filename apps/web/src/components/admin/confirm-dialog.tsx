import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import dialogUi from './admin-dialog.module.css';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, e.g. "Delete this category? Its projects become uncategorised." */
  message: ReactNode;
  /** Text of the confirm button; defaults to "Confirm" ("Delete" when `tone` is danger). */
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
  /** While the action runs: buttons disabled, the confirm button says so. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape or the dialog closing otherwise. */
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog> (focus trap, Escape and inert page for free). The
 * cancel button gets the focus first, so Enter never destroys anything by accident.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      // jsdom has no showModal; the attribute is the fallback there.
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      cancelButton.current?.focus();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`${dialogUi.dialog} ${styles.dialog}`}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={messageId} className={styles.message}>
        {message}
      </div>
      <div className={styles.actions}>
        <button ref={cancelButton} type="button" className="button button-ghost" disabled={busy} onClick={onCancel}>
          {cancelLabel ?? t('ui.confirm.cancel')}
        </button>
        <button
          type="button"
          className={`button ${tone === 'danger' ? styles.danger : 'button-primary'}`}
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
        >
          {busy
            ? t('ui.confirm.working')
            : (confirmLabel ?? t(tone === 'danger' ? 'ui.confirm.delete' : 'ui.confirm.confirm'))}
        </button>
      </div>
    </dialog>
  );
}
