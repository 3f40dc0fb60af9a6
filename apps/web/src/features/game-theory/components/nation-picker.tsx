import { NATIONS } from '@site/game-theory';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './play.module.css';

/** Text folded for searching: lower case, without accents. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** The nations by name in the interface language, searchable; choosing one starts the game as that nation. */
export function NationPicker({ name, onChoose }: { name: (cca3: string) => string; onChoose: (cca3: string) => void }) {
  const { t, i18n } = useTranslation('gameTheory');
  const id = useId();
  const [query, setQuery] = useState('');
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(i18n.resolvedLanguage);
    return NATIONS.map((n) => ({ cca3: n.cca3, name: name(n.cca3) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [name, i18n.resolvedLanguage]);
  const wanted = fold(query.trim());
  const shown = wanted
    ? sorted.filter((n) => fold(n.name).includes(wanted) || n.cca3.toLowerCase() === wanted)
    : sorted;

  return (
    <section className={styles.picker} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('nation.choose')}</h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-search`}>{t('nation.search')}</label>
        <input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {shown.length === 0 ? (
        <p>{t('nation.noMatch')}</p>
      ) : (
        <ul className={styles.nations} aria-label={t('nation.choose')}>
          {shown.map((nation) => (
            <li key={nation.cca3}>
              <button type="button" onClick={() => onChoose(nation.cca3)}>
                {nation.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
