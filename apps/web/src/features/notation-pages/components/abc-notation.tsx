import { useTranslation } from 'react-i18next';
import { SheetNotation, type NotationFont } from '../../../components/notation/sheet-notation';
import type { AbcSheetState } from '../hooks/use-abc-sheet';
import styles from '../notation-pages.module.css';

/** A sheet read from ABC, drawn; while it is read, a placeholder of about its height; a refusal, said plainly. */
export function AbcNotation({
  state,
  fontFamily,
  textAlternative,
}: {
  state: AbcSheetState;
  fontFamily?: NotationFont;
  textAlternative?: 'hidden' | 'visible';
}) {
  const { t } = useTranslation('notation');
  if (state.status === 'ready') {
    return <SheetNotation sheet={state.sheet} fontFamily={fontFamily} textAlternative={textAlternative} />;
  }
  if (state.status === 'error') {
    return (
      <div className={styles.readError} role="alert">
        <p className={styles.readErrorTitle}>
          {t(`pages.errors.${state.code}`, { defaultValue: t('pages.errors.malformed') })}
        </p>
        {state.message && (
          <p dir="ltr" className={styles.readErrorDetail}>
            {state.message}
          </p>
        )}
      </div>
    );
  }
  return (
    <p className={styles.reading} role="status">
      {t('pages.reading')}
    </p>
  );
}
