import type { ReactNode } from 'react';
import { Icon } from './icons';
import { useModalDialog } from './use-modal-dialog';
import dialogUi from './admin-dialog.module.css';

export interface AdminDialogProps {
  /** The dialog's own sheet: its width (--dialog-width), its layout. */
  className?: string;
  /** The id of its title. */
  labelledBy: string;
  /** Escape pressed: the dialog stays open unless this closes it (e.g. not while saving, or after asking). */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame of the admin's modal dialogs, rendered only while open: the native <dialog> opened as a modal
 * when it mounts (focus trap, Escape and inert page for free), with Escape handed to `onCancel`.
 */
export function AdminDialog({ className, labelledBy, onCancel, children }: AdminDialogProps) {
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      className={`${dialogUi.dialog} ${dialogUi.sized} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}

export interface DialogHeadProps {
  titleId: string;
  title: ReactNode;
  /** A close button at the end of the row, named by `closeLabel`. */
  onClose?: () => void;
  closeLabel?: string;
  /** The dialog's own head and title classes, beside the shared ones. */
  className?: string;
  titleClassName?: string;
  /** Shown between the title and the close button. */
  children?: ReactNode;
}

/** The head row of an admin dialog: its title (h2), and its close button. */
export function DialogHead({
  titleId,
  title,
  onClose,
  closeLabel,
  className,
  titleClassName,
  children,
}: DialogHeadProps) {
  return (
    <div className={`${dialogUi.head} ${className ?? ''}`}>
      <h2 id={titleId} className={`${dialogUi.title} ${titleClassName ?? ''}`}>
        {title}
      </h2>
      {children}
      {onClose && (
        <button type="button" className={dialogUi.close} onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      )}
    </div>
  );
}
