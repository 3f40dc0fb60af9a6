import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import ui from '../../../components/admin/admin-ui.module.css';
import { FieldError } from '../../../components/admin/form/field-error';
import { fieldDescription, useBoundField } from '../../../components/admin/form/field-frame';

export interface TextFieldProps {
  /** Form path, e.g. `owner.title.fr`. */
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  /** Language and direction of the text typed (per-language fields). */
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  autoComplete?: string;
  /** Number boxes. */
  min?: number;
  max?: number;
  step?: number | 'any';
  options?: RegisterOptions<FieldValues, Path<FieldValues>>;
  className?: string;
}

/** A labelled text box (or text area) bound to the surrounding form, with its hint and error. */
export function TextField({
  name,
  label,
  hint,
  multiline = false,
  rows = 4,
  type = 'text',
  inputMode,
  maxLength,
  placeholder,
  required = false,
  lang,
  dir,
  autoComplete,
  min,
  max,
  step,
  options,
  className,
}: TextFieldProps) {
  const { id, register, error } = useBoundField(name);
  const common = {
    id,
    lang,
    dir,
    maxLength,
    placeholder,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescription(id, Boolean(hint), Boolean(error)),
  };
  return (
    <div className={`${ui.field} ${className ?? ''}`}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {multiline ? (
        <textarea className={ui.textarea} rows={rows} {...common} {...register(name, options)} />
      ) : (
        <input
          className={ui.input}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          min={min}
          max={max}
          step={step}
          {...common}
          {...register(name, options)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
