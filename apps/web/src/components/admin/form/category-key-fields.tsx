import ui from '../admin-ui.module.css';
import { FieldFrame, fieldDescription, useBoundField } from './field-frame';

/**
 * The key (with its hint) and position fields of the surrounding category form (its `key` and `sort_order`),
 * side by side; the texts are each category namespace's `categories.form.key`, `keyHint` and `order`.
 */
export function CategoryKeyOrderFields({
  t,
  className,
  keyMaxLength,
  orderMax,
}: {
  t: (key: string) => string;
  className?: string;
  keyMaxLength?: number;
  orderMax?: number;
}) {
  const key = useBoundField('key');
  const order = useBoundField('sort_order');
  return (
    <div className={className}>
      <FieldFrame id={key.id} label={t('categories.form.key')} hint={t('categories.form.keyHint')} error={key.message}>
        <input
          id={key.id}
          className={ui.input}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={keyMaxLength}
          aria-invalid={key.error ? true : undefined}
          aria-describedby={fieldDescription(key.id, true, Boolean(key.error))}
          {...key.register('key')}
        />
      </FieldFrame>
      <FieldFrame id={order.id} label={t('categories.form.order')} error={order.message}>
        <input
          id={order.id}
          type="number"
          min={0}
          max={orderMax}
          step={1}
          inputMode="numeric"
          className={ui.input}
          aria-invalid={order.error ? true : undefined}
          aria-describedby={fieldDescription(order.id, false, Boolean(order.error))}
          {...order.register('sort_order', { valueAsNumber: true })}
        />
      </FieldFrame>
    </div>
  );
}
