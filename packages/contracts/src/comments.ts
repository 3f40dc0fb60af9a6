import { z } from 'zod';
import { savedResponseSchema, successCountSchema, successDataSchema } from './envelopes.js';
import { COMMENT_CODES, COMMENT_LIMITS } from './media.values.js';
import { listQueryFields } from './query.js';
import { bulkActionOf, countsSchema } from './schema-parts.js';

/** Comments on media items: what visitors read and send, and the owner's moderation. */

export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const commentSchema = z
  .object({
    id: z.number().int(),
    commenter_name: z.string(),
    comment: z.string(),
    created_at: z.string(),
    /** Posted in the last 24 hours. */
    is_recent: z.boolean(),
    admin_response: z.string().nullable(),
    admin_response_at: z.string().nullable(),
  })
  .meta({ id: 'Comment' });

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Trimmed text that must be there and within `[min, code]` and `[max, code]`; each rule reports its own code. */
const requiredText = (
  required: string,
  [min, tooShort]: readonly [number, string],
  [max, tooLong]: readonly [number, string],
) => z.preprocess(trimmed, z.string(required).min(1, required).min(min, tooShort).max(max, tooLong));

export const commentInputSchema = z
  .object({
    commenter_name: requiredText(
      COMMENT_CODES.nameRequired,
      [COMMENT_LIMITS.nameMin, COMMENT_CODES.nameMinLength],
      [COMMENT_LIMITS.nameMax, COMMENT_CODES.nameMaxLength],
    ),
    /** Optional; an empty phone is stored as null. */
    commenter_phone: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
      z.string().max(COMMENT_LIMITS.phoneMax, COMMENT_CODES.phoneMaxLength).nullable(),
    ),
    comment: requiredText(
      COMMENT_CODES.commentRequired,
      [COMMENT_LIMITS.commentMin, COMMENT_CODES.commentMinLength],
      [COMMENT_LIMITS.commentMax, COMMENT_CODES.commentMaxLength],
    ),
  })
  .meta({ id: 'CommentSubmit' });

export const commentListResponseSchema = successDataSchema(z.array(commentSchema));
export const commentCountResponseSchema = successCountSchema;
export const commentCreatedResponseSchema = savedResponseSchema(
  z.object({ id: z.number().int(), status: z.enum(COMMENT_STATUSES) }),
);
export const mediaIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// ── Admin: comments ──────────────────────────────────────────────────────────────────────────────

export const adminCommentSchema = z
  .object({
    id: z.number().int(),
    media_id: z.number().int(),
    media_title: z.string(),
    media_uuid: z.string(),
    commenter_name: z.string(),
    commenter_phone: z.string().nullable(),
    comment: z.string(),
    status: z.enum(COMMENT_STATUSES),
    admin_response: z.string().nullable(),
    admin_response_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminComment' });

export const adminCommentListQuerySchema = z.object({
  ...listQueryFields(20),
  status: z.enum(COMMENT_STATUSES).optional(),
  media_id: z.coerce.number().int().positive().optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});

export const commentUpdateSchema = z
  .object({
    status: z.enum(COMMENT_STATUSES).optional(),
    /** An empty response removes it. */
    admin_response: z
      .string()
      .trim()
      .max(2000)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((value) => value.status !== undefined || value.admin_response !== undefined, {
    message: 'Nothing to change.',
  })
  .meta({ id: 'CommentSave' });

export const COMMENT_BULK_ACTIONS = ['approve', 'reject', 'delete'] as const;
export const commentBulkActionSchema = bulkActionOf(COMMENT_BULK_ACTIONS, 'Select at least one comment.');

export const commentStatsSchema = countsSchema(['total', 'pending', 'approved', 'rejected', 'with_response']);

export type Comment = z.infer<typeof commentSchema>;
export type CommentInput = z.input<typeof commentInputSchema>;
export type AdminComment = z.infer<typeof adminCommentSchema>;
export type CommentUpdate = z.input<typeof commentUpdateSchema>;
export type CommentStats = z.infer<typeof commentStatsSchema>;
