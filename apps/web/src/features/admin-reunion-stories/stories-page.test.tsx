import type { AdminStory } from '@site/contracts';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AdminStoriesApi from '../../api/admin-reunion-stories';
import { ApiError } from '../../lib/api-client';
import { getQueryClient } from '../../lib/query-client';
import admin from '../../locales/en/admin.json';
import pages from '../../locales/en/pages.json';
import reunionStories from '../../locales/en/reunionStories.json';
import StoriesPage from './stories-page';

const api = vi.hoisted(() => ({ fetchAdminStories: vi.fn(), deleteStory: vi.fn(), publishStory: vi.fn() }));
vi.mock('../../api/admin-reunion-stories', async (original) => ({
  ...(await original<typeof AdminStoriesApi>()),
  ...api,
}));
const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));

// The answers and re-reads may take a while on a busy machine (the whole suite runs on two cores).
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin, pages, reunionStories } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  // jsdom's <dialog> has no close(); the confirmation closes with it.
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const story = (id: number, title: string): AdminStory => ({
  id,
  slug: `story-${id}`,
  kind: 'reunion',
  is_sample: false,
  published: true,
  published_at: '2026-11-01',
  image_url: null,
  translations: {
    en: { title, excerpt: 'An excerpt.', body: '<p>A body.</p>', family_quote: '', family_member: '', how_found: '' },
  },
  reunion: null,
  news: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});
const page = (data: AdminStory[]) => ({ data, total: data.length, current_page: 1, last_page: 1, per_page: 20 });

let stories: AdminStory[];

describe('deleting in the stories admin list', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    notify.mockReset();
    stories = [story(1, 'Home after twenty years'), story(2, 'A letter found its way')];
    api.fetchAdminStories.mockImplementation(() => Promise.resolve(page(stories)));
    api.deleteStory.mockImplementation((id: number) => {
      stories = stories.filter((item) => item.id !== id);
      return Promise.resolve({ success: true, message: 'Deleted' });
    });
  });
  afterEach(() => {
    cleanup();
    getQueryClient().clear();
  });

  const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr')!;

  it('asks first; after confirming the story is deleted, the row is gone and a notice says so', async () => {
    render(<StoriesPage />);
    const row = await rowOf('A letter found its way');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete: A letter found its way' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this story?' });
    expect(within(confirm).getByText(/“A letter found its way” will be deleted/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteStory).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByRole('button', { name: 'Delete: A letter found its way' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this story?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.deleteStory).toHaveBeenCalledWith(2));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'A letter found its way' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Home after twenty years' })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('success', 'Story deleted.');
  });

  it('keeps the row and says why when the deletion fails', async () => {
    api.deleteStory.mockRejectedValueOnce(new ApiError('http', 404, 'Not found'));
    render(<StoriesPage />);
    const row = await rowOf('Home after twenty years');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete: Home after twenty years' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this story?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'The story could not be deleted: Not found'));
    expect(screen.getByRole('link', { name: 'Home after twenty years' })).toBeTruthy();
  });
});
