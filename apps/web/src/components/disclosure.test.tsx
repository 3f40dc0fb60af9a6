import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure';

function Menu() {
  return (
    <>
      <Disclosure label="Tools">
        {(close) => (
          <a href="/x" onClick={close}>
            Benchmark
          </a>
        )}
      </Disclosure>
      <button type="button">Outside</button>
    </>
  );
}

describe('Disclosure', () => {
  afterEach(cleanup);

  it('opens and closes with its button and reports its state', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Tools' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Benchmark' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Benchmark' })).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to its button', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Tools' });
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Benchmark' }).focus();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Tools' });
    fireEvent.click(button);
    act(() => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
