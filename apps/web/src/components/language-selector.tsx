import { LANGUAGES, type LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { Disclosure } from './disclosure';
import styles from './language-selector.module.css';

/**
 * The header's language menu; the language tour spotlights its button. Languages show their code and
 * native name, not flag emoji (which many systems cannot draw, and a flag is not a language).
 */
export function LanguageSelector({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('common');
  const active = currentLanguage();
  const language = LANGUAGES.find((l) => l.code === active) ?? LANGUAGES[0];
  return (
    <Disclosure
      className={styles.selector}
      buttonClassName={`${styles.button} ${tone === 'light' ? styles.light : ''}`}
      panelClassName={styles.panel}
      buttonProps={{ 'data-tour-target': 'language-selector' }}
      label={
        <>
          <span className="visually-hidden">{t('language.label')}: </span>
          <span className={styles.code}>{language.code.toUpperCase()}</span>
          <span className="visually-hidden" lang={language.code}>
            {' '}
            ({language.nativeName})
          </span>
          <span aria-hidden="true" className="chevron" />
        </>
      }
    >
      {(close) => (
        <LanguageList
          active={active}
          onPick={(code) => {
            void changeLanguage(code);
            close();
          }}
        />
      )}
    </Disclosure>
  );
}

/** The ten languages as buttons, each named in its own language. */
export function LanguageList({ active, onPick }: { active: LanguageCode; onPick: (code: LanguageCode) => void }) {
  const { t } = useTranslation('common');
  return (
    <ul className={styles.list} aria-label={t('language.choose')}>
      {LANGUAGES.map((l) => (
        <li key={l.code}>
          <button
            type="button"
            lang={l.code}
            dir={l.dir}
            className={styles.option}
            aria-pressed={l.code === active}
            onClick={() => onPick(l.code)}
          >
            <span className={styles.optionCode} aria-hidden="true">
              {l.code.toUpperCase()}
            </span>
            <span>{l.nativeName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
