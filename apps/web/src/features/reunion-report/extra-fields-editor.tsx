import { QUICK_ADD_KEYS, REPORT_LIMITS } from '@site/contracts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { addExtra, removeExtra, renameExtra, setExtraValue, type ExtraField } from './lib/extra-fields';
import styles from './report-dialog.module.css';

let counter = 0;
/** A fresh id for an extra field (its name may change; the id does not). */
export const newExtraId = () => `extra-${Date.now().toString(36)}-${(counter += 1)}`;

/**
 * The report's extra fields: the quick-add keys as one-tap chips (they fill the name), a name and a value
 * to add (Enter in the name, Ctrl+Enter in the value; Enter in the value too in the short form), and the
 * fields added so far, which can be renamed (refused when another has the name) or removed.
 */
export function ExtraFieldsEditor({
  extras,
  onChange,
  short,
}: {
  extras: readonly ExtraField[];
  onChange: (extras: ExtraField[]) => void;
  short: boolean;
}) {
  const { t } = useTranslation('reunionReport');
  const id = useId();
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const valueRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const add = () => {
    const result = addExtra(extras, name, value, newExtraId());
    if (!result.ok) {
      const text =
        result.reason === 'duplicate' ? t('extras.duplicate', { name: name.trim() }) : t(`extras.${result.reason}`);
      setMessage(text);
      if (result.reason === 'duplicate') notify('warning', text);
      return;
    }
    onChange(result.extras);
    notify('info', t('extras.added', { name: name.trim() }), { autoClose: 2000 });
    setMessage('');
    setName('');
    setValue('');
    nameRef.current?.focus();
  };
  const onNameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const onValueKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey || short)) {
      event.preventDefault();
      add();
    }
  };
  const rename = (extra: ExtraField, next: string) => {
    if (next.trim() === extra.name) return true;
    const result = renameExtra(extras, extra.id, next);
    if (!result.ok) {
      const text =
        result.reason === 'duplicate'
          ? t('extras.renameDuplicate', { name: next.trim() })
          : t(`extras.${result.reason}`);
      setMessage(text);
      notify('warning', text);
      return false;
    }
    setMessage('');
    onChange(result.extras);
    return true;
  };

  const ValueControl = short ? 'input' : 'textarea';
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('form.sections.additional')}</legend>
      <p className={styles.hint}>{t('extras.hint')}</p>
      <ul className={styles.quickAdd} aria-label={t('extras.quickAdd')}>
        {QUICK_ADD_KEYS.map((key) => (
          <li key={key}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => {
                setName(t(`quickAdd.${key}`));
                valueRef.current?.focus();
              }}
            >
              + {t(`quickAdd.${key}`)}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.extraNew}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{t('extras.name')}</label>
          <input
            id={`${id}-name`}
            ref={nameRef}
            value={name}
            maxLength={REPORT_LIMITS.extraNameMax}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onNameKey}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-value`}>{t('extras.value')}</label>
          <ValueControl
            id={`${id}-value`}
            ref={valueRef}
            value={value}
            maxLength={REPORT_LIMITS.extraValueMax}
            {...(short ? {} : { rows: 2 })}
            onChange={(event: { target: { value: string } }) => setValue(event.target.value)}
            onKeyDown={onValueKey}
          />
        </div>
        <button type="button" className="button button-ghost" onClick={add}>
          {t('extras.add')}
        </button>
      </div>
      <p className={styles.fieldError} role="status" aria-live="polite">
        {message}
      </p>
      {extras.length > 0 && (
        <ul className={styles.extraList} aria-label={t('extras.listLabel')}>
          {extras.map((extra) => (
            <ExtraRow
              key={extra.id}
              extra={extra}
              onRename={(next) => rename(extra, next)}
              onValue={(next) => onChange(setExtraValue(extras, extra.id, next))}
              onRemove={() => {
                onChange(removeExtra(extras, extra.id));
                notify('info', t('extras.removed', { name: extra.name }), { autoClose: 2000 });
                nameRef.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function ExtraRow({
  extra,
  onRename,
  onValue,
  onRemove,
}: {
  extra: ExtraField;
  onRename: (name: string) => boolean;
  onValue: (value: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('reunionReport');
  const [name, setName] = useState(extra.name);
  const commit = () => {
    if (!onRename(name)) setName(extra.name);
  };
  return (
    <li className={styles.extraRow} data-extra-field={extra.name}>
      <input
        aria-label={t('extras.renameLabel', { name: extra.name })}
        value={name}
        maxLength={REPORT_LIMITS.extraNameMax}
        onChange={(event) => setName(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <input
        aria-label={t('extras.valueOf', { name: extra.name })}
        value={extra.value}
        maxLength={REPORT_LIMITS.extraValueMax}
        onChange={(event) => onValue(event.target.value)}
      />
      <button
        type="button"
        className="button button-ghost"
        onClick={onRemove}
        aria-label={t('extras.remove', { name: extra.name })}
      >
        ×
      </button>
    </li>
  );
}
