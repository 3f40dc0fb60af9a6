import { memo, useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isGiven, shownNotes, type GameState } from '../lib/game';
import { PEERS, boxOf, candidateMasks, colOf, conflictCells, digitAt, digitsOf, hasDigit, rowOf } from '../lib/grid';
import { cellLabel } from '../lib/texts';
import styles from './board.module.css';

export interface BoardProps {
  game: GameState;
  selected: number;
  onSelect: (cell: number) => void;
  autoCandidates: boolean;
  /** Cells a hint points at, and the cells of the houses it says to look at. */
  hintCells: ReadonlySet<number>;
  hintHouses: ReadonlySet<number>;
  /** Keys pressed in the grid (moves, digits, the game's shortcuts). */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The grid: a `role="grid"` of rows and gridcells with one tab stop (the selected cell), each cell named by its
 * row, column, digit or "empty" and its notes. Always left to right, as Sudoku is read, whatever the language.
 */
export function Board({ game, selected, onSelect, autoCandidates, hintCells, hintHouses, onKeyDown }: BoardProps) {
  const { t } = useTranslation('sudoku');
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  const clashes = useMemo(() => conflictCells(game.entries), [game.entries]);
  const computed = useMemo(
    () => (autoCandidates ? candidateMasks(game.entries) : null),
    [autoCandidates, game.entries],
  );
  const selectedDigit = digitAt(game.entries, selected);
  const register = useCallback((cell: number, el: HTMLDivElement | null) => {
    cells.current[cell] = el;
  }, []);

  const grid = useRef<HTMLDivElement>(null);

  // Focus follows the selection while it is in the grid (the roving tab stop).
  useEffect(() => {
    if (grid.current?.contains(document.activeElement)) cells.current[selected]?.focus();
  }, [selected]);

  // A click on a cell selects it (one listener for the 81 cells).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]')?.dataset.cell;
    if (cell !== undefined) onSelect(Number(cell));
  };

  return (
    <div
      ref={grid}
      role="grid"
      tabIndex={-1}
      aria-label={t('grid.label')}
      dir="ltr"
      className={styles.board}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {Array.from({ length: 9 }, (_, row) => (
        <div role="row" key={row} className={styles.row}>
          {Array.from({ length: 9 }, (_, col) => {
            const cell = row * 9 + col;
            const digit = digitAt(game.entries, cell);
            const notes = shownNotes(game, cell, computed);
            const related = cell !== selected && PEERS[selected]!.includes(cell);
            const same = selectedDigit !== 0 && digit === selectedDigit;
            const noteSame = selectedDigit !== 0 && !digit && hasDigit(notes.centre | notes.corner, selectedDigit);
            return (
              <Cell
                key={cell}
                register={register}
                cell={cell}
                digit={digit}
                given={isGiven(game, cell)}
                corner={notes.corner}
                centre={notes.centre}
                conflict={clashes.has(cell)}
                selected={cell === selected}
                related={related}
                same={same || noteSame}
                hinted={hintCells.has(cell)}
                looked={hintHouses.has(cell)}
                label={cellLabel(t, {
                  cell,
                  digit,
                  given: isGiven(game, cell),
                  corner: notes.corner,
                  centre: notes.centre,
                  conflict: clashes.has(cell),
                })}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

interface CellProps {
  register: (cell: number, el: HTMLDivElement | null) => void;
  cell: number;
  digit: number;
  given: boolean;
  corner: number;
  centre: number;
  conflict: boolean;
  selected: boolean;
  related: boolean;
  same: boolean;
  hinted: boolean;
  looked: boolean;
  label: string;
}

const Cell = memo(function Cell(props: CellProps) {
  const { register, cell, digit, given, corner, centre, conflict, selected, related, same, hinted, looked, label } =
    props;
  const className = [
    styles.cell,
    colOf(cell) % 3 === 2 && colOf(cell) !== 8 && styles.boxEnd,
    rowOf(cell) % 3 === 2 && rowOf(cell) !== 8 && styles.boxBottom,
    given && styles.given,
    related && styles.related,
    same && styles.same,
    looked && styles.looked,
    hinted && styles.hinted,
    conflict && styles.conflict,
    selected && styles.selected,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      ref={(el) => register(cell, el)}
      role="gridcell"
      tabIndex={selected ? 0 : -1}
      aria-label={label}
      aria-selected={selected}
      aria-readonly={given || undefined}
      data-cell={cell}
      data-box={boxOf(cell)}
      className={className}
    >
      {digit ? (
        <span aria-hidden="true" className={styles.digit}>
          {digit}
        </span>
      ) : (
        <>
          {corner ? (
            <span aria-hidden="true" className={styles.corner}>
              {digitsOf(corner).map((d) => (
                <span key={d}>{d}</span>
              ))}
            </span>
          ) : null}
          {centre ? (
            <span aria-hidden="true" className={styles.centre}>
              {digitsOf(centre).join('')}
            </span>
          ) : null}
        </>
      )}
      {conflict ? <span aria-hidden="true" className={styles.clashMark} /> : null}
    </div>
  );
});
