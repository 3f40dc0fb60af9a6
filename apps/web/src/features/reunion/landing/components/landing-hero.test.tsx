import type { LandingStat } from '@site/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingHero } from './landing-hero';

const stats: LandingStat[] = [
  { key: 'awareness', value: '45%', label: 'aware', source: 'Illustrative', source_url: null },
  { key: 'unsolved', value: '70%', label: 'unsolved', source: 'Illustrative', source_url: null },
  {
    key: 'missing_people',
    value: '5000+',
    label: 'missing',
    source: 'Illustrative',
    source_url: 'https://example.org/r',
  },
  { key: 'golden_time', value: '24h', label: 'golden', source: 'Guidance', source_url: null },
];

describe('LandingHero', () => {
  afterEach(cleanup);

  it('renders the three hero counters in order with their final values and sources on the server', () => {
    const html = renderToString(<LandingHero stats={stats} reduced={false} locale="en" />);
    const order = ['5000+', '24h', '70%'].map((value) => html.indexOf(value));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The national figure that is not a hero counter stays out of the hero.
    expect(html).not.toContain('45%');
    expect(html).toContain('https://example.org/r');
  });

  it('offers volunteer registration only when the page can open the dialog, preloading it on focus', () => {
    render(<LandingHero stats={stats} reduced locale="en" />);
    expect(screen.queryByRole('button', { name: 'hero.registerVolunteer' })).toBeNull();
    cleanup();
    const onRegisterVolunteer = vi.fn();
    const onPreloadVolunteer = vi.fn();
    render(
      <LandingHero
        stats={stats}
        reduced
        locale="en"
        onRegisterVolunteer={onRegisterVolunteer}
        onPreloadVolunteer={onPreloadVolunteer}
      />,
    );
    const button = screen.getByRole('button', { name: 'hero.registerVolunteer' });
    fireEvent.focus(button);
    expect(onPreloadVolunteer).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    expect(onRegisterVolunteer).toHaveBeenCalledTimes(1);
  });

  it('shows the download button only when the page can open the dialog', () => {
    const onDownloadApp = vi.fn();
    render(<LandingHero stats={stats} reduced locale="en" />);
    expect(screen.queryByRole('button', { name: 'hero.downloadApp' })).toBeNull();
    cleanup();
    render(<LandingHero stats={stats} reduced locale="en" onDownloadApp={onDownloadApp} />);
    fireEvent.click(screen.getByRole('button', { name: 'hero.downloadApp' }));
    expect(onDownloadApp).toHaveBeenCalledTimes(1);
  });

  it('shows the primary report button when the page can open the report dialog, preloading it on pointer or focus', () => {
    const onReportMissing = vi.fn();
    const onPreloadReport = vi.fn();
    render(<LandingHero stats={stats} reduced locale="en" />);
    expect(screen.queryByRole('button', { name: 'hero.reportMissing' })).toBeNull();
    cleanup();
    render(
      <LandingHero
        stats={stats}
        reduced
        locale="en"
        onReportMissing={onReportMissing}
        onPreloadReport={onPreloadReport}
      />,
    );
    const button = screen.getByRole('button', { name: 'hero.reportMissing' });
    expect(button.className).toContain('button-primary');
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(onPreloadReport).toHaveBeenCalled();
    fireEvent.click(button);
    expect(onReportMissing).toHaveBeenCalledTimes(1);
  });

  it('keeps the final values under reduced motion', () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    render(<LandingHero stats={stats} reduced locale="en" />);
    expect(frame).not.toHaveBeenCalled();
    expect(screen.getAllByText('5000+').length).toBeGreaterThan(0);
    frame.mockRestore();
  });
});
