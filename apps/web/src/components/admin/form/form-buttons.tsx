import dialogUi from '../admin-dialog.module.css';
import ui from '../admin-ui.module.css';
import { FieldError } from './field-error';

/** A form's primary button: disabled and marked busy while the form saves, saying so. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
  markBusy = true,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Beside the button classes (e.g. the dimmed look while disabled). */
  className?: string;
  /** Whether aria-busy says that it works (the project categories' dialog never said so). */
  markBusy?: boolean;
}) {
  return (
    <button
      type="submit"
      className={className ? `button button-primary ${className}` : 'button button-primary'}
      disabled={busy}
      aria-busy={markBusy ? busy : undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** The action row of a form in a dialog: Cancel, then the primary button; both wait while it saves. */
export function DialogActions({
  busy,
  cancelLabel,
  onCancel,
  className,
  ...submit
}: {
  busy: boolean;
  cancelLabel: string;
  onCancel: () => void;
  label: string;
  busyLabel: string;
  markBusy?: boolean;
  /** The dialog's own class for the row (its padding). */
  className?: string;
}) {
  return (
    <div className={`${dialogUi.actions} ${className ?? ''}`}>
      <button type="button" className="button button-ghost" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </button>
      <SubmitButton busy={busy} {...submit} />
    </div>
  );
}

/**
 * The end of an editable list field: the list's own error (its id is `${id}-error`), then "+ Add",
 * disabled once the list is full.
 */
export function ListFieldFooter({
  id,
  error,
  addLabel,
  full,
  onAdd,
}: {
  id: string;
  error: string | undefined;
  addLabel: string;
  full: boolean;
  onAdd: () => void;
}) {
  return (
    <>
      <FieldError id={`${id}-error`} message={error} />
      <div>
        <button type="button" className={ui.smallButton} disabled={full} onClick={onAdd}>
          <span aria-hidden="true">+</span> {addLabel}
        </button>
      </div>
    </>
  );
}
