import { confidenceClass, QUICK_ADD_KEYS, type ExtraSuggestion, type ReportFormData } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { appliedByAll, type FieldSuggestion, type Suggestions } from './lib/suggestions';
import styles from './report-dialog.module.css';

/** A suggested value as the family reads it: ids by their names in the interface language. */
export function suggestionText(
  suggestion: FieldSuggestion,
  data: ReportFormData | undefined,
  periodOf: string,
  t: (key: string) => string,
): string {
  const nameIn = (list: readonly { id: string; name: string }[] | undefined) =>
    list?.find((item) => item.id === suggestion.value)?.name ?? suggestion.value;
  switch (suggestion.field) {
    case 'gender_id':
      return nameIn(data?.genders);
    case 'reporter_relationship_id':
      return nameIn(data?.reporterRelationships);
    case 'address_period':
      return t(`period.${suggestion.value}`);
    case 'last_seen_province_id':
      return nameIn(periodOf === 'before_reform' ? data?.old_provinces : data?.provinces);
    default:
      return suggestion.value;
  }
}

/** An extra suggestion's name: a quick-add key's translated name, else the analysis's own (Vietnamese) label. */
export function extraLabel(extra: ExtraSuggestion, t: (key: string) => string): string {
  return (QUICK_ADD_KEYS as readonly string[]).includes(extra.key) ? t(`quickAdd.${extra.key}`) : extra.label;
}

/**
 * What the analysis found: each field's suggested value with how sure it is and an Apply button, "apply all"
 * (those above 0.5), and the extra facts with Accept (into the extra fields) and Ignore.
 */
export function SuggestionsPanel({
  suggestions,
  applied,
  data,
  onApply,
  onApplyAll,
  onAccept,
  onIgnore,
}: {
  suggestions: Suggestions;
  applied: ReadonlySet<string>;
  data: ReportFormData | undefined;
  onApply: (suggestion: FieldSuggestion) => void;
  onApplyAll: () => void;
  onAccept: (extra: ExtraSuggestion) => void;
  onIgnore: (extra: ExtraSuggestion) => void;
}) {
  const { t } = useTranslation('reunionReport');
  const period = suggestions.standard.find((suggestion) => suggestion.field === 'address_period')?.value ?? 'current';
  const canApplyAll = suggestions.standard.some(
    (suggestion) => appliedByAll(suggestion) && !applied.has(suggestion.field),
  );
  if (!suggestions.standard.length && !suggestions.extras.length) {
    return <p className={styles.muted}>{t('suggestions.none')}</p>;
  }
  return (
    <section className={styles.suggestions} aria-labelledby="report-suggestions-title" data-suggestions="">
      <div className={styles.suggestionsHead}>
        <h3 id="report-suggestions-title">{t('suggestions.title')}</h3>
        {suggestions.standard.length > 0 && (
          <button type="button" className="button button-primary" onClick={onApplyAll} disabled={!canApplyAll}>
            {t('suggestions.applyAll')}
          </button>
        )}
      </div>
      {suggestions.standard.length > 0 && (
        <ul className={styles.suggestionList}>
          {suggestions.standard.map((suggestion) => {
            const level = confidenceClass(suggestion.confidence);
            const done = applied.has(suggestion.field);
            const label = t(`fields.${suggestion.field}`);
            return (
              <li key={suggestion.field} className={styles.suggestion} data-suggestion={suggestion.field}>
                <span className={styles.suggestionLabel}>{label}</span>
                <span className={styles.suggestionValue}>{suggestionText(suggestion, data, period, t)}</span>
                <span className={styles.confidence} data-level={level}>
                  {t(`suggestions.confidence.${level}`, { percent: Math.round(suggestion.confidence * 100) })}
                </span>
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => onApply(suggestion)}
                  disabled={done}
                  aria-label={
                    done
                      ? t('suggestions.appliedField', { field: label })
                      : t('suggestions.applyField', { field: label })
                  }
                >
                  {done ? t('suggestions.applied') : t('suggestions.apply')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {suggestions.extras.length > 0 && (
        <>
          <h4>{t('suggestions.extraTitle')}</h4>
          <ul className={styles.suggestionList}>
            {suggestions.extras.map((extra) => {
              const label = extraLabel(extra, t);
              const level = confidenceClass(extra.confidence);
              return (
                <li key={`${extra.key}-${extra.value}`} className={styles.suggestion} data-extra={extra.key}>
                  <span className={styles.suggestionLabel}>{label}</span>
                  <span className={styles.suggestionValue}>{extra.value}</span>
                  <span className={styles.confidence} data-level={level}>
                    {t(`suggestions.confidence.${level}`, { percent: Math.round(extra.confidence * 100) })}
                  </span>
                  <span className={styles.suggestionActions}>
                    <button
                      type="button"
                      className="button button-ghost"
                      onClick={() => onAccept(extra)}
                      aria-label={t('suggestions.acceptField', { field: label })}
                    >
                      {t('suggestions.accept')}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost"
                      onClick={() => onIgnore(extra)}
                      aria-label={t('suggestions.ignoreField', { field: label })}
                    >
                      {t('suggestions.ignore')}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
