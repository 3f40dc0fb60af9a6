import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addChip } from './chips';
import styles from './chips-input.module.css';

export interface ChipsInputProps {
  /** Id of the text box, for the caller's <label htmlFor>. */
  id: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  max: number;
  placeholder?: string;
  /** Ids of the hint and error texts. */
  describedBy?: string;
  invalid?: boolean;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** A list of short texts as chips: Enter or a comma adds what is typed, × removes a chip. */
export function ChipsInput({
  id,
  value,
  onChange,
  onBlur,
  max,
  placeholder,
  describedBy,
  invalid,
  lang,
  dir,
}: ChipsInputProps) {
  const { t } = useTranslation('admin-editor');
  const [text, setText] = useState('');
  const full = value.length >= max;

  const commit = (input: string) => {
    const next = addChip(value, input, max);
    if (next.length !== value.length) onChange(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={`${styles.box} ${invalid ? styles.invalid : ''}`}>
      {value.length > 0 && (
        <ul className={styles.chips}>
          {value.map((chip, index) => (
            <li key={`${chip}-${index}`} className={styles.chip} lang={lang} dir={dir}>
              <span>{chip}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('chips.remove', { value: chip })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className={styles.input}
        value={text}
        placeholder={full ? t('chips.full', { count: max }) : placeholder}
        disabled={full}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        lang={lang}
        dir={dir}
        onChange={(event) => {
          const next = event.target.value;
          // A pasted "a, b, c" becomes three chips at once.
          if (next.includes(',')) commit(next);
          else setText(next);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (text.trim() !== '') commit(text);
          onBlur?.();
        }}
      />
    </div>
  );
}
