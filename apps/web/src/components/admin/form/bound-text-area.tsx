import ui from '../admin-ui.module.css';
import { FieldFrame, fieldDescription, useBoundField } from './field-frame';

/** A labelled text area (several lines) bound to the surrounding form by its path, with its hint and its (translated) error. */
export function BoundTextArea({
  name,
  label,
  hint,
  rows = 4,
  maxLength,
}: {
  name: string;
  label: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
}) {
  const { id, register, error, message } = useBoundField(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={message}>
      <textarea
        id={id}
        className={ui.textarea}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, Boolean(hint), Boolean(error))}
        {...register(name)}
      />
    </FieldFrame>
  );
}
