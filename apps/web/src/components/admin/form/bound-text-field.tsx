import type { InputHTMLAttributes } from 'react';
import ui from '../admin-ui.module.css';
import { FieldFrame, fieldDescription, useBoundField } from './field-frame';

/** A labelled one-line box bound to the surrounding form by its path, with its hint and its (translated) error. */
export function BoundTextField({
  name,
  label,
  hint,
  ...input
}: { name: string; label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const { id, register, error, message } = useBoundField(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={message}>
      <input
        id={id}
        className={ui.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, Boolean(hint), Boolean(error))}
        {...input}
        {...register(name)}
      />
    </FieldFrame>
  );
}
