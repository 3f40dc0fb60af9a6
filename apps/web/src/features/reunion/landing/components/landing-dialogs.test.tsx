import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderWithQueryClient } from '../../../../lib/test-render';
import EnquiryDialog from './enquiry-dialog';
import StoryDialog from './story-dialog';

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.

const sendEnquiry = vi.hoisted(() => vi.fn());
const sendStory = vi.hoisted(() => vi.fn());
vi.mock('../../../../api/reunion-landing', () => ({ sendEnquiry, sendStory }));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the landing dialogs', () => {
  beforeEach(() => {
    sendEnquiry.mockReset();
    sendStory.mockReset();
  });
  afterEach(cleanup);

  it('checks the enquiry with the contract, then sends it trimmed and thanks', async () => {
    renderWithQueryClient(<EnquiryDialog onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'enquiry.submit' }));
    expect(await screen.findByText('errors.organisationRequired')).toBeTruthy();
    expect(screen.getByText('errors.emailRequired')).toBeTruthy();
    expect(sendEnquiry).not.toHaveBeenCalled();

    sendEnquiry.mockResolvedValue({ success: true, message: 'ok' });
    type('enquiry.organisation *', ' Quỹ Ánh Sáng ');
    type('enquiry.name *', 'Lan');
    type('enquiry.email *', 'lan@example.com');
    type('enquiry.message *', 'We can print posters for Cần Thơ.');
    fireEvent.click(screen.getByRole('button', { name: 'enquiry.submit' }));
    expect(await screen.findByText('enquiry.successTitle')).toBeTruthy();
    expect(sendEnquiry.mock.calls[0]?.[0]).toMatchObject({
      organisation: 'Quỹ Ánh Sáng',
      contact_name: 'Lan',
      email: 'lan@example.com',
      website: '',
    });
  });

  it('requires the consent for a story, sends it without an email, and says when sending is limited', async () => {
    renderWithQueryClient(<StoryDialog onClose={() => undefined} />);
    type('story.name *', 'Hoa');
    type('story.story *', 'My grandmother came home after a neighbour saw her case page.');
    fireEvent.click(screen.getByRole('button', { name: 'story.submit' }));
    expect(await screen.findByText('errors.consentRequired')).toBeTruthy();
    expect(sendStory).not.toHaveBeenCalled();

    sendStory.mockRejectedValueOnce(new ApiError('http', 429, 'Too many requests'));
    fireEvent.click(screen.getByLabelText('story.consent *'));
    fireEvent.click(screen.getByRole('button', { name: 'story.submit' }));
    expect(await screen.findByText('story.rateLimited')).toBeTruthy();
    await waitFor(() => expect(sendStory).toHaveBeenCalledTimes(1));
    expect(sendStory.mock.calls[0]?.[0]).toMatchObject({ name: 'Hoa', email: null, consent: true });
  });
});
