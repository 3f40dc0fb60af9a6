import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/format';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import type { SudokuGame } from '../hooks/use-game';
import { useGameKeys } from '../hooks/use-game-keys';
import { useHint } from '../hooks/use-hint';
import { useTimer } from '../hooks/use-timer';
import type { GameState } from '../lib/game';
import { colOf, conflictCells, digitAt, houseCells, rowOf } from '../lib/grid';
import { commandOf, moveCell, type Command } from '../lib/keyboard';
import { hintTexts } from '../lib/texts';
import { Board } from './board';
import { formatDay } from './chooser';
import { Completion, CopyLink } from './completion';
import { HintPanel } from './hint-panel';
import { NumberPad } from './number-pad';
import styles from './sudoku.module.css';

/** How many of each digit are still to place (index 1..9). */
const remainingDigits = (entries: string): number[] => {
  const left = Array.from({ length: 10 }, () => 9);
  for (let cell = 0; cell < 81; cell++) left[digitAt(entries, cell)]!--;
  return left;
};

/** The game in play: its status line, the grid (hidden while paused), the hint, the pad and the completion. */
export function GameView({ session, game }: { session: SudokuGame; game: GameState }) {
  const { t } = useTranslation('sudoku');
  const locale = localeOf(currentLanguage());
  const { dispatch, settings, setSettings } = session;
  const [selected, setSelected] = useState(() => Math.max(0, game.puzzle.indexOf('.')));
  const [notesMode, setNotesMode] = useState(false);
  const [conflictNote, setConflictNote] = useState('');
  const { paused, setPaused } = useTimer(!game.completed, dispatch);
  const { shown, asking, next, close } = useHint(game, dispatch, settings.countMistakes);
  const area = useRef<HTMLDivElement>(null);

  const hintCells = useMemo(() => new Set(shown?.stage === 2 ? shown.hint.cells : []), [shown]);
  const hintHouses = useMemo(
    () => new Set((shown?.hint.houses ?? []).flatMap((house) => houseCells(house.type, house.index))),
    [shown],
  );

  // The live region says the completion, else what the hint shows, else a clash just made.
  const hintSaid = shown ? hintTexts(t, shown.hint, locale) : null;
  const announcement = game.completed
    ? t('live.done', { time: formatClock(game.elapsed, locale) })
    : hintSaid
      ? shown?.stage === 1
        ? `${hintSaid.technique}. ${hintSaid.look}`
        : `${hintSaid.technique}. ${hintSaid.explanation}`
      : conflictNote;

  const write = (digit: number, corner = false) => {
    if (paused) return;
    if (notesMode || corner) {
      dispatch({ type: 'note', cell: selected, digit, kind: corner ? 'corner' : 'centre' });
      return;
    }
    dispatch({ type: 'place', cell: selected, digit, countMistakes: settings.countMistakes });
    const after = game.entries.slice(0, selected) + String(digit) + game.entries.slice(selected + 1);
    const clash = game.puzzle[selected] === '.' && conflictCells(after).has(selected);
    setConflictNote(clash ? t('live.conflict', { digit, row: rowOf(selected) + 1, col: colOf(selected) + 1 }) : '');
  };

  const run = (command: Command) => {
    switch (command.type) {
      case 'move':
        return setSelected((cell) => moveCell(cell, command.rows, command.cols));
      case 'digit':
        return write(command.digit, command.corner);
      case 'clear':
        return paused ? undefined : dispatch({ type: 'clear', cell: selected });
      case 'notesMode':
        return setNotesMode((on) => !on);
      case 'undo':
      case 'redo':
        return paused ? undefined : dispatch({ type: command.type });
      case 'hint':
        return paused ? undefined : void next();
      case 'pause':
        return game.completed ? undefined : setPaused(!paused);
    }
  };
  useGameKeys(area, run);
  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = commandOf(event);
    if (!command) return;
    event.preventDefault();
    run(command);
  };

  return (
    <div ref={area} className={styles.game}>
      <div className={styles.status}>
        <span>
          {game.source === 'daily' && game.date
            ? `${t('choose.dailyOn', { date: formatDay(game.date, locale) })} · `
            : ''}
          {game.difficulty ? t(`difficulty.${game.difficulty}`) : t('difficulty.unrated')}
        </span>
        <span className={styles.timer} role="timer" aria-label={t('status.time')}>
          {formatClock(game.elapsed, locale)}
        </span>
        {settings.countMistakes ? <span>{t('status.mistakes', { n: game.mistakes })}</span> : null}
        <span>{t('status.hints', { n: game.hintsUsed })}</span>
        <button
          type="button"
          className={styles.secondary}
          aria-pressed={paused}
          disabled={game.completed}
          onClick={() => setPaused(!paused)}
        >
          {paused ? t('status.resume') : t('status.pause')}
        </button>
        <CopyLink puzzle={game.puzzle} />
      </div>
      <div className={styles.options}>
        <label>
          <input
            type="checkbox"
            checked={settings.countMistakes}
            onChange={(event) => setSettings({ countMistakes: event.target.checked })}
          />
          {t('options.countMistakes')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.autoCandidates}
            onChange={(event) => setSettings({ autoCandidates: event.target.checked })}
          />
          {t('options.autoCandidates')}
        </label>
      </div>
      <div className={styles.play}>
        {paused && !game.completed ? (
          <div className={styles.pausedCover}>
            <p>{t('status.pausedText')}</p>
            <button type="button" className={styles.primary} onClick={() => setPaused(false)}>
              {t('status.resume')}
            </button>
          </div>
        ) : (
          <Board
            game={game}
            selected={selected}
            onSelect={setSelected}
            autoCandidates={settings.autoCandidates}
            hintCells={hintCells}
            hintHouses={hintHouses}
            onKeyDown={onGridKey}
          />
        )}
        <div className={styles.side}>
          {game.completed ? (
            <Completion game={game} onNewGame={() => session.startNew(game.difficulty ?? 'easy')} />
          ) : (
            <>
              {shown ? <HintPanel shown={shown} onNext={() => void next()} onClose={close} /> : null}
              {asking ? <p className={styles.asking}>{t('hints.asking')}</p> : null}
              <NumberPad
                notesMode={notesMode}
                remaining={remainingDigits(game.entries)}
                onDigit={(digit) => write(digit)}
                onNotesMode={() => setNotesMode((on) => !on)}
                onErase={() => dispatch({ type: 'clear', cell: selected })}
                onUndo={() => dispatch({ type: 'undo' })}
                onRedo={() => dispatch({ type: 'redo' })}
                onHint={() => void next()}
                canUndo={game.undo.length > 0 && !paused}
                canRedo={game.redo.length > 0 && !paused}
              />
            </>
          )}
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
