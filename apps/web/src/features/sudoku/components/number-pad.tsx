import { useTranslation } from 'react-i18next';
import styles from './pad.module.css';

export interface PadProps {
  notesMode: boolean;
  /** How many of each digit are still to place (index 1..9), to show a finished digit as done. */
  remaining: readonly number[];
  onDigit: (digit: number) => void;
  onNotesMode: () => void;
  onErase: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onHint: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** The touch controls under the grid: the nine digits, the notes toggle, erase, undo, redo and hint. */
export function NumberPad(props: PadProps) {
  const { t } = useTranslation('sudoku');
  const { notesMode, remaining, onDigit } = props;
  return (
    <div className={styles.pad} role="group" aria-label={t('pad.label')}>
      <div className={styles.digits}>
        {Array.from({ length: 9 }, (_, i) => i + 1).map((digit) => (
          <button
            key={digit}
            type="button"
            className={styles.padDigit}
            data-done={remaining[digit] === 0 || undefined}
            aria-label={notesMode ? t('pad.note', { digit }) : t('pad.digit', { digit, left: remaining[digit] ?? 0 })}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onDigit(digit)}
          >
            {digit}
          </button>
        ))}
      </div>
      <div className={styles.tools}>
        <button
          type="button"
          className={styles.tool}
          aria-pressed={notesMode}
          onMouseDown={(event) => event.preventDefault()}
          onClick={props.onNotesMode}
        >
          {t('pad.notes')}
        </button>
        <button type="button" className={styles.tool} onMouseDown={(e) => e.preventDefault()} onClick={props.onErase}>
          {t('pad.erase')}
        </button>
        <button
          type="button"
          className={styles.tool}
          disabled={!props.canUndo}
          onMouseDown={(e) => e.preventDefault()}
          onClick={props.onUndo}
        >
          {t('pad.undo')}
        </button>
        <button
          type="button"
          className={styles.tool}
          disabled={!props.canRedo}
          onMouseDown={(e) => e.preventDefault()}
          onClick={props.onRedo}
        >
          {t('pad.redo')}
        </button>
        <button type="button" className={styles.tool} onMouseDown={(e) => e.preventDefault()} onClick={props.onHint}>
          {t('pad.hint')}
        </button>
      </div>
    </div>
  );
}
