import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@site/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import tabs from '../tabs.module.css';
import { useRovingTabs } from '../use-roving-tabs';
import styles from './language-tabs.module.css';

export interface LanguageTabsProps {
  /** The language whose panel is shown. */
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  /** Accessible name of the tab list, e.g. "Project texts by language". */
  label: string;
  /** Languages that hold content (a dot on their tab). */
  filled: ReadonlySet<LanguageCode>;
  /** Languages with validation errors (a warning mark on their tab). */
  invalid: ReadonlySet<LanguageCode>;
  /** The panel of the selected language. */
  children: ReactNode;
}

/**
 * One tab per interface language (ARIA tabs pattern: arrow keys, Home and End move and select, the
 * list mirrors in right-to-left). Only the selected language's panel is rendered; the form keeps the
 * values of the others.
 */
export function LanguageTabs({ value, onChange, label, filled, invalid, children }: LanguageTabsProps) {
  const { t, i18n } = useTranslation('admin-editor');
  const base = useId();
  const panelId = `${base}-panel`;
  const tabId = (code: LanguageCode) => `${base}-tab-${code}`;
  const { ref, onKeyDown } = useRovingTabs(LANGUAGE_CODES, value, onChange, i18n.dir() === 'rtl');

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={tabs.list}>
        {LANGUAGES.map((language) => {
          const selected = language.code === value;
          const hasError = invalid.has(language.code);
          const hasContent = filled.has(language.code);
          return (
            <button
              key={language.code}
              ref={ref(language.code)}
              id={tabId(language.code)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={`${tabs.tab} ${styles.tab} ${hasError ? styles.tabInvalid : ''}`}
              onClick={() => onChange(language.code)}
              onKeyDown={onKeyDown}
            >
              <span lang={language.code}>{language.nativeName}</span>
              {hasError ? (
                <span className={styles.errorMark} aria-hidden="true">
                  !
                </span>
              ) : hasContent ? (
                <span className={styles.dot} aria-hidden="true" />
              ) : null}
              {(hasError || hasContent) && (
                <span className="visually-hidden">
                  {hasError ? t('languages.hasErrors') : t('languages.hasContent')}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
