import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReunionDialogsContext, type ReunionDialogs } from '../../../lib/reunion-dialogs';
import { ReunionHeader } from './reunion-header';

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.

function renderHeader(dialogs: ReunionDialogs | null = null) {
  const location = memoryLocation({ path: '/reunion', record: true });
  render(
    <Router hook={location.hook}>
      <ReunionDialogsContext.Provider value={dialogs}>
        <ReunionHeader />
      </ReunionDialogsContext.Provider>
    </Router>,
  );
  return location;
}

const searchToggle = () => document.querySelector<HTMLButtonElement>('[data-search-toggle]')!;
const searchField = () => screen.queryByRole('searchbox');

describe('ReunionHeader', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('links the sections and the landing', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'header.nav' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/reunion#map', '/reunion#missing', '/stories', '/stories/news', '/shop', '/reunion/app']);
    expect(screen.getByRole('link', { name: /header\.brand/ }).getAttribute('href')).toBe('/reunion');
  });

  it('opens the search, ignores a blank query, goes to /search?q= with the query trimmed', () => {
    const location = renderHeader();
    expect(searchField()).toBeNull();
    fireEvent.click(searchToggle());
    const field = searchField() as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field.form!);
    expect(location.history).toEqual(['/reunion']);
    expect(searchField()).not.toBeNull();
    fireEvent.change(field, { target: { value: '  Đà Nẵng ' } });
    fireEvent.submit(field.form!);
    expect(location.history.at(-1)).toBe(`/search?q=${encodeURIComponent('Đà Nẵng')}`);
    expect(searchField()).toBeNull();
  });

  it('closes the search on Escape and gives the focus back to its button', () => {
    renderHeader();
    fireEvent.click(searchToggle());
    fireEvent.keyDown(searchField()!, { key: 'Escape' });
    expect(searchField()).toBeNull();
    expect(document.activeElement).toBe(searchToggle());
    expect(searchToggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('takes its sticky look once scrolled past its height less 10 px', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderHeader();
    const header = document.querySelector<HTMLElement>('[data-reunion-header]')!;
    Object.defineProperty(header, 'offsetHeight', { value: 72, configurable: true });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
      act(() => frames.splice(0).forEach((frame) => frame(0)));
    };
    expect(header.dataset.sticky).toBe('false');
    scrollTo(62);
    expect(header.dataset.sticky).toBe('false');
    scrollTo(63);
    expect(header.dataset.sticky).toBe('true');
    scrollTo(0);
    expect(header.dataset.sticky).toBe('false');
  });

  it('opens the sidebar from the menu button and gives the focus back when it closes', () => {
    renderHeader();
    const menu = screen.getByRole('button', { name: 'header.openMenu' });
    fireEvent.click(menu);
    const sidebar = document.querySelector<HTMLDialogElement>('[data-reunion-sidebar]')!;
    expect(sidebar.hasAttribute('open')).toBe(true);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    // Escape closes a modal <dialog> natively: the browser then fires its close event.
    act(() => {
      sidebar.removeAttribute('open');
      sidebar.dispatchEvent(new Event('close'));
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('shares the landing’s absolute link when the share dialog is offered, and has no share button otherwise', () => {
    renderHeader();
    expect(document.querySelector('[data-header-share]')).toBeNull();
    cleanup();
    const dialogs = { share: vi.fn(), downloadApp: vi.fn(), reportMissing: vi.fn(), preloadReportMissing: vi.fn() };
    renderHeader(dialogs);
    fireEvent.click(document.querySelector('[data-header-share]')!);
    expect(dialogs.share).toHaveBeenCalledWith({
      url: `${window.location.origin}/reunion`,
      title: 'header.shareTitle',
      text: 'header.shareText',
    });
  });

  it('opens the report dialog (preloaded on pointer or focus) only when the dialogs are offered', () => {
    renderHeader();
    expect(document.querySelector('[data-header-report]')).toBeNull();
    cleanup();
    const dialogs = { share: vi.fn(), downloadApp: vi.fn(), reportMissing: vi.fn(), preloadReportMissing: vi.fn() };
    renderHeader(dialogs);
    const button = screen.getByRole('button', { name: 'header.reportMissing' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(dialogs.preloadReportMissing).toHaveBeenCalled();
    fireEvent.click(button);
    expect(dialogs.reportMissing).toHaveBeenCalledTimes(1);
  });
});
