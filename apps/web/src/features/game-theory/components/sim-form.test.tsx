import { STRATEGY_IDS } from '@site/game-theory';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftOf } from '../lib/sim-draft';
import { decodeState } from '../lib/url-state';
import { SimForm } from './sim-form';

afterEach(cleanup);

const initial = draftOf(decodeState('mode=spatial&seed=abc&mix=tft.1'));

describe('the simulation form', () => {
  it('runs the settings as typed', () => {
    const onRun = vi.fn();
    render(<SimForm initial={initial} running={false} onRun={onRun} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('sim.generations'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('strategy.alwaysDefect.name'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'sim.run' }));
    expect(onRun).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'spatial',
        generations: '12',
        seed: 'abc',
        weights: expect.objectContaining({ 'always-defect': '3' }),
      }),
    );
  });

  it('refuses a mix without any strategy, and shows why', () => {
    const onRun = vi.fn();
    render(<SimForm initial={initial} running={false} onRun={onRun} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('strategy.titForTat.name'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'sim.run' }));
    expect(onRun).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('sim.noStrategy');
  });

  it('shows the settings of the chosen mode, and its default turns', () => {
    render(<SimForm initial={initial} running={false} onRun={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByLabelText('sim.repetitions')).toBeNull();
    fireEvent.change(screen.getByLabelText('sim.mode'), { target: { value: 'axelrod' } });
    expect(screen.queryByLabelText('sim.generations')).toBeNull();
    expect(screen.getByLabelText('sim.repetitions')).toBeTruthy();
    expect((screen.getByLabelText('sim.turns') as HTMLInputElement).value).toBe('200');
  });

  it('hides the weights for a random mix, and offers cancel while running', () => {
    const onCancel = vi.fn();
    render(<SimForm initial={initial} running onRun={vi.fn()} onCancel={onCancel} />);
    fireEvent.click(screen.getByLabelText('sim.randomMix'));
    for (const id of STRATEGY_IDS) expect(screen.queryByLabelText(`strategy.${id}.name`)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'sim.cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
