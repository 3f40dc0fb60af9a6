import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithQueryClient } from '../../../lib/test-render';
import { canSubmitComment } from '../lib/comment-form';
import { CommentForm } from './comment-form';

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.

const postComment = vi.hoisted(() => vi.fn());
vi.mock('../../../api/media-gallery', async (original) => ({ ...(await original<object>()), postComment }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notify }));

function renderForm() {
  renderWithQueryClient(<CommentForm mediaId={7} />);
  return {
    name: screen.getByLabelText('comments.name *') as HTMLInputElement,
    phone: screen.getByLabelText('comments.phone') as HTMLInputElement,
    comment: screen.getByLabelText('comments.comment *') as HTMLTextAreaElement,
    submit: screen.getByRole('button', { name: 'comments.submit' }) as HTMLButtonElement,
  };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('canSubmitComment', () => {
  it('needs a trimmed name of 2 and a trimmed comment of 10 characters, and nothing sending', () => {
    expect(canSubmitComment('', '')).toBe(false);
    expect(canSubmitComment('Al', 'Ten chars!')).toBe(true);
    expect(canSubmitComment(' A ', 'Ten chars!')).toBe(false);
    expect(canSubmitComment('Al', '  Nine ch  ')).toBe(false);
    expect(canSubmitComment('Al', 'Ten chars!', true)).toBe(false);
  });
});

describe('CommentForm', () => {
  beforeEach(() => {
    postComment.mockReset();
    notify.mockReset();
  });
  afterEach(cleanup);

  it('keeps the submit button disabled until the trimmed name and comment are long enough', () => {
    const { name, comment, submit } = renderForm();
    expect(submit.disabled).toBe(true);
    type(name, '  A  ');
    type(comment, 'This is a fine comment.');
    expect(submit.disabled).toBe(true);
    type(name, 'Ana');
    type(comment, '   short   ');
    expect(submit.disabled).toBe(true);
    type(comment, 'Long enough now');
    expect(submit.disabled).toBe(false);
  });

  it('shows the translated messages when a field is left', async () => {
    const { name, phone, comment } = renderForm();
    fireEvent.blur(name);
    expect(await screen.findByText('comments.errors.nameRequired')).toBeTruthy();
    type(name, 'A');
    expect(await screen.findByText('comments.errors.nameMinLength')).toBeTruthy();
    type(comment, 'Too short');
    fireEvent.blur(comment);
    expect(await screen.findByText('comments.errors.commentMinLength')).toBeTruthy();
    type(comment, 'x'.repeat(1001));
    expect(await screen.findByText('comments.errors.commentMaxLength')).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    // The phone is optional and limited by the field itself.
    expect(phone.maxLength).toBe(20);
  });

  it('counts the comment’s characters as they are typed', () => {
    const { comment } = renderForm();
    const counter = document.getElementById(comment.getAttribute('aria-describedby') ?? '');
    expect(counter?.textContent).toBe('comments.counter');
    expect(comment.getAttribute('aria-describedby')).toMatch(/counter/);
  });

  it('sends trimmed values with an empty phone as null, clears the form and says it awaits approval', async () => {
    postComment.mockResolvedValue({ success: true, message: 'ok', data: { id: 1, status: 'pending' } });
    const { name, phone, comment, submit } = renderForm();
    type(name, '  Ana Nguyen ');
    type(phone, '   ');
    type(comment, '  A lovely picture of the river.  ');
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(postComment).toHaveBeenCalledTimes(1));
    expect(postComment).toHaveBeenCalledWith(7, {
      commenter_name: 'Ana Nguyen',
      commenter_phone: null,
      comment: 'A lovely picture of the river.',
    });
    expect((await screen.findByRole('status')).textContent).toContain('comments.pending');
    expect(name.value).toBe('');
    expect(comment.value).toBe('');
    expect(submit.disabled).toBe(true);
  });

  it('shows server field errors under their fields, translated when they are the contract’s', async () => {
    postComment.mockRejectedValue(
      new ApiError(
        'http',
        422,
        'Invalid',
        {
          commenter_name: ['Name must be at least 2 characters'],
          comment: ['Please write something kinder.', 'second'],
        },
        undefined,
        // As the server answers: the codes of the messages it knows beside their English texts.
        { codes: { commenter_name: ['comment.nameMinLength'] } },
      ),
    );
    const { name, comment, submit } = renderForm();
    type(name, 'Ana');
    type(comment, 'A lovely picture of the river.');
    await act(async () => fireEvent.click(submit));
    expect(await screen.findByText('comments.errors.nameMinLength')).toBeTruthy();
    expect(screen.getByText('Please write something kinder.')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('toasts the generic failure, or the server’s message when rate limited', async () => {
    postComment.mockRejectedValueOnce(new ApiError('network', 0, 'Network error'));
    const { name, comment, submit } = renderForm();
    type(name, 'Ana');
    type(comment, 'A lovely picture of the river.');
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'toasts.commentFailed'));
    expect(screen.getByRole('alert').textContent).toContain('toasts.commentFailed');
    expect(name.value).toBe('Ana');

    postComment.mockRejectedValueOnce(new ApiError('http', 429, 'Too many comments. Try again in a minute.'));
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('error', 'Too many comments. Try again in a minute.'));
  });
});
