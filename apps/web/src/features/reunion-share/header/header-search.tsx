import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { searchHref } from './header-model';
import styles from './reunion-header.module.css';

/**
 * The header's search: a button that opens a field. Enter goes to /search?q= with the query trimmed; an
 * empty or blank query does nothing; Escape closes the field and gives the focus back to the button.
 */
export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation('reunionShare');
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery('');
    toggle.current?.focus();
  };

  return (
    <div className={styles.search} data-open={open}>
      {open && (
        <form
          role="search"
          className={styles.searchForm}
          onSubmit={(event) => {
            event.preventDefault();
            const href = searchHref(query);
            if (!href) return field.current?.focus();
            setOpen(false);
            setQuery('');
            onSearch?.();
            navigate(href);
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            {t('header.searchLabel')}
          </label>
          <input
            id={id}
            ref={field}
            type="search"
            name="q"
            value={query}
            maxLength={200}
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('header.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              // The field's own Escape (clearing a search field) is replaced: the field closes.
              event.preventDefault();
              close();
            }}
          />
        </form>
      )}
      <button
        ref={toggle}
        type="button"
        className={styles.tool}
        aria-expanded={open}
        aria-label={open ? t('header.closeSearch') : t('header.search')}
        data-search-toggle=""
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path
              d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zm4.7 11.2L20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
        </svg>
      </button>
    </div>
  );
}
