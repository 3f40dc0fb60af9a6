import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { applicable, type ShownHint } from '../hooks/use-hint';
import { hintTexts } from '../lib/texts';
import styles from './sudoku.module.css';

/** The hint being shown: its technique and where to look, then its cells and explanation, then apply. */
export function HintPanel({ shown, onNext, onClose }: { shown: ShownHint; onNext: () => void; onClose: () => void }) {
  const { t } = useTranslation('sudoku');
  const texts = hintTexts(t, shown.hint, localeOf(currentLanguage()));
  const { kind } = shown.hint;
  const finalStep = kind === 'done' || kind === 'error';
  return (
    <section className={styles.hint} aria-labelledby="sudoku-hint-title" data-kind={kind}>
      <h2 id="sudoku-hint-title" className={styles.hintTitle}>
        {t(`hints.kind.${kind}`)}: {texts.technique}
      </h2>
      {kind === 'step' ? <p>{texts.look}</p> : null}
      {shown.stage === 2 ? <p>{texts.explanation}</p> : null}
      <div className={styles.hintActions}>
        {!finalStep ? (
          <button type="button" className={styles.primary} onClick={onNext}>
            {shown.stage === 1 ? t('hints.showCells') : applicable(shown.hint) ? t('hints.apply') : t('hints.close')}
          </button>
        ) : null}
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('hints.close')}
        </button>
      </div>
    </section>
  );
}
