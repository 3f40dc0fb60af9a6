import { useId } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import ui from '../admin-ui.module.css';
import { FieldError } from './field-error';
import form from './form.module.css';

const HEX = /^#[0-9a-f]{6}$/i;

export interface ColourFieldProps<V extends FieldValues> {
  /** The form path of the colour (a `#rrggbb` text, or '' where none is allowed). */
  name: Path<V>;
  legend: string;
  pickerLabel: string;
  hexLabel: string;
  hint: string;
  /** The hex box's placeholder (where no colour is allowed). */
  placeholder?: string;
  spellCheck?: boolean;
  /** A button that clears the colour shows while one is set. */
  clearLabel?: string;
  /** Class of the hex box beside the shared one (its width). */
  hexClassName?: string;
}

/** A colour of the surrounding form: the browser's picker and the hex code, kept in step, with hint and error. */
export function ColourField<V extends FieldValues>({
  name,
  legend,
  pickerLabel,
  hexLabel,
  hint,
  placeholder,
  spellCheck,
  clearLabel,
  hexClassName,
}: ColourFieldProps<V>) {
  const id = useId();
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  const error = fieldState.error?.message;
  return (
    <fieldset className={form.fieldset}>
      <legend className={`${ui.label} ${form.legendPlain}`}>{legend}</legend>
      <div className={form.colourRow}>
        <label htmlFor={`${id}-picker`} className="visually-hidden">
          {pickerLabel}
        </label>
        <input
          id={`${id}-picker`}
          type="color"
          className={form.colourPicker}
          value={HEX.test(value) ? value.toLowerCase() : '#efc940'}
          onChange={(event) => field.onChange(event.target.value)}
        />
        <label htmlFor={`${id}-hex`} className="visually-hidden">
          {hexLabel}
        </label>
        <input
          id={`${id}-hex`}
          className={`${ui.input} ${form.colourHex} ${hexClassName ?? ''}`}
          dir="ltr"
          value={value}
          placeholder={placeholder}
          maxLength={7}
          spellCheck={spellCheck}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
        {clearLabel && value !== '' && (
          <button type="button" className={ui.smallButton} onClick={() => field.onChange('')}>
            {clearLabel}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={ui.hint}>
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
