import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from './validation';
import ui from '../admin-ui.module.css';

/** What a field's control is described by: its hint (`<id>-hint`) and its error (`<id>-error`), where shown. */
export function fieldDescription(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A field bound to the surrounding form by its path: its control's id, the form's register, its error as the
 * form holds it, and that error's text to show (translated when it is a known contract message).
 */
export function useBoundField(name: string) {
  const { t } = useTranslation('admin-editor');
  const id = useId();
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  return { id, register, error, message: translateMessage(error, t) };
}

/**
 * A labelled admin field around its control (`children`, whose id is `id`): the hint under it, then
 * `status` (an upload's progress), then the error, announced at once when `alert` is set.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  alert = false,
  status,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  alert?: boolean;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
      {status}
      {error && (
        <p id={`${id}-error`} className={ui.fieldError} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
