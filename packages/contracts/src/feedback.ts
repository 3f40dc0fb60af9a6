import { z } from 'zod';
import { okSchema } from './envelopes.js';
import { pagedSchema } from './envelopes.js';
import { messageCodes } from './messages.js';
import { bulkActionOf, honeypotSchema, senderFields } from './schema-parts.js';
import { listQueryFields } from './query.js';

/** Infrastructure feedback: who is writing and about what; both optional. */
export const FEEDBACK_ROLES = ['developer', 'devops', 'architect', 'manager', 'student', 'other'] as const;
export const FEEDBACK_CATEGORIES = [
  'architecture',
  'performance',
  'security',
  'scalability',
  'documentation',
  'general',
] as const;
export type FeedbackRole = (typeof FEEDBACK_ROLES)[number];
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

/** Messages keyed as the web app translates them (the contact form's rules). */
export const FEEDBACK_ERRORS = {
  nameRequired: 'Name is required',
  nameMinLength: 'Name must be at least 2 characters',
  nameTooLong: 'Name may not be longer than 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email may not be longer than 254 characters',
  messageRequired: 'Message is required',
  messageMinLength: 'Message must be at least 10 characters',
  messageTooLong: 'Message may not be longer than 5000 characters',
} as const;
export type FeedbackErrorKey = keyof typeof FEEDBACK_ERRORS;
/** The codes of the feedback form's messages (`feedback.nameRequired`), as its schema reports them. */
export const FEEDBACK_CODES = /* @__PURE__ */ messageCodes('feedback', FEEDBACK_ERRORS);

const sender = /* @__PURE__ */ senderFields(FEEDBACK_CODES, FEEDBACK_LIMITS);

/** `POST /api/feedback`. `website` is a honeypot, as on the contact form. */
export const feedbackRequestSchema = z
  .object({
    name: sender.name,
    email: sender.email,
    role: z
      .enum(FEEDBACK_ROLES)
      .nullish()
      .transform((value) => value ?? null),
    category: z
      .enum(FEEDBACK_CATEGORIES)
      .nullish()
      .transform((value) => value ?? null),
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
