import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FOR_MS, FACEBOOK_NOTE_AFTER_COPY_MS, FACEBOOK_NOTE_AFTER_OPEN_MS, ShareDialog } from './share-dialog';

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.

const request = {
  url: 'https://example.org/reunion/cases/MP-2024-001',
  text: 'Hãy giúp tìm Trần Văn A (mẫu)',
  title: 'Share: Trần Văn A',
};

function renderDialog(onClose = vi.fn()) {
  render(<ShareDialog {...request} onClose={onClose} />);
  return onClose;
}

const status = (what: 'link' | 'text') => document.querySelector(`[data-copy-status="${what}"]`)?.textContent;
const note = () => document.querySelector('[data-facebook-note]')?.textContent;

describe('ShareDialog', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the link and the suggested text, and a copied indicator for 2 s', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: request.title })).toBeTruthy();
    expect((screen.getByLabelText('share.link') as HTMLInputElement).value).toBe(request.url);
    expect((screen.getByLabelText('share.text') as HTMLTextAreaElement).value).toBe(request.text);

    await act(async () => fireEvent.click(screen.getByText('share.copyLink')));
    expect(writeText).toHaveBeenCalledWith(request.url);
    expect(status('link')).toBe('share.copied');
    act(() => vi.advanceTimersByTime(COPIED_FOR_MS - 10));
    expect(status('link')).toBe('share.copied');
    act(() => vi.advanceTimersByTime(20));
    expect(status('link')).toBe('');

    await act(async () => fireEvent.click(screen.getByText('share.copyText')));
    expect(writeText).toHaveBeenLastCalledWith(request.text);
    expect(status('text')).toBe('share.copied');
  });

  it('falls back to selecting the text and the legacy copy when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderDialog();
    await act(async () => fireEvent.click(screen.getByText('share.copyText')));
    expect(execCommand).toHaveBeenCalledWith('copy');
    const field = screen.getByLabelText('share.text') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(field);
    expect(field.selectionEnd - field.selectionStart).toBe(request.text.length);
    expect(status('text')).toBe('share.copied');

    // Even the legacy copy fails: the visitor is told, the text stays selected for a manual copy.
    execCommand.mockReturnValue(false);
    await act(async () => fireEvent.click(screen.getByText('share.copyLink')));
    expect(status('link')).toBe('share.copyFailed');
  });

  it('opens each service in a 600×400 popup with the link, and links mail and messages', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDialog();
    const services = ['facebook', 'x', 'linkedin', 'telegram', 'whatsapp', 'zalo'];
    for (const service of services) {
      fireEvent.click(document.querySelector(`button[data-service="${service}"]`)!);
    }
    expect(open).toHaveBeenCalledTimes(6);
    for (const [href, name, features] of open.mock.calls) {
      expect(decodeURIComponent(String(href))).toContain(request.url);
      expect(String(name)).toMatch(/^share-/);
      expect(features).toMatch(/width=600,height=400/);
    }
    const mail = document.querySelector<HTMLAnchorElement>('a[data-service="email"]')!;
    expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(mail.getAttribute('href')!)).toContain(request.url);
    const sms = document.querySelector<HTMLAnchorElement>('a[data-service="sms"]')!;
    expect(decodeURIComponent(sms.getAttribute('href')!)).toBe(`sms:?&body=${request.text} ${request.url}`);
  });

  it('shows the Facebook note 5 s after copying the text and 8 s after opening Facebook', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderDialog();
    await act(async () => fireEvent.click(screen.getByText('share.copyText')));
    act(() => vi.advanceTimersByTime(FACEBOOK_NOTE_AFTER_COPY_MS - 10));
    expect(note()).toBe('');
    act(() => vi.advanceTimersByTime(20));
    expect(note()).toBe('share.facebookNote');
    cleanup();

    renderDialog();
    fireEvent.click(document.querySelector('button[data-service="facebook"]')!);
    act(() => vi.advanceTimersByTime(FACEBOOK_NOTE_AFTER_OPEN_MS - 10));
    expect(note()).toBe('');
    act(() => vi.advanceTimersByTime(20));
    expect(note()).toBe('share.facebookNote');
  });

  it('closes from its × button and calls onClose once', () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByLabelText('share.close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
