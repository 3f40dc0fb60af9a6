import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameReducer, startGame } from '../lib/game';
import { Board } from './board';

// Without a loaded i18n instance, texts render as their keys: the names below are the keys, joined as the app joins
// the translated parts.
afterEach(cleanup);

const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const PUZZLE = `.........${SOLUTION.slice(9)}`;

function renderBoard(onSelect = vi.fn()) {
  let game = startGame({ id: 't', source: 'new', difficulty: 'easy', puzzle: PUZZLE, solution: SOLUTION });
  game = gameReducer(game, { type: 'note', cell: 1, digit: 4, kind: 'centre' });
  game = gameReducer(game, { type: 'place', cell: 2, digit: 9, countMistakes: false });
  render(
    <Board
      game={game}
      selected={1}
      onSelect={onSelect}
      autoCandidates={false}
      hintCells={new Set()}
      hintHouses={new Set()}
      onKeyDown={vi.fn()}
    />,
  );
  return onSelect;
}

describe('the grid', () => {
  it('is a left-to-right grid of nine rows of nine gridcells with one tab stop, the selected cell', () => {
    renderBoard();
    const grid = screen.getByRole('grid', { name: 'grid.label' });
    expect(grid.getAttribute('dir')).toBe('ltr');
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(9);
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(81);
    expect(cells.filter((cell) => cell.tabIndex === 0)).toEqual([cells[1]]);
    expect(cells[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('names each cell by its position, its digit or emptiness, its notes and clashes', () => {
    renderBoard();
    const cells = screen.getAllByRole('gridcell');
    expect(cells[0]!.getAttribute('aria-label')).toBe('cell.position, cell.empty');
    expect(cells[1]!.getAttribute('aria-label')).toBe('cell.position, cell.empty, cell.notes');
    // The 9 placed in row 1 clashes with the given 9 of row 1's box.
    expect(cells[2]!.getAttribute('aria-label')).toBe('cell.position, cell.digit, cell.conflict');
    expect(cells[9]!.getAttribute('aria-label')).toBe('cell.position, cell.given');
    expect(cells[9]!.getAttribute('aria-readonly')).toBe('true');
  });

  it('selects the cell clicked', () => {
    const onSelect = renderBoard();
    fireEvent.click(screen.getAllByRole('gridcell')[40]!);
    expect(onSelect).toHaveBeenCalledWith(40);
  });
});
