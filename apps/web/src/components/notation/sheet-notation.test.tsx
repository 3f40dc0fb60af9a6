import type { Sheet } from '@site/music';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Element as VexElement } from 'vexflow/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SheetNotation } from './sheet-notation';

// Without a loaded i18n instance, texts render as their keys.

const sheet: Sheet = {
  title: 'Two hands',
  composer: null,
  tempo: 100,
  time_signature: { beats: 3, beat_type: 4 },
  key: { fifths: 1, mode: 'major' },
  pickup: 0,
  parts: [
    {
      id: 'RH',
      name: 'Right hand',
      hand: 'right',
      notes: [
        { pitch: 67, start: 0, duration: 1.5 },
        { pitch: 69, start: 1.5, duration: 0.5 },
        { pitch: 71, start: 2, duration: 2 },
        { pitch: 72, start: 4, duration: 0.5 },
        { pitch: 74, start: 4.5, duration: 0.5 },
      ],
    },
    {
      id: 'LH',
      name: 'Left hand',
      hand: 'left',
      notes: [
        { pitch: 43, start: 0, duration: 3 },
        { pitch: 47, start: 3, duration: 1 },
        { pitch: 50, start: 3, duration: 1 },
      ],
    },
  ],
};

/** jsdom lays nothing out and has no fonts: the frame gets a width, fonts "load", and text measures 10 px. */
function fakeBrowser() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  class FakeFontFace {
    load() {
      return Promise.resolve(this);
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', { value: { add: () => undefined }, configurable: true });
  const metrics = { width: 10, actualBoundingBoxAscent: 5, actualBoundingBoxDescent: 5 };
  VexElement.setTextMeasurementCanvas({
    getContext: () => ({ measureText: () => metrics, font: '' }),
  } as unknown as HTMLCanvasElement);
}

describe('SheetNotation', () => {
  beforeAll(fakeBrowser);
  afterEach(cleanup);
  afterAll(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows a placeholder and the bars as text before VexFlow has loaded', () => {
    render(<SheetNotation sheet={sheet} />);
    expect(screen.getByRole('status').textContent).toContain('loading');
    // One sentence per bar for screen readers.
    expect(document.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('draws one SVG image with an accessible name, noteheads on a grand staff', async () => {
    const { container } = render(<SheetNotation sheet={sheet} label="Test piece" />);
    const svg = await waitFor(() => {
      const drawn = container.querySelector('svg');
      if (!drawn) throw new Error('not drawn yet');
      return drawn;
    });
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('label');
    expect(svg.getAttribute('aria-describedby')).toBeTruthy();
    expect(container.querySelector('[data-state="drawn"]')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    // Noteheads are drawn as text glyphs of the music font: 5 + 3 notes, a chord counting twice.
    expect(svg.querySelectorAll('.vf-notehead').length).toBeGreaterThanOrEqual(8);
    // Two staves per line, joined by a brace.
    expect(svg.querySelectorAll('.vf-stave').length).toBe(4);
    // The score stays left to right in a right-to-left page.
    expect(container.querySelector('[dir="ltr"]')).toBeTruthy();
  });

  it('moves the cursor to a beat without drawing the score again', async () => {
    const { container, rerender } = render(<SheetNotation sheet={sheet} highlight={null} />);
    await waitFor(() => {
      if (!container.querySelector('svg')) throw new Error('not drawn yet');
    });
    const svg = container.querySelector('svg');
    rerender(<SheetNotation sheet={sheet} highlight={1} />);
    const line = [...container.querySelectorAll<HTMLElement>('div[aria-hidden="true"]')].find((el) =>
      el.style.transform.startsWith('translate'),
    );
    expect(line?.hidden).toBe(false);
    const at1 = line!.style.transform;
    rerender(<SheetNotation sheet={sheet} highlight={4} />);
    expect(line!.style.transform).not.toBe(at1);
    // The same SVG element: nothing was drawn again.
    expect(container.querySelector('svg')).toBe(svg);
    rerender(<SheetNotation sheet={sheet} highlight={null} />);
    expect(line!.hidden).toBe(true);
  });

  it('tells the line the cursor is on only when it changes, so a game can keep it in view', async () => {
    const onCursorLine = vi.fn();
    const { container, rerender } = render(<SheetNotation sheet={sheet} highlight={0} onCursorLine={onCursorLine} />);
    await waitFor(() => {
      if (!container.querySelector('svg')) throw new Error('not drawn yet');
    });
    // Drawn at 800 px, both bars are on one line: moving within it tells nothing new.
    await waitFor(() =>
      expect(onCursorLine).toHaveBeenLastCalledWith({ top: expect.any(Number), height: expect.any(Number) }),
    );
    const calls = onCursorLine.mock.calls.length;
    const [{ height }] = onCursorLine.mock.calls.at(-1) as [{ top: number; height: number }];
    expect(height).toBeGreaterThan(0);
    rerender(<SheetNotation sheet={sheet} highlight={1} onCursorLine={onCursorLine} />);
    rerender(<SheetNotation sheet={sheet} highlight={4} onCursorLine={onCursorLine} />);
    expect(onCursorLine.mock.calls.length).toBe(calls);
    rerender(<SheetNotation sheet={sheet} highlight={null} onCursorLine={onCursorLine} />);
    expect(onCursorLine).toHaveBeenLastCalledWith(null);
  });
});
