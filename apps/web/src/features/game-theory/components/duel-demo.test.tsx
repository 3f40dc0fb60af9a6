import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DuelDemo } from './duel-demo';

// Without a loaded i18n instance, texts render as their keys: the tests find controls by key.
afterEach(cleanup);

const rows = () =>
  within(screen.getByRole('region', { name: 'demo.rounds' }))
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the hand-played duel', () => {
  it('plays each round against the chosen strategy, with moves, points and totals', () => {
    render(<DuelDemo />);
    expect(screen.getByRole('status').textContent).toContain('demo.empty');
    fireEvent.change(screen.getByLabelText('demo.opponent'), { target: { value: 'always-defect' } });
    fireEvent.click(screen.getByRole('button', { name: 'move.cooperate' }));
    fireEvent.click(screen.getByRole('button', { name: 'move.defect' }));
    fireEvent.click(screen.getByRole('button', { name: 'move.cooperate' }));

    const [first, second, third, totals] = rows();
    expect(cells(first!)).toEqual(['move.cooperate', 'move.defect', '0', '5']);
    expect(cells(second!)).toEqual(['move.defect', 'move.defect', '1', '1']);
    expect(cells(third!)).toEqual(['move.cooperate', 'move.defect', '0', '5']);
    expect(cells(totals!)).toEqual(['1', '11']);
    expect(screen.getByRole('status').textContent).toContain('demo.announce');
  });

  it('answers tit for tat with the visitor’s last move', () => {
    render(<DuelDemo />);
    fireEvent.click(screen.getByRole('button', { name: 'move.defect' }));
    fireEvent.click(screen.getByRole('button', { name: 'move.cooperate' }));
    const [first, second] = rows();
    expect(cells(first!)).toEqual(['move.defect', 'move.cooperate', '5', '0']);
    expect(cells(second!)).toEqual(['move.cooperate', 'move.defect', '0', '5']);
  });

  it('starts again on reset and on a new opponent', () => {
    render(<DuelDemo />);
    const reset = screen.getByRole('button', { name: 'demo.reset' });
    expect((reset as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'move.cooperate' }));
    expect(rows()).toHaveLength(2);
    fireEvent.click(reset);
    expect(screen.queryByRole('region', { name: 'demo.rounds' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'move.cooperate' }));
    fireEvent.change(screen.getByLabelText('demo.opponent'), { target: { value: 'grudger' } });
    expect(screen.queryByRole('region', { name: 'demo.rounds' })).toBeNull();
  });
});
