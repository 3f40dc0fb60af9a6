import { z } from 'zod';
import { FEEDBACK_ROLES, FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, FEEDBACK_CODES } from './feedback.values.js';
import { okSchema } from './envelopes.js';
import { pagedSchema } from './envelopes.js';
import { bulkActionOf, honeypotSchema, nullWhenEmpty, senderFields } from './schema-parts.js';
import { listQueryFields } from './query.js';

const sender = /* @__PURE__ */ senderFields(FEEDBACK_CODES, FEEDBACK_LIMITS);

/** `POST /api/feedback`. `website` is a honeypot, as on the contact form. */
export const feedbackRequestSchema = z
  .object({
    name: sender.name,
    email: sender.email,
    role: nullWhenEmpty(z.enum(FEEDBACK_ROLES)),
    category: nullWhenEmpty(z.enum(FEEDBACK_CATEGORIES)),
    message: sender.message,
    subscribe: z.boolean().default(false),
    website: honeypotSchema,
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
  ...listQueryFields(10),
  status: z.enum(['read', 'unread']).optional(),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
});
export const feedbackListResponseSchema = pagedSchema(feedbackItemSchema);
export const feedbackUpdateSchema = z.object({ is_read: z.boolean() });
export const FEEDBACK_BULK_ACTIONS = ['read', 'unread', 'delete'] as const;
export const feedbackBulkActionSchema = bulkActionOf(FEEDBACK_BULK_ACTIONS);

export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export type FeedbackInput = z.output<typeof feedbackRequestSchema>;
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;
export type FeedbackList = z.infer<typeof feedbackListResponseSchema>;
