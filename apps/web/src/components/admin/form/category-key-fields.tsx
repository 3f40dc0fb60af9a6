import type { UseFormRegisterReturn } from 'react-hook-form';
import ui from '../admin-ui.module.css';
import { FieldError } from './field-error';

/**
 * The key (with its hint) and position fields of a category form, side by side; the texts are each
 * category namespace's `categories.form.key`, `keyHint` and `order`. Errors come translated.
 */
export function CategoryKeyOrderFields({
  id,
  t,
  className,
  keyField,
  orderField,
  keyError,
  orderError,
  keyMaxLength,
  orderMax,
}: {
  /** The form's id prefix: the inputs are `${id}-key` and `${id}-order`. */
  id: string;
  t: (key: string) => string;
  className?: string;
  keyField: UseFormRegisterReturn;
  orderField: UseFormRegisterReturn;
  keyError: string | undefined;
  orderError: string | undefined;
  keyMaxLength?: number;
  orderMax?: number;
}) {
  return (
    <div className={className}>
      <div className={ui.field}>
        <label htmlFor={`${id}-key`} className={ui.label}>
          {t('categories.form.key')}
        </label>
        <input
          id={`${id}-key`}
          className={ui.input}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={keyMaxLength}
          aria-invalid={keyError ? true : undefined}
          aria-describedby={`${id}-key-hint${keyError ? ` ${id}-key-error` : ''}`}
          {...keyField}
        />
        <p id={`${id}-key-hint`} className={ui.hint}>
          {t('categories.form.keyHint')}
        </p>
        <FieldError id={`${id}-key-error`} message={keyError} />
      </div>
      <div className={ui.field}>
        <label htmlFor={`${id}-order`} className={ui.label}>
          {t('categories.form.order')}
        </label>
        <input
          id={`${id}-order`}
          type="number"
          min={0}
          max={orderMax}
          step={1}
          inputMode="numeric"
          className={ui.input}
          aria-invalid={orderError ? true : undefined}
          aria-describedby={orderError ? `${id}-order-error` : undefined}
          {...orderField}
        />
        <FieldError id={`${id}-order-error`} message={orderError} />
      </div>
    </div>
  );
}
