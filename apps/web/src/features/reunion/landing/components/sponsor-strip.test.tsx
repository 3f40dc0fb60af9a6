import type { LandingSponsor } from '@site/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRIP_START_MS } from '../lib/motion';
import { SponsorStrip } from './sponsor-strip';

const sponsors: LandingSponsor[] = ['Alpha Beta', 'Gamma Delta', 'Epsilon'].map((name, index) => ({
  id: index + 1,
  is_sample: true,
  name,
  category: 'community',
  description: '',
  website: null,
  colour: '#336699',
  icon: 'heart',
}));

/** jsdom lays nothing out: the track and the frame get the widths a browser would measure. */
function measure(track: number, frame: number) {
  const list = screen.getByTestId('sponsor-strip-track');
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: track });
  Object.defineProperty(list.parentElement!, 'clientWidth', { configurable: true, value: frame });
  return list;
}

describe('SponsorStrip', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
  );
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists the sponsors twice with two-letter initials, the copy hidden from assistive technology', () => {
    render(<SponsorStrip sponsors={sponsors} reduced rtl={false} />);
    const items = screen.getByTestId('sponsor-strip-track').querySelectorAll('li');
    expect(items).toHaveLength(6);
    expect(items[0]!.textContent).toBe('ABAlpha Beta');
    expect(items[3]!.getAttribute('aria-hidden')).toBe('true');
  });

  it('starts after 2 s, moves with transform, and pauses while hovered', () => {
    render(<SponsorStrip sponsors={sponsors} reduced={false} rtl={false} />);
    const track = measure(1000, 300);
    act(() => vi.advanceTimersByTime(STRIP_START_MS - 100));
    expect(track.style.transform).toBe('');
    act(() => vi.advanceTimersByTime(100 + 16 * 4));
    expect(track.style.transform).toMatch(/^translateX\(-\d/);
    const before = track.style.transform;
    act(() => track.parentElement!.dispatchEvent(new MouseEvent('mouseenter')));
    act(() => vi.advanceTimersByTime(16 * 10));
    expect(track.style.transform).toBe(before);
  });

  it('moves the other way in Arabic, and not at all when it fits or under reduced motion', () => {
    render(<SponsorStrip sponsors={sponsors} reduced={false} rtl />);
    const track = measure(1000, 300);
    act(() => vi.advanceTimersByTime(STRIP_START_MS + 16 * 4));
    expect(track.style.transform).toMatch(/^translateX\(\d/);
    cleanup();
    render(<SponsorStrip sponsors={sponsors} reduced={false} rtl={false} />);
    const fits = measure(500, 300);
    act(() => vi.advanceTimersByTime(STRIP_START_MS + 16 * 10));
    expect(fits.style.transform).toBe('');
    cleanup();
    render(<SponsorStrip sponsors={sponsors} reduced rtl={false} />);
    const still = measure(1000, 300);
    act(() => vi.advanceTimersByTime(STRIP_START_MS + 16 * 10));
    expect(still.style.transform).toBe('');
  });
});
