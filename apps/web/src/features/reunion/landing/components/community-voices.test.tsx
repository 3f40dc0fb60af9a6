import type { LandingSlogan, LandingTestimonial } from '@site/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOGAN_MS, TESTIMONIAL_MS } from '../lib/motion';
import { CommunityVoices } from './community-voices';

// Without a loaded i18n instance, texts render as their keys.

const testimonials: LandingTestimonial[] = [1, 2, 3, 4, 5].map((n) => ({
  id: n,
  is_sample: true,
  name: `Person ${n}`,
  role: 'Volunteer',
  location: 'Hà Nội',
  content: `Words of person ${n}.`,
  avatar_url: null,
}));
const slogans: LandingSlogan[] = [1, 2, 3].map((n) => ({
  id: n,
  title: `Slogan ${n}`,
  content: `Text ${n}`,
  hashtag: `#Tag${n}`,
  icon: 'heart',
}));

const shown = () => screen.getByTestId('testimonial').querySelector('blockquote')!.textContent;
const slogan = () => screen.getByTestId('slogan').textContent;

describe('CommunityVoices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('rotates the testimonials every 6 s and the slogans every 8 s, wrapping', () => {
    render(<CommunityVoices testimonials={testimonials} slogans={slogans} reduced={false} />);
    expect(shown()).toBe('Words of person 1.');
    act(() => vi.advanceTimersByTime(TESTIMONIAL_MS));
    expect(shown()).toBe('Words of person 2.');
    expect(slogan()).toContain('Slogan 1');
    act(() => vi.advanceTimersByTime(SLOGAN_MS - TESTIMONIAL_MS));
    expect(slogan()).toContain('Slogan 2');
    act(() => vi.advanceTimersByTime(TESTIMONIAL_MS * 4));
    expect(shown()).toBe('Words of person 1.');
    expect(screen.getByText('voices.rating')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'voices.show' })).toHaveLength(5);
  });

  it('pauses and restarts both rotations; a dot shows its testimonial at once', () => {
    render(<CommunityVoices testimonials={testimonials} slogans={slogans} reduced={false} />);
    const toggle = screen.getByTestId('voices-toggle');
    expect(toggle.textContent).toBe('voices.pause');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    act(() => vi.advanceTimersByTime(SLOGAN_MS * 3));
    expect(shown()).toBe('Words of person 1.');
    expect(slogan()).toContain('Slogan 1');
    fireEvent.click(screen.getAllByRole('button', { name: 'voices.show' })[3]!);
    expect(shown()).toBe('Words of person 4.');
    fireEvent.click(toggle);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_MS));
    expect(shown()).toBe('Words of person 5.');
  });

  it('does not rotate under reduced motion until the visitor presses play', () => {
    render(<CommunityVoices testimonials={testimonials} slogans={slogans} reduced />);
    act(() => vi.advanceTimersByTime(SLOGAN_MS * 2));
    expect(shown()).toBe('Words of person 1.');
    fireEvent.click(screen.getByRole('button', { name: 'voices.play' }));
    act(() => vi.advanceTimersByTime(TESTIMONIAL_MS));
    expect(shown()).toBe('Words of person 2.');
  });

  it('clears its timers when it goes', () => {
    const { unmount } = render(<CommunityVoices testimonials={testimonials} slogans={slogans} reduced={false} />);
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
