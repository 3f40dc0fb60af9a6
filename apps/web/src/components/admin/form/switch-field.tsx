import { useId, type InputHTMLAttributes, type Ref } from 'react';
import ui from '../admin-ui.module.css';
import form from './form.module.css';

export interface SwitchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'id'> {
  label: string;
  /** One line under the label, read with the switch. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch (a checkbox with role="switch") with its label and hint; spread a form registration
 * into it (`{...register('is_public')}`).
 */
export function SwitchField({ label, hint, ...input }: SwitchFieldProps) {
  const id = useId();
  const control = (
    <input
      id={id}
      type="checkbox"
      role="switch"
      className={form.switch}
      aria-describedby={hint ? `${id}-hint` : undefined}
      {...input}
    />
  );
  const text = (
    <label htmlFor={id} className={ui.label}>
      {label}
    </label>
  );
  return (
    <div className={form.switchRow}>
      {control}
      {hint ? (
        <span className={form.switchText}>
          {text}
          <span id={`${id}-hint`} className={ui.hint}>
            {hint}
          </span>
        </span>
      ) : (
        text
      )}
    </div>
  );
}
