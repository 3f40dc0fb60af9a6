import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithQueryClient } from '../../../lib/test-render';
import { FeedbackForm } from './feedback-form';

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.

const sendFeedback = vi.hoisted(() => vi.fn());
vi.mock('../../../api/infrastructure', () => ({ sendFeedback }));

function renderForm() {
  renderWithQueryClient(<FeedbackForm />);
  return {
    name: screen.getByLabelText('feedback.name *') as HTMLInputElement,
    email: screen.getByLabelText('feedback.email *') as HTMLInputElement,
    role: screen.getByLabelText(/feedback\.role/) as HTMLSelectElement,
    category: screen.getByLabelText(/feedback\.category/) as HTMLSelectElement,
    message: screen.getByLabelText('feedback.message *') as HTMLTextAreaElement,
    subscribe: screen.getByLabelText('feedback.subscribe') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'feedback.submit' }) as HTMLButtonElement,
  };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

function fillValid(form: ReturnType<typeof renderForm>) {
  type(form.name, '  Ada Lovelace ');
  type(form.email, 'ada@example.com');
  type(form.message, 'The queue table is a neat idea.');
}

describe('FeedbackForm', () => {
  beforeEach(() => sendFeedback.mockReset());
  afterEach(cleanup);

  it('shows the translated messages of the required fields on an empty submit', async () => {
    const form = renderForm();
    fireEvent.click(form.submit);
    expect(await screen.findByText('feedback.errors.nameRequired')).toBeTruthy();
    expect(screen.getByText('feedback.errors.emailRequired')).toBeTruthy();
    expect(screen.getByText('feedback.errors.messageRequired')).toBeTruthy();
    expect(form.name.getAttribute('aria-invalid')).toBe('true');
    expect(form.name.getAttribute('aria-describedby')).toBe(screen.getByText('feedback.errors.nameRequired').id);
    expect(sendFeedback).not.toHaveBeenCalled();

    type(form.email, 'not-an-address');
    expect(await screen.findByText('feedback.errors.emailInvalid')).toBeTruthy();
  });

  it('sends trimmed values with unchosen options as null, then thanks and clears the form', async () => {
    sendFeedback.mockResolvedValue({ success: true, message: 'Thank you.' });
    const form = renderForm();
    fillValid(form);
    fireEvent.click(form.submit);
    expect(await screen.findByText('feedback.successTitle')).toBeTruthy();
    expect(sendFeedback.mock.calls[0]?.[0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: null,
      category: null,
      message: 'The queue table is a neat idea.',
      subscribe: false,
      website: '',
    });
    expect(form.name.value).toBe('');
    expect(form.message.value).toBe('');
  });

  it('sends the chosen role, category and subscription', async () => {
    sendFeedback.mockResolvedValue({ success: true, message: 'Thank you.' });
    const form = renderForm();
    fillValid(form);
    fireEvent.change(form.role, { target: { value: 'devops' } });
    fireEvent.change(form.category, { target: { value: 'scalability' } });
    fireEvent.click(form.subscribe);
    fireEvent.click(form.submit);
    await waitFor(() => expect(sendFeedback).toHaveBeenCalledTimes(1));
    expect(sendFeedback.mock.calls[0]?.[0]).toMatchObject({ role: 'devops', category: 'scalability', subscribe: true });
  });

  it('asks to retry later when the server fails, and says so differently for a rate limit', async () => {
    sendFeedback.mockRejectedValueOnce(new ApiError('http', 500, 'Server error'));
    const form = renderForm();
    fillValid(form);
    fireEvent.click(form.submit);
    expect(await screen.findByText('feedback.error')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('feedback.errorTitle');
    // The visitor's text stays for the retry.
    expect(form.message.value).toBe('The queue table is a neat idea.');

    sendFeedback.mockRejectedValueOnce(new ApiError('http', 429, 'Too many requests'));
    fireEvent.click(form.submit);
    expect(await screen.findByText('feedback.rateLimited')).toBeTruthy();
  });

  it('shows the server’s field errors under the fields, translated when known', async () => {
    sendFeedback.mockRejectedValueOnce(
      new ApiError(
        'http',
        422,
        'The given data was invalid.',
        { email: ['Please enter a valid email address'], name: ['This name is not allowed'] },
        undefined,
        // As the server answers: the codes of the messages it knows beside their English texts.
        { code: 'error.validation', codes: { email: ['feedback.emailInvalid'] } },
      ),
    );
    const form = renderForm();
    fillValid(form);
    fireEvent.click(form.submit);
    expect(await screen.findByText('feedback.errors.emailInvalid')).toBeTruthy();
    expect(screen.getByText('This name is not allowed')).toBeTruthy();
    expect(screen.queryByText('feedback.error')).toBeNull();
  });
});
