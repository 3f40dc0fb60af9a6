import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_STORAGE_KEY } from '../lib/card-data';
import CardMaker from './card-maker';

// Without an i18n instance the texts are their keys, which is what the test looks them up by.
const field = (key: string) => screen.getByLabelText(`card.fields.${key}`);
const type = (key: string, value: string) => fireEvent.change(field(key), { target: { value } });

describe('the child safety card maker', () => {
  const fetchSpy = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchSpy.mockReset();
  });

  it('previews what is typed and sends nothing anywhere', () => {
    render(<CardMaker />);
    type('childName', 'Nguyễn Bé An');
    type('hair', 'Đen');
    fireEvent.change(screen.getAllByLabelText('card.fields.guardianPhone')[0]!, {
      target: { value: '+84 900 111 222' },
    });
    type('message', 'Xin gọi cho bố mẹ con.');
    const preview = screen.getByRole('article', { name: 'card.preview' });
    expect(preview.textContent).toContain('Nguyễn Bé An');
    expect(preview.textContent).toContain('Đen');
    expect(preview.textContent).toContain('+84 900 111 222');
    expect(preview.textContent).toContain('Xin gọi cho bố mẹ con.');
    expect(fetchSpy).not.toHaveBeenCalled();
    // Not ticked: nothing is kept on the device.
    expect(localStorage.getItem(CARD_STORAGE_KEY)).toBeNull();
  });

  it('keeps the card only while "remember" is ticked, and forgets it on request', () => {
    const { unmount } = render(<CardMaker />);
    type('childName', 'Trần Bé Bình');
    fireEvent.click(screen.getByLabelText('card.remember'));
    expect(JSON.parse(localStorage.getItem(CARD_STORAGE_KEY) ?? '{}')).toMatchObject({ childName: 'Trần Bé Bình' });
    type('medical', 'Dị ứng đậu phộng');
    expect(JSON.parse(localStorage.getItem(CARD_STORAGE_KEY) ?? '{}')).toMatchObject({ medical: 'Dị ứng đậu phộng' });
    unmount();

    // Back on the page: the card is there again, remembered.
    render(<CardMaker />);
    expect((field('childName') as HTMLInputElement).value).toBe('Trần Bé Bình');
    expect((screen.getByLabelText('card.remember') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'card.forget' }));
    expect(localStorage.getItem(CARD_STORAGE_KEY)).toBeNull();
    expect((field('childName') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('card.forgotten');
  });

  it('unticking "remember" forgets the stored card but keeps the form', () => {
    render(<CardMaker />);
    type('childName', 'Lê Bé Chi');
    fireEvent.click(screen.getByLabelText('card.remember'));
    fireEvent.click(screen.getByLabelText('card.remember'));
    expect(localStorage.getItem(CARD_STORAGE_KEY)).toBeNull();
    expect((field('childName') as HTMLInputElement).value).toBe('Lê Bé Chi');
  });

  it('shows nothing hostile from a tampered storage', () => {
    localStorage.setItem(
      CARD_STORAGE_KEY,
      JSON.stringify({ childName: '<img src=x onerror=alert(1)>', photo: 'javascript:alert(1)' }),
    );
    render(<CardMaker />);
    const preview = screen.getByRole('article', { name: 'card.preview' });
    // The name is text, never markup; the bad photo address is dropped.
    expect(preview.querySelector('img')).toBeNull();
    expect(preview.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
