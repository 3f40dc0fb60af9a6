import { useId } from 'react';
import { get, useFormContext } from 'react-hook-form';
import ui from '../../../components/admin/admin-ui.module.css';
import { FieldError } from '../../../components/admin/form/field-error';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
  /** Store numbers rather than the option's text. */
  numeric?: boolean;
  className?: string;
}

/** A labelled select bound to the surrounding form, with its error. */
export function SelectField({ name, label, options, numeric = false, className }: SelectFieldProps) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <div className={`${ui.field} ${className ?? ''}`}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select
        id={id}
        className={ui.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name, numeric ? { setValueAs: (value: string) => Number(value) } : undefined)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
