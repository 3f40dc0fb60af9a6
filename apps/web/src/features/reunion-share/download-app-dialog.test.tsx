import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { DownloadAppDialog, FEATURES, LINK_COPIED_FOR_MS, STORE_TOAST_MS } from './download-app-dialog';
import { RESUME_AFTER_DOT_MS, ROTATE_EVERY_MS } from './lib/slides';

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const shown = () => document.querySelector<HTMLElement>('[data-feature]:not([hidden])')?.dataset.feature;
const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function drag(from: number, to: number, pointerType: string, dy = 0) {
  const viewport = document.querySelector('[data-slides]')!;
  fireEvent.pointerDown(viewport, { clientX: from, clientY: 100, pointerId: 1, pointerType });
  fireEvent.pointerUp(viewport, { clientX: to, clientY: 100 + dy, pointerId: 1, pointerType });
}

describe('DownloadAppDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.mocked(notify).mockClear();
  });

  it('rotates its four slides every 3 s and wraps', () => {
    render(<DownloadAppDialog onClose={vi.fn()} />);
    expect(shown()).toBe('map');
    const seen = [];
    for (let i = 0; i < FEATURES.length; i++) {
      after(ROTATE_EVERY_MS);
      seen.push(shown());
    }
    expect(seen).toEqual(['offline', 'share', 'free', 'map']);
  });

  it('does not rotate under reduced motion', () => {
    setReducedMotion(true);
    render(<DownloadAppDialog onClose={vi.fn()} />);
    after(ROTATE_EVERY_MS * 3);
    expect(shown()).toBe('map');
  });

  it('jumps to a chosen dot and waits 5 s before rotating again', () => {
    render(<DownloadAppDialog onClose={vi.fn()} />);
    after(ROTATE_EVERY_MS - 100);
    fireEvent.click(screen.getAllByLabelText('download.goTo')[3]!);
    expect(shown()).toBe('free');
    after(RESUME_AFTER_DOT_MS - 10);
    expect(shown()).toBe('free');
    after(20);
    expect(shown()).toBe('map');
  });

  it('changes slide on a horizontal drag past the threshold, not on a short or vertical one', () => {
    render(<DownloadAppDialog onClose={vi.fn()} />);
    drag(200, 175, 'mouse');
    expect(shown()).toBe('map');
    drag(200, 165, 'mouse');
    expect(shown()).toBe('offline');
    drag(200, 160, 'touch');
    expect(shown()).toBe('offline');
    drag(100, 160, 'touch');
    expect(shown()).toBe('map');
    drag(200, 100, 'touch', 120);
    expect(shown()).toBe('map');
    drag(100, 40, 'touch');
    after(ROTATE_EVERY_MS);
    expect(shown()).toBe('share');
  });

  it('draws a QR code of the app page’s absolute link', () => {
    render(<DownloadAppDialog onClose={vi.fn()} />);
    const qr = screen.getByRole('img', { name: 'download.qrLabel' });
    expect(qr.dataset.qr).toBe(`${window.location.origin}/reunion/app`);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });

  it('answers a store button with a 4 s coming-soon toast', () => {
    render(<DownloadAppDialog onClose={vi.fn()} />);
    fireEvent.click(document.querySelector('[data-store="googlePlay"]')!);
    expect(notify).toHaveBeenCalledWith('info', 'download.storeSoon', { autoClose: STORE_TOAST_MS });
  });

  it('copies the app link with a 3 s confirmation', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<DownloadAppDialog onClose={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'download.copyLink' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/reunion/app`);
    const status = document.querySelector('[data-copy-status]')!;
    expect(status.textContent).toBe('download.copied');
    after(LINK_COPIED_FOR_MS - 10);
    expect(status.textContent).toBe('download.copied');
    after(20);
    expect(status.textContent).toBe('');
  });
});
