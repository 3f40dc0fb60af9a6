import { COOPERATE, DEFECT, nationIndex, type Move } from '@site/game-theory';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundForm } from './round-form';

afterEach(cleanup);

const NAMES: Record<string, string> = { FRA: 'France', DEU: 'Germany', ESP: 'Spain' };
const neighbours = ['FRA', 'DEU', 'ESP'].map(nationIndex);

function Harness({ onPlay }: { onPlay: (choices: Record<number, Move>) => void }) {
  const [choices, setChoices] = useState<Record<number, Move>>({});
  return (
    <RoundForm
      round={1}
      neighbours={neighbours}
      choices={choices}
      onChoose={setChoices}
      onPlay={() => onPlay(choices)}
      name={(cca3) => NAMES[cca3] ?? cca3}
    />
  );
}

describe('the round form', () => {
  it('lists the neighbours by name, each cooperating until told otherwise', () => {
    render(<Harness onPlay={vi.fn()} />);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups.map((group) => group.querySelector('span')?.textContent)).toEqual(['France', 'Germany', 'Spain']);
    for (const group of groups)
      expect((within(group).getByRole('radio', { name: 'move.cooperate' }) as HTMLInputElement).checked).toBe(true);
  });

  it('plays a move towards each neighbour, or one policy for all', () => {
    const onPlay = vi.fn();
    render(<Harness onPlay={onPlay} />);
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Germany' })).getByRole('radio', { name: 'move.defect' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'round.play' }));
    expect(onPlay).toHaveBeenLastCalledWith({ [nationIndex('DEU')]: DEFECT });

    fireEvent.click(
      within(screen.getByRole('group', { name: 'round.policy' })).getByRole('button', { name: 'move.defect' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'round.play' }));
    expect(onPlay).toHaveBeenLastCalledWith(Object.fromEntries(neighbours.map((n) => [n, DEFECT])));

    fireEvent.click(
      within(screen.getByRole('group', { name: 'round.policy' })).getByRole('button', { name: 'move.cooperate' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'round.play' }));
    expect(onPlay).toHaveBeenLastCalledWith(Object.fromEntries(neighbours.map((n) => [n, COOPERATE])));
  });
});
