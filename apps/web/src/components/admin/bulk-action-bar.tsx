import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './bulk-action-bar.module.css';

export interface BulkActionOption<A extends string> {
  value: A;
  label: string;
}

export interface BulkActionBarProps<A extends string> {
  /** How many rows are checked; the bar is disabled at 0. */
  selectedCount: number;
  actions: readonly BulkActionOption<A>[];
  /** Called with the chosen action; confirming destructive ones is the caller's job. */
  onApply: (action: A) => void;
  /** Unchecks every row; a "Clear selection" button shows when given. */
  onClear?: () => void;
  busy?: boolean;
  /** Extra class for the bar (e.g. to sit inside a list header). */
  className?: string;
}

/** "N selected", an action menu and Apply, above a list with checkboxes. */
export function BulkActionBar<A extends string>({
  selectedCount,
  actions,
  onApply,
  onClear,
  busy = false,
  className,
}: BulkActionBarProps<A>) {
  const { t, i18n } = useTranslation('admin');
  const [action, setAction] = useState<A | ''>('');
  const selectId = useId();
  const none = selectedCount === 0;
  return (
    <div className={`${styles.bar} ${className ?? ''}`} role="group" aria-label={t('ui.bulk.label')}>
      <p className={styles.count} aria-live="polite">
        {t('ui.bulk.selected', {
          count: selectedCount,
          formatted: new Intl.NumberFormat(i18n.resolvedLanguage).format(selectedCount),
        })}
      </p>
      <label htmlFor={selectId} className="visually-hidden">
        {t('ui.bulk.action')}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={action}
        disabled={none || busy}
        onChange={(event) => setAction(event.target.value as A | '')}
      >
        <option value="">{t('ui.bulk.choose')}</option>
        {actions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.apply}
        disabled={none || busy || action === ''}
        aria-busy={busy}
        onClick={() => {
          if (action !== '') onApply(action);
        }}
      >
        {busy ? t('ui.bulk.applying') : t('ui.bulk.apply')}
      </button>
      {onClear && !none && (
        <button type="button" className={styles.clear} disabled={busy} onClick={onClear}>
          {t('ui.bulk.clear')}
        </button>
      )}
    </div>
  );
}
