import { COMMENT_CODES, COMMENT_LIMITS, type commentInputSchema } from '@site/contracts';
import type { z } from 'zod';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { codedMessageText } from '../../../lib/form-messages';

/** The comment form's fields, as they are typed (the contract schema trims them and turns '' phone into null). */
export interface CommentFormValues {
  commenter_name: string;
  commenter_phone: string;
  comment: string;
}

/** What the contract's schema makes of the form: trimmed values, an empty phone as null. */
export type CommentSubmission = z.output<typeof commentInputSchema>;

/** The contract's comment rules, loaded with zod when the form is first used. */
export const commentResolver = lazyResolver(() => import('./comment-schema').then((m) => m.commentResolver));

export const EMPTY_COMMENT: CommentFormValues = { commenter_name: '', commenter_phone: '', comment: '' };

export const COMMENT_FIELDS = ['commenter_name', 'commenter_phone', 'comment'] as const;

/**
 * Whether the form may be sent: trimmed name at least 2 characters, trimmed comment at least
 * 10, and nothing already on its way.
 */
export function canSubmitComment(name: string, comment: string, sending = false): boolean {
  return !sending && name.trim().length >= COMMENT_LIMITS.nameMin && comment.trim().length >= COMMENT_LIMITS.commentMin;
}

/** The text to show for a comment-form message: its codes are translated as `comments.errors.<key>`. */
export const commentMessageText = (message: string | undefined, translate: (key: string) => string) =>
  codedMessageText(COMMENT_CODES, 'comments.errors', message, translate);
