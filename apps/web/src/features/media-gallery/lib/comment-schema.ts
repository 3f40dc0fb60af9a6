import { zodResolver } from '@hookform/resolvers/zod';
import { commentInputSchema } from '@site/contracts';
import type { Resolver } from 'react-hook-form';
import type { CommentFormValues, CommentSubmission } from './comment-form';

// The comment form's validation, loaded when the form is first used (lib/lazy-resolver): zod is not part
// of the gallery's first load.

/**
 * The form's resolver: the contract's comment schema. The schema accepts any input (it trims
 * first), so it is safe for the form's strings; only its declared input type is wider.
 */
export const commentResolver = zodResolver(commentInputSchema) as unknown as Resolver<
  CommentFormValues,
  unknown,
  CommentSubmission
>;
