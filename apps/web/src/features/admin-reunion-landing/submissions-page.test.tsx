import type { Enquiry, SubmittedStory } from '@site/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AdminLandingApi from '../../api/admin-reunion-landing';
import SubmissionsPage from './submissions-page';

// Without a loaded i18n instance, texts render as their keys.

const api = vi.hoisted(() => ({
  fetchStories: vi.fn(),
  fetchEnquiries: vi.fn(),
  moderateStory: vi.fn(),
  deleteStory: vi.fn(),
  updateEnquiry: vi.fn(),
  deleteEnquiry: vi.fn(),
}));
vi.mock('../../api/admin-reunion-landing', async (original) => ({
  ...(await original<typeof AdminLandingApi>()),
  ...api,
}));

const page = <T,>(data: T[]) => ({ data, total: data.length, current_page: 1, last_page: 1, per_page: 20 });
const story: SubmittedStory = {
  id: 7,
  name: 'Sender Name',
  email: 'sender@example.com',
  story: 'My aunt came home after a volunteer saw her case.',
  lang: 'vi',
  status: 'pending',
  testimonial_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  moderated_at: null,
};
const enquiry: Enquiry = {
  id: 3,
  organisation: 'Print Shop',
  contact_name: 'Contact Person',
  email: 'print@example.com',
  message: 'We can print posters for free.',
  lang: 'en',
  is_read: false,
  is_archived: false,
  created_at: '2026-11-21T10:00:00.000Z',
};

describe('the enquiries and stories screen', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    api.fetchStories.mockResolvedValue(page([story]));
    api.fetchEnquiries.mockResolvedValue(page([enquiry]));
    api.moderateStory.mockResolvedValue({ success: true, message: 'ok', data: { ...story, status: 'approved' } });
    api.updateEnquiry.mockResolvedValue({ success: true, message: 'ok', data: { ...enquiry, is_read: true } });
  });
  afterEach(cleanup);

  it('lists the waiting stories and the open enquiries, with who sent them (for the owner only)', async () => {
    render(<SubmissionsPage />);
    expect(await screen.findByText(story.story)).toBeTruthy();
    expect(screen.getByText('sender@example.com')).toBeTruthy();
    expect(await screen.findByText(enquiry.message)).toBeTruthy();
    expect(api.fetchStories.mock.calls[0]?.[0]).toEqual({ page: 1, status: 'pending' });
    expect(api.fetchEnquiries.mock.calls[0]?.[0]).toEqual({ page: 1, status: undefined });
  });

  it('drafts a story as a testimonial and marks an enquiry read', async () => {
    render(<SubmissionsPage />);
    const draft = await screen.findByRole('button', { name: 'admin.stories.decision.draft_testimonial' });
    const readsBefore = api.fetchStories.mock.calls.length;
    fireEvent.click(draft);
    await waitFor(() => expect(api.moderateStory).toHaveBeenCalledWith(7, 'draft_testimonial'));
    fireEvent.click(await screen.findByRole('button', { name: 'admin.enquiries.markRead' }));
    await waitFor(() => expect(api.updateEnquiry).toHaveBeenCalledWith(3, { is_read: true }));
    // The lists are read again after each change.
    await waitFor(() => expect(api.fetchStories.mock.calls.length).toBeGreaterThan(readsBefore));
  });
});
