import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import dialogUi from '../admin-dialog.module.css';
import ui from '../admin-ui.module.css';
import { FieldError } from './field-error';
import form from './form.module.css';

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

/**
 * The bar under a long editor form: whether it has unsaved changes (announced as they come), the form's
 * other actions (`children`: cancel, discard), then its submit button, saying so while it saves.
 */
export function SaveBar({
  dirty,
  busy,
  saveLabel,
  children,
}: {
  dirty: boolean;
  busy: boolean;
  saveLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-editor');
  return (
    <div className={form.saveBar}>
      <p className={`${form.saveState} ${dirty ? form.dirty : ''}`} aria-live="polite">
        {dirty ? t('form.unsavedState') : t('form.savedState')}
      </p>
      {children}
      <SubmitButton busy={busy} label={saveLabel} busyLabel={t('form.saving')} className={form.button} />
    </div>
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
