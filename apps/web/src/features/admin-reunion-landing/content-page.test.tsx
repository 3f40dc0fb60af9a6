import { LANDING_CODES, LANDING_ERRORS, type AdminSlogan, type AdminStat } from '@site/contracts';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AdminLandingApi from '../../api/admin-reunion-landing';
import { ApiError } from '../../lib/api-client';
import { getQueryClient } from '../../lib/query-client';
import admin from '../../locales/en/admin.json';
import adminEditor from '../../locales/en/admin-editor.json';
import pages from '../../locales/en/pages.json';
import reunionLanding from '../../locales/en/reunionLanding.json';
import ContentPage from './content-page';

// The screen in English, with its real texts.
// The answers and re-reads may take a while on a busy machine (the whole suite runs on two cores).
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin, 'admin-editor': adminEditor, pages, reunionLanding } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  // jsdom's <dialog> has no close(); the confirmation closes with it.
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const api = vi.hoisted(() => ({
  fetchLandingItems: vi.fn(),
  saveLandingItem: vi.fn(),
  deleteLandingItem: vi.fn(),
}));
vi.mock('../../api/admin-reunion-landing', async (original) => ({
  ...(await original<typeof AdminLandingApi>()),
  ...api,
}));

const times = { created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' };
const stat: AdminStat = {
  id: 1,
  is_sample: false,
  sort_order: 10,
  is_published: true,
  key: 'missing_people',
  source_url: 'https://example.org/report',
  translations: {
    en: { value: '5000+', label: 'people reported missing each year', source: 'Example report 2025' },
    vi: { value: '5000+', label: 'người mất tích mỗi năm', source: 'Báo cáo ví dụ 2025' },
  },
  ...times,
};
const slogan = (id: number, title: string, sortOrder: number, more: Partial<AdminSlogan> = {}): AdminSlogan => ({
  id,
  is_sample: true,
  sort_order: sortOrder,
  is_published: true,
  hashtag: `#Slogan${id}`,
  icon: 'heart',
  translations: { en: { title, content: `${title}, said in a sentence.` } },
  ...times,
  ...more,
});
const hope = slogan(11, 'Never give up', 10);
const home = slogan(12, 'Bring them home', 20, { is_published: false });

let slogans: AdminSlogan[];
let stats: AdminStat[];

/** The card of the list item whose title (or name) is `name`. */
async function rowOf(name: string) {
  const title = await screen.findByText(name, { selector: 'strong' });
  return title.closest('li')!;
}

/** The open editor dialog. */
const editor = () => screen.getByRole('dialog');

function typeInto(label: RegExp | string, value: string, within_: HTMLElement = editor()) {
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
}

describe('the landing content screen', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    slogans = [hope, home];
    stats = [stat];
    api.fetchLandingItems.mockImplementation((kind: string) =>
      Promise.resolve(kind === 'slogans' ? slogans : kind === 'stats' ? stats : []),
    );
    api.saveLandingItem.mockImplementation((kind: string, id: number | null, body: Record<string, unknown>) =>
      Promise.resolve({ ...(kind === 'stats' ? stat : hope), ...body, id: id ?? 99 }),
    );
    api.deleteLandingItem.mockResolvedValue({ success: true, message: 'ok' });
  });
  afterEach(() => {
    cleanup();
    getQueryClient().clear();
  });

  it('lists each kind in display order, marking hidden and sample items, with an empty state where none', async () => {
    render(<ContentPage />);
    const first = await rowOf('Never give up');
    const second = await rowOf('Bring them home');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(second).getByText('Hidden')).toBeTruthy();
    expect(within(first).getByText('Sample')).toBeTruthy();
    expect(within(first).getByText('#Slogan11')).toBeTruthy();
    // The statistic shows its figure, what it counts and its source line.
    const statRow = await rowOf('5000+ · people reported missing each year');
    expect(within(statRow).getByText('Example report 2025')).toBeTruthy();
    // Sponsors and testimonials have none here.
    expect(screen.getByText('No sponsors')).toBeTruthy();
    expect(screen.getByText('No testimonials')).toBeTruthy();
    expect(api.fetchLandingItems.mock.calls.map((call) => call[0]).sort()).toEqual([
      'slogans',
      'sponsors',
      'stats',
      'testimonials',
    ]);
  });

  it('adds a slogan: the schema refuses a bad hashtag and a missing text before sending, then it is saved', async () => {
    render(<ContentPage />);
    await rowOf('Never give up');
    fireEvent.click(screen.getByRole('button', { name: 'Add a slogan' }));
    typeInto('Hashtag', 'no hashtag');
    typeInto(/^Title/, 'Hope travels');
    fireEvent.click(within(editor()).getByRole('button', { name: 'Add' }));

    expect(await within(editor()).findByText('A hashtag starts with # and has no spaces.')).toBeTruthy();
    expect(within(editor()).getByText('This text is required.')).toBeTruthy();
    expect(within(editor()).getByText('Some fields need your attention; they are marked below.')).toBeTruthy();
    expect(api.saveLandingItem).not.toHaveBeenCalled();

    typeInto('Hashtag', '  #HyVọng ');
    typeInto(/^Text \(/, 'Every share brings someone closer to home.');
    fireEvent.click(within(editor()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.saveLandingItem).toHaveBeenCalledTimes(1));
    expect(api.saveLandingItem).toHaveBeenCalledWith('slogans', null, {
      hashtag: '#HyVọng',
      icon: 'heart',
      // After the last one (20).
      sort_order: 30,
      is_published: true,
      translations: { en: { title: 'Hope travels', content: 'Every share brings someone closer to home.' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("words the generic refusals (a position that is not a number) in the admin editor's texts", async () => {
    render(<ContentPage />);
    const row = await rowOf('Never give up');
    fireEvent.click(within(row).getByRole('button', { name: /^Edit/ }));
    typeInto('Position', '');
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save changes' }));
    expect(await within(editor()).findByText('Enter a number.')).toBeTruthy();
    expect(api.saveLandingItem).not.toHaveBeenCalled();
  });

  it("shows the server's field messages on their fields", async () => {
    api.saveLandingItem.mockRejectedValueOnce(
      new ApiError('http', 422, 'Validation failed', { key: [LANDING_ERRORS.keyTaken] }, undefined, {
        codes: { key: [LANDING_CODES.keyTaken] },
      }),
    );
    render(<ContentPage />);
    const row = await rowOf('5000+ · people reported missing each year');
    fireEvent.click(within(row).getByRole('button', { name: /^Edit/ }));
    typeInto('Key', 'unsolved');
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save changes' }));
    const message = await within(editor()).findByText('A statistic with this key exists already.');
    const box = within(editor()).getByLabelText('Key');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('says in words why a whole item is refused (50 of this kind already) and keeps the editor open', async () => {
    api.saveLandingItem.mockRejectedValueOnce(
      new ApiError('http', 422, LANDING_ERRORS.tooMany, {}, undefined, { code: LANDING_CODES.tooMany }),
    );
    render(<ContentPage />);
    const row = await rowOf('Never give up');
    fireEvent.click(within(row).getByRole('button', { name: /^Edit/ }));
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(editor()).findByText('It could not be saved: There are 50 items of this kind already.'),
    ).toBeTruthy();
    expect(within(editor()).queryByText(/reunionLanding\.tooMany/)).toBeNull();
  });

  it('edits the Vietnamese label of a statistic and sends every other text unchanged', async () => {
    render(<ContentPage />);
    const row = await rowOf('5000+ · people reported missing each year');
    fireEvent.click(within(row).getByRole('button', { name: /^Edit/ }));
    fireEvent.click(within(editor()).getByRole('tab', { name: /Tiếng Việt/ }));
    const label = within(editor()).getByLabelText(/^What it counts/);
    expect(label.getAttribute('lang')).toBe('vi');
    expect((label as HTMLInputElement).value).toBe('người mất tích mỗi năm');
    fireEvent.change(label, { target: { value: 'người được báo mất tích mỗi năm' } });
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.saveLandingItem).toHaveBeenCalledTimes(1));
    expect(api.saveLandingItem).toHaveBeenCalledWith('stats', 1, {
      key: 'missing_people',
      source_url: 'https://example.org/report',
      sort_order: 10,
      is_published: true,
      translations: {
        en: stat.translations.en,
        vi: { value: '5000+', label: 'người được báo mất tích mỗi năm', source: 'Báo cáo ví dụ 2025' },
      },
    });
  });

  it('deletes a slogan only after the confirmation, then the row is gone', async () => {
    render(<ContentPage />);
    const row = await rowOf('Bring them home');
    fireEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this slogan?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteLandingItem).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    slogans = [hope];
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this slogan?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.deleteLandingItem).toHaveBeenCalledWith('slogans', 12));
    await waitFor(() => expect(screen.queryByText('Bring them home', { selector: 'strong' })).toBeNull());
    expect(screen.getByText('Never give up', { selector: 'strong' })).toBeTruthy();
  });

  it('moves a slogan down by swapping the two positions, each item rewritten whole', async () => {
    render(<ContentPage />);
    const row = await rowOf('Never give up');
    const up = within(row).getByRole('button', { name: 'Move Never give up up' }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: 'Move Never give up down' }));
    await waitFor(() => expect(api.saveLandingItem).toHaveBeenCalledTimes(2));
    expect(api.saveLandingItem).toHaveBeenCalledWith('slogans', 11, {
      hashtag: '#Slogan11',
      icon: 'heart',
      sort_order: 20,
      is_published: true,
      translations: hope.translations,
    });
    expect(api.saveLandingItem).toHaveBeenCalledWith(
      'slogans',
      12,
      expect.objectContaining({ sort_order: 10, is_published: false }),
    );
  });
});
