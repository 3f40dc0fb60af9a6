import { FORM_CODES } from './form-messages.js';
import { z } from 'zod';
import { FEEDBACK_ROLES, FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, FEEDBACK_CODES } from './feedback.values.js';
import { okSchema } from './envelopes.js';
import { pagedSchema } from './envelopes.js';
import { SIMPLE_EMAIL } from './contact.values.js';
import { pageParam, perPageParam, searchParam } from './query.js';

const trimmed = (required: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string({ error: required }));

/** `POST /api/feedback`. `website` is a honeypot, as on the contact form. */
export const feedbackRequestSchema = z
  .object({
    name: trimmed(FEEDBACK_CODES.nameRequired).pipe(
      z
        .string()
        .min(1, FEEDBACK_CODES.nameRequired)
        .min(FEEDBACK_LIMITS.nameMin, FEEDBACK_CODES.nameMinLength)
        .max(FEEDBACK_LIMITS.nameMax, FEEDBACK_CODES.nameTooLong),
    ),
    email: trimmed(FEEDBACK_CODES.emailRequired).pipe(
      z
        .string()
        .min(1, FEEDBACK_CODES.emailRequired)
        .max(FEEDBACK_LIMITS.emailMax, FEEDBACK_CODES.emailTooLong)
        .regex(SIMPLE_EMAIL, FEEDBACK_CODES.emailInvalid),
    ),
    role: z
      .enum(FEEDBACK_ROLES)
      .nullish()
      .transform((value) => value ?? null),
    category: z
      .enum(FEEDBACK_CATEGORIES)
      .nullish()
      .transform((value) => value ?? null),
    message: trimmed(FEEDBACK_CODES.messageRequired).pipe(
      z
        .string()
        .min(1, FEEDBACK_CODES.messageRequired)
        .min(FEEDBACK_LIMITS.messageMin, FEEDBACK_CODES.messageMinLength)
        .max(FEEDBACK_LIMITS.messageMax, FEEDBACK_CODES.messageTooLong),
    ),
    subscribe: z.boolean().default(false),
    website: z.string().max(500).optional(),
  })
  .meta({ id: 'FeedbackRequest' });

export const feedbackResponseSchema = okSchema;

/** A stored feedback entry, as the admin sees it (never public). */
export const feedbackItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(FEEDBACK_ROLES).nullable(),
    category: z.enum(FEEDBACK_CATEGORIES).nullable(),
    message: z.string(),
    subscribe: z.boolean(),
    is_read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Feedback' });

export const feedbackListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(10),
  search: searchParam,
  status: z.enum(['read', 'unread']).optional(),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
});
export const feedbackListResponseSchema = pagedSchema(feedbackItemSchema);
export const feedbackUpdateSchema = z.object({ is_read: z.boolean() });
export const FEEDBACK_BULK_ACTIONS = ['read', 'unread', 'delete'] as const;
export const feedbackBulkActionSchema = z.object({
  action: z.enum(FEEDBACK_BULK_ACTIONS),
  ids: z.array(z.number().int().positive()).min(1, FORM_CODES.selectOne).max(500),
});

export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export type FeedbackInput = z.output<typeof feedbackRequestSchema>;
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;
export type FeedbackList = z.infer<typeof feedbackListResponseSchema>;
