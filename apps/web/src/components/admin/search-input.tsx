import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ui from './admin-ui.module.css';
import styles from './search-input.module.css';

export interface SearchInputProps {
  /** The search in effect (e.g. from the page's state); the box shows it when it changes from outside. */
  value: string;
  /** Called with the trimmed text after typing pauses, on Enter, and with '' when cleared (blank is no search). */
  onSearch: (query: string) => void;
  /** Visible label; defaults to "Search". */
  label?: string;
  placeholder?: string;
  /** Pause after typing before searching. */
  delayMs?: number;
}

/** Normalises a search: surrounding spaces removed, whitespace-only means no search. */
export function normaliseSearch(text: string): string {
  return text.trim();
}

/** A labelled search box that searches as you type (debounced), on Enter, and clears with one button. */
export function SearchInput({ value, onSearch, label, placeholder, delayMs = 350 }: SearchInputProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  const applied = useRef(normaliseSearch(value));

  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  // A new value from outside (a reset) replaces what is typed.
  useEffect(() => {
    if (normaliseSearch(value) !== applied.current) {
      applied.current = normaliseSearch(value);
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const query = normaliseSearch(text);
    if (query === applied.current) return;
    // A search typed just before following a link must not bring the list back: while the next page loads
    // the list is still mounted, and its timer would write the search into the address the visitor left.
    const path = window.location.pathname;
    const timer = window.setTimeout(() => {
      if (window.location.pathname !== path) return;
      applied.current = query;
      latest.current(query);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);

  const searchNow = (next: string) => {
    const query = normaliseSearch(next);
    if (query === applied.current) return;
    applied.current = query;
    latest.current(query);
  };

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(text);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {label ?? t('ui.search.label')}
      </label>
      <div className={styles.box}>
        <input
          id={id}
          type="search"
          className={styles.input}
          value={text}
          placeholder={placeholder ?? t('ui.search.placeholder')}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
        />
        {text !== '' && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setText('');
              searchNow('');
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('ui.search.clear')}</span>
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The toolbar above a list: its search box (texts `<area>.searchLabel` and, unless `placeholder` is null,
 * `<area>.searchPlaceholder` of the list's namespace), then the list's own controls.
 */
export function SearchToolbar({
  t,
  area,
  value,
  onSearch,
  placeholder = t(`${area}.searchPlaceholder`),
  children,
}: {
  t: (key: string) => string;
  area: string;
  value: string;
  onSearch: (query: string) => void;
  placeholder?: string | null;
  children?: ReactNode;
}) {
  return (
    <div className={ui.toolbar}>
      <SearchInput
        value={value}
        label={t(`${area}.searchLabel`)}
        placeholder={placeholder ?? undefined}
        onSearch={onSearch}
      />
      {children}
    </div>
  );
}
