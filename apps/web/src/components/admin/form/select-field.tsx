import { FieldFrame, fieldDescription, useBoundField } from './field-frame';
import ui from '../admin-ui.module.css';

export interface SelectFieldProps {
  /** Form path, e.g. `owner.links.0.kind`. */
  name: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
  hint?: string;
  /** Store numbers rather than the option's text. */
  numeric?: boolean;
}

/** A labelled select bound to the surrounding form, with its hint and its error. */
export function SelectField({ name, label, options, hint, numeric = false }: SelectFieldProps) {
  const { id, register, error, message } = useBoundField(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={message}>
      <select
        id={id}
        className={ui.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, Boolean(hint), Boolean(error))}
        {...register(name, numeric ? { setValueAs: (value: string) => Number(value) } : undefined)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
