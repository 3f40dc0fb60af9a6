import { SENDER_ERRORS, SENDER_LIMITS } from './contact.values.js';
import { messageCodes } from './messages.js';

// Plain values of the feedback family, without zod: a page imports these without loading the schemas.

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

/** The feedback form asks for the same sender fields as the contact form, with the same rules and messages. */
export const FEEDBACK_LIMITS = SENDER_LIMITS;
export const FEEDBACK_ERRORS = SENDER_ERRORS;
export type FeedbackErrorKey = keyof typeof FEEDBACK_ERRORS;
/** The codes of the feedback form's messages (`feedback.nameRequired`), as its schema reports them. */
export const FEEDBACK_CODES = /* @__PURE__ */ messageCodes('feedback', FEEDBACK_ERRORS);
